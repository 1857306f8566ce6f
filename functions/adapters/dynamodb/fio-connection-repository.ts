import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FioConnectionRecord, FioConnectionStore } from '../../domain/bank-import/fio-connection-record';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { queryAll } from './query-all';
import { transactWithRetry } from './transact-with-retry';

const table = () => config.tableName;

const historyPut = (h: SeriesHistoryRecord) => ({
  Put: {
    TableName: table(),
    Item: { ...h, ...keys.seriesHistory(h.seriesGuid, h.at, h.historyId), entity: 'seriesHistory' },
  },
});

const strip = ({ pk: _pk, sk: _sk, ...r }: FioConnectionRecord & { pk?: string; sk?: string }) =>
  r as FioConnectionRecord;

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Fio API connections (README: `FIOCONNECTION` / `PAYMENTDETAIL#<guid>`). */
export const fioConnectionStore: FioConnectionStore = {
  get: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.fioConnection(guid), ConsistentRead: true }),
    );
    return out.Item ? strip(out.Item as FioConnectionRecord) : undefined;
  },
  all: async () =>
    (
      await queryAll<FioConnectionRecord>({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.fioConnectionsPk },
        ConsistentRead: true,
      })
    ).map(strip),
  put: async (record, history) => {
    await transactWithRetry([
      { Put: { TableName: table(), Item: { ...record, ...keys.fioConnection(record.paymentDetailGuid) } } },
      historyPut(history),
    ]);
  },
  remove: async (guid, history) => {
    await transactWithRetry([
      { Delete: { TableName: table(), Key: keys.fioConnection(guid) } },
      historyPut(history),
    ]);
  },
  claim: async (guid, setAt, seen, until) => {
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.fioConnection(guid),
          UpdateExpression: 'SET nextFetchAfter = :until',
          ConditionExpression:
            seen === null
              ? 'setAt = :setAt AND (attribute_not_exists(nextFetchAfter) OR nextFetchAfter = :null)'
              : 'setAt = :setAt AND nextFetchAfter = :seen',
          ExpressionAttributeValues: {
            ':until': until,
            ':setAt': setAt,
            ...(seen === null ? { ':null': null } : { ':seen': seen }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
  saveFetch: async (guid, setAt, state) => {
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.fioConnection(guid),
          UpdateExpression:
            'SET nextFetchAfter = :n, backoffMs = :b, lastStoredId = :l, rewind = :r, lastFetch = :f, jobs = :j',
          ConditionExpression: 'setAt = :setAt',
          ExpressionAttributeValues: {
            ':n': state.nextFetchAfter,
            ':b': state.backoffMs,
            ':l': state.lastStoredId,
            ':r': state.rewind,
            ':f': state.lastFetch,
            ':j': state.jobs,
            ':setAt': setAt,
          },
        }),
      );
    } catch (error) {
      // The token was replaced or removed meanwhile: its new connection starts afresh.
      if (!isConditionFailure(error)) throw error;
    }
  },
};
