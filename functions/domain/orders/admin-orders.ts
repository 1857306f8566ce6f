import type {
  OrderDetail,
  OrderListBody,
  OrderListFilter,
  OrderRow,
} from '@shared/orders/admin-order-schemas';
import type { Access } from '../access/access';
import { registrationCount, type CounterRef, type OrderHistoryRecord } from '../checkout/order-records';
import { racersWithTracks } from '../team-management/relay-racers';
import { deleteEmptiedTeams, releasedTeams, teamChangeOf } from '../team-admin/emptied-teams';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import type { AdminOrderPorts, EventIndexEntry, LoadedOrder, OrderListEntry } from './admin-order-ports';
import type { PendingValueChange } from '../user-area/value-change-records';
import {
  expireOrder,
  isRefusal,
  markPaid,
  removeOrder,
  restoreOrder,
  type TransitionActor,
  type TransitionContext,
  type TransitionOutcome,
  unsetExpiry,
} from './order-state';
import {
  cancelItem,
  cancelOrder,
  changePrice,
  changeRegistrator,
  expireItem,
  type ItemUpdate,
  type PriceChange,
  resendEmail,
  setFree,
  setItemIssued,
  updateItem,
} from './order-item-state';
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
 * Admin registrations (spec §7): the orders list and detail and the state changes of
 * ./order-state.ts. Event managers reach a single order only through the route's declared
 * `order` scope; the list reads only the partitions their permissions name.
 */

/** The series partitions to read, and for series permitted only by events, which events. */
async function partitions(
  ports: AdminOrderPorts,
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

function matches(entry: OrderListEntry, filter: OrderListFilter): boolean {
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
    id: o.guid,
    variableSymbol: o.variableSymbol,
    seriesGuid: o.seriesGuid,
    registrator: {
      firstName: o.registrator.firstName,
      lastName: o.registrator.lastName,
      email: o.registrator.email,
    },
    calculatedPrice: o.calculatedPrice,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
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
  ports: AdminOrderPorts,
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
async function eventPage(
  ports: AdminOrderPorts,
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

type Partition = Awaited<ReturnType<typeof partitions>>[number];
type ListIndex = NonNullable<AdminOrderPorts['listIndex']>;

/**
 * The one event the filter narrows the list to: its event, its race's event, or the event holding
 * its category (else its wave) within the partitions' series. Undefined when the filter names
 * none of these; null when the race / category / wave is not found (no orders can match).
 */
async function filterEventOf(
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
async function permittedEntries(
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
const newestEntryFirst = (a: EventIndexEntry, b: EventIndexEntry) =>
  a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : a.orderGuid < b.orderGuid ? 1 : -1;

/** Filters on the order's events, races, categories or waves (decided on the order's lists). */
const entityFiltered = (filter: OrderListFilter) =>
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
async function indexedPage(
  ports: AdminOrderPorts,
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
type Candidate = { guid: string; dateCreated: string; row?: OrderListEntry };

/**
 * The matching orders of series permitted only by events, from those events' entries: with a flag
 * filter the entries' orders are read and decided, otherwise the entries alone are the candidates.
 */
async function eventsOnlyCandidates(
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
const pageOf = (rows: OrderListEntry[], total: number, body: OrderListBody): Envelope<OrderRow> => ({
  page: Math.floor(body.skip / body.take),
  maxPage: Math.max(0, Math.ceil(total / body.take) - 1),
  total,
  rows: rows.map(orderRow),
});

/** An event manager permitted only some events of a series sees the orders whose every event is permitted. */
const eventsPermitted = (eventGuids: readonly string[] | undefined, events: readonly string[] | null) =>
  !events || ((eventGuids ?? []).length > 0 && (eventGuids ?? []).every((e) => events.includes(e)));
const permittedByEvents = (o: OrderListEntry, events: readonly string[] | null) =>
  eventsPermitted(o.eventGuids, events);

const newestFirst = (a: OrderListEntry, b: OrderListEntry) =>
  a.dateCreated < b.dateCreated ? 1 : a.dateCreated > b.dateCreated ? -1 : a.guid < b.guid ? 1 : -1;

/** Filters only the whole order list can decide (every other filter is a key range). */
const decidedPerOrder = (filter: OrderListFilter) =>
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
async function newestPage(
  ports: AdminOrderPorts,
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
  ports: AdminOrderPorts,
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

const historyEntry = (h: OrderHistoryRecord) => ({
  date: h.date,
  by: h.by,
  byName: h.byName ?? null,
  action: h.action,
  changes: h.changes ?? {},
});

/**
 * The relay legs of the order's current racers (stored track, else the lowest free leg in
 * registration order, as the team page shows them); racers the team manager removed have none.
 */
function relayLegs(items: LoadedOrder['items']): Map<string, number> {
  const byTeam = new Map<string, LoadedOrder['items']>();
  for (const i of items)
    if (i.kind === 'relay' && i.teamGuid && !i.relayRemoved)
      byTeam.set(i.teamGuid, [...(byTeam.get(i.teamGuid) ?? []), i]);
  return new Map(
    [...byTeam.values()].flatMap((racers) => racersWithTracks(racers).map((r) => [r.item.itemGuid, r.track])),
  );
}

/** Current relay racers by leg, then removed racers, each group in item order. */
const itemOrder =
  (legs: Map<string, number>) => (a: LoadedOrder['items'][number], b: LoadedOrder['items'][number]) =>
    Number(Boolean(a.relayRemoved)) - Number(Boolean(b.relayRemoved)) ||
    (a.teamGuid === b.teamGuid ? (legs.get(a.itemGuid) ?? 0) - (legs.get(b.itemGuid) ?? 0) : 0) ||
    a.index - b.index;

/** A change's payment as the admin sees it: a pending one past its time is expired (nothing was applied). */
export function valueChangePayment(
  change: PendingValueChange,
  now: Date,
): OrderDetail['valueChangePayments'][number] {
  const expired = change.status === 'pending' && change.payUntil <= now.toISOString();
  return {
    id: change.guid,
    itemId: change.itemGuid,
    dateCreated: change.dateCreated,
    dateAnswered: change.dateAnswered,
    amount: change.amount,
    currency: change.currency,
    state: expired ? 'expired' : change.status,
    orderNumber: change.orderNumber,
    prCode: change.prCode,
    srCode: change.srCode,
    resultText: change.resultText,
    values: change.values.map((v) => ({
      name: v.name,
      label: change.labels?.[v.name] ?? v.name,
      value: v.value,
    })),
  };
}

export function orderDetail(
  loaded: LoadedOrder,
  valueChanges: readonly PendingValueChange[] = [],
  now: Date = new Date(),
): OrderDetail {
  const { order, history } = loaded;
  const legs = relayLegs(loaded.items);
  const items = [...loaded.items].sort(itemOrder(legs));
  return {
    ...orderRow(order),
    language: order.language,
    dateUpdated: order.dateUpdated,
    expiresAt: order.expiresAt,
    basePrice: order.basePrice,
    additionalsPrice: order.additionalsPrice,
    discountAmount: order.discountAmount,
    cancelledAmount: order.cancelledAmount,
    discounts: order.discounts ?? [],
    providerCommandId: order.providerCommandId ?? null,
    chargedAmount: order.chargedAmount ?? null,
    paymentAttempts: order.cardAttempts ?? [],
    valueChangePayments: [...valueChanges]
      .sort((a, b) => a.dateCreated.localeCompare(b.dateCreated) || a.guid.localeCompare(b.guid))
      .map((c) => valueChangePayment(c, now)),
    items: items.map((i) => ({
      id: i.itemGuid,
      index: i.index,
      kind: i.kind,
      firstName: i.firstName,
      lastName: i.lastName,
      email: i.email,
      birthDate: i.birthDate,
      gender: i.gender,
      club: i.club ?? null,
      seriesEventGuid: i.seriesEventGuid,
      eventName: i.eventName,
      subEventName: i.subEventName,
      subEventGuid: i.subEventGuid,
      categoryGuid: i.categoryGuid,
      categoryName: i.categoryName,
      waveGuid: i.waveGuid ?? null,
      subcategoryName: i.subcategoryName ?? null,
      waveName: i.waveName ?? null,
      teamName: i.teamName ?? null,
      teamGuid: i.teamGuid ?? null,
      track: legs.get(i.itemGuid) ?? null,
      relayRemoved: i.relayRemoved ?? null,
      startNumber: i.startNumber ?? null,
      basePrice: i.basePrice,
      additionalsPrice: i.additionalsPrice,
      discount: i.discount,
      cancelledAmount: i.cancelledAmount ?? 0,
      paid: i.paid,
      cancelled: Boolean(i.cancelled),
      dateCancelled: i.dateCancelled ?? null,
      expired: Boolean(i.expiredAlone),
      issued: Boolean(i.issued),
      dateIssued: i.dateIssued ?? null,
      values: (i.values ?? []).map((v) => ({ name: v.name, label: v.label, value: v.value, price: v.price })),
    })),
    history: [...history].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).map(historyEntry),
  };
}

async function load(ports: AdminOrderPorts, guid: string): Promise<LoadedOrder> {
  const loaded = await ports.loadOrder(guid);
  if (!loaded) throw new NotFoundError();
  return loaded;
}

/** GET admin/registrations/{id}: with the payments of its priced value changes. */
export async function getOrder(
  ports: Pick<AdminOrderPorts, 'loadOrder' | 'valueChangesOfOrder'>,
  guid: string,
  now: Date = new Date(),
): Promise<OrderDetail> {
  const [loaded, changes] = await Promise.all([ports.loadOrder(guid), ports.valueChangesOfOrder(guid)]);
  if (!loaded) throw new NotFoundError();
  return orderDetail(loaded, changes, now);
}

/** GET admin/registrations/{id}/histories: newest first. */
export async function orderHistory(ports: AdminOrderPorts, guid: string) {
  return { rows: (await getOrder(ports, guid)).history };
}

type Transition = (
  o: LoadedOrder['order'],
  items: LoadedOrder['items'],
  ctx: TransitionContext,
) => TransitionOutcome;

/**
 * Runs one transition: decide on the order as read, write the plan (guarded, so a concurrent change
 * makes it fail instead of applying twice), then queue its e-mail. When the order changed meanwhile
 * it decides again on the fresh order (a refusal then names what changed, e.g. another admin marked
 * it paid a moment ago). Answers the order as it is now.
 */
export async function transition(
  ports: AdminOrderPorts,
  guid: string,
  decide: Transition,
  actor: TransitionActor,
  now: Date,
  /** The error for a counter found full (default: the restore / unset-expiry message). */
  capacityError?: (counter: CounterRef) => Error,
): Promise<OrderDetail> {
  const ctx = { ...actor, now: now.toISOString() };
  for (let attempt = 0; ; attempt++) {
    const loaded = await load(ports, guid);
    const outcome = decide(loaded.order, loaded.items, ctx);
    if (isRefusal(outcome)) throw new BusinessRuleError(outcome.code);
    const result = await ports.applyTransition(loaded.order, loaded.items, outcome);
    if (result.kind === 'capacityFull' && capacityError) throw capacityError(result.counter);
    if (result.kind === 'capacityFull')
      throw new BusinessRuleError(
        result.counter.scope === 'team' ? 'teams.teamUnavailable' : 'registrations.capacityFull',
      );
    if (result.kind === 'orderChanged') {
      if (attempt < 2) continue;
      throw new BusinessRuleError('registrations.orderChanged');
    }
    if (ports.teams && outcome.capacity && 'release' in outcome.capacity)
      await deleteEmptiedTeams(
        ports.teams,
        releasedTeams(outcome.capacity.release),
        teamChangeOf(actor, now),
      );
    if (outcome.email !== null)
      await ports.enqueueOrderEmail(guid, outcome.email.type, outcome.email.suffix, outcome.email.itemGuid);
    return getOrder(ports, guid);
  }
}

/** An item action: the item must belong to the order named in the body (else 404). */
export const onItem =
  (
    itemGuid: string,
    decide: (
      o: LoadedOrder['order'],
      items: LoadedOrder['items'],
      item: LoadedOrder['items'][number],
      ctx: TransitionContext,
    ) => TransitionOutcome,
  ): Transition =>
  (o, items, ctx) => {
    const item = items.find((i) => i.itemGuid === itemGuid);
    if (!item) throw new NotFoundError();
    return decide(o, items, item, ctx);
  };

export const setOrderPaid = (ports: AdminOrderPorts, guid: string, actor: TransitionActor, now: Date) =>
  transition(ports, guid, markPaid, actor, now);
export const deleteOrder = (ports: AdminOrderPorts, guid: string, actor: TransitionActor, now: Date) =>
  transition(ports, guid, removeOrder, actor, now);
export const restoreDeletedOrder = (
  ports: AdminOrderPorts,
  guid: string,
  actor: TransitionActor,
  now: Date,
) => transition(ports, guid, restoreOrder, actor, now);
export const setOrderExpired = (ports: AdminOrderPorts, guid: string, actor: TransitionActor, now: Date) =>
  transition(ports, guid, expireOrder, actor, now);
export const unsetOrderExpired = (ports: AdminOrderPorts, guid: string, actor: TransitionActor, now: Date) =>
  transition(ports, guid, unsetExpiry, actor, now);

type ItemTarget = { orderGuid: string; itemGuid: string };

export const cancelOrderItem = (
  ports: AdminOrderPorts,
  t: ItemTarget,
  returnedAmount: number,
  actor: TransitionActor,
  now: Date,
) =>
  transition(
    ports,
    t.orderGuid,
    onItem(t.itemGuid, (o, items, item, ctx) => cancelItem(o, items, item, returnedAmount, ctx)),
    actor,
    now,
  );
export const expireOrderItem = (ports: AdminOrderPorts, t: ItemTarget, actor: TransitionActor, now: Date) =>
  transition(ports, t.orderGuid, onItem(t.itemGuid, expireItem), actor, now);
export const issueOrderItem = (
  ports: AdminOrderPorts,
  t: ItemTarget,
  issued: boolean,
  actor: TransitionActor,
  now: Date,
) =>
  transition(
    ports,
    t.orderGuid,
    onItem(t.itemGuid, (o, items, item, ctx) => setItemIssued(o, items, item, issued, ctx)),
    actor,
    now,
  );
export const updateOrderItem = (
  ports: AdminOrderPorts,
  t: ItemTarget,
  update: ItemUpdate,
  actor: TransitionActor,
  now: Date,
) =>
  transition(
    ports,
    t.orderGuid,
    onItem(t.itemGuid, (o, _items, item, ctx) => updateItem(o, item, update, ctx)),
    actor,
    now,
  );
export const cancelWholeOrder = (
  ports: AdminOrderPorts,
  guid: string,
  returnedAmount: number,
  actor: TransitionActor,
  now: Date,
) => transition(ports, guid, (o, items, ctx) => cancelOrder(o, items, returnedAmount, ctx), actor, now);
export const setOrderFree = (ports: AdminOrderPorts, guid: string, actor: TransitionActor, now: Date) =>
  transition(ports, guid, setFree, actor, now);
export const changeOrderPrice = (
  ports: AdminOrderPorts,
  guid: string,
  change: PriceChange,
  actor: TransitionActor,
  now: Date,
) => transition(ports, guid, (o, items, ctx) => changePrice(o, items, change, ctx), actor, now);
export const changeOrderRegistrator = (
  ports: AdminOrderPorts,
  guid: string,
  registrator: Parameters<typeof changeRegistrator>[1],
  actor: TransitionActor,
  now: Date,
) => transition(ports, guid, (o, _items, ctx) => changeRegistrator(o, registrator, ctx), actor, now);
export const resendOrderEmail = (
  ports: AdminOrderPorts,
  guid: string,
  emailType: number,
  actor: TransitionActor,
  now: Date,
) => transition(ports, guid, (o, _items, ctx) => resendEmail(o, emailType, ctx), actor, now);

/**
 * GET admin/registrations/by-discount/{code}: the orders of the series that used the code, newest
 * first (one series partition, read like the list; the code is kept on the order).
 */
export async function ordersByDiscount(
  ports: AdminOrderPorts,
  code: string,
  query: { seriesGuid: string; take: number; skip: number },
): Promise<Envelope<OrderRow>> {
  const wanted = code.trim().toUpperCase();
  const orders = await matchingOrders(ports, { all: true }, { seriesId: query.seriesGuid });
  const used = orders.filter((o) => (o.discounts ?? []).some((d) => d.code.toUpperCase() === wanted));
  return envelope(used.map(orderRow), query);
}
