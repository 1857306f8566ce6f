import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderListEntry, StoredOrderPorts } from '../../domain/orders/admin-order-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { loadOrder } from './order-repository';
import { dynamoValueChanges } from './value-change-repository';
import { dynamoOrderListIndex, listProjection, seriesOrdersQuery } from './order-list-index-repository';
import { applyTransition } from './order-transition-repository';
import { queryAll } from './query-all';
import { allSeriesGuids } from './series-directory-repository';

/**
 * The admin orders' reads and writes. The list reads one series partition of gsi2
 * (`SERIES#<guid>#ORDERS`, sorted by dateCreated) within the creation-date range, projected to
 * the list fields; the list's counters and search index are in ./order-list-index-repository.ts
 * (see ./README.md).
 */
export const dynamoAdminOrders: StoredOrderPorts = {
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
  allSeriesGuids,
  loadOrder,
  valueChangesOfOrder: (orderGuid) => dynamoValueChanges.ofOrder(orderGuid),
  applyTransition,
  listIndex: dynamoOrderListIndex,
};
