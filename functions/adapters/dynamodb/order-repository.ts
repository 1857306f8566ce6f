import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RegisterAnswer } from '@shared/checkout/checkout-schemas';
import type { CommitResult, OrderPlan, PlannedCounter } from '../../domain/checkout/place-order';
import type {
  CardPaymentAttempt,
  OrderHistoryRecord,
  OrderItemRecord,
  OrderRecord,
} from '../../domain/checkout/order-records';
import { BusinessRuleError } from '../../domain/errors';
import { placementDeltas, transitionDelta } from '../../domain/statistics/stat-counters';
import { ORDER_CONDITIONS } from '../../domain/orders/order-state';
import { orderCountMove, orderCountPlacement } from '../../domain/orders/order-list-index';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { flagCondition } from './order-conditions';
import { eventIndexPuts, orderCountUpdates, searchIndexPuts } from './order-list-index-repository';
import { statCounterUpdates } from './statistics-repository';
import { NAME_FREE } from './team-name-guard';

type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];
type OpMeta =
  | { kind: 'counter'; counter: PlannedCounter }
  | { kind: 'idempotency' }
  | { kind: 'variableSymbol' }
  | { kind: 'teamName'; index: number; name: string }
  | { kind: 'reservation'; index: number }
  | { kind: 'other' };

/** DynamoDB's limit of operations in one transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

/**
 * Takes `n` places in a counter. With a limit, the condition lets the increment through only
 * while used + n ≤ capacity (0 or less = unlimited, also when an admin lifts the limit meanwhile).
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
      ...(limited
        ? { ConditionExpression: 'attribute_not_exists(pk) OR #capacity <= :zero OR #used <= :max' }
        : {}),
      ExpressionAttributeNames: { '#capacity': 'capacity', '#used': 'used', '#scope': 'scope' },
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

export function orderItemAttributes(order: OrderRecord): Record<string, unknown> {
  return {
    ...keys.order(order.guid),
    ...order,
    ...(order.userId ? { gsi1pk: gsi.userOrders(order.userId), gsi1sk: order.dateCreated } : {}),
    gsi2pk: gsi.seriesOrders(order.seriesGuid),
    gsi2sk: order.dateCreated,
    ...(order.paid
      ? {}
      : { gsi3pk: gsi.expiry(order.expiresAt), gsi3sk: `${order.expiresAt}#${order.guid}` }),
  };
}

export function itemAttributes(item: OrderItemRecord, userId: string | null): Record<string, unknown> {
  return {
    ...keys.orderItem(item.orderGuid, item.index),
    ...item,
    gsi1pk: gsi.startList(item.subEventGuid),
    gsi1sk: `${item.lastName}#${item.firstName}#${item.itemGuid}`,
    ...(userId ? { gsi2pk: gsi.userItems(userId), gsi2sk: item.dateCreated } : {}),
    ...(item.teamGuid
      ? { gsi3pk: gsi.teamMembers(item.teamGuid), gsi3sk: `${item.dateCreated}#${item.itemGuid}` }
      : {}),
  };
}

export function historyAttributes(h: OrderHistoryRecord, n = 0): Record<string, unknown> {
  return { ...keys.orderHistory(h.orderGuid, h.date, n), ...h };
}

export function buildTransaction(
  plan: OrderPlan,
  // Today every transaction carries the derived items; the stream projector work makes
  // `inlineDerived: true` the old fat transaction and the default the lean one.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  options: { inlineDerived?: boolean } = {},
): { items: TransactItem[]; meta: OpMeta[] } {
  const table = config.tableName;
  const items: TransactItem[] = [];
  const meta: OpMeta[] = [];
  const add = (item: TransactItem, m: OpMeta) => {
    items.push(item);
    meta.push(m);
  };
  const isNew = 'attribute_not_exists(pk)';
  for (const c of plan.counters) add(counterUpdate(table, c), { kind: 'counter', counter: c });
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
  // The order's guid derives from the idempotency key: an existing order means a retried call.
  add(
    { Put: { TableName: table, Item: orderItemAttributes(plan.order), ConditionExpression: isNew } },
    { kind: 'idempotency' },
  );
  for (const item of plan.items)
    add({ Put: { TableName: table, Item: itemAttributes(item, plan.order.userId) } }, { kind: 'other' });
  add({ Put: { TableName: table, Item: historyAttributes(plan.history) } }, { kind: 'other' });
  // The orders list's search entries and count of the order's day and flags.
  for (const put of searchIndexPuts(plan.order)) add(put, { kind: 'other' });
  for (const put of eventIndexPuts(plan.order)) add(put, { kind: 'other' });
  for (const update of orderCountUpdates([orderCountPlacement(plan.order)])) add(update, { kind: 'other' });
  // The statistics counters of the day it was placed (last: unconditional, it never refuses).
  for (const update of statCounterUpdates(placementDeltas(plan.order, plan.items)))
    add(update, { kind: 'other' });
  return { items, meta };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a transaction; TransactionConflict (real DynamoDB under contention) is retried with
 * jittered backoff. Answers the index of the first failed condition, or undefined on success.
 */
export async function transactWithRetry(items: TransactItem[], attempts = 6): Promise<number | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (err) {
      if (
        !(err instanceof TransactionCanceledException) &&
        (err as { name?: string }).name !== 'TransactionCanceledException'
      )
        throw err;
      const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
      const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failed >= 0) return failed;
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflict || attempt + 1 >= attempts) throw err;
      await sleep(Math.random() * 20 * 2 ** attempt);
    }
  }
}

export async function commitOrder(plan: OrderPlan): Promise<CommitResult> {
  const { items, meta } = buildTransaction(plan);
  if (items.length > MAX_TRANSACTION_ITEMS) throw new OrderTooLargeError(items.length);
  const failed = await transactWithRetry(items);
  if (failed === undefined) return { ok: true };
  const m = meta[failed] as OpMeta;
  if (m.kind === 'counter') return { ok: false, kind: 'counter', counter: m.counter };
  if (m.kind === 'idempotency') return { ok: false, kind: 'idempotency' };
  if (m.kind === 'variableSymbol') return { ok: false, kind: 'variableSymbol' };
  if (m.kind === 'teamName') return { ok: false, kind: 'teamName', index: m.index, name: m.name };
  if (m.kind === 'reservation') return { ok: false, kind: 'reservation', index: m.index };
  throw new Error('A put of a new order collided with an existing item');
}

/** More writes than one transaction allows: the runner must split the cart (4xx, nothing written). */
export class OrderTooLargeError extends BusinessRuleError {
  constructor(readonly operations: number) {
    super('checkout.orderTooLarge', { operations }, 413);
  }
}

export function idempotentAnswerOf(order: OrderRecord): { requestHash: string; answer: RegisterAnswer } {
  return {
    requestHash: order.requestHash,
    answer: {
      registrationGuid: order.guid,
      variableSymbol: order.variableSymbol,
      paymentMethod: order.paymentMethod,
      calculatedPrice: order.calculatedPrice,
      currency: order.currency,
      replayed: false,
    },
  };
}

export async function findIdempotent(
  orderGuid: string,
): Promise<{ requestHash: string; answer: RegisterAnswer } | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid), ConsistentRead: true }),
  );
  return out.Item ? idempotentAnswerOf(out.Item as OrderRecord) : undefined;
}

/** The order with its items and history: one Query of its partition. */
export async function loadOrder(
  guid: string,
): Promise<{ order: OrderRecord; items: OrderItemRecord[]; history: OrderHistoryRecord[] } | undefined> {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.order(guid).pk },
        ExclusiveStartKey: start,
        ConsistentRead: true,
      }),
    );
    rows.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  const order = rows.find((r) => r.entity === 'order') as OrderRecord | undefined;
  if (!order) return undefined;
  return {
    order,
    items: (rows.filter((r) => r.entity === 'orderItem') as unknown as OrderItemRecord[]).sort(
      (a, b) => a.index - b.index,
    ),
    history: rows.filter((r) => r.entity === 'orderHistory') as unknown as OrderHistoryRecord[],
  };
}

/**
 * Many orders with their items, in BatchGetItem requests instead of a Query per order (the bank
 * import reads a slice's orders at once). Item indexes are dense from 0 to itemCount − 1: checkout
 * writes them so and adding a relay racer takes the next index and counts it in the same
 * transaction. An order whose items do not all answer is read again with its Query. No history.
 */
export async function loadOrders(
  guids: readonly string[],
): Promise<Map<string, { order: OrderRecord; items: OrderItemRecord[]; history: OrderHistoryRecord[] }>> {
  const client = getDocumentClient();
  const orders = await batchGet<OrderRecord & { entity: string }>(
    client,
    config.tableName,
    guids.map((guid) => keys.order(guid)),
  );
  const itemKeys = orders.flatMap((o) =>
    Array.from({ length: o.itemCount ?? 0 }, (_, i) => keys.orderItem(o.guid, i)),
  );
  const items = await batchGet<OrderItemRecord>(client, config.tableName, itemKeys);
  const itemsOf = new Map<string, OrderItemRecord[]>();
  for (const item of items) {
    const list = itemsOf.get(item.orderGuid);
    if (list) list.push(item);
    else itemsOf.set(item.orderGuid, [item]);
  }
  const loaded = new Map<
    string,
    { order: OrderRecord; items: OrderItemRecord[]; history: OrderHistoryRecord[] }
  >();
  await Promise.all(
    orders.map(async (order) => {
      const own = (itemsOf.get(order.guid) ?? []).sort((a, b) => a.index - b.index);
      if (own.length === (order.itemCount ?? 0)) loaded.set(order.guid, { order, items: own, history: [] });
      else {
        const full = await loadOrder(order.guid);
        if (full) loaded.set(order.guid, { ...full, history: [] });
      }
    }),
  );
  return loaded;
}

const PAYABLE = flagCondition(ORDER_CONDITIONS.payable);

/** Appends a card attempt while the order is still payable. */
export async function addCardAttempt(
  orderGuid: string,
  attempt: CardPaymentAttempt,
  now: string,
): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.order(orderGuid),
        UpdateExpression:
          'SET cardAttempts = list_append(if_not_exists(cardAttempts, :empty), :attempt), dateUpdated = :now',
        ConditionExpression: `attribute_exists(pk) AND ${PAYABLE}`,
        ExpressionAttributeValues: { ':empty': [], ':attempt': [attempt], ':now': now, ':false': false },
      }),
    );
    return true;
  } catch (err) {
    if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/**
 * Records the gateway's answer on its attempt exactly once (the attempt must still be unanswered);
 * a payment also marks the order and its items paid, leaves the expiry index and writes history,
 * all in one transaction, so a replayed or concurrent callback changes nothing.
 */
export async function recordCardAnswer(input: {
  order: OrderRecord;
  items: OrderItemRecord[];
  attemptIndex: number;
  answer: { orderNumber: string; prCode: number; srCode: number; resultText: string | null };
  paid: boolean;
  now: string;
}): Promise<'applied' | 'alreadyApplied'> {
  const { order, items, attemptIndex: i, answer, paid, now } = input;
  const table = config.tableName;
  const attempt = `cardAttempts[${i}]`;
  const tx: TransactItem[] = [
    {
      Update: {
        TableName: table,
        Key: keys.order(order.guid),
        UpdateExpression: [
          `SET ${attempt}.prCode = :pr, ${attempt}.srCode = :sr, ${attempt}.resultText = :text, ${attempt}.dateAnswered = :now, dateUpdated = :now`,
          ...(paid
            ? [
                ', paid = :true, datePaid = :now, providerCommandId = :on, chargedAmount = :amount REMOVE gsi3pk, gsi3sk',
              ]
            : []),
        ].join(''),
        ConditionExpression: `${attempt}.orderNumber = :on AND attribute_type(${attempt}.prCode, :null)${
          paid ? ` AND ${PAYABLE}` : ''
        }`,
        ExpressionAttributeValues: {
          ':pr': answer.prCode,
          ':sr': answer.srCode,
          ':text': answer.resultText,
          ':now': now,
          ':on': answer.orderNumber,
          ':null': 'NULL',
          ...(paid ? { ':true': true, ':false': false, ':amount': order.calculatedPrice } : {}),
        },
      },
    },
  ];
  if (paid) {
    for (const item of items)
      tx.push({
        Update: {
          TableName: table,
          Key: keys.orderItem(order.guid, item.index),
          UpdateExpression: 'SET paid = :true',
          ExpressionAttributeValues: { ':true': true },
        },
      });
  }
  tx.push({
    Put: {
      TableName: table,
      Item: historyAttributes(
        {
          entity: 'orderHistory',
          orderGuid: order.guid,
          date: now,
          by: 'gateway',
          action: paid ? 'paidByCard' : 'cardPaymentFailed',
          changes: { orderNumber: answer.orderNumber, prCode: answer.prCode, srCode: answer.srCode },
        },
        i + 1,
      ),
    },
  });
  const delta = paid ? transitionDelta(order, { paid: true }) : null;
  if (delta) tx.push(...statCounterUpdates([delta]));
  const count = paid ? orderCountMove(order, { paid: true }) : null;
  if (count) tx.push(...orderCountUpdates([count]));
  if (tx.length > MAX_TRANSACTION_ITEMS) throw new OrderTooLargeError(tx.length);
  const failed = await transactWithRetry(tx);
  return failed === undefined ? 'applied' : 'alreadyApplied';
}
