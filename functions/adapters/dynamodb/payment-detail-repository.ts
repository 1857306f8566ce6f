import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentDetailRecord } from '../../domain/series-editor/payment-details';
import type { PaymentDetailStore } from '../../domain/series-editor/payment-details';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';

const table = () => config.tableName;

const historyPut = (h: SeriesHistoryRecord) => ({
  Put: {
    TableName: table(),
    Item: { ...h, ...keys.seriesHistory(h.seriesGuid, h.at, h.historyId), entity: 'seriesHistory' },
  },
});

/** Payment details in the series' partition (README: `SERIES#<guid>` / `PAYMENTDETAIL#<guid>`). */
export const paymentDetailStore: PaymentDetailStore = {
  list: async (seriesGuid) =>
    (
      await queryAll<PaymentDetailRecord & { pk?: string; sk?: string }>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.series(seriesGuid).pk, ':sk': 'PAYMENTDETAIL#' },
        ConsistentRead: true,
      })
    ).map(({ pk: _pk, sk: _sk, ...r }) => r),
  seriesExists: async (seriesGuid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.series(seriesGuid), ProjectionExpression: 'pk' }),
    );
    return out.Item !== undefined;
  },
  put: async (record, isNew, history) => {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...record, ...keys.paymentDetail(record.seriesGuid, record.guid) },
          ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
  remove: async (seriesGuid, guid, history) => {
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table(),
          Key: keys.paymentDetail(seriesGuid, guid),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
};
