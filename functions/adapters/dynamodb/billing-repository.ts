import { registrationCount } from '../../domain/orders/order-records';
import { BatchWriteCommand, DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { organizerDisplayName } from '@shared/back-office/series-editor-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { BillingOrder } from '@shared/payments/billing-schemas';
import type { BillableOrder } from '../../domain/billing/billing-sums';
import type { BillingHistoryRecord, BillingPorts, BillingRecord } from '../../domain/billing/billing';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { ORDER_LIST_BASIS } from '../../domain/orders/order-list-basis';
import { projectionOf } from './attribute-projection';

const table = () => config.tableName;
const STORED_ONLY = ['pk', 'sk', 'entity', 'gsi1pk', 'gsi1sk'];
const strip = <T>(item: Record<string, unknown>): T => {
  const record = { ...item };
  for (const name of STORED_ONLY) delete record[name];
  return record as T;
};

const ORDER_FIELDS = [
  ...ORDER_LIST_BASIS,
  'paid',
  'deleted',
  'dateCreated',
  'datePaid',
  'chargedAmount',
  'cancelledAmount',
  'gatewayFee',
  'itemCount',
  'removedRacers',
  'valueChangeFees',
];

interface StoredOrder {
  guid: string;
  variableSymbol: string;
  seriesGuid: string;
  eventGuids?: string[];
  subEventGuids?: string[];
  categoryGuids?: string[];
  waveGuids?: string[];
  registrator: { firstName: string; lastName: string; email: string };
  currency: CurrencyCode;
  paymentMethod: number;
  paid: boolean;
  deleted: boolean;
  dateCreated: string;
  datePaid: string | null;
  calculatedPrice: number;
  chargedAmount?: number | null;
  cancelledAmount?: number;
  gatewayFee?: number | null;
  itemCount?: number;
  removedRacers?: number;
  valueChangeFees?: BillableOrder['valueChangeFees'];
}

async function batchWrite(requests: unknown[]) {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 8) throw new Error('BatchWriteItem kept returning unprocessed items');
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      const out = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table()]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[table()] ?? [];
    }
  }
}

const historyItem = (entry: BillingHistoryRecord) => ({
  ...keys.billingHistory(entry.billingId, entry.date, entry.id),
  entity: 'billingHistory',
  ...entry,
});

/** Guards per transaction (each a Put with its condition). */
const GUARDS_PER_TRANSACTION = 50;

/** One guard an accept puts: an order line's order, or a value-change fee of any line. */
interface Guard {
  key: { pk: string; sk: string };
  entity: 'billedOrder' | 'billedFee';
  variableSymbol: string;
}

/** The guards of a settlement's lines (a line of fees alone does not hold its order). */
const guardsOf = (orders: BillingOrder[]): Guard[] =>
  orders.flatMap((o) => [
    ...(o.kind === 'valueChangeFees'
      ? []
      : [
          {
            key: keys.billedOrder(o.orderId),
            entity: 'billedOrder' as const,
            variableSymbol: o.variableSymbol,
          },
        ]),
    ...(o.valueChangeFees ?? []).map((f) => ({
      key: keys.billedFee(f.changeGuid),
      entity: 'billedFee' as const,
      variableSymbol: o.variableSymbol,
    })),
  ]);

/** Lines stored before value-change fees were billed are order lines with none. */
const storedLine = (item: Record<string, unknown>): BillingOrder => {
  const line = strip<BillingOrder>(item);
  return { ...line, kind: line.kind ?? 'order', valueChangeFees: line.valueChangeFees ?? [] };
};

/** Removes this settlement's guards (a failed or unfinished accept); others' guards stay. */
async function releaseGuards(billingId: number, guards: Guard[]) {
  await Promise.all(
    guards.map((guard) =>
      getDocumentClient()
        .send(
          new DeleteCommand({
            TableName: table(),
            Key: guard.key,
            ConditionExpression: 'billingId = :id',
            ExpressionAttributeValues: { ':id': billingId },
          }),
        )
        .catch((error: { name?: string }) => {
          if (error.name !== 'ConditionalCheckFailedException') throw error;
        }),
    ),
  );
}

/** Which of the guards exist (held by any settlement). */
async function heldGuards(guards: Guard[]): Promise<Set<string>> {
  const rows = await batchGet<{ pk: string }>(
    getDocumentClient(),
    table(),
    guards.map((g) => g.key),
  );
  return new Set(rows.map((r) => r.pk));
}

/** Billing settlements (functions/domain/billing); layout in ./README.md. */
export const dynamoBilling: BillingPorts = {
  organizer: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.organizer(guid) }),
    );
    if (!out.Item) return undefined;
    return { guid, name: organizerDisplayName(out.Item as never) };
  },
  seriesOfOrganizer: async (organizerGuid) =>
    (
      await queryAll<{ guid: string; name: string; organizerId?: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.allSeries },
        ProjectionExpression: 'guid, #name, organizerId',
        ExpressionAttributeNames: { '#name': 'name' },
      })
    )
      .filter((s) => s.organizerId === organizerGuid)
      .map((s) => ({ guid: s.guid, name: s.name })),
  ordersOfSeries: async (series, createdUpTo) => {
    const rows = await queryAll<StoredOrder>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk <= :to',
      ExpressionAttributeValues: { ':pk': gsi.seriesOrders(series.guid), ':to': `${createdUpTo}T~` },
      ...projectionOf(ORDER_FIELDS),
    });
    return rows.map((o): BillableOrder => ({
      guid: o.guid,
      variableSymbol: o.variableSymbol,
      seriesGuid: o.seriesGuid,
      seriesName: series.name,
      eventGuids: o.eventGuids ?? [],
      subEventGuids: o.subEventGuids ?? [],
      categoryGuids: o.categoryGuids ?? [],
      waveGuids: o.waveGuids ?? [],
      registratorName: `${o.registrator.firstName} ${o.registrator.lastName}`.trim(),
      email: o.registrator.email,
      currency: o.currency,
      paymentMethod: o.paymentMethod,
      paid: o.paid,
      deleted: o.deleted,
      dateCreated: o.dateCreated,
      datePaid: o.datePaid,
      calculatedPrice: o.calculatedPrice,
      chargedAmount: o.chargedAmount ?? null,
      cancelledAmount: o.cancelledAmount ?? 0,
      gatewayFee: o.gatewayFee ?? null,
      itemCount: registrationCount({ itemCount: o.itemCount ?? 1, removedRacers: o.removedRacers }),
      valueChangeFees: o.valueChangeFees ?? [],
    }));
  },
  billedOrders: async (orderGuids) => {
    const rows = await batchGet<{ pk: string }>(
      getDocumentClient(),
      table(),
      orderGuids.map((g) => keys.billedOrder(g)),
    );
    return new Set(rows.map((r) => r.pk.slice('BILLEDORDER#'.length)));
  },
  billedFees: async (changeGuids) => {
    const rows = await batchGet<{ pk: string }>(
      getDocumentClient(),
      table(),
      [...new Set(changeGuids)].map((g) => keys.billedFee(g)),
    );
    return new Set(rows.map((r) => r.pk.slice('BILLEDFEE#'.length)));
  },
  nextId: async () => {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.billingCounter,
        UpdateExpression: 'ADD lastId :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.lastId);
  },
  create: async (billing, orders, history) => {
    // The orders first: a settlement is listed only once it is whole.
    await batchWrite(
      orders.map((o) => ({
        PutRequest: { Item: { ...keys.billingOrder(billing.id, o.orderId), entity: 'billingOrder', ...o } },
      })),
    );
    await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: {
            ...keys.billing(billing.id),
            entity: 'billing',
            gsi1pk: gsi.billings,
            gsi1sk: String(billing.id).padStart(10, '0'),
            ...billing,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
  all: async () =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.billings },
        ScanIndexForward: false,
      })
    ).map((i) => strip<BillingRecord>(i)),
  get: async (id) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.billing(id), ConsistentRead: true }),
    );
    return out.Item ? strip<BillingRecord & { accepting?: boolean }>(out.Item) : undefined;
  },
  orders: async (id) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :orders)',
        ExpressionAttributeValues: { ':pk': keys.billing(id).pk, ':orders': 'ORDER#' },
      })
    )
      .map(storedLine)
      .sort(
        (a, b) => (a.datePaid ?? '').localeCompare(b.datePaid ?? '') || a.orderId.localeCompare(b.orderId),
      ),
  history: async (id) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :h)',
        ExpressionAttributeValues: { ':pk': `BILLINGHISTORY#${id}`, ':h': 'HISTORY#' },
      })
    ).map((i) => strip<BillingHistoryRecord>(i)),
  /**
   * 1. Mark the settlement `accepting` (not accepted, not rejected: a reject now waits);
   * 2. put one guard per order line's order and one per value-change fee in transactions
   *    (condition: no guard, or this settlement's — a retried accept re-puts its own); a guard of
   *    another settlement undoes this one's guards;
   * 3. set `confirmed` and write the history in one transaction.
   */
  accept: async (billing, orders, history) => {
    const client = getDocumentClient();
    try {
      await client.send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.billing(billing.id),
          UpdateExpression: 'SET accepting = :t',
          ConditionExpression: 'attribute_exists(pk) AND confirmed = :f',
          ExpressionAttributeValues: { ':t': true, ':f': false },
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return { kind: 'changed' };
      throw error;
    }
    const guards = guardsOf(orders);
    for (let i = 0; i < guards.length; i += GUARDS_PER_TRANSACTION) {
      const chunk = guards.slice(i, i + GUARDS_PER_TRANSACTION);
      const failed = await transactWithRetry(
        chunk.map((g) => ({
          Put: {
            TableName: table(),
            Item: { ...g.key, entity: g.entity, billingId: billing.id, variableSymbol: g.variableSymbol },
            ConditionExpression: 'attribute_not_exists(pk) OR billingId = :id',
            ExpressionAttributeValues: { ':id': billing.id },
          },
        })),
      );
      if (failed !== undefined) {
        const held = await heldGuards(chunk);
        await releaseGuards(billing.id, guards);
        await client.send(
          new UpdateCommand({
            TableName: table(),
            Key: keys.billing(billing.id),
            UpdateExpression: 'REMOVE accepting',
          }),
        );
        return {
          kind: 'conflict',
          variableSymbols: [...new Set(chunk.filter((g) => held.has(g.key.pk)).map((g) => g.variableSymbol))],
        };
      }
    }
    const failed = await transactWithRetry([
      {
        Update: {
          TableName: table(),
          Key: keys.billing(billing.id),
          UpdateExpression: 'SET confirmed = :t, acceptedAt = :now REMOVE accepting',
          ConditionExpression: 'attribute_exists(pk) AND confirmed = :f',
          ExpressionAttributeValues: { ':t': true, ':f': false, ':now': history.date },
        },
      },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
    return failed === undefined ? { kind: 'accepted' } : { kind: 'changed' };
  },
  reject: async (billing, history) => {
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table(),
          Key: keys.billing(billing.id),
          ConditionExpression: 'attribute_exists(pk) AND confirmed = :f AND attribute_not_exists(accepting)',
          ExpressionAttributeValues: { ':f': false },
        },
      },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
    if (failed !== undefined) return false;
    const rows = await queryAll<{ pk: string; sk: string }>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.billing(billing.id).pk },
      ProjectionExpression: 'pk, sk',
    });
    await batchWrite(rows.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })));
    return true;
  },
};
