import type { OrderListBody, OrderListFilter, OrderRow } from '@shared/orders/admin-order-schemas';
import type { Access } from '../access/access';
import { orderListColumns, registrationCount } from './order-records';
import { envelope, type Envelope } from '../paging';
import type { EventIndexEntry, OrderListEntry, OrderListPorts } from './admin-order-ports';
import {
  combinationMatches,
  createdWithin,
  flagFilterOf,
  lookupWord,
  searchTokens,
  searchWords,
  tokensMatch,
} from './order-list-index';

/**
 * The admin orders list (spec §7): the series partitions a caller may read, the list index's key
 * ranges and the filters only the whole list can decide, newest first, paged.
 */

/** The series partitions to read, and for series permitted only by events, which events. */
export async function partitions(
  ports: Pick<OrderListPorts, 'allSeriesGuids'>,
  access: Access,
  filter: OrderListFilter,
): Promise<Array<{ seriesGuid: string; onlyEvents: readonly string[] | null }>> {
  if (access.all) {
    const series = filter.seriesId ? [filter.seriesId] : await ports.allSeriesGuids();
    return series.map((seriesGuid) => ({ seriesGuid, onlyEvents: null }));
  }
  const whole = new Set(access.seriesGuids);
  const byEvents = access.eventSeriesGuids.filter((g) => !whole.has(g));
  return [
    ...[...whole].map((seriesGuid) => ({ seriesGuid, onlyEvents: null })),
    ...byEvents.map((seriesGuid) => ({ seriesGuid, onlyEvents: access.eventGuids })),
  ].filter((p) => !filter.seriesId || p.seriesGuid === filter.seriesId);
}

export function matches(entry: OrderListEntry, filter: OrderListFilter): boolean {
  for (const flag of ['paid', 'deleted', 'expired', 'cancelled', 'issued'] as const)
    if (filter[flag] !== undefined && Boolean(entry[flag]) !== filter[flag]) return false;
  if (filter.seriesEventId && !(entry.eventGuids ?? []).includes(filter.seriesEventId)) return false;
  // Orders placed before these lists were kept have none: they match no race / category / wave filter.
  if (filter.seriesSubEventId && !(entry.subEventGuids ?? []).includes(filter.seriesSubEventId)) return false;
  if (filter.seriesCategoryId && !(entry.categoryGuids ?? []).includes(filter.seriesCategoryId)) return false;
  if (filter.seriesWaveId && !(entry.waveGuids ?? []).includes(filter.seriesWaveId)) return false;
  // Each word starts a token of the order (names, e-mail, variable symbol), as the search index reads it.
  if (filter.searchText && !tokensMatch(searchTokens(entry), searchWords(filter.searchText))) return false;
  return true;
}

export function orderRow(o: OrderListEntry): OrderRow {
  return {
    ...orderListColumns(o),
    itemCount: registrationCount(o),
    dateCreated: o.dateCreated,
    paid: o.paid,
    datePaid: o.datePaid ?? null,
    expired: o.expired,
    dateExpired: o.dateExpired ?? null,
    cancelled: o.cancelled,
    dateCancelled: o.dateCancelled ?? null,
    deleted: o.deleted,
    issued: Boolean(o.issued),
  };
}

/**
 * POST admin/registrations: the caller's orders matching the filter, newest first, page of `take`.
 * Every permitted series partition is queried by its creation-date range; an event manager
 * permitted only some events of a series sees the orders whose every event is permitted. The
 * filter is decided before paging, so pages and totals are exact.
 */
export async function listOrders(
  ports: OrderListPorts,
  access: Access,
  body: OrderListBody,
): Promise<Envelope<OrderRow>> {
  return (
    (await eventPage(ports, access, body)) ??
    (await indexedPage(ports, access, body)) ??
    (await newestPage(ports, access, body)) ??
    envelope((await matchingOrders(ports, access, body.filter)).map(orderRow), body)
  );
}

/**
 * The list through the per-event entries (`ORDEREVENT#<event>`) when every series partition to
 * read is narrowed to events: by the filter's event (or the event of its race, category or wave) or by an event manager's
 * event permissions. Reads the entries of those events within the days, then only those orders
 * (never the series' other orders), and decides the rest of the filter and the "every event
 * permitted" rule on them. Null when a partition needs the whole series (or there is a search
 * text: the search index reads fewer orders), then the other ways apply.
 */
export async function eventPage(
  ports: OrderListPorts,
  access: Access,
  body: OrderListBody,
): Promise<Envelope<OrderRow> | null> {
  const index = ports.listIndex;
  const { filter, take, skip } = body;
  if (!index || searchWords(filter.searchText).length) return null;
  const parts = await partitions(ports, access, filter);
  const filterEvent = await filterEventOf(index, filter, parts);
  // A race, category or wave that does not exist (in the permitted series) has no orders.
  if (filterEvent === null) return envelope([], body);
  if (parts.some((p) => !p.onlyEvents) && !filterEvent) return null;
  const events = new Set<string>();
  for (const p of parts) {
    if (filterEvent) {
      if (!p.onlyEvents || p.onlyEvents.includes(filterEvent)) events.add(filterEvent);
    } else for (const e of p.onlyEvents ?? []) events.add(e);
  }
  const range = { from: filter.dateFrom, to: filter.dateTo };
  const newest = await permittedEntries(index, [...events], parts, range);
  // Flags and a race / category / wave are decided on the orders; otherwise only the page is read.
  const onOrder =
    Boolean(filter.seriesSubEventId || filter.seriesCategoryId || filter.seriesWaveId) ||
    Object.keys(flagFilterOf(filter)).length > 0;
  if (!onOrder) {
    const page = await index.ordersByGuid(newest.slice(skip, skip + take).map((e) => e.orderGuid));
    return pageOf(page.sort(newestFirst), newest.length, body);
  }
  const rows = (await index.ordersByGuid(newest.map((e) => e.orderGuid)))
    .filter((o) => matches(o, filter))
    .sort(newestFirst);
  return envelope(rows.map(orderRow), body);
}

export type Partition = Awaited<ReturnType<typeof partitions>>[number];
export type ListIndex = NonNullable<OrderListPorts['listIndex']>;

/**
 * The one event the filter narrows the list to: its event, its race's event, or the event holding
 * its category (else its wave) within the partitions' series. Undefined when the filter names
 * none of these; null when the race / category / wave is not found (no orders can match).
 */
export async function filterEventOf(
  index: ListIndex,
  filter: OrderListFilter,
  parts: readonly Partition[],
): Promise<string | null | undefined> {
  if (filter.seriesEventId) return filter.seriesEventId;
  if (filter.seriesSubEventId) return (await index.eventOfRace(filter.seriesSubEventId)) ?? null;
  const holds = filter.seriesCategoryId
    ? ({ kind: 'category', guid: filter.seriesCategoryId } as const)
    : filter.seriesWaveId
      ? ({ kind: 'wave', guid: filter.seriesWaveId } as const)
      : undefined;
  if (!holds) return undefined;
  if (!parts.length) return null;
  return (await index.eventHolding([...new Set(parts.map((p) => p.seriesGuid))], holds)) ?? null;
}

/**
 * The per-event entries of these events within the days that the partitions admit (their series,
 * and for a series permitted by events, orders whose every event is permitted), newest first.
 */
export async function permittedEntries(
  index: ListIndex,
  events: readonly string[],
  parts: readonly Partition[],
  range: { from?: string; to?: string },
): Promise<EventIndexEntry[]> {
  const onlyEvents = new Map(parts.map((p) => [p.seriesGuid, p.onlyEvents]));
  const entries = new Map<string, EventIndexEntry>();
  for (const list of await Promise.all(events.map((e) => index.eventEntries(e, range))))
    for (const e of list)
      if (
        onlyEvents.has(e.seriesGuid) &&
        eventsPermitted(e.eventGuids, onlyEvents.get(e.seriesGuid) ?? null) &&
        createdWithin(e.dateCreated, range)
      )
        entries.set(e.orderGuid, e);
  return [...entries.values()].sort(newestEntryFirst);
}

/** Newest first as `newestFirst` orders the orders themselves. */
export const newestEntryFirst = (a: EventIndexEntry, b: EventIndexEntry) =>
  a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : a.orderGuid < b.orderGuid ? 1 : -1;

/** Filters on the order's events, races, categories or waves (decided on the order's lists). */
export const entityFiltered = (filter: OrderListFilter) =>
  Boolean(filter.seriesEventId || filter.seriesSubEventId || filter.seriesCategoryId || filter.seriesWaveId);

/**
 * The list through its counters and search index (./order-list-index.ts), reading only what the
 * page needs. A search reads the index entries of its longest word, then the matching orders (all
 * of them only when another filter must be decided on the order, else just the page's). Without a
 * search, flag and day filters come from the per-day counts and a newest-first read of the
 * matching orders; series an event manager is permitted only by events are read through those
 * events' entries beside them. Null when not indexed or filtered on an event, race, category or
 * wave (`eventPage` answers those).
 */
export async function indexedPage(
  ports: OrderListPorts,
  access: Access,
  body: OrderListBody,
): Promise<Envelope<OrderRow> | null> {
  const index = ports.listIndex;
  if (!index) return null;
  const { filter, take, skip } = body;
  const parts = await partitions(ports, access, filter);
  const range = { from: filter.dateFrom, to: filter.dateTo };
  const flags = flagFilterOf(filter);
  const words = searchWords(filter.searchText);
  if (words.length) {
    const word = lookupWord(words);
    const found = new Map<string, string>();
    for (const entries of await Promise.all(parts.map((p) => index.searchEntries(p.seriesGuid, word))))
      for (const e of entries)
        if (tokensMatch(e.tokens, words) && createdWithin(e.dateCreated, range))
          found.set(e.orderGuid, e.dateCreated);
    const newest = [...found].sort(([ga, a], [gb, b]) => (a < b ? 1 : a > b ? -1 : ga < gb ? 1 : -1));
    const decideOnOrder =
      entityFiltered(filter) || Object.keys(flags).length > 0 || parts.some((p) => p.onlyEvents);
    if (!decideOnOrder) {
      const page = await index.ordersByGuid(newest.slice(skip, skip + take).map(([guid]) => guid));
      return pageOf(page.sort(newestFirst), found.size, body);
    }
    const onlyEvents = new Map(parts.map((p) => [p.seriesGuid, p.onlyEvents]));
    const rows = (await index.ordersByGuid(newest.map(([guid]) => guid)))
      .filter((o) => permittedByEvents(o, onlyEvents.get(o.seriesGuid) ?? null) && matches(o, filter))
      .sort(newestFirst);
    return envelope(rows.map(orderRow), body);
  }
  if (entityFiltered(filter)) return null;
  // Series permitted whole are read by their counts and newest rows, series permitted only by
  // events by those events' entries (an event manager with both never reads the latter whole).
  const whole = parts.filter((p) => !p.onlyEvents);
  const byEvents = parts.filter((p) => p.onlyEvents);
  const counted = await Promise.all(
    whole.map(async (p) => {
      let n = 0;
      for (const [combination, count] of await index.countsByCombination(p.seriesGuid, range))
        if (combinationMatches(combination, flags)) n += count;
      return { seriesGuid: p.seriesGuid, n };
    }),
  );
  const [pages, narrowed] = await Promise.all([
    Promise.all(
      counted
        .filter((p) => p.n > 0)
        .map((p) => index.newestMatching(p.seriesGuid, range, flags, Math.min(p.n, skip + take))),
    ),
    byEvents.length ? eventsOnlyCandidates(index, byEvents, range, filter) : [],
  ]);
  const total = counted.reduce((sum, p) => sum + p.n, 0) + narrowed.length;
  const candidates: Candidate[] = [
    ...pages.flat().map((row) => ({ guid: row.guid, dateCreated: row.dateCreated, row })),
    ...narrowed,
  ].sort((a, b) =>
    a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : a.guid < b.guid ? 1 : -1,
  );
  const page = candidates.slice(skip, skip + take);
  const missing = page.filter((c) => !c.row).map((c) => c.guid);
  const read = new Map((missing.length ? await index.ordersByGuid(missing) : []).map((o) => [o.guid, o]));
  return pageOf(page.flatMap((c) => c.row ?? read.get(c.guid) ?? []).sort(newestFirst), total, body);
}

/** An order of the page to be: its row when already read, else read once it is on the page. */
export type Candidate = { guid: string; dateCreated: string; row?: OrderListEntry };

/**
 * The matching orders of series permitted only by events, from those events' entries: with a flag
 * filter the entries' orders are read and decided, otherwise the entries alone are the candidates.
 */
export async function eventsOnlyCandidates(
  index: ListIndex,
  parts: readonly Partition[],
  range: { from?: string; to?: string },
  filter: OrderListFilter,
): Promise<Candidate[]> {
  const events = [...new Set(parts.flatMap((p) => p.onlyEvents ?? []))];
  const entries = await permittedEntries(index, events, parts, range);
  if (!Object.keys(flagFilterOf(filter)).length)
    return entries.map((e) => ({ guid: e.orderGuid, dateCreated: e.dateCreated }));
  return (await index.ordersByGuid(entries.map((e) => e.orderGuid)))
    .filter((o) => matches(o, filter))
    .map((row) => ({ guid: row.guid, dateCreated: row.dateCreated, row }));
}

/** The envelope of a page already cut out of `total` matching orders. */
export const pageOf = (rows: OrderListEntry[], total: number, body: OrderListBody): Envelope<OrderRow> => ({
  page: Math.floor(body.skip / body.take),
  maxPage: Math.max(0, Math.ceil(total / body.take) - 1),
  total,
  rows: rows.map(orderRow),
});

/** An event manager permitted only some events of a series sees the orders whose every event is permitted. */
export const eventsPermitted = (
  eventGuids: readonly string[] | undefined,
  events: readonly string[] | null,
) => !events || ((eventGuids ?? []).length > 0 && (eventGuids ?? []).every((e) => events.includes(e)));
export const permittedByEvents = (o: OrderListEntry, events: readonly string[] | null) =>
  eventsPermitted(o.eventGuids, events);

export const newestFirst = (a: OrderListEntry, b: OrderListEntry) =>
  a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : a.guid < b.guid ? 1 : -1;

/** Filters only the whole order list can decide (every other filter is a key range). */
export const decidedPerOrder = (filter: OrderListFilter) =>
  Boolean(
    filter.searchText ||
    filter.seriesEventId ||
    filter.seriesSubEventId ||
    filter.seriesCategoryId ||
    filter.seriesWaveId,
  ) || (['paid', 'deleted', 'expired', 'cancelled', 'issued'] as const).some((f) => filter[f] !== undefined);

/**
 * The list's usual first view (no filter, or only series and days): a season has tens of
 * thousands of orders, so each partition gives only its newest skip + take rows and a count,
 * instead of every row. Null when the filter needs every order (then `matchingOrders`).
 */
export async function newestPage(
  ports: OrderListPorts,
  access: Access,
  body: OrderListBody,
): Promise<Envelope<OrderRow> | null> {
  const { filter, take, skip } = body;
  if (decidedPerOrder(filter)) return null;
  const parts = await partitions(ports, access, filter);
  if (parts.some((p) => p.onlyEvents)) return null;
  const range = { from: filter.dateFrom, to: filter.dateTo };
  const [pages, counts] = await Promise.all([
    Promise.all(parts.map((p) => ports.newestOrdersOfSeries(p.seriesGuid, range, skip + take))),
    Promise.all(parts.map((p) => ports.countOrdersOfSeries(p.seriesGuid, range))),
  ]);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return {
    page: Math.floor(skip / take),
    maxPage: Math.max(0, Math.ceil(total / take) - 1),
    total,
    rows: pages
      .flat()
      .sort(newestFirst)
      .slice(skip, skip + take)
      .map(orderRow),
  };
}

/** Every order the caller may see that matches the filter, newest first (the list before paging). */
export async function matchingOrders(
  ports: Pick<OrderListPorts, 'ordersOfSeries' | 'allSeriesGuids' | 'listIndex'>,
  access: Access,
  filter: OrderListFilter,
): Promise<OrderListEntry[]> {
  const parts = await partitions(ports, access, filter);
  const range = { from: filter.dateFrom, to: filter.dateTo };
  const index = ports.listIndex;
  const chunks = await Promise.all(
    parts.map(async (p) => {
      // A series permitted only by events: those events' orders, never the whole series.
      if (p.onlyEvents && index)
        return index.ordersByGuid(
          (await permittedEntries(index, p.onlyEvents, [p], range)).map((e) => e.orderGuid),
        );
      const rows = await ports.ordersOfSeries(p.seriesGuid, range);
      return p.onlyEvents ? rows.filter((o) => permittedByEvents(o, p.onlyEvents)) : rows;
    }),
  );
  return chunks
    .flat()
    .filter((o) => matches(o, filter))
    .sort(newestFirst);
}
