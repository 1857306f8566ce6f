import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CounterRef, OrderItemRecord, OrderRecord } from '../../domain/orders/order-records';
import type { TransitionResult } from '../../domain/orders/admin-order-ports';
import type { TransitionPlan } from '../../domain/orders/order-state';
import { allocate, type ShardState } from '../../domain/checkout/capacity-buckets';
import { subtractPlaces } from '../../domain/orders/counter-ledger';
import { countersToRelease } from '../../domain/orders/expire-orders';
import { config } from '../config';
import { bucketTake, loadShards } from './capacity-buckets';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { flagCondition, flagValues } from './order-conditions';
import { historyAttributes } from './order-attributes';
import { counterUpdate, MAX_TRANSACTION_ITEMS, OrderTooLargeError } from './order-commit';
import { transactWithRetry } from './transact-with-retry';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * What the writes read of an item: its index, and its race, names and guid only when the plan
 * puts it on the start list (a payment sets `paid` on items it has not read).
 */
export type ItemOfWrites = Pick<OrderItemRecord, 'index'> &
  Partial<Pick<OrderItemRecord, 'subEventGuid' | 'lastName' | 'firstName' | 'itemGuid'>>;

function setClause(
  prefix: string,
  values: Record<string, unknown>,
  attrs: Record<string, unknown>,
): string[] {
  return Object.values(values).map((value, i) => {
    attrs[`:${prefix}${i}`] = value;
    return `#${prefix}${i} = :${prefix}${i}`;
  });
}

function namesOf(prefix: string, values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(values).map((name, i) => [`#${prefix}${i}`, name]));
}

/** The order update's conditions beyond its flags: read unchanged, due, an expiry's earlier step. */
function orderConditions(
  plan: TransitionPlan,
  names: Record<string, string>,
  values: Record<string, unknown>,
): string[] {
  const out: string[] = [];
  if (plan.expectUpdated !== undefined) {
    values[':expectUpdated'] = plan.expectUpdated;
    out.push('dateUpdated = :expectUpdated');
  }
  if (plan.dueBy !== undefined) {
    values[':dueBy'] = plan.dueBy;
    out.push('expiresAt <= :dueBy');
  }
  Object.entries(plan.expect ?? {}).forEach(([name, value], i) => {
    names[`#e${i}`] = name;
    values[`:e${i}`] = value;
    out.push(`#e${i} = :e${i}`);
  });
  return out;
}

/** The card answer's writes on its attempt, and the conditions that it is that attempt, unanswered. */
function cardAnswerClause(
  card: NonNullable<TransitionPlan['cardAnswer']>,
  conditions: string[],
  values: Record<string, unknown>,
): string[] {
  const attempt = `cardAttempts[${card.index}]`;
  conditions.push(`${attempt}.orderNumber = :cardOn`, `attribute_type(${attempt}.prCode, :cardNull)`);
  values[':cardOn'] = card.orderNumber;
  values[':cardNull'] = 'NULL';
  return Object.entries(card.answer).map(([field, value]) => {
    values[`:card_${field}`] = value;
    return `${attempt}.${field} = :card_${field}`;
  });
}

/**
 * The current limits of counters a plan takes again (a counter without an item is unlimited), and
 * the buckets of the sharded ones (strongly consistent: an admin's take should not trip on a stale
 * bucket).
 */
async function capacities(
  counters: readonly CounterRef[],
): Promise<{ limits: Map<string, number>; shards: Map<string, ShardState> }> {
  const rows = await batchGet<{ scope: string; guid: string; capacity?: number }>(
    getDocumentClient(),
    config.tableName,
    counters.map((c) => keys.capacity(c.scope, c.guid)),
  );
  return {
    limits: new Map(rows.map((r) => [`${r.scope}#${r.guid}`, r.capacity ?? 0])),
    shards: await loadShards(rows, true),
  };
}

/**
 * Where a plan's places taken in sharded scopes go: buckets with room chosen at random, or bucket 0
 * when the scope has no room for them (its condition fails: the plan is refused as full). The
 * order's ledger records the buckets, so a later release gives each place back where it went.
 */
function placeTakes(
  order: OrderRecord,
  plan: TransitionPlan,
  takes: readonly CounterRef[],
  shards: Map<string, ShardState>,
): { plan: TransitionPlan; placed: Map<string, Array<{ bucket: number; n: number }>> } {
  const placed = new Map<string, Array<{ bucket: number; n: number }>>();
  let ledger: CounterRef[] = (plan.set.counters as CounterRef[] | undefined) ?? order.counters;
  for (const c of takes) {
    const key = `${c.scope}#${c.guid}`;
    const shard = shards.get(key);
    if (!shard) continue;
    const buckets = allocate(shard, c.n) ?? [{ bucket: 0, n: c.n }];
    placed.set(key, buckets);
    ledger = [
      ...subtractPlaces(ledger, [{ ...c, bucket: c.bucket ?? 0 }]),
      ...buckets.map((b) => ({
        scope: c.scope,
        guid: c.guid,
        n: b.n,
        ...(b.bucket ? { bucket: b.bucket } : {}),
      })),
    ];
  }
  if (!placed.size) return { plan, placed };
  return { plan: { ...plan, set: { ...plan.set, counters: countersToRelease(ledger) } }, placed };
}

/**
 * The writes of a transition plan: the guarded order update first (so a plan applies at most
 * once), the history entry, every counter released or taken (taken with the capacity condition of
 * checkout) and the item updates. `taken` lists the counters taken, in their order after the first
 * two writes. With `historyApart` the history entry is left out of `tx` (and counters taken, if
 * any, follow the order update directly); the caller writes `history` after the transaction.
 */
export async function transitionWrites(
  order: OrderRecord,
  items: readonly ItemOfWrites[],
  input: TransitionPlan,
  options: { historyApart?: boolean } = {},
): Promise<{
  tx: TransactItem[];
  taken: CounterRef[];
  history: Record<string, unknown>;
}> {
  const table = config.tableName;
  const takes = input.capacity && 'take' in input.capacity ? input.capacity.take : [];
  const { limits, shards } = takes.length
    ? await capacities(takes)
    : { limits: new Map<string, number>(), shards: new Map<string, ShardState>() };
  const { plan, placed } = placeTakes(order, input, takes, shards);
  const values: Record<string, unknown> = { ...flagValues(plan.guard) };
  const names: Record<string, string> = namesOf('s', plan.set);
  const conditions = [
    'attribute_exists(pk)',
    ...(Object.keys(plan.guard).length ? [flagCondition(plan.guard)] : []),
    ...orderConditions(plan, names, values),
  ];
  const set = setClause('s', plan.set, values);
  if (plan.expiryIndex === 'add') {
    const expiresAt = plan.set.expiresAt ?? order.expiresAt;
    set.push('gsi3pk = :g3pk', 'gsi3sk = :g3sk');
    values[':g3pk'] = gsi.expiry(expiresAt);
    values[':g3sk'] = `${expiresAt}#${order.guid}`;
  }
  if (plan.cardAnswer) set.push(...cardAnswerClause(plan.cardAnswer, conditions, values));
  const remove = [...(plan.expiryIndex === 'remove' ? ['gsi3pk', 'gsi3sk'] : []), ...(plan.unset ?? [])];
  const tx: TransactItem[] = [
    {
      Update: {
        TableName: table,
        Key: keys.order(order.guid),
        UpdateExpression: [
          ...(set.length ? [`SET ${set.join(', ')}`] : []),
          ...(remove.length ? [`REMOVE ${remove.join(', ')}`] : []),
        ].join(' '),
        ConditionExpression: conditions.join(' AND '),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
  ];
  const entry = plan.historyEntry ?? 0;
  const history = historyAttributes(plan.history, entry === 'written' ? 0 : entry);
  if (entry !== 'written' && !options.historyApart)
    tx.push({ Put: { TableName: table, Item: history, ConditionExpression: 'attribute_not_exists(pk)' } });
  const taken: CounterRef[] = [];
  // Taken first (right after the order update and the history entry), so a failed capacity
  // condition's index names the counter; a move both takes and releases (never the same counter).
  if (takes.length) {
    for (const c of takes) {
      const buckets = placed.get(`${c.scope}#${c.guid}`);
      const shard = shards.get(`${c.scope}#${c.guid}`);
      if (buckets && shard) {
        for (const b of buckets) {
          taken.push(c);
          tx.push(bucketTake(table, shard, b.bucket, b.n));
        }
        continue;
      }
      taken.push(c);
      const update = counterUpdate(table, { ...c, capacity: limits.get(`${c.scope}#${c.guid}`) ?? 0 });
      // A team's counter goes with the team: an order naming a deleted team cannot bring it back.
      if (c.scope === 'team' && update.Update) {
        const { ConditionExpression: limit } = update.Update;
        update.Update.ConditionExpression = limit
          ? `attribute_exists(pk) AND (${limit})`
          : 'attribute_exists(pk)';
      }
      tx.push(update);
    }
  }
  if (plan.capacity && 'release' in plan.capacity) {
    for (const c of plan.capacity.release) {
      // A team's counter marked in the same write: the sweep deletes the team if this emptied it,
      // even when the run stops before it gets there (see gsi.teamsToSweep).
      const mark = plan.sweepReleasedTeams === true && c.scope === 'team';
      tx.push({
        Update: {
          TableName: table,
          // Back to the bucket the place came from (a sharded scope; else the plain counter).
          Key: keys.capacityBucket(c.scope, c.guid, c.bucket ?? 0),
          UpdateExpression: mark
            ? 'ADD #used :minusN SET gsi1pk = :sweep, gsi1sk = :guid'
            : 'ADD #used :minusN',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: {
            ':minusN': -c.n,
            ...(mark ? { ':sweep': gsi.teamsToSweep, ':guid': c.guid } : {}),
          },
        },
      });
    }
  }
  const byIndex = new Map(items.map((i) => [i.index, i]));
  for (const change of plan.items) {
    const item = byIndex.get(change.index);
    if (!item) continue;
    const itemValues: Record<string, unknown> = {};
    const itemSet = setClause('i', change.set, itemValues);
    if (change.startList === 'add') {
      itemSet.push('gsi1pk = :g1pk', 'gsi1sk = :g1sk');
      // In the race and under the name as they are after the change (an admin may have moved the
      // item to another race or corrected the name).
      const named = { ...item, ...change.set };
      if (
        named.subEventGuid === undefined ||
        named.lastName === undefined ||
        named.firstName === undefined ||
        item.itemGuid === undefined
      )
        throw new Error(`Item ${item.index} of order ${order.guid} joins the start list unread`);
      itemValues[':g1pk'] = gsi.startList(named.subEventGuid);
      itemValues[':g1sk'] = `${named.lastName}#${named.firstName}#${item.itemGuid}`;
    }
    const expression = [
      ...(itemSet.length ? [`SET ${itemSet.join(', ')}`] : []),
      ...(change.startList === 'remove' ? ['REMOVE gsi1pk, gsi1sk'] : []),
    ].join(' ');
    if (!expression) continue;
    const itemNames = namesOf('i', change.set);
    tx.push({
      Update: {
        TableName: table,
        Key: keys.orderItem(order.guid, change.index),
        UpdateExpression: expression,
        // Items are never deleted: an update must not create a stub of one.
        ConditionExpression: 'attribute_exists(pk)',
        ...(Object.keys(itemNames).length ? { ExpressionAttributeNames: itemNames } : {}),
        ...(Object.keys(itemValues).length ? { ExpressionAttributeValues: itemValues } : {}),
      },
    });
  }
  // A start number the item gave up: its guard goes, unless it names another item by now.
  for (const freed of plan.freedStartNumbers ?? [])
    tx.push({
      Delete: {
        TableName: table,
        Key: keys.startNumber(freed.subEventGuid, freed.startNumber),
        ConditionExpression: 'attribute_not_exists(pk) OR itemGuid = :owner',
        ExpressionAttributeValues: { ':owner': freed.itemGuid },
      },
    });
  // The statistics, the orders list's counts and its indexes follow the order from the table's
  // stream (functions/workers/project-stream.handler.ts): nothing series-wide in this transaction.
  return { tx, taken, history };
}

/** Runs a transition plan in one transaction (see `transitionWrites`). */
export async function applyTransition(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  plan: TransitionPlan,
): Promise<TransitionResult> {
  const { tx, taken } = await transitionWrites(order, items, plan);
  if (tx.length > MAX_TRANSACTION_ITEMS) throw new OrderTooLargeError(tx.length);
  const failed = await transactWithRetry(tx);
  if (failed === undefined) return { kind: 'applied' };
  // Counters taken follow the order update and its history entry (when this plan writes one).
  const first = plan.historyEntry === 'written' ? 1 : 2;
  if (failed >= first && failed < first + taken.length)
    return { kind: 'capacityFull', counter: taken[failed - first] as CounterRef };
  return { kind: 'orderChanged' };
}
