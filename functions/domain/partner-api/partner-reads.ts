import type { PartnerRegistration, PartnerRegistrationsPage } from '@shared/partner-api/partner-api-schemas';
import { Gender } from '@shared/codelists/enums';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { StartListItem } from '../orders/start-list-item';
import {
  isLatest,
  latestMark,
  marksByOrder,
  orderUpdatedAt,
  type OrderMarks,
  type PartnerMark,
} from './partner-marks';

/** The order fields a registration row needs. */
export type PartnerOrder = Pick<
  OrderRecord,
  'guid' | 'paid' | 'cancelled' | 'expired' | 'deleted' | 'dateUpdated'
>;
export type PartnerItem = Pick<
  OrderItemRecord,
  | 'itemGuid'
  | 'orderGuid'
  | 'startNumber'
  | 'firstName'
  | 'lastName'
  | 'gender'
  | 'birthYear'
  | 'club'
  | 'subEventGuid'
  | 'subEventName'
  | 'categoryGuid'
  | 'categoryName'
  | 'waveGuid'
  | 'waveName'
  | 'teamName'
  | 'paid'
  | 'cancelled'
  | 'expired'
  | 'expiredAlone'
  | 'relayRemoved'
  | 'dateCreated'
>;

/** An opaque position in the series' orders (the index's last key), as the adapter gives it. */
export type OrderPosition = Record<string, string>;

export interface PartnerReadPorts {
  /** The race's name and series, undefined when there is no such race. */
  race(subGuid: string): Promise<{ name: string } | undefined>;
  /** The race's active registrations (the start-list index). */
  startListRows(subGuid: string): Promise<StartListItem[]>;
  /**
   * One page of the series' orders from `after` (the previous page's last key), oldest first.
   * `badCursor` when `after` is not a position of such a page in this series.
   */
  ordersPage(
    seriesGuid: string,
    page: { limit: number; after?: OrderPosition },
  ): Promise<{ orders: PartnerOrder[]; next?: OrderPosition } | 'badCursor'>;
  /**
   * One page of the series' change marks at or after `since`, least recently changed first
   * (functions/domain/partner-api/partner-changes.ts). `badCursor` when `after` is not a position
   * of such a page in this series from that time.
   */
  changesPage(
    seriesGuid: string,
    page: { since: string; limit: number; after?: OrderPosition },
  ): Promise<{ marks: PartnerMark[]; next?: OrderPosition } | 'badCursor'>;
  /** These orders by guid, with their series (those not found are left out). */
  orders(orderGuids: string[]): Promise<Array<PartnerOrder & { seriesGuid: string }>>;
  /** The items of these orders. */
  itemsOf(orderGuids: string[]): Promise<PartnerItem[]>;
  /** The change marks of these orders, the orders' own and their registrations'. */
  marksOf(orderGuids: string[]): Promise<PartnerMark[]>;
}

const genderOf = (code: number | null | undefined): PartnerRegistration['gender'] =>
  code === Gender.MALE ? 'M' : code === Gender.FEMALE ? 'F' : null;

type RowSource = Omit<
  PartnerItem,
  'subEventGuid' | 'subEventName' | 'cancelled' | 'expired' | 'expiredAlone' | 'relayRemoved' | 'birthYear'
> & { birthYear: number | null };

function row(
  item: RowSource,
  race: { id: string; name: string },
  state: PartnerRegistration['state'],
): PartnerRegistration {
  return {
    registrationId: item.itemGuid,
    orderId: item.orderGuid,
    startNumber: item.startNumber ?? null,
    firstName: item.firstName,
    lastName: item.lastName,
    gender: genderOf(item.gender),
    birthYear: item.birthYear ?? null,
    club: item.club ?? null,
    raceId: race.id,
    raceName: race.name,
    categoryId: item.categoryGuid,
    categoryName: item.categoryName,
    waveId: item.waveGuid ?? null,
    waveName: item.waveName ?? null,
    teamName: item.teamName ?? null,
    paid: Boolean(item.paid),
    state,
    createdAt: item.dateCreated,
  };
}

const collator = new Intl.Collator('cs', { sensitivity: 'base' });

/** A race's start list for partners: by start number, runners without one after them by name. */
export async function partnerStartList(ports: PartnerReadPorts, subGuid: string) {
  const race = await ports.race(subGuid);
  if (!race) throw new NotFoundError();
  const rows = await ports.startListRows(subGuid);
  const items = rows
    .map((r) => row(r, { id: subGuid, name: race.name }, 'active'))
    .sort(
      (a, b) =>
        (a.startNumber ?? Number.MAX_SAFE_INTEGER) - (b.startNumber ?? Number.MAX_SAFE_INTEGER) ||
        collator.compare(a.lastName, b.lastName) ||
        collator.compare(a.firstName, b.firstName),
    );
  return { raceId: subGuid, raceName: race.name, items };
}

export function registrationState(order: PartnerOrder, item: PartnerItem): PartnerRegistration['state'] {
  if (order.cancelled || item.cancelled) return 'cancelled';
  if (order.expired || item.expired || item.expiredAlone) return 'expired';
  return 'active';
}

const badCursor = () => new BusinessRuleError('partnerApi.invalidCursor', undefined, 400);

export const encodeCursor = (position: OrderPosition): string =>
  Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

export function decodeCursor(cursor: string): OrderPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badCursor();
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length || entries.length > 4 || entries.some(([, v]) => typeof v !== 'string'))
    throw badCursor();
  return value as OrderPosition;
}

type PageRow = PartnerRegistrationsPage['items'][number];

/** A registration's row with its change time and its order's. */
function registrationRow(order: PartnerOrder, item: PartnerItem, marks: OrderMarks | undefined): PageRow {
  return {
    ...row(
      { ...item, paid: order.paid },
      { id: item.subEventGuid, name: item.subEventName },
      registrationState(order, item),
    ),
    updatedAt: latestMark(marks, item.itemGuid)?.changedAt ?? order.dateUpdated,
    orderUpdatedAt: orderUpdatedAt(order.dateUpdated, marks),
  };
}

const byCreation = (a: PartnerItem, b: PartnerItem) =>
  a.dateCreated.localeCompare(b.dateCreated) || a.itemGuid.localeCompare(b.itemGuid);

/** What a page's rows are made of: its orders (removed ones left out), their items and marks. */
async function pageParts(ports: PartnerReadPorts, orders: readonly PartnerOrder[]) {
  const live = orders.filter((o) => !o.deleted);
  const guids = live.map((o) => o.guid);
  const [items, marks] = guids.length
    ? await Promise.all([ports.itemsOf(guids), ports.marksOf(guids)])
    : [[], []];
  const itemsByOrder = new Map<string, PartnerItem[]>();
  for (const i of [...items].sort(byCreation)) {
    // Relay racers taken off a team are no registration any more.
    if (i.relayRemoved) continue;
    itemsByOrder.set(i.orderGuid, [...(itemsByOrder.get(i.orderGuid) ?? []), i]);
  }
  return { live, itemsByOrder, marks: marksByOrder(marks) };
}

/** The whole series a page of orders at a time, oldest order first. */
async function wholeSeriesPage(
  ports: PartnerReadPorts,
  seriesGuid: string,
  limit: number,
  after: OrderPosition | undefined,
): Promise<PartnerRegistrationsPage> {
  const page = await ports.ordersPage(seriesGuid, { limit, ...(after ? { after } : {}) });
  if (page === 'badCursor') throw badCursor();
  const { live, itemsByOrder, marks } = await pageParts(ports, page.orders);
  const items = live.flatMap((o) =>
    (itemsByOrder.get(o.guid) ?? []).map((i) => registrationRow(o, i, marks.get(o.guid))),
  );
  return { items, nextCursor: page.next ? encodeCursor(page.next) : null };
}

/**
 * A poll: the registrations changed at or after `since`, a page of change marks at a time, least
 * recently changed first. An order's mark lists its registrations, a registration's mark that one
 * alone; each registration is listed at its latest mark only (read afresh), so a poll lists it once
 * even when both moved, and one moved again since the page was read comes later in the same poll.
 */
async function changesSince(
  ports: PartnerReadPorts,
  seriesGuid: string,
  page: { since: string; limit: number; after?: OrderPosition },
): Promise<PartnerRegistrationsPage> {
  const changes = await ports.changesPage(seriesGuid, page);
  if (changes === 'badCursor') throw badCursor();
  const guids = [...new Set(changes.marks.map((m) => m.orderGuid))];
  const orders = guids.length ? await ports.orders(guids) : [];
  const { live, itemsByOrder, marks } = await pageParts(
    ports,
    orders.filter((o) => o.seriesGuid === seriesGuid),
  );
  const byGuid = new Map(live.map((o) => [o.guid, o]));
  const listed = new Set<string>();
  const items: PageRow[] = [];
  for (const mark of changes.marks) {
    const order = byGuid.get(mark.orderGuid);
    if (!order) continue;
    for (const item of itemsByOrder.get(mark.orderGuid) ?? []) {
      if (mark.itemGuid && mark.itemGuid !== item.itemGuid) continue;
      const own = marks.get(order.guid);
      if (listed.has(item.itemGuid) || !isLatest(mark, latestMark(own, item.itemGuid))) continue;
      listed.add(item.itemGuid);
      items.push(registrationRow(order, item, own));
    }
  }
  return { items, nextCursor: changes.next ? encodeCursor(changes.next) : null };
}

/**
 * The series' registrations a page of orders at a time (oldest order first), or with
 * `updatedSince` those changed since, least recently changed first; each with its order's paid
 * state, its own change time and its order's; removed orders and relay racers taken off a team are
 * left out.
 */
export async function partnerRegistrations(
  ports: PartnerReadPorts,
  seriesGuid: string,
  query: { cursor?: string; updatedSince?: string; limit: number },
): Promise<PartnerRegistrationsPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (!query.updatedSince) return wholeSeriesPage(ports, seriesGuid, query.limit, after);
  return changesSince(ports, seriesGuid, {
    since: new Date(query.updatedSince).toISOString(),
    limit: query.limit,
    ...(after ? { after } : {}),
  });
}
