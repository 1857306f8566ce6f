import type { SeriesRecord, EventRecord } from '../../domain/catalog/records';
import type { SeriesDirectoryPorts } from '../../domain/back-office/series-directory';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { queryAll } from './query-all';

/** Every series' guid (gsi1 `SERIES`, projected to the guid): the back office's "all series" scope. */
export const allSeriesGuids = async (): Promise<string[]> =>
  (
    await queryAll<{ guid: string }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.allSeries },
      ProjectionExpression: 'guid',
    })
  ).map((s) => s.guid);

/**
 * The back office's directory of series and events: every read names its partitions (all series,
 * the events of one series, or the permitted items by key), so an event manager's list is
 * restricted in the query itself.
 */
export const seriesDirectory: SeriesDirectoryPorts = {
  allSeries: () =>
    queryAll<SeriesRecord>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.allSeries },
    }),
  seriesByGuid: (guids) =>
    batchGet<SeriesRecord>(
      getDocumentClient(),
      config.tableName,
      guids.map((g) => keys.series(g)),
    ),
  eventsOfSeries: (seriesGuid) =>
    queryAll<EventRecord>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
    }),
  eventsByGuid: (guids) =>
    batchGet<EventRecord>(
      getDocumentClient(),
      config.tableName,
      guids.map((g) => keys.event(g)),
    ),
};
