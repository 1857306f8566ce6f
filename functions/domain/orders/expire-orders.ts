import type { OrderHistoryChanges } from '@shared/orders/order-history';
import type { CounterRef, OrderHistoryRecord, OrderItemRecord, OrderRecord } from './order-records';

/**
 * Expiry of unpaid orders (spec §4 "expired"): the pure part. The worker
 * (functions/workers/expire-orders.handler.ts) finds overdue orders on the expiry index, decides
 * here what to do with each and writes the plan through functions/adapters/dynamodb/expiry-repository.ts.
 */

/** How far back the job looks: orders due more than this many days ago are not searched. */
export const EXPIRY_LOOKBACK_DAYS = 60;
/** DynamoDB's limit of operations in one TransactWriteItems. */
export const MAX_TRANSACTION_OPERATIONS = 100;
/** Who the history entry names. */
export const EXPIRY_ACTOR = 'system:expiry';

/**
 * Progress of an expiry that needed more than one transaction (attributes on the order while it
 * is under way; a single-transaction expiry never writes them).
 */
export interface ExpiryProgress {
  /** Steps written so far. */
  expiryStep?: number;
  /** Steps in all. */
  expirySteps?: number;
}

export type ExpirableOrder = OrderRecord & ExpiryProgress;

/** `yyyy-mm-dd` (UTC) of today and the `lookbackDays` days before it, oldest first. */
export function expiryDaysToScan(now: Date, lookbackDays = EXPIRY_LOOKBACK_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: string[] = [];
  for (let back = lookbackDays; back >= 0; back--)
    days.push(new Date(today - back * 86_400_000).toISOString().slice(0, 10));
  return days;
}

export type ExpiryDecision =
  | { action: 'expire' }
  | { action: 'resume'; nextStep: number; dateExpired: string }
  | { action: 'skip'; reason: 'paid' | 'cancelled' | 'deleted' | 'alreadyExpired' | 'notDue' };

/** What to do with an order found on the expiry index (read again, strongly consistent). */
export function decideExpiry(order: ExpirableOrder, now: Date): ExpiryDecision {
  if (order.paid) return { action: 'skip', reason: 'paid' };
  if (order.deleted) return { action: 'skip', reason: 'deleted' };
  if (order.cancelled) return { action: 'skip', reason: 'cancelled' };
  if (order.expired) {
    const { expiryStep, expirySteps } = order;
    if (
      expiryStep !== undefined &&
      expirySteps !== undefined &&
      expiryStep < expirySteps &&
      order.dateExpired
    )
      return { action: 'resume', nextStep: expiryStep + 1, dateExpired: order.dateExpired };
    return { action: 'skip', reason: 'alreadyExpired' };
  }
  if (!(new Date(order.expiresAt).getTime() <= now.getTime())) return { action: 'skip', reason: 'notDue' };
  return { action: 'expire' };
}

/** The order's counters, each once (places of the same counter added up), in a stable order. */
export function countersToRelease(counters: readonly CounterRef[] | undefined): CounterRef[] {
  const byKey = new Map<string, CounterRef>();
  for (const c of counters ?? []) {
    if (!c || !(c.n > 0)) continue;
    // Places of a sharded scope stay apart per bucket: each goes back to the bucket it came from.
    const key = c.bucket ? `${c.scope}#${c.guid}#${c.bucket}` : `${c.scope}#${c.guid}`;
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen
        ? { ...seen, n: seen.n + c.n }
        : { scope: c.scope, guid: c.guid, n: c.n, ...(c.bucket ? { bucket: c.bucket } : {}) },
    );
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
}

/** One transaction of an expiry. Step 1 holds the conditional order update and the history entry. */
export interface ExpiryStep {
  /** 1-based. */
  step: number;
  steps: number;
  counters: CounterRef[];
  /** `index` of the order items whose start-list projection this step removes. */
  itemIndexes: number[];
  history: boolean;
}

export interface ExpiryPlan {
  dateExpired: string;
  steps: ExpiryStep[];
  /** Operations in all (each step adds one order update). */
  operations: number;
}

/**
 * Splits the expiry into transactions of at most `maxOperations` operations. Almost every order
 * fits one (its registration was one transaction with more operations than its expiry); a larger
 * one is written step by step, each step guarded on the order by the step before it, so every
 * counter is released exactly once even when a run stops half-way and the next one resumes.
 * Deterministic: the same order and items always give the same steps.
 */
export function planOrderExpiry(
  order: Pick<OrderRecord, 'counters'>,
  items: readonly Pick<OrderItemRecord, 'index'>[],
  dateExpired: string,
  maxOperations = MAX_TRANSACTION_OPERATIONS,
): ExpiryPlan {
  if (maxOperations < 6)
    throw new Error(
      'maxOperations must allow the order update, history, statistics (day and month) and list counters and one more',
    );
  type Op = { kind: 'counter'; counter: CounterRef } | { kind: 'item'; index: number };
  const ops: Op[] = [
    ...countersToRelease(order.counters).map((counter) => ({ kind: 'counter' as const, counter })),
    ...[...new Set(items.map((i) => i.index))]
      .sort((a, b) => a - b)
      .map((index) => ({ kind: 'item' as const, index })),
  ];
  const chunks: Op[][] = [];
  let rest = ops;
  // step 1: order update + history entry + statistics counters (the day's and its month roll-up)
  // + orders list count
  let room = maxOperations - 5;
  do {
    chunks.push(rest.slice(0, room));
    rest = rest.slice(room);
    room = maxOperations - 1; // later steps: order update
  } while (rest.length);
  const steps = chunks.map((chunk, i) => ({
    step: i + 1,
    steps: chunks.length,
    counters: chunk.flatMap((op) => (op.kind === 'counter' ? [op.counter] : [])),
    itemIndexes: chunk.flatMap((op) => (op.kind === 'item' ? [op.index] : [])),
    history: i === 0,
  }));
  return { dateExpired, steps, operations: ops.length + 4 + steps.length };
}

/** The audit entry of an expiry. */
export function expiryHistory(
  order: Pick<OrderRecord, 'guid'>,
  plan: ExpiryPlan,
  itemCount: number,
): OrderHistoryRecord {
  const released = plan.steps.flatMap((s) => s.counters);
  const changes: OrderHistoryChanges<'expired'> = {
    expired: { from: false, to: true },
    dateExpired: plan.dateExpired,
    releasedCounters: released.map((c) => ({
      scope: c.scope,
      guid: c.guid,
      n: c.n,
      ...(c.bucket ? { bucket: c.bucket } : {}),
    })),
    itemsExpired: itemCount,
  };
  return {
    entity: 'orderHistory',
    orderGuid: order.guid,
    date: plan.dateExpired,
    by: EXPIRY_ACTOR,
    action: 'expired',
    changes,
  };
}

/**
 * After a step's condition failed: true when the order shows that this very expiry (same
 * `dateExpired`) already wrote the step, e.g. a retried request whose first answer was lost.
 */
export function stepAlreadyApplied(fresh: ExpirableOrder, dateExpired: string, step: number): boolean {
  if (!fresh.expired || fresh.dateExpired !== dateExpired) return false;
  return (fresh.expiryStep ?? Number.POSITIVE_INFINITY) >= step;
}

export interface ExpirySummary {
  /** Orders found on the expiry index. */
  checked: number;
  /** Orders this run expired (or finished expiring). */
  expired: number;
  /** Orders left alone: paid, expired, cancelled or deleted meanwhile, or not due. */
  skipped: number;
  /** Orders that failed (logged; the next run tries again). */
  failed: number;
}
