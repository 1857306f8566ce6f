import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { CommitResult, OrderPlan, PlannedCounter } from '../../domain/checkout/place-order';
import { BusinessRuleError } from '../../domain/errors';
import { snapshotOf } from '../../domain/projections/order-projection';
import { allocate } from '../../domain/checkout/capacity-buckets';
import { placeInBuckets } from '../../domain/orders/counter-ledger';
import { config } from '../config';
import { bucketTake, readShard, rereadShard } from './capacity-buckets';
import { transactWithRetry } from './transact-with-retry';
import { gsi, keys } from './keys';
import { historyAttributes, itemAttributes, orderItemAttributes } from './order-attributes';
import { inlineProjectionWrites } from './projection-repository';
import { NAME_FREE } from './team-name-guard';
import { consumeOfferItems } from './waiting-offer-consume';

/** The checkout's one transaction: a new order with its items, its places and its guards. */

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];
export type OpMeta =
  | { kind: 'counter'; counter: PlannedCounter }
  | { kind: 'idempotency' }
  | { kind: 'variableSymbol' }
  | { kind: 'teamName'; index: number; name: string }
  | { kind: 'reservation'; index: number }
  | { kind: 'offer' }
  | { kind: 'other' };

/** DynamoDB's limit of operations in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Takes `n` places in a counter. With a limit, the condition lets the increment through only
 * while used + n ≤ capacity (0 or less = unlimited, also when an admin lifts the limit meanwhile).
 * A sharded scope's places are taken with `bucketTake` (./capacity-buckets.ts) instead.
 */
export function counterUpdate(
  table: string,
  c: Pick<PlannedCounter, 'scope' | 'guid' | 'n' | 'capacity' | 'held'>,
): TransactItem {
  // Places a consumed name reservation holds are already counted.
  const n = c.n - (c.held ?? 0);
  const limited = c.capacity > 0 && n > 0;
  return {
    Update: {
      TableName: table,
      Key: keys.capacity(c.scope, c.guid),
      UpdateExpression:
        'SET #capacity = if_not_exists(#capacity, :cap), entity = :entity, #scope = :scope, guid = :guid ADD #used :n',
      // Never on a sharded scope's plain item (bucket 0 has its own share): a plan that read the
      // scope before it was sharded fails here and the checkout reads the buckets.
      ConditionExpression: limited
        ? '(attribute_not_exists(pk) OR #capacity <= :zero OR #used <= :max) AND attribute_not_exists(#buckets)'
        : 'attribute_not_exists(#buckets)',
      ExpressionAttributeNames: {
        '#capacity': 'capacity',
        '#used': 'used',
        '#scope': 'scope',
        '#buckets': 'buckets',
      },
      ExpressionAttributeValues: {
        ':cap': c.capacity,
        ':entity': 'capacity',
        ':scope': c.scope,
        ':guid': c.guid,
        ':n': n,
        ...(limited ? { ':zero': 0, ':max': c.capacity - n } : {}),
      },
    },
  };
}

type Allocations = Map<string, Array<{ bucket: number; n: number }>>;

/**
 * The checkout's transaction: only what must change atomically with the order (capacity counters,
 * guards, team names and reservations, the order, its items and its history entry). The statistics,
 * the orders list's counts and its indexes follow from the table's stream (the projector,
 * functions/workers/project-stream.handler.ts). `inlineDerived` adds them as the code before the
 * projector did, through the projector's own derivation: only the contention model passes it.
 * `placed`: the capacity buckets each sharded counter takes its places from (see commitOrder).
 */
export function buildTransaction(
  plan: OrderPlan,
  options: { inlineDerived?: boolean; placed?: Allocations } = {},
): { items: TransactItem[]; meta: OpMeta[] } {
  const table = config.tableName;
  const items: TransactItem[] = [];
  const meta: OpMeta[] = [];
  const add = (item: TransactItem, m: OpMeta) => {
    items.push(item);
    meta.push(m);
  };
  const isNew = 'attribute_not_exists(pk)';
  for (const c of plan.counters) {
    const buckets = c.shard && options.placed?.get(`${c.scope}#${c.guid}`);
    if (c.shard && buckets)
      for (const b of buckets)
        add(bucketTake(table, c.shard, b.bucket, b.n), { kind: 'counter', counter: c });
    else add(counterUpdate(table, c), { kind: 'counter', counter: c });
  }
  add(
    {
      Put: {
        TableName: table,
        Item: { ...keys.variableSymbol(plan.order.variableSymbol), entity: 'vs', orderGuid: plan.order.guid },
        ConditionExpression: isNew,
      },
    },
    { kind: 'variableSymbol' },
  );
  for (const team of plan.newTeams) {
    const { index, reservationGuid, ...record } = team;
    const nowIso = plan.order.dateCreated;
    // The name guard: a reserved name is ours while the guard names our reservation; an unreserved
    // one must be free (or held only by a reservation whose time is up).
    add(
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.teamName(team.subEventGuid, team.name),
            entity: 'teamName',
            subEventGuid: team.subEventGuid,
            name: team.name,
            teamGuid: team.guid,
          },
          ...(reservationGuid
            ? {
                ConditionExpression: 'reservationGuid = :r',
                ExpressionAttributeValues: { ':r': reservationGuid },
              }
            : { ConditionExpression: NAME_FREE, ExpressionAttributeValues: { ':nowIso': nowIso } }),
        },
      },
      { kind: 'teamName', index, name: team.name },
    );
    // The reservation is consumed once, while still valid: its places pass to the order.
    if (reservationGuid)
      add(
        {
          Delete: {
            TableName: table,
            Key: keys.teamReservation(reservationGuid),
            ConditionExpression: 'attribute_exists(pk) AND validUntil > :nowIso',
            ExpressionAttributeValues: { ':nowIso': nowIso },
          },
        },
        { kind: 'reservation', index },
      );
    add(
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.team(team.guid),
            ...record,
            gsi1pk: gsi.teamsOfSubevent(team.subEventGuid),
            gsi1sk: team.name,
          },
          ConditionExpression: isNew,
        },
      },
      { kind: 'other' },
    );
  }
  // Waiting-list offers: consumed once, while valid; their held places pass to the order.
  for (const offer of plan.offers ?? [])
    consumeOfferItems(offer, plan.order.guid, plan.order.dateCreated).forEach((op, i) =>
      add(op, i === 0 ? { kind: 'offer' } : { kind: 'other' }),
    );
  // The order's guid derives from the idempotency key: an existing order means a retried call.
  add(
    { Put: { TableName: table, Item: orderItemAttributes(plan.order), ConditionExpression: isNew } },
    { kind: 'idempotency' },
  );
  for (const item of plan.items)
    add({ Put: { TableName: table, Item: itemAttributes(item, plan.order.userId) } }, { kind: 'other' });
  add({ Put: { TableName: table, Item: historyAttributes(plan.history) } }, { kind: 'other' });
  if (options.inlineDerived) {
    const snapshot = snapshotOf(plan.order, plan.items);
    for (const op of inlineProjectionWrites({ order: null, items: {} }, snapshot)) add(op, { kind: 'other' });
  }
  return { items, meta };
}

/** Tries of a checkout whose bucket filled (or whose scope was split) after it read the buckets. */
const BUCKET_TRIES = 16;

/**
 * Places a sharded scope's places in buckets chosen at random among those with room (see
 * functions/domain/checkout/capacity-buckets.ts `allocate`), undefined when none has room enough.
 */
function allocateAll(counters: readonly PlannedCounter[]): Allocations | PlannedCounter {
  const placed: Allocations = new Map();
  for (const c of counters) {
    if (!c.shard) continue;
    const buckets = allocate(c.shard, c.n - (c.held ?? 0));
    if (!buckets) return c;
    placed.set(`${c.scope}#${c.guid}`, buckets);
  }
  return placed;
}

/**
 * The checkout's transaction. A sharded scope's places come from buckets with room; when a
 * bucket's condition fails (another order filled it, or the organiser re-split the capacity) the
 * scope's buckets are read again and other buckets tried, so the order fails for capacity only
 * when no bucket has room — with the same reason as an unsharded scope. A plain counter that fails
 * because its scope was sharded meanwhile is read again the same way.
 */
export async function commitOrder(input: OrderPlan): Promise<CommitResult> {
  let plan = input;
  for (let attempt = 0; ; attempt++) {
    const placed = allocateAll(plan.counters);
    if (!(placed instanceof Map)) return { ok: false, kind: 'counter', counter: placed };
    let ledger = plan.order.counters;
    for (const [key, buckets] of placed) {
      const c = plan.counters.find((p) => `${p.scope}#${p.guid}` === key) as PlannedCounter;
      ledger = placeInBuckets(ledger, c.scope, c.guid, buckets);
    }
    const result = await commitOnce({ ...plan, order: { ...plan.order, counters: ledger } }, placed);
    if (result.ok || result.kind !== 'counter' || attempt + 1 >= BUCKET_TRIES) return result;
    const failed = result.counter;
    // One BatchGetItem of the known buckets; a plain counter (or a changed split): read it whole.
    const shard =
      (failed.shard && (await rereadShard(failed.shard))) ||
      (await readShard(failed.scope, failed.guid)).shard;
    // An unsharded scope that is full: its reason, as before.
    if (!shard) return result;
    plan = {
      ...plan,
      counters: plan.counters.map((c) => (c === failed ? { ...c, shard, capacity: shard.total } : c)),
    };
  }
}

async function commitOnce(plan: OrderPlan, placed: Allocations): Promise<CommitResult> {
  const { items, meta } = buildTransaction(plan, { placed });
  if (items.length > MAX_TRANSACTION_ITEMS) throw new OrderTooLargeError(items.length);
  const failed = await transactWithRetry(items);
  if (failed === undefined) return { ok: true };
  const m = meta[failed] as OpMeta;
  if (m.kind === 'counter') return { ok: false, kind: 'counter', counter: m.counter };
  if (m.kind === 'idempotency') return { ok: false, kind: 'idempotency' };
  if (m.kind === 'variableSymbol') return { ok: false, kind: 'variableSymbol' };
  if (m.kind === 'teamName') return { ok: false, kind: 'teamName', index: m.index, name: m.name };
  if (m.kind === 'reservation') return { ok: false, kind: 'reservation', index: m.index };
  if (m.kind === 'offer') return { ok: false, kind: 'offer' };
  throw new Error('A put of a new order collided with an existing item');
}

/** More writes than one transaction allows: the runner must split the cart (4xx, nothing written). */
export class OrderTooLargeError extends BusinessRuleError {
  constructor(readonly operations: number) {
    super('checkout.orderTooLarge', { operations }, 413);
  }
}
