import type { CounterRef, CounterScope } from './order-records';

/**
 * Arithmetic on an order's ledger of places (`order.counters`, `CounterRef`s) that the checkout,
 * the state machine and the adapters all do, so it sits with the order model rather than with one
 * of its users: taking places off a ledger bucket by bucket, the teams a release gave back, and the
 * counter guid of a card option's usage tied to a category or wave.
 */

const refKey = (c: Pick<CounterRef, 'scope' | 'guid'>) => `${c.scope}#${c.guid}`;

/**
 * `a` less `b`, scope by scope: `b`'s places (with or without a bucket) are taken off `a`'s
 * entries of the same scope, the entries of its bucket first; what is left keeps its buckets.
 */
export function subtractPlaces(a: readonly CounterRef[], b: readonly CounterRef[]): CounterRef[] {
  const left = a.map((c) => ({ ...c }));
  for (const w of b) {
    let n = w.n;
    const same = left.filter((c) => refKey(c) === refKey(w));
    const ordered =
      w.bucket === undefined
        ? same
        : [
            ...same.filter((c) => (c.bucket ?? 0) === w.bucket),
            ...same.filter((c) => (c.bucket ?? 0) !== w.bucket),
          ];
    for (const c of ordered) {
      if (n <= 0) break;
      const cut = Math.min(n, c.n);
      c.n -= cut;
      n -= cut;
    }
  }
  return left.filter((c) => c.n > 0);
}

/**
 * The order's ledger with the places the checkout (or an admin take) placed in buckets: `n`
 * places of the scope recorded without a bucket (as planned) are replaced by the allocations, so
 * every later release gives each place back to its own bucket.
 */
export function placeInBuckets(
  ledger: readonly CounterRef[],
  scope: CounterScope,
  guid: string,
  allocations: ReadonlyArray<{ bucket: number; n: number }>,
): CounterRef[] {
  let n = allocations.reduce((s, a) => s + a.n, 0);
  const out: CounterRef[] = [];
  for (const c of ledger) {
    if (n > 0 && c.scope === scope && c.guid === guid && !c.bucket) {
      const cut = Math.min(n, c.n);
      n -= cut;
      if (c.n - cut > 0) out.push({ ...c, n: c.n - cut });
    } else out.push(c);
  }
  for (const a of allocations)
    if (a.n > 0) out.push({ scope, guid, n: a.n, ...(a.bucket ? { bucket: a.bucket } : {}) });
  return out;
}

/** The teams whose places a release gave back (each once). */
export const releasedTeams = (counters: readonly CounterRef[] | undefined): string[] => [
  ...new Set((counters ?? []).filter((c) => c.scope === 'team' && c.n > 0).map((c) => c.guid)),
];

/** What a card option's usage entry is tied to (functions/domain/checkout/option-usage.ts). */
export interface UsageTie {
  kind: 'category' | 'wave';
  guid: string;
}

/** The counter guid of the entries of `guid` tied to `tie`. */
export function tieCounterGuid(guid: string, tie: UsageTie): string {
  return `${guid}@${tie.kind}:${tie.guid}`;
}

/** Whether a usage counter's guid is a tie counter's (`tieCounterGuid`): its sales are summed. */
export const isTieCounterGuid = (guid: string) => guid.includes('@');
