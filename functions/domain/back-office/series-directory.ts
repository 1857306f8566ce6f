import type { EventRow, SeriesOrEvent, SeriesRow } from '@shared/back-office/series-directory-schemas';
import { matchesSearch } from '@shared/text/search-text';
import { mayAccess, type Access } from '../access/access';
import type { EventRecord, SeriesRecord } from '../catalog/records';
import { envelope, type Envelope, type Paging } from '../paging';

/** Storage of the directory (DynamoDB: functions/adapters/dynamodb/series-directory-repository.ts). */
export interface SeriesDirectoryPorts {
  allSeries(): Promise<SeriesRecord[]>;
  seriesByGuid(guids: readonly string[]): Promise<SeriesRecord[]>;
  eventsOfSeries(seriesGuid: string): Promise<EventRecord[]>;
  eventsByGuid(guids: readonly string[]): Promise<EventRecord[]>;
}

const newestFirst = <T extends { dateFrom: string; name: string }>(a: T, b: T) =>
  b.dateFrom.localeCompare(a.dateFrom) || a.name.localeCompare(b.name, 'cs');

/** The series the caller may see: all (admin), else those with a permission on them or one of their events. */
async function visibleSeries(ports: SeriesDirectoryPorts, access: Access): Promise<SeriesRow[]> {
  if (access.all) return (await ports.allSeries()).map((s) => seriesRow(s, 'all'));
  const whole = new Set(access.seriesGuids);
  const guids = [...new Set([...access.seriesGuids, ...access.eventSeriesGuids])];
  if (!guids.length) return [];
  return (await ports.seriesByGuid(guids)).map((s) => seriesRow(s, whole.has(s.guid) ? 'series' : 'events'));
}

function seriesRow(s: SeriesRecord, access: SeriesRow['access']): SeriesRow {
  return {
    guid: s.guid,
    name: s.name,
    dateFrom: s.dateFrom,
    dateTo: s.dateTo,
    allowOnHomepage: s.allowOnHomepage,
    access,
  };
}

/** The events the caller may see, optionally of one series. */
async function visibleEvents(
  ports: SeriesDirectoryPorts,
  access: Access,
  seriesGuid?: string,
): Promise<EventRecord[]> {
  const wholeSeries = access.all
    ? seriesGuid
      ? [seriesGuid]
      : (await ports.allSeries()).map((s) => s.guid)
    : access.seriesGuids.filter((g) => !seriesGuid || g === seriesGuid);
  const [ofSeries, single] = await Promise.all([
    Promise.all(wholeSeries.map((g) => ports.eventsOfSeries(g))),
    access.all ? [] : ports.eventsByGuid(access.eventGuids),
  ]);
  const byGuid = new Map<string, EventRecord>();
  for (const e of [...ofSeries.flat(), ...single])
    if (!seriesGuid || e.seriesGuid === seriesGuid) byGuid.set(e.guid, e);
  return [...byGuid.values()];
}

async function eventRows(ports: SeriesDirectoryPorts, events: EventRecord[]): Promise<EventRow[]> {
  const names = new Map(
    (await ports.seriesByGuid([...new Set(events.map((e) => e.seriesGuid))])).map((s) => [s.guid, s.name]),
  );
  return events.map((e) => ({
    guid: e.guid,
    name: e.name,
    seriesGuid: e.seriesGuid,
    seriesName: names.get(e.seriesGuid) ?? '',
    location: e.location,
    dateFrom: e.dateFrom,
    dateTo: e.dateTo,
    allowOnHomepage: e.allowOnHomepage,
  }));
}

/** GET event-manager/{userId}/series: newest season first. */
export async function permittedSeries(
  ports: SeriesDirectoryPorts,
  access: Access,
  query: Paging & { searchText?: string },
): Promise<Envelope<SeriesRow>> {
  const rows = (await visibleSeries(ports, access)).filter((s) => matchesSearch(query.searchText, s.name));
  return envelope(rows.sort(newestFirst), query);
}

/** GET event-manager/{userId}/events: newest first. */
export async function permittedEvents(
  ports: SeriesDirectoryPorts,
  access: Access,
  query: Paging & { searchText?: string; seriesGuid?: string },
): Promise<Envelope<EventRow>> {
  const rows = (await eventRows(ports, await visibleEvents(ports, access, query.seriesGuid))).filter((e) =>
    matchesSearch(query.searchText, e.name, e.seriesName, e.location),
  );
  return envelope(rows.sort(newestFirst), query);
}

/**
 * GET admin/series-or-events: the remote-select's search over the series and events the caller may
 * see, or the lookup of one of them by guid (which answers nothing for a record the caller may not see).
 */
export async function searchSeriesOrEvents(
  ports: SeriesDirectoryPorts,
  access: Access,
  query: { searchText?: string; guid?: string; kind?: SeriesOrEvent['kind']; take: number },
): Promise<SeriesOrEvent[]> {
  const wantSeries = query.kind !== 'event';
  const wantEvents = query.kind !== 'series';
  if (query.guid) return lookupSeriesOrEvent(ports, access, query.guid, wantSeries, wantEvents);
  const [series, events] = await Promise.all([
    wantSeries ? visibleSeries(ports, access) : [],
    wantEvents ? visibleEvents(ports, access).then((e) => eventRows(ports, e)) : [],
  ]);
  return [...series.map(seriesOption), ...events.map(eventOption)]
    .filter((o) => matchesSearch(query.searchText, o.name, o.kind === 'event' ? o.seriesName : ''))
    .sort(newestFirst)
    .slice(0, query.take);
}

/** One series or event by key, when the caller may see it (the remote-select's current value). */
async function lookupSeriesOrEvent(
  ports: SeriesDirectoryPorts,
  access: Access,
  guid: string,
  wantSeries: boolean,
  wantEvents: boolean,
): Promise<SeriesOrEvent[]> {
  const [series, events] = await Promise.all([
    wantSeries ? ports.seriesByGuid([guid]) : [],
    wantEvents ? ports.eventsByGuid([guid]) : [],
  ]);
  const seesSeries = (g: string) =>
    access.all || access.seriesGuids.includes(g) || access.eventSeriesGuids.includes(g);
  const visible = events.filter((e) => mayAccess(access, { seriesGuid: e.seriesGuid, eventGuids: [e.guid] }));
  return [
    ...series.filter((s) => seesSeries(s.guid)).map((s) => seriesOption(seriesRow(s, 'all'))),
    ...(await eventRows(ports, visible)).map(eventOption),
  ];
}

const seriesOption = (s: SeriesRow): SeriesOrEvent => ({
  kind: 'series',
  guid: s.guid,
  name: s.name,
  seriesGuid: s.guid,
  seriesName: s.name,
  dateFrom: s.dateFrom,
});

const eventOption = (e: EventRow): SeriesOrEvent => ({
  kind: 'event',
  guid: e.guid,
  name: e.name,
  seriesGuid: e.seriesGuid,
  seriesName: e.seriesName,
  dateFrom: e.dateFrom,
});
