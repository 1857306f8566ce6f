import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { OrderItemRecord, OrderRecord } from '../../domain/orders/order-records';
import {
  emptyState,
  projectionDiff,
  snapshotOf,
  type IndexEntry,
  type OrderStreamChange,
  type ProjectionSnapshot,
  type ProjectionState,
} from '../../domain/projections/order-projection';
import {
  chunkUnits,
  foldBatch,
  projectionUnit,
  unitChanges,
  type ProjectionUnit,
} from '../../domain/projections/projection-batch';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { orderCountUpdates } from './order-list-index-repository';
import { statCounterUpdates } from './statistics-repository';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The projector's writes (functions/domain/projections/order-projection.ts): per order its state
 * item (`PROJECTION#<orderGuid>` / `STATE`, the snapshot its projections stand for) and the
 * differences to the statistics counters, the orders list's counts and its two indexes, in one
 * transaction, so a counter moves exactly when the state that accounts for it does. The state is
 * put only at the revision read (optimistic concurrency between two readers of the stream or the
 * rebuild); a refused state is read again and its order folded anew. The orders of one stream batch
 * share transactions (counter deltas added up per item), so the projector writes a counter day once
 * per batch rather than once per order. These transactions hold projection items only: no order
 * write ever waits for them.
 */

const MAX_ITEMS = 100;
const MAX_ATTEMPTS = 6;

export function entryItem(e: IndexEntry): Record<string, unknown> & { pk: string; sk: string } {
  if (e.kind === 'search')
    return {
      ...keys.orderSearch(e.seriesGuid, e.token, e.orderGuid),
      entity: 'orderSearch',
      orderGuid: e.orderGuid,
      dateCreated: e.dateCreated,
      tokens: e.tokens,
    };
  return {
    ...keys.orderEvent(e.eventGuid, e.dateCreated, e.orderGuid),
    entity: 'orderEvent',
    orderGuid: e.orderGuid,
    eventGuid: e.eventGuid,
    seriesGuid: e.seriesGuid,
    dateCreated: e.dateCreated,
    eventGuids: e.eventGuids,
  };
}

export const entryKey = (e: IndexEntry) => {
  const { pk, sk } = entryItem(e);
  return { pk, sk };
};

/** The stored state item of a projection state (and back). */
export function stateItem(state: ProjectionState): Record<string, unknown> {
  return {
    ...keys.projectionState(state.orderGuid),
    entity: 'projectionState',
    orderGuid: state.orderGuid,
    order: state.order,
    items: state.items,
    seqs: state.seqs,
    known: state.known,
    rev: state.rev,
  };
}

function stateOf(orderGuid: string, row: Record<string, unknown> | undefined): ProjectionState {
  if (!row) return emptyState(orderGuid);
  return {
    orderGuid,
    order: (row.order as ProjectionState['order']) ?? null,
    items: (row.items as ProjectionState['items']) ?? {},
    seqs: (row.seqs as ProjectionState['seqs']) ?? {},
    known: (row.known as string[]) ?? [],
    rev: Number(row.rev ?? 0),
  };
}

/** The stored states of these orders (consistent reads). */
export async function readStates(orderGuids: readonly string[]): Promise<Map<string, ProjectionState>> {
  const rows = await batchGet<Record<string, unknown>>(
    getDocumentClient(),
    config.tableName,
    orderGuids.map((g) => keys.projectionState(g)),
    { consistent: true },
  );
  const byGuid = new Map(rows.map((r) => [String(r.orderGuid), r]));
  return new Map(orderGuids.map((g) => [g, stateOf(g, byGuid.get(g))]));
}

function unitOwnWrites(unit: ProjectionUnit): TransactItem[] {
  const state: TransactItem = {
    Put: {
      TableName: config.tableName,
      Item: stateItem({ ...unit.next, rev: unit.stored.rev + 1 }),
      ...(unit.stored.rev === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'rev = :rev',
            ExpressionAttributeValues: { ':rev': unit.stored.rev },
          }),
    },
  };
  return [
    state,
    ...unit.diff.deletes.map((e) => ({ Delete: { TableName: config.tableName, Key: entryKey(e) } })),
    ...unit.diff.puts.map((e) => ({ Put: { TableName: config.tableName, Item: entryItem(e) } })),
  ];
}

/**
 * Writes the units in as few transactions as fit (`chunkUnits`: each counter item once per
 * transaction, its orders' deltas added up); answers the orders whose state had changed since it
 * was read (to be folded again). Own writes first, shared counters last, so a cancellation
 * reason's index names the unit.
 */
export async function writeUnits(units: readonly ProjectionUnit[]): Promise<Set<string>> {
  const refused = new Set<string>();
  for (const c of chunkUnits(units, MAX_ITEMS)) {
    const items = [
      ...c.units.flatMap(unitOwnWrites),
      ...statCounterUpdates(c.stats),
      ...orderCountUpdates(c.counts),
    ];
    for (let attempt = 0; ; attempt++) {
      try {
        await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
        break;
      } catch (error) {
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
        const reasons =
          (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [];
        let at = 0;
        let conditionFailed = false;
        c.units.forEach((u, i) => {
          const n = c.ownItems[i] ?? 0;
          if (reasons.slice(at, at + n).some((r) => r.Code === 'ConditionalCheckFailed')) {
            refused.add(u.orderGuid);
            conditionFailed = true;
          }
          at += n;
        });
        if (conditionFailed) {
          // The others of the chunk are folded again with them (a transaction is all or nothing).
          for (const u of c.units) refused.add(u.orderGuid);
          break;
        }
        if (attempt + 1 >= MAX_ATTEMPTS) throw error;
        await new Promise((r) => setTimeout(r, Math.random() * 20 * 2 ** attempt));
      }
    }
  }
  return refused;
}

/**
 * Applies stream records of orders and items to the projections, exactly once in effect. Answers
 * the orders that could not be written after several tries (their records are reported as failed).
 */
export async function projectOrderChanges(changes: readonly OrderStreamChange[]): Promise<Set<string>> {
  let pending = [...new Set(changes.map((c) => c.orderGuid))];
  for (let attempt = 0; pending.length && attempt < MAX_ATTEMPTS; attempt++) {
    const retry = new Set(pending);
    const states = await readStates(pending);
    const units = foldBatch(
      states,
      changes.filter((c) => retry.has(c.orderGuid)),
    );
    pending = [...(await writeUnits(units))];
  }
  return new Set(pending);
}

/** An order's records read by key, consistently (the rebuild's source). */
async function readOrdersConsistently(
  guids: readonly string[],
): Promise<Map<string, { order: Record<string, unknown> | null; items: Array<Record<string, unknown>> }>> {
  const client = getDocumentClient();
  const orders = (
    await batchGet<Record<string, unknown>>(
      client,
      config.tableName,
      guids.map((g) => keys.order(g)),
      {
        consistent: true,
      },
    )
  ).filter((o) => o.entity === 'order');
  const itemKeys = orders.flatMap((o) =>
    Array.from({ length: Number(o.itemCount ?? 0) }, (_, i) => keys.orderItem(String(o.guid), i)),
  );
  const items = await batchGet<Record<string, unknown>>(client, config.tableName, itemKeys, {
    consistent: true,
  });
  const out = new Map(
    guids.map((g) => [
      g,
      { order: null as Record<string, unknown> | null, items: [] as Array<Record<string, unknown>> },
    ]),
  );
  for (const o of orders) out.set(String(o.guid), { order: o, items: [] });
  for (const item of items) out.get(String(item.orderGuid))?.items.push(item);
  return out;
}

/**
 * Projects these orders from their records as stored now (the rebuild and the statistics
 * recount): the snapshot becomes the current order and items, the deltas against the stored
 * snapshot are written with it, and the stream positions stay. The state is read **before** the
 * order (consistently) and put only at that revision: a record the projector applies meanwhile
 * makes the put fail and both are read again; a record not applied yet applies after, against
 * this snapshot, and leaves the order as its newest record says. Answers the states now stored.
 */
export async function reprojectOrders(guids: readonly string[]): Promise<Map<string, ProjectionState>> {
  const result = new Map<string, ProjectionState>();
  let pending = [...new Set(guids)];
  for (let attempt = 0; pending.length; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`projections of ${pending.length} orders kept changing`);
    const states = await readStates(pending);
    const current = await readOrdersConsistently(pending);
    const units: ProjectionUnit[] = [];
    for (const guid of pending) {
      const stored = states.get(guid) ?? emptyState(guid);
      const l = current.get(guid);
      const after = snapshotOf(l?.order ?? null, l?.items ?? []);
      const known = new Set([...stored.known, 'order', ...Object.keys(after.items).map((i) => `item#${i}`)]);
      const next: ProjectionState = { ...stored, ...after, known: [...known].sort() };
      const unit = projectionUnit(stored, { order: stored.order, items: stored.items }, after, next);
      if (unitChanges(unit)) units.push(unit);
      result.set(guid, { ...next, rev: unitChanges(unit) ? stored.rev + 1 : stored.rev });
    }
    pending = [...(await writeUnits(units))];
  }
  return result;
}

/**
 * The projections' writes of one order change as operations of the change's own transaction, as
 * every order write made them before the projector (kept for `buildTransaction`'s `inlineDerived`,
 * which the contention model uses to compare the code before and after; production never does).
 */
export function inlineProjectionWrites(
  before: ProjectionSnapshot,
  after: ProjectionSnapshot,
): TransactItem[] {
  const diff = projectionDiff(before, after);
  return [
    ...diff.deletes.map((e) => ({ Delete: { TableName: config.tableName, Key: entryKey(e) } })),
    ...diff.puts.map((e) => ({ Put: { TableName: config.tableName, Item: entryItem(e) } })),
    ...orderCountUpdates(diff.counts),
    ...statCounterUpdates(diff.stats),
  ];
}

/**
 * The state items of orders whose projections are written with them, not from the stream (the
 * demo seed, the benches that fill a season): put **before** the orders, so the projector finds
 * each order already accounted for when its insert arrives and adds nothing.
 */
export function projectionStateItems(
  loaded: ReadonlyArray<{ order: OrderRecord; items: readonly OrderItemRecord[] }>,
): Array<Record<string, unknown>> {
  return loaded.map(({ order, items }) => {
    const snapshot = snapshotOf(order, items);
    return stateItem({
      orderGuid: order.guid,
      ...snapshot,
      seqs: {},
      known: ['order', ...Object.keys(snapshot.items).map((i) => `item#${i}`)].sort(),
      rev: 1,
    });
  });
}
