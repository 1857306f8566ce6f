import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type {
  OrderPosition,
  PartnerItem,
  PartnerOrder,
  PartnerReadPorts,
} from '../../domain/partner-api/partner-reads';
import type { StartListItem } from '../../domain/orders/start-list-item';
import { PARTNER_ITEM_FIELDS, PARTNER_ORDER_FIELDS } from '../../domain/partner-api/partner-changes';
import { config } from '../config';
import { projectionOf } from './attribute-projection';
import { getDocumentClient } from './client';
import { batchGet } from './batch-get';
import { gsi, keys } from './keys';
import { partnerChangesPage, partnerMarksOf } from './partner-change-repository';
import { queryAll } from './query-all';
import { readStartListRows, readSubeventName } from './start-list-repository';

// What a partner row shows (the projector's change marks watch the same fields), plus the keys and
// the order's own last change (its rows' `orderUpdatedAt`).
const ORDER_FIELDS = ['guid', ...PARTNER_ORDER_FIELDS, 'dateUpdated'];
const ITEM_FIELDS = ['itemGuid', 'orderGuid', ...PARTNER_ITEM_FIELDS, 'dateCreated'];
/** Orders' item partitions read at once (a page holds up to 200 orders). */
const ITEM_READS_AT_ONCE = 16;

/** The key attributes of the orders-per-series index (gsi2): what a cursor may hold. */
const POSITION_FIELDS = ['pk', 'sk', 'gsi2pk', 'gsi2sk'];

function validPosition(seriesGuid: string, after: OrderPosition): boolean {
  const names = Object.keys(after).sort();
  return (
    names.join() === [...POSITION_FIELDS].sort().join() &&
    after.gsi2pk === gsi.seriesOrders(seriesGuid) &&
    after.sk === 'ORDER' &&
    String(after.pk).startsWith('ORDER#')
  );
}

const pick = (row: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]]));

/**
 * Partner reads (functions/domain/partner-api/partner-reads.ts): a race's start list from its
 * sparse index, a series' orders by the orders-per-series index gsi2 (oldest first), the series'
 * change marks on gsi1 (least recently changed first, from a poll's time: a poll reads only what
 * changed), orders by key, and their items and marks by one Query per order each. No Scan.
 */
export const partnerReads: PartnerReadPorts = {
  async race(subGuid) {
    const name = await readSubeventName(subGuid);
    return name === undefined ? undefined : { name };
  },
  startListRows: (subGuid) => readStartListRows<StartListItem>(subGuid),
  async ordersPage(seriesGuid, { limit, after }) {
    if (after && !validPosition(seriesGuid, after)) return 'badCursor';
    const res = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.seriesOrders(seriesGuid) },
        ...projectionOf(ORDER_FIELDS),
        Limit: limit,
        ...(after ? { ExclusiveStartKey: after } : {}),
      }),
    );
    const next = res.LastEvaluatedKey
      ? Object.fromEntries(Object.entries(res.LastEvaluatedKey).map(([k, v]) => [k, String(v)]))
      : undefined;
    return { orders: (res.Items ?? []) as PartnerOrder[], ...(next ? { next } : {}) };
  },
  changesPage: partnerChangesPage,
  async orders(orderGuids) {
    const rows = await batchGet<PartnerOrder & { seriesGuid: string }>(
      getDocumentClient(),
      config.tableName,
      orderGuids.map((g) => keys.order(g)),
    );
    return rows.map((o) => pick(o, ORDER_FIELDS) as PartnerOrder & { seriesGuid: string });
  },
  marksOf: partnerMarksOf,
  async itemsOf(orderGuids) {
    const out: PartnerItem[] = [];
    for (let i = 0; i < orderGuids.length; i += ITEM_READS_AT_ONCE) {
      const batch = await Promise.all(
        orderGuids.slice(i, i + ITEM_READS_AT_ONCE).map((guid) =>
          queryAll<PartnerItem>({
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
            ExpressionAttributeValues: { ':pk': keys.order(guid).pk, ':sk': 'ITEM#' },
            ...projectionOf(ITEM_FIELDS),
          }),
        ),
      );
      out.push(...batch.flat());
    }
    return out;
  },
};
