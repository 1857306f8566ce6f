import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOrderPorts, OrderListEntry } from '../../domain/orders/admin-order-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi } from './keys';
import { loadOrder } from './order-repository';
import { applyTransition } from './order-transition-repository';
import { queryAll } from './query-all';

const LIST_FIELDS = [
  'guid',
  'variableSymbol',
  'seriesGuid',
  'eventGuids',
  'registrator',
  'calculatedPrice',
  'currency',
  'paymentMethod',
  'itemCount',
  'removedRacers',
  'dateCreated',
  'paid',
  'datePaid',
  'expired',
  'dateExpired',
  'cancelled',
  'dateCancelled',
  'deleted',
  'issued',
  'subEventGuids',
  'categoryGuids',
  'waveGuids',
  'discounts',
];

/**
 * The admin orders' reads and writes. The list reads one series partition of gsi2
 * (`SERIES#<guid>#ORDERS`, sorted by dateCreated) within the creation-date range, projected to
 * the list fields; see ./README.md.
 */
/** One series' orders created within the days: gsi2sk is the ISO creation time, so everything of the `to` day sorts below `<to>T~`. */
const seriesOrdersQuery = (seriesGuid: string, range: { from?: string; to?: string }) => ({
  IndexName: 'gsi2',
  KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
  ExpressionAttributeValues: {
    ':pk': gsi.seriesOrders(seriesGuid),
    ':from': range.from ?? '0000',
    ':to': range.to ? `${range.to}T~` : '9999',
  },
});

const listProjection = {
  ProjectionExpression: LIST_FIELDS.map((_, i) => `#f${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(LIST_FIELDS.map((f, i) => [`#f${i}`, f])),
};

export const dynamoAdminOrders: Omit<AdminOrderPorts, 'enqueueOrderEmail'> = {
  ordersOfSeries: (seriesGuid, range) =>
    queryAll<OrderListEntry>({ ...seriesOrdersQuery(seriesGuid, range), ...listProjection }),
  newestOrdersOfSeries: async (seriesGuid, range, limit) => {
    const rows: OrderListEntry[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await getDocumentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          ...seriesOrdersQuery(seriesGuid, range),
          ...listProjection,
          ScanIndexForward: false,
          Limit: limit - rows.length,
          ExclusiveStartKey: start,
        }),
      );
      rows.push(...((out.Items ?? []) as OrderListEntry[]));
      start = out.LastEvaluatedKey;
    } while (start && rows.length < limit);
    return rows;
  },
  countOrdersOfSeries: async (seriesGuid, range) => {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const out = await getDocumentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          ...seriesOrdersQuery(seriesGuid, range),
          Select: 'COUNT',
          ExclusiveStartKey: start,
        }),
      );
      count += out.Count ?? 0;
      start = out.LastEvaluatedKey;
    } while (start);
    return count;
  },
  allSeriesGuids: async () =>
    (
      await queryAll<{ guid: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.allSeries },
        ProjectionExpression: 'guid',
      })
    ).map((s) => s.guid),
  loadOrder,
  applyTransition,
};
