import type { FieldScope } from '@shared/checkout/field-scope';
import type { Counter } from '../catalog/availability';
import { counterKey, type Counters } from '../catalog/event-read-model';
import { tieCounterGuid, type UsageTie } from '../orders/counter-ledger';
import type { CounterScope } from '../orders/order-records';

/**
 * Usage of a card value group and of its options per category and wave (spec §3 usage records,
 * §4 option capacity rule).
 *
 * Every order that takes a limited option or group adds one usage entry. The entry is tied to the
 * registration's category when the group is limited to categories, else to its wave when the group
 * is limited to waves, else to nothing (spec §3: "count plus subevent-category guid or
 * subevent-wave guid"). Stored as capacity counters:
 * - the group's / option's own counter (`cardValue#<guid>`, `cardItem#<guid>`) counts every entry;
 *   it is the one the checkout transaction increments under the capacity condition;
 * - a tie counter per category or wave (`<guid>@category:<guid>`, `<guid>@wave:<guid>`) counts the
 *   entries tied to it (no condition; the order's ledger releases it like any other place).
 *
 * §4: "if the group has categories, entries tied to another category are ignored; if it has none,
 * entries tied to any category are ignored; waves work the same way". The entries ignored under
 * the group's current categories and waves (it was limited otherwise when they were made) are
 * subtracted from the own counter; the transaction's condition is widened by the same amount, so
 * concurrent orders stay exact while the group's scope holds.
 */

export type UsageScope = 'cardValue' | 'cardItem';

/** Categories and waves of the event an entry can be tied to. */
export interface TieCatalogue {
  categoryGuids: readonly string[];
  waveGuids: readonly string[];
}

const listOf = (xs: readonly string[] | null | undefined) => xs ?? [];

/** What a new entry of a registration in `categoryGuid` / `waveGuid` is tied to under `group`. */
export function entryTie(
  group: FieldScope,
  categoryGuid: string,
  waveGuid: string | null,
): UsageTie | undefined {
  if (listOf(group.categoryGuids).length > 0) return { kind: 'category', guid: categoryGuid };
  if (listOf(group.waveGuids).length > 0 && waveGuid) return { kind: 'wave', guid: waveGuid };
  return undefined;
}

/** Whether an entry tied to `tie` counts toward a group limited to `group`'s categories and waves. */
export function entryCounts(group: FieldScope, tie: UsageTie | undefined): boolean {
  if (!tie) return true;
  const limitedTo = listOf(tie.kind === 'category' ? group.categoryGuids : group.waveGuids);
  return limitedTo.includes(tie.guid);
}

/** Every tie counter an entry of the event can have been written to. */
export function candidateTies(catalogue: TieCatalogue): UsageTie[] {
  return [
    ...catalogue.categoryGuids.map((guid): UsageTie => ({ kind: 'category', guid })),
    ...catalogue.waveGuids.map((guid): UsageTie => ({ kind: 'wave', guid })),
  ];
}

/** The counters to read for a limited group or option: its own and its tie counters. */
export function usageCounterRefs(
  scope: UsageScope,
  guid: string,
  catalogue: TieCatalogue,
): Array<[CounterScope, string]> {
  return [
    [scope, guid],
    ...candidateTies(catalogue).map((t): [CounterScope, string] => [scope, tieCounterGuid(guid, t)]),
  ];
}

export interface OptionUsage extends Counter {
  /** Entries the own counter holds that the §4 rule ignores under the group's current scope. */
  ignored: number;
}

/**
 * Usage of a group or option by the §4 rule: the own counter less the entries tied to categories
 * or waves the group (`group`: the card value the option belongs to) is not limited to.
 */
export function optionUsage(
  counters: Counters,
  scope: UsageScope,
  guid: string,
  capacity: number,
  group: FieldScope,
  catalogue: TieCatalogue,
): OptionUsage {
  const own = counters.get(counterKey(scope, guid)) ?? { capacity, used: 0 };
  let ignored = 0;
  for (const tie of candidateTies(catalogue)) {
    if (entryCounts(group, tie)) continue;
    ignored += Math.max(0, counters.get(counterKey(scope, tieCounterGuid(guid, tie)))?.used ?? 0);
  }
  ignored = Math.min(ignored, Math.max(0, own.used));
  return { capacity: own.capacity, used: own.used - ignored, ignored };
}

/** The categories and waves of the subevents `card` applies to (every subevent when it names none). */
export function cardTieCatalogue(
  card: { subEventGuids?: readonly string[] },
  event: {
    categories: ReadonlyArray<{ guid: string; subEventGuid: string }>;
    waves: ReadonlyArray<{ guid: string; subEventGuid: string }>;
  },
): TieCatalogue {
  const subs = card.subEventGuids?.length ? new Set(card.subEventGuids) : null;
  const inScope = (r: { subEventGuid: string }) => !subs || subs.has(r.subEventGuid);
  return {
    categoryGuids: event.categories.filter(inScope).map((c) => c.guid),
    waveGuids: event.waves.filter(inScope).map((w) => w.guid),
  };
}
