import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { organizerDisplayName } from '@shared/back-office/series-editor-schemas';
import type { SeriesRecord } from '../../domain/catalog/records';
import type { PageOrganiser } from '../../domain/public-pages/event-json-ld';
import type { OrganizerRecord } from '../../domain/series-editor/series-editor-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';

const getItem = async <T>(key: { pk: string; sk: string }): Promise<T | undefined> =>
  (await getDocumentClient().send(new GetCommand({ TableName: config.tableName, Key: key }))).Item as
    T | undefined;

/**
 * The organizer a series' pages name (JSON-LD `organizer`): its record's display name. The record
 * has no web address of its own, so none is given (the event's web is the event's, not the organiser's).
 */
export async function organiserOfSeries(seriesGuid: string): Promise<PageOrganiser | undefined> {
  const series = await getItem<SeriesRecord>(keys.series(seriesGuid));
  if (!series?.organizerId) return undefined;
  const organizer = await getItem<OrganizerRecord>(keys.organizer(series.organizerId));
  const name = organizer && organizerDisplayName(organizer);
  return name ? { name } : undefined;
}
