import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Counter } from '../../domain/catalog/availability';
import { counterKey, type Counters } from '../../domain/catalog/event-read-model';
import type { EventPartitionItem, EventRecord, SeriesRecord } from '../../domain/catalog/records';
import type { TeamPlaces } from '../../domain/catalog/start-list';
import { listGuidOf, type WaitingListSettingsRecord } from '../../domain/waiting-list/waiting-list-rules';
import { config } from '../config';
import { withBucketSums } from './capacity-buckets';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';
import { decodeSeries, decodeWaitingListSettings } from './catalog-decoders';

/** Event + all of its children: one Query of the event's partition. */
export const queryEventPartition = (eventGuid: string): Promise<EventPartitionItem[]> =>
  queryAll<EventPartitionItem>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk },
  });

export async function findEventGuidBySubevent(subGuid: string): Promise<string | undefined> {
  const res = await getDocumentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.subevent(subGuid) },
      ProjectionExpression: 'eventGuid',
      Limit: 1,
    }),
  );
  return (res.Items?.[0] as { eventGuid?: string } | undefined)?.eventGuid;
}

export interface EventContext {
  series?: SeriesRecord;
  stylings: Record<string, string>;
  counters: Counters;
  waitingLists: Map<string, WaitingListSettingsRecord>;
}

/** Series, its stylings, the capacity counters and the races' waiting lists, in one BatchGetItem. */
export async function loadEventContext(
  seriesGuid: string,
  counterRefs: Array<[string, string]>,
): Promise<EventContext> {
  // A sharded scope shows the sum of its buckets (one more BatchGetItem when a page has any).
  const items = await withBucketSums(
    await batchGet<Record<string, unknown>>(getDocumentClient(), config.tableName, [
      keys.series(seriesGuid),
      keys.seriesStylings(seriesGuid),
      ...counterRefs.map(([scope, guid]) => keys.capacity(scope, guid)),
      // Each race's, category's, wave's and sub-category's waiting-list settings (issue 27): joining only where on.
      ...counterRefs
        .filter(([scope]) => ['subevent', 'category', 'wave', 'subcategory'].includes(scope))
        .map(([, guid]) => keys.waitingListSettings(guid)),
    ]),
  );
  const counters = new Map<string, Counter>();
  const waitingLists = new Map<string, WaitingListSettingsRecord>();
  let series: SeriesRecord | undefined;
  let stylings: Record<string, string> = {};
  for (const item of items) {
    if (item.entity === 'capacity') {
      counters.set(counterKey(String(item.scope), String(item.guid)), {
        capacity: Number(item.capacity),
        used: Number(item.used),
      });
    } else if (item.entity === 'waitingListSettings') {
      const settings = decodeWaitingListSettings(item);
      waitingLists.set(listGuidOf(settings), settings);
    } else if (item.entity === 'series') series = decodeSeries(item);
    else if (item.entity === 'stylings') stylings = (item.values ?? {}) as Record<string, string>;
  }
  return { series, stylings, counters, waitingLists };
}

/** Homepage lists: sparse GSI of items allowed on the homepage, ordered by start date. */
export const listHomepageEvents = (): Promise<EventRecord[]> =>
  queryAll<EventRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.homepageEvents },
  });

export const listHomepageSeries = (): Promise<SeriesRecord[]> =>
  queryAll<SeriesRecord>({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.homepageSeries },
  });

/** Series names and event counters for a homepage page, in one BatchGetItem. */
export async function loadSummaryContext(
  events: EventRecord[],
): Promise<{ seriesNames: Map<string, string>; seriesLogos: Map<string, string>; counters: Counters }> {
  const items = await withBucketSums(
    await batchGet<Record<string, unknown>>(getDocumentClient(), config.tableName, [
      ...[...new Set(events.map((e) => e.seriesGuid))].map((g) => keys.series(g)),
      ...events.map((e) => keys.capacity('event', e.guid)),
    ]),
  );
  const seriesNames = new Map<string, string>();
  const seriesLogos = new Map<string, string>();
  const counters = new Map<string, Counter>();
  for (const item of items) {
    if (item.entity === 'series') {
      seriesNames.set(String(item.guid), String(item.name));
      if (typeof item.logoUrl === 'string') seriesLogos.set(String(item.guid), item.logoUrl);
    }
    if (item.entity === 'capacity')
      counters.set(counterKey('event', String(item.guid)), {
        capacity: Number(item.capacity),
        used: Number(item.used),
      });
  }
  return { seriesNames, seriesLogos, counters };
}

/** All entries of a subevent's start list: one Query of the sparse start-list index. */
/**
 * The teams of a team race with their place counters: one Query of the race's teams (gsi1
 * `SUBEVENT#<sub>#TEAMS`, names only) and one BatchGetItem of their counters.
 */
export async function queryTeamPlaces(subGuid: string): Promise<TeamPlaces[]> {
  const teams = await queryAll<{ guid: string; name: string }>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.teamsOfSubevent(subGuid) },
    ProjectionExpression: 'guid, #n',
    ExpressionAttributeNames: { '#n': 'name' },
  });
  if (teams.length === 0) return [];
  const counters = await batchGet<{ guid: string; capacity?: number; used?: number }>(
    getDocumentClient(),
    config.tableName,
    teams.map((t) => keys.capacity('team', t.guid)),
  );
  const byGuid = new Map(counters.map((c) => [c.guid, c]));
  return teams.map((t) => ({
    name: t.name,
    capacity: byGuid.get(t.guid)?.capacity ?? 0,
    used: byGuid.get(t.guid)?.used ?? 0,
  }));
}

export const queryStartList = (subGuid: string) =>
  queryAll<import('../../domain/catalog/start-list').StartListEntry>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi.startList(subGuid) },
    ProjectionExpression:
      'itemGuid, startNumber, firstName, lastName, birthYear, club, categoryName, waveName, teamName, paid',
  });

/**
 * Names of events, races, categories and waves by guid, for a page of rows that name them
 * (functions/domain/group-emails): one BatchGetItem of the distinct items. A race's event is found
 * by its gsi3 entry when a row names the race alone (one Query per such race); a category or wave
 * needs its race and event in the key, so one named without them is left out.
 */
export async function catalogueNames(
  refs: ReadonlyArray<{
    eventGuid: string | null;
    subEventGuid: string | null;
    categoryGuid: string | null;
    waveGuid: string | null;
  }>,
): Promise<Map<string, string>> {
  const orphanRaces = [
    ...new Set(refs.filter((r) => r.subEventGuid && !r.eventGuid).map((r) => r.subEventGuid as string)),
  ];
  const eventOfRace = new Map(
    await Promise.all(orphanRaces.map(async (sub) => [sub, await findEventGuidBySubevent(sub)] as const)),
  );
  const wanted: Array<{ pk: string; sk: string }> = [];
  for (const ref of refs) {
    const sub = ref.subEventGuid;
    const event = ref.eventGuid ?? (sub ? eventOfRace.get(sub) : undefined);
    if (ref.eventGuid) wanted.push(keys.event(ref.eventGuid));
    if (!event || !sub) continue;
    wanted.push(keys.subevent(event, sub));
    if (ref.categoryGuid) wanted.push(keys.category(event, sub, ref.categoryGuid));
    if (ref.waveGuid) wanted.push(keys.wave(event, sub, ref.waveGuid));
  }
  if (!wanted.length) return new Map();
  // batchGet asks for each key once.
  const items = await batchGet<{ guid?: string; name?: string }>(
    getDocumentClient(),
    config.tableName,
    wanted,
  );
  return new Map(items.filter((i) => i.guid).map((i) => [i.guid as string, i.name ?? '']));
}
