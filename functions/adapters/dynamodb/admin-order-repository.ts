import type { AdminOrderPorts, OrderListEntry } from '../../domain/orders/admin-order-ports';
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
export const dynamoAdminOrders: Omit<AdminOrderPorts, 'enqueueOrderEmail'> = {
  ordersOfSeries: (seriesGuid, range) => {
    const from = range.from ?? '0000';
    // gsi2sk is the ISO creation time: everything of the `to` day sorts below `<to>T~`.
    const to = range.to ? `${range.to}T~` : '9999';
    return queryAll<OrderListEntry>({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': gsi.seriesOrders(seriesGuid), ':from': from, ':to': to },
      ProjectionExpression: LIST_FIELDS.map((_, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(LIST_FIELDS.map((f, i) => [`#f${i}`, f])),
    });
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
