import type { CurrencyCode } from '@shared/codelists/enums';
import { DEFAULT_CURRENCY, SubEventType } from '@shared/codelists/enums';
import type {
  EventDetail,
  EventSummary,
  PublicWaitingList,
  SeriesSummary,
  StartList,
  StartListSort,
  SubeventView,
} from '@shared/catalog/catalog-schemas';
import { buildStartList, type StartListEntry, type TeamPlaces } from './start-list';
import { BusinessRuleError, NotFoundError } from '../errors';
import { buildEventDetail, counterKey, eventSummary, type Counters } from './event-read-model';
import {
  counterRefs,
  groupEventPartition,
  type EventPartitionItem,
  type EventRecord,
  type SeriesRecord,
} from './records';
import type { Counter } from './availability';
import { publicListState, type ListFill } from './public-waiting-list';
import { envelope, type Envelope, type Paging } from '../paging';
import type { CardRecord } from './card-records';
import { activeCards } from './subevent-cards';

/** What the public catalogue needs from storage (implemented by the DynamoDB catalogue repository). */
export interface CatalogPorts {
  queryEventPartition(eventGuid: string): Promise<EventPartitionItem[]>;
  findEventGuidBySubevent(subGuid: string): Promise<string | undefined>;
  loadEventContext(
    seriesGuid: string,
    refs: Array<[string, string]>,
  ): Promise<{
    series?: SeriesRecord;
    stylings: Record<string, string>;
    counters: Counters;
    /** The waiting-list settings of the refs' races (issue 27), by race; races without one absent. */
    waitingLists?: ReadonlyMap<string, ListFill>;
  }>;
  listHomepageEvents(): Promise<EventRecord[]>;
  listHomepageSeries(): Promise<SeriesRecord[]>;
  loadSummaryContext(
    events: EventRecord[],
  ): Promise<{ seriesNames: Map<string, string>; seriesLogos: Map<string, string>; counters: Counters }>;
}

async function loadAggregate(ports: CatalogPorts, eventGuid: string) {
  const { agg } = await loadEvent(ports, eventGuid);
  return agg;
}

/** The event and its registration forms (cards live in the event's partition: the same Query). */
async function loadEvent(ports: CatalogPorts, eventGuid: string) {
  const items = await ports.queryEventPartition(eventGuid);
  const agg = groupEventPartition(items);
  if (!agg) throw new NotFoundError('series.eventNotFound', { guid: eventGuid });
  return { agg, cards: activeCards(items.filter((i): i is CardRecord => i.entity === 'card')) };
}

function chooseCurrency(allowed: CurrencyCode[], requested: CurrencyCode | undefined): CurrencyCode {
  if (requested) {
    if (!allowed.includes(requested))
      throw new BusinessRuleError('series.currencyNotAllowed', { currency: requested }, 400);
    return requested;
  }
  return allowed.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (allowed[0] ?? DEFAULT_CURRENCY);
}

function publicLists(settings: ReadonlyMap<string, ListFill> | undefined) {
  const out = new Map<string, PublicWaitingList>();
  for (const [race, s] of settings ?? []) {
    const state = publicListState(s);
    if (state) out.set(race, state);
  }
  return out;
}

export async function getEventDetail(
  ports: CatalogPorts,
  eventGuid: string,
  requested: CurrencyCode | undefined,
  now: Date,
): Promise<EventDetail> {
  const { agg, cards } = await loadEvent(ports, eventGuid);
  const currency = chooseCurrency(agg.event.currencies, requested);
  const ctx = await ports.loadEventContext(agg.event.seriesGuid, counterRefs(agg));
  return buildEventDetail({
    agg,
    cards,
    series: { guid: agg.event.seriesGuid, name: ctx.series?.name ?? '', logoUrl: ctx.series?.logoUrl },
    stylings: ctx.stylings,
    counters: ctx.counters,
    waitingLists: publicLists(ctx.waitingLists),
    currency,
    now,
  });
}

export async function eventGuidOfSubevent(ports: CatalogPorts, subGuid: string): Promise<string> {
  const eventGuid = await ports.findEventGuidBySubevent(subGuid);
  if (!eventGuid) throw new NotFoundError('series.subeventNotFound', { guid: subGuid });
  return eventGuid;
}

export async function getSubevent(
  ports: CatalogPorts,
  subGuid: string,
  currency: CurrencyCode | undefined,
  now: Date,
): Promise<SubeventView> {
  const detail = await getEventDetail(ports, await eventGuidOfSubevent(ports, subGuid), currency, now);
  const sub = detail.subevents.find((s) => s.guid === subGuid);
  if (!sub) throw new NotFoundError('series.subeventNotFound', { guid: subGuid });
  return sub;
}

/** The public start list of a subevent (window, search, sort, paging, relay warnings, open team places). */
/** What a public start list reads besides the catalogue: the race's entries and its teams' places. */
export interface StartListSource {
  queryStartList(subGuid: string): Promise<StartListEntry[]>;
  queryTeamPlaces(subGuid: string): Promise<TeamPlaces[]>;
}

export async function getStartList(
  ports: CatalogPorts & StartListSource,
  subGuid: string,
  query: { searchText?: string; sort: StartListSort; descending: boolean } & Paging,
  now: Date,
): Promise<StartList> {
  const agg = await loadAggregate(ports, await eventGuidOfSubevent(ports, subGuid));
  const sub = agg.subevents.find((s) => s.guid === subGuid);
  if (!sub) throw new NotFoundError('series.subeventNotFound', { guid: subGuid });
  const [entries, teams] = await Promise.all([
    ports.queryStartList(subGuid),
    sub.type === SubEventType.TEAM ? ports.queryTeamPlaces(subGuid) : Promise.resolve([]),
  ]);
  return buildStartList(sub, entries, query, now, teams);
}

export async function eventExists(
  ports: CatalogPorts,
  eventGuid: string,
  currency?: CurrencyCode,
): Promise<boolean> {
  const agg = groupEventPartition(await ports.queryEventPartition(eventGuid));
  if (!agg) return false;
  return currency ? agg.event.currencies.includes(currency) : true;
}

export async function getEventDocuments(ports: CatalogPorts, eventGuid: string) {
  const agg = await loadAggregate(ports, eventGuid);
  return agg.documents.map((d) => ({ guid: d.guid, name: d.name, type: d.type, url: d.url }));
}

export async function getSeriesStylingsOfSubevent(
  ports: CatalogPorts,
  subGuid: string,
): Promise<Record<string, string>> {
  const agg = await loadAggregate(ports, await eventGuidOfSubevent(ports, subGuid));
  return (await ports.loadEventContext(agg.event.seriesGuid, [])).stylings;
}

/** Upcoming and running events allowed on the homepage, soonest first, optionally selling in a currency. */
export async function listHomepageEventSummaries(
  ports: CatalogPorts,
  filter: { currency?: CurrencyCode } & Paging,
  now: Date,
): Promise<Envelope<EventSummary>> {
  const events = (await ports.listHomepageEvents())
    .filter((e) => new Date(e.dateTo) >= now)
    .filter((e) => !filter.currency || e.currencies.includes(filter.currency));
  const page = envelope(events, filter);
  const ctx = await ports.loadSummaryContext(page.rows);
  const counter = (guid: string): Counter | undefined => ctx.counters.get(counterKey('event', guid));
  return {
    ...page,
    rows: page.rows.map((e) => ({
      ...eventSummary(e, ctx.seriesNames.get(e.seriesGuid) ?? '', counter(e.guid), now),
      // An event without a logo of its own shows its series' logo (as on its page).
      logoUrl: e.logoUrl ?? ctx.seriesLogos.get(e.seriesGuid) ?? null,
    })),
  };
}

export async function listHomepageSeriesSummaries(
  ports: CatalogPorts,
  paging: Paging,
  now: Date,
): Promise<Envelope<SeriesSummary>> {
  const series = (await ports.listHomepageSeries()).filter((s) => new Date(s.dateTo) >= now);
  const page = envelope(series, paging);
  return {
    ...page,
    rows: page.rows.map((s) => ({
      guid: s.guid,
      name: s.name,
      anotation: s.anotation,
      dateFrom: s.dateFrom,
      dateTo: s.dateTo,
      url: s.url ?? null,
      logoUrl: s.logoUrl ?? null,
    })),
  };
}
