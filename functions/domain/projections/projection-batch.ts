import type { OrderCountMove } from '../orders/order-list-index';
import { mergeStatDeltas, statItemKeys, type StatDelta } from '../statistics/stat-counters';
import {
  emptyState,
  foldChanges,
  isEmptyDiff,
  projectionDiff,
  sameSnapshot,
  type OrderStreamChange,
  type ProjectionDiff,
  type ProjectionSnapshot,
  type ProjectionState,
} from './order-projection';

/**
 * How the projector writes one stream batch (functions/adapters/dynamodb/projection-repository.ts):
 * every record of an order in the batch is folded into one change of that order (`foldBatch`), and
 * the changes go into as few transactions as fit (`chunkUnits`), each holding the orders' states
 * (put only at the revision read) and their index entries, and **each counter item once, with the
 * deltas of all its orders in the transaction added up**. A counter therefore moves in the same
 * all-or-nothing write as the states that account for it: a transaction refused or lost (a crash
 * between two of a batch's transactions) leaves those states as they were, so the batch delivered
 * again applies exactly what is missing.
 */

/** One order's projection change: the state read, the snapshots to diff, the state to store. */
export interface ProjectionUnit {
  orderGuid: string;
  stored: ProjectionState;
  before: ProjectionSnapshot;
  after: ProjectionSnapshot;
  next: ProjectionState;
  diff: ProjectionDiff;
}

export function projectionUnit(
  stored: ProjectionState,
  before: ProjectionSnapshot,
  after: ProjectionSnapshot,
  next: ProjectionState,
): ProjectionUnit {
  return { orderGuid: stored.orderGuid, stored, before, after, next, diff: projectionDiff(before, after) };
}

/** Whether the unit writes anything (a record that projects as before changes no item). */
export const unitChanges = (u: ProjectionUnit) => !sameSnapshot(u.stored, u.after) || !isEmptyDiff(u.diff);

/** The batch's records folded per order against the stored states; only the orders that change. */
export function foldBatch(
  states: ReadonlyMap<string, ProjectionState>,
  changes: readonly OrderStreamChange[],
): ProjectionUnit[] {
  const byOrder = new Map<string, OrderStreamChange[]>();
  for (const c of changes) {
    const list = byOrder.get(c.orderGuid);
    if (list) list.push(c);
    else byOrder.set(c.orderGuid, [c]);
  }
  return [...byOrder].flatMap(([guid, list]) => {
    const stored = states.get(guid) ?? emptyState(guid);
    const { before, after, state } = foldChanges(stored, list);
    const unit = projectionUnit(stored, before, after, state);
    return unitChanges(unit) ? [unit] : [];
  });
}

/** The order-count item of a move. */
export const countItemKey = (m: Pick<OrderCountMove, 'seriesGuid' | 'day'>) =>
  `count|${m.seriesGuid}|${m.day}`;

/** One transaction of a batch: its units and the counter writes they share. */
export interface ProjectionChunk {
  units: ProjectionUnit[];
  /** Items each unit owns (its state, then its index deletes and puts), in the units' order. */
  ownItems: number[];
  /** One day or race-day delta per item, summed over the chunk's units (the month roll-ups follow from them: `counterWrites`). */
  stats: StatDelta[];
  /** The chunk's order-count moves (the adapter sums them into one write per count item). */
  counts: OrderCountMove[];
  /** Counter items written (each once). */
  counterItems: number;
}

const ownItemsOf = (u: ProjectionUnit) => 1 + u.diff.puts.length + u.diff.deletes.length;
const counterKeysOf = (u: ProjectionUnit) => [
  ...u.diff.stats.flatMap(statItemKeys),
  ...u.diff.counts.map(countItemKey),
];

/** Units into transactions of at most `maxItems` items, each counter item once per transaction. */
export function chunkUnits(units: readonly ProjectionUnit[], maxItems: number): ProjectionChunk[] {
  const groups: Array<{ units: ProjectionUnit[]; own: number; counters: Set<string> }> = [];
  let group: (typeof groups)[number] = { units: [], own: 0, counters: new Set() };
  for (const unit of units) {
    const own = ownItemsOf(unit);
    const keys = counterKeysOf(unit);
    const added = new Set(keys.filter((k) => !group.counters.has(k))).size;
    if (group.units.length && group.own + group.counters.size + own + added > maxItems) {
      groups.push(group);
      group = { units: [], own: 0, counters: new Set() };
    }
    group.units.push(unit);
    group.own += own;
    for (const k of keys) group.counters.add(k);
  }
  if (group.units.length) groups.push(group);
  return groups.map((g) => ({
    units: g.units,
    ownItems: g.units.map(ownItemsOf),
    stats: mergeStatDeltas(g.units.flatMap((u) => u.diff.stats)),
    counts: g.units.flatMap((u) => u.diff.counts),
    counterItems: g.counters.size,
  }));
}
