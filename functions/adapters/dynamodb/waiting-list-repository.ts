import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EventRecord, SubcategoryRecord, SubeventRecord } from '../../domain/catalog/records';
import type { ListPart } from '@shared/waiting-list/waiting-list-schemas';
import type {
  ListCounter,
  WaitingHistoryRecord,
  WaitingListPorts,
} from '../../domain/waiting-list/waiting-list-ports';
import {
  listGuidOf,
  listRefOf,
  normaliseEmail,
  type ListRef,
  type WaitingEntryRecord,
  type WaitingListSettingsRecord,
} from '../../domain/waiting-list/waiting-list-rules';
import { config } from '../config';
import { batchGet } from './batch-get';
import { withBucketSums } from './capacity-buckets';
import { findEventGuidBySubevent } from './catalog-repository';
import { getDocumentClient } from './client';
import { eventEmailPorts } from './event-email-ports';
import { keys } from './keys';
import { transactWithRetry } from './order-repository';
import { dynamoRateLimiter } from './rate-limit-repository';
import { waitingHistoryPut } from './waiting-offer-consume';
import { waitingOffers } from './waiting-offer-repository';

type TransactItem = Parameters<typeof transactWithRetry>[0][number];

/** A sub-category of the race (its sort key names the race, then the category). */
async function findSubcategory(eventGuid: string, subGuid: string, guid: string) {
  const page = await getDocumentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk, ':prefix': `SUBCATEGORY#${subGuid}#` },
    }),
  );
  return (page.Items ?? []).find((i) => i.guid === guid) as SubcategoryRecord | undefined;
}

async function queryPartition(list: ListRef, prefix: string, newestFirst = false) {
  const rows: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.waitingListPartition(listGuidOf(list)), ':prefix': prefix },
        ConsistentRead: true,
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey,
      }),
    );
    rows.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
}

const strip = <T>(row: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, ...rest } = row;
  return rest as T;
};

/**
 * The waiting list in DynamoDB (access patterns in ./README.md): one partition per race
 * (`WAITLIST#<subGuid>`: SETTINGS, ENTRY#<guid>, EMAIL#<address>, HISTORY#<time>#<id>), queried by
 * sort-key prefix; offers are items of their own (`WAITOFFER#<hash>`, on the expiry index gsi3
 * while they hold a place); enabled lists are rows of the small `WAITLISTS` partition.
 */
export const dynamoWaitingList: WaitingListPorts = {
  async loadRace(list) {
    const eventGuid = await findEventGuidBySubevent(list.subEventGuid);
    if (!eventGuid) return undefined;
    const { part } = list;
    // A sub-category's key names its category, so it is found among the race's (one Query).
    const sc =
      part?.kind === 'subcategory'
        ? await findSubcategory(eventGuid, list.subEventGuid, part.guid)
        : undefined;
    if (part?.kind === 'subcategory' && !sc) return undefined;
    const partKeys = !part
      ? []
      : sc
        ? [
            keys.category(eventGuid, list.subEventGuid, sc.categoryGuid),
            keys.capacity('category', sc.categoryGuid),
            keys.capacity('subcategory', sc.guid),
          ]
        : [
            part.kind === 'category'
              ? keys.category(eventGuid, list.subEventGuid, part.guid)
              : keys.wave(eventGuid, list.subEventGuid, part.guid),
            keys.capacity(part.kind, part.guid),
          ];
    const items = await withBucketSums(
      await batchGet<Record<string, unknown>>(getDocumentClient(), config.tableName, [
        keys.event(eventGuid),
        keys.subevent(eventGuid, list.subEventGuid),
        keys.capacity('subevent', list.subEventGuid),
        ...partKeys,
      ]),
    );
    const event = items.find((i) => i.entity === 'event') as EventRecord | undefined;
    const subevent = items.find((i) => i.entity === 'subevent') as SubeventRecord | undefined;
    type Part = { guid: string; name: string; capacity: number; subEventGuid: string };
    const recordOf = (kind: string, guid: string) =>
      items.find((i) => i.entity === kind && i.guid === guid) as Part | undefined;
    const partRecord = !part
      ? undefined
      : sc
        ? recordOf('category', sc.categoryGuid)
        : recordOf(part.kind, part.guid);
    if (!event || !subevent) return undefined;
    if (part && partRecord?.subEventGuid !== list.subEventGuid) return undefined;
    const counterOf = (scope: ListCounter['scope'], guid: string, capacity: number): ListCounter => {
      const c = items.find((i) => i.entity === 'capacity' && i.scope === scope && i.guid === guid) as
        { capacity?: number; used?: number } | undefined;
      return { scope, guid, capacity: c?.capacity ?? capacity, used: c?.used ?? 0 };
    };
    const counters = [counterOf('subevent', subevent.guid, subevent.capacity)];
    if (partRecord)
      counters.push(
        counterOf(sc ? 'category' : (part as ListPart).kind, partRecord.guid, partRecord.capacity),
      );
    if (sc) counters.push(counterOf('subcategory', sc.guid, sc.capacity));
    const partName = sc ? `${partRecord?.name ?? ''} – ${sc.name}` : partRecord?.name;
    return { event, subevent, counters, ...(partName !== undefined ? { partName } : {}) };
  },

  async getSettings(list) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.waitingListSettings(listGuidOf(list)),
        ConsistentRead: true,
      }),
    );
    return out.Item ? strip<WaitingListSettingsRecord>(out.Item) : undefined;
  },

  async saveSettings(record, history) {
    const table = config.tableName;
    const listGuid = listGuidOf(record);
    const marker = keys.waitingListActive(listGuid);
    await transactWithRetry([
      {
        Update: {
          TableName: table,
          Key: keys.waitingListSettings(listGuid),
          UpdateExpression: `SET entity = :e, subEventGuid = :s, eventGuid = :ev, seriesGuid = :se, enabled = :on, #limit = :limit, holdHours = :h, active = if_not_exists(active, :zero)${record.part ? ', #part = :part' : ''}`,
          ExpressionAttributeNames: { '#limit': 'limit', ...(record.part ? { '#part': 'part' } : {}) },
          ExpressionAttributeValues: {
            ':e': 'waitingListSettings',
            ...(record.part ? { ':part': record.part } : {}),
            ':s': record.subEventGuid,
            ':ev': record.eventGuid,
            ':se': record.seriesGuid,
            ':on': record.enabled,
            ':limit': record.limit,
            ':h': record.holdHours,
            ':zero': 0,
          },
        },
      },
      record.enabled
        ? {
            Put: { TableName: table, Item: { ...marker, entity: 'waitingListActive', ...listRefOf(record) } },
          }
        : { Delete: { TableName: table, Key: marker } },
      waitingHistoryPut(history, listGuid),
      // A part's list is named in its race's partition, so the statistics find it per race.
      ...(record.part
        ? [
            {
              Update: {
                TableName: table,
                Key: keys.waitingListParts(record.subEventGuid),
                UpdateExpression: 'SET #p = :p, subEventGuid = :s, entity = :e',
                ExpressionAttributeNames: { '#p': `part_${record.part.guid}` },
                ExpressionAttributeValues: {
                  ':p': { ...record.part, name: record.partName ?? '' },
                  ':s': record.subEventGuid,
                  ':e': 'waitingListParts',
                },
              },
            },
          ]
        : []),
    ]);
  },

  listEntries: async (list) =>
    (await queryPartition(list, 'ENTRY#')).map((r) => strip<WaitingEntryRecord>(r)),

  listHistory: async (list) =>
    (await queryPartition(list, 'HISTORY#', true)).slice(0, 200).map((r) => strip<WaitingHistoryRecord>(r)),

  async findEntryByEmail(list, email) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.waitingEmail(listGuidOf(list), normaliseEmail(email)),
        ConsistentRead: true,
      }),
    );
    const entryGuid = out.Item?.entryGuid as string | undefined;
    if (!entryGuid) return undefined;
    const entry = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.waitingEntry(listGuidOf(list), entryGuid),
        ConsistentRead: true,
      }),
    );
    return entry.Item ? strip<WaitingEntryRecord>(entry.Item) : undefined;
  },

  async addEntry(entry, limit, history) {
    const table = config.tableName;
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table,
          Item: {
            ...keys.waitingEmail(listGuidOf(entry), normaliseEmail(entry.email)),
            entity: 'waitingEmail',
            entryGuid: entry.guid,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: keys.waitingListSettings(listGuidOf(entry)),
          UpdateExpression: 'ADD active :one',
          // The limit as the settings hold it now: a concurrent join takes the last room once.
          ConditionExpression:
            limit === null
              ? 'enabled = :true'
              : 'enabled = :true AND (attribute_not_exists(active) OR active < :limit)',
          ExpressionAttributeValues: {
            ':one': 1,
            ':true': true,
            ...(limit === null ? {} : { ':limit': limit }),
          },
        },
      },
      {
        Put: {
          TableName: table,
          Item: { ...keys.waitingEntry(listGuidOf(entry), entry.guid), ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      waitingHistoryPut(history, entry.guid),
    ]);
    if (failed === undefined) return 'ok';
    if (failed === 0) return 'already';
    if (failed === 1) return (await this.getSettings(entry))?.enabled ? 'full' : 'disabled';
    throw new Error('A waiting-list entry collided with an existing item');
  },

  async removeEntry(entry, history) {
    const table = config.tableName;
    const waiting = entry.state === 'waiting';
    const tx: TransactItem[] = [
      {
        Delete: {
          TableName: table,
          Key: keys.waitingEntry(listGuidOf(entry), entry.guid),
          ConditionExpression: '#state = :state',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': entry.state },
        },
      },
      waitingHistoryPut(history, entry.guid),
    ];
    // Only a waiting entry still owns its e-mail guard and counts towards the limit.
    if (waiting)
      tx.push(
        {
          Delete: {
            TableName: table,
            Key: keys.waitingEmail(listGuidOf(entry), normaliseEmail(entry.email)),
            ConditionExpression: 'entryGuid = :g',
            ExpressionAttributeValues: { ':g': entry.guid },
          },
        },
        {
          Update: {
            TableName: table,
            Key: keys.waitingListSettings(listGuidOf(entry)),
            UpdateExpression: 'ADD active :minus',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      );
    return (await transactWithRetry(tx)) === undefined;
  },

  async swapRanks(entry, above, history) {
    const table = config.tableName;
    const set = (e: WaitingEntryRecord, rank: number): TransactItem => ({
      Update: {
        TableName: table,
        Key: keys.waitingEntry(listGuidOf(e), e.guid),
        UpdateExpression: 'SET #rank = :new',
        ConditionExpression: '#rank = :old AND #state = :waiting',
        ExpressionAttributeNames: { '#rank': 'rank', '#state': 'state' },
        ExpressionAttributeValues: { ':new': rank, ':old': e.rank, ':waiting': 'waiting' },
      },
    });
    // Equal ranks (joined in the same millisecond): the one moving up goes just above.
    const upper = above.rank === entry.rank ? above.rank - 1 : above.rank;
    return (
      (await transactWithRetry([
        set(entry, upper),
        set(above, entry.rank),
        waitingHistoryPut(history, entry.guid),
      ])) === undefined
    );
  },

  createOffer: waitingOffers.createOffer,
  releaseOffer: waitingOffers.releaseOffer,
  findOffer: waitingOffers.findOffer,
  listOverdueOffers: waitingOffers.listOverdueOffers,

  async listEnabledLists() {
    const out: ListRef[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await getDocumentClient().send(
        new QueryCommand({
          TableName: config.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.waitingListsActivePartition },
          ExclusiveStartKey,
        }),
      );
      // Rows written before per-part lists carry only the race's guid in the sort key.
      for (const item of page.Items ?? [])
        out.push(
          item.part
            ? { subEventGuid: String(item.subEventGuid), part: item.part as ListRef['part'] }
            : { subEventGuid: String(item.subEventGuid ?? item.sk) },
        );
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return out;
  },

  ...eventEmailPorts,
  rateLimiter: dynamoRateLimiter,
  appUrl: config.appUrl,
};
