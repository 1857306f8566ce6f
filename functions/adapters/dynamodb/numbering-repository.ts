import type { OrderHistoryAction } from '@shared/orders/order-history';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderHistoryRecord } from '../../domain/orders/order-records';
import type { NumberedRow } from '../../domain/numberings/numbering-rules';
import type {
  ClaimOutcome,
  JobWho,
  NumberingPorts,
  NumberingRecord,
  RaceInfo,
} from '../../domain/numberings/numbering-service';
import type { NumbersFromFilePorts } from '../../domain/numberings/numbers-from-file';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import { NotFoundError } from '../../domain/errors';
import { readTableUpload } from '../storage/table-upload';
import { config } from '../config';
import { findEventGuidBySubevent, queryEventPartition } from './catalog-repository';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { startNumberGuard } from './start-number-guard';
import { transactWithRetry } from './transact-with-retry';
import { historyAttributes } from './order-repository';
import { queryAll } from './query-all';
import { historyItem } from './series-editor-items';
import { readStartListRows, takenStartNumbers } from './start-list-repository';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

/**
 * Start numberings (see ./README.md): the rule `SERIES#<series>` / `NUMBERING#<guid>`; the race's
 * rows from the sparse start-list index gsi1 `SUBEVENT#<sub>#STARTLIST` with `numberingGuid` (which
 * numbering gave the item its number); numbers unique per race through the guard items
 * `STARTNO#<sub>` / `NO#<nnnnnn>`, each written or removed in one transaction with the item and
 * the order's history entry.
 */
const numberingKey = (seriesGuid: string, guid: string) => ({
  pk: keys.series(seriesGuid).pk,
  sk: `NUMBERING#${guid}`,
});

function storedRecord(record: NumberingRecord): Record<string, unknown> {
  return { ...numberingKey(record.seriesGuid, record.guid), ...record };
}

const withoutKeys = entityDecoder<NumberingRecord>('numbering', ['guid', 'seriesGuid'], KEY_ATTRIBUTES);

/** The number's condition on the item: still without one, or still the one it was read with. */
const sameNumber = (row: NumberedRow) =>
  row.startNumber === null
    ? {
        condition:
          'attribute_exists(pk) AND (attribute_not_exists(startNumber) OR attribute_type(startNumber, :nullType))',
        values: { ':nullType': 'NULL' },
      }
    : { condition: 'attribute_exists(pk) AND startNumber = :before', values: { ':before': row.startNumber } };

function orderHistory(
  row: NumberedRow,
  who: JobWho,
  action: OrderHistoryAction,
  to: number | null,
): Record<string, unknown> {
  const history: OrderHistoryRecord = {
    entity: 'orderHistory',
    orderGuid: row.orderGuid,
    date: new Date().toISOString(),
    by: who.by,
    byName: who.byName,
    action,
    changes: { itemGuid: row.itemGuid, startNumber: { from: row.startNumber, to } },
  };
  return historyAttributes(history, row.index);
}

export const numberingRepository: NumberingPorts = {
  newId: () => crypto.randomUUID(),
  race: async (subGuid): Promise<RaceInfo | undefined> => {
    const eventGuid = await findEventGuidBySubevent(subGuid);
    if (!eventGuid) return undefined;
    const items = await queryEventPartition(eventGuid);
    let race: RaceInfo | undefined;
    const categories = new Map<string, string>();
    const waves = new Map<string, string>();
    let eventName = '';
    for (const item of items) {
      if (item.entity === 'event') eventName = item.name;
      else if (item.entity === 'subevent' && item.guid === subGuid)
        race = { seriesGuid: item.seriesGuid, name: item.name, eventName: '', categories, waves };
      else if (item.entity === 'category' && item.subEventGuid === subGuid)
        categories.set(item.guid, item.name);
      else if (item.entity === 'wave' && item.subEventGuid === subGuid) waves.set(item.guid, item.name);
    }
    return race && { ...race, eventName };
  },
  list: async (seriesGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.series(seriesGuid).pk, ':sk': 'NUMBERING#' },
      })
    ).map(withoutKeys),
  get: async (seriesGuid, guid) => {
    const res = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: numberingKey(seriesGuid, guid),
        ConsistentRead: true,
      }),
    );
    return res.Item ? withoutKeys(res.Item) : undefined;
  },
  put: async (record, isNew, history) => {
    return (
      (await transactWithRetry([
        {
          Put: {
            TableName: config.tableName,
            Item: storedRecord(record),
            ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
          },
        },
        { Put: { TableName: config.tableName, Item: historyItem(history) } },
      ])) === undefined
    );
  },
  delete: async (seriesGuid, guid, history: SeriesHistoryRecord) => {
    return (
      (await transactWithRetry([
        {
          Delete: {
            TableName: config.tableName,
            Key: numberingKey(seriesGuid, guid),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Put: { TableName: config.tableName, Item: historyItem(history) } },
      ])) === undefined
    );
  },
  rows: async (subGuid) =>
    (await readStartListRows<NumberedRow>(subGuid, ['numberingGuid'])).map((r) => ({
      ...r,
      numberingGuid: r.numberingGuid ?? null,
    })),
  guarded: takenStartNumbers,
  claim: async (subGuid, row, startNumber, numberingGuid, who): Promise<ClaimOutcome> => {
    const item = sameNumber(row);
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: config.tableName,
          Item: startNumberGuard(subGuid, startNumber, { ...row, numberingGuid }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: config.tableName,
          Key: keys.orderItem(row.orderGuid, row.index),
          UpdateExpression: 'SET startNumber = :n, numberingGuid = :numbering',
          ConditionExpression: item.condition,
          ExpressionAttributeValues: { ':n': startNumber, ':numbering': numberingGuid, ...item.values },
        },
      },
      {
        Put: {
          TableName: config.tableName,
          Item: orderHistory(row, who, 'startNumberAssigned', startNumber),
        },
      },
      // The number it replaces (overwriteManual) is free again.
      ...(row.startNumber === null
        ? []
        : [
            {
              Delete: { TableName: config.tableName, Key: keys.startNumber(subGuid, row.startNumber) },
            },
          ]),
    ]);
    if (failed === undefined) return 'claimed';
    return failed === 0 ? 'numberTaken' : 'itemChanged';
  },
  release: async (subGuid, row, who) => {
    if (row.startNumber === null) return 'itemChanged';
    return (await transactWithRetry([
      {
        Update: {
          TableName: config.tableName,
          Key: keys.orderItem(row.orderGuid, row.index),
          UpdateExpression: 'REMOVE startNumber, numberingGuid',
          ConditionExpression: 'attribute_exists(pk) AND startNumber = :n',
          ExpressionAttributeValues: { ':n': row.startNumber },
        },
      },
      { Delete: { TableName: config.tableName, Key: keys.startNumber(subGuid, row.startNumber) } },
      {
        Put: { TableName: config.tableName, Item: orderHistory(row, who, 'startNumberCleared', null) },
      },
    ])) === undefined
      ? 'released'
      : 'itemChanged';
  },
  recordRun: async (seriesGuid, guid, assignedCount, at, history) => {
    // A numbering deleted during its run has nothing to record the run on: the run fails.
    if (
      (await transactWithRetry([
        {
          Update: {
            TableName: config.tableName,
            Key: numberingKey(seriesGuid, guid),
            UpdateExpression: 'SET assignedCount = :count, lastExecutedAt = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':count': assignedCount, ':at': at },
          },
        },
        { Put: { TableName: config.tableName, Item: historyItem(history) } },
      ])) !== undefined
    )
      throw new NotFoundError();
  },
};

/** Start numbers from a file: the numbering repository's race, rows and claims, the uploaded table, a history Put. */
export const numbersFromFilePorts: NumbersFromFilePorts = {
  newId: () => crypto.randomUUID(),
  race: numberingRepository.race,
  rows: numberingRepository.rows,
  guarded: numberingRepository.guarded,
  claim: numberingRepository.claim,
  readTable: readTableUpload,
  writeHistory: async (history) => {
    await getDocumentClient().send(
      new PutCommand({ TableName: config.tableName, Item: historyItem(history) }),
    );
  },
};
