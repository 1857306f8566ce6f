import type { PartnerRegistration, PartnerRegistrationsPage } from '@shared/partner-api/partner-api-schemas';
import { Gender } from '@shared/codelists/enums';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { StartListItem } from '../orders/start-list-item';

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
   * One page of the series' orders from `after` (the previous page's last key): oldest first, or
   * with `updatedSince` those changed since, least recently changed first; each with the time its
   * change mark last moved (`changedAt`, functions/domain/partner-api/partner-changes.ts) when it
   * has one. `badCursor` when `after` is not a position of such a page in this series.
   */
  ordersPage(
    seriesGuid: string,
    page: { updatedSince?: string; limit: number; after?: OrderPosition },
  ): Promise<{ orders: Array<PartnerOrder & { changedAt?: string }>; next?: OrderPosition } | 'badCursor'>;
  /** The items of these orders. */
  itemsOf(orderGuids: string[]): Promise<PartnerItem[]>;
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

/** The later of the order's own last change and its change mark (a start number moves only the mark). */
const updatedAtOf = (order: PartnerOrder & { changedAt?: string }) =>
  order.changedAt && order.changedAt > order.dateUpdated ? order.changedAt : order.dateUpdated;

/**
 * The series' registrations a page of orders at a time (oldest order first, or least recently
 * changed first with `updatedSince`), each with its order's paid state and last change as partners
 * see it; removed orders and relay racers taken off a team are left out.
 */
export async function partnerRegistrations(
  ports: PartnerReadPorts,
  seriesGuid: string,
  query: { cursor?: string; updatedSince?: string; limit: number },
): Promise<PartnerRegistrationsPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const page = await ports.ordersPage(seriesGuid, {
    limit: query.limit,
    ...(query.updatedSince ? { updatedSince: new Date(query.updatedSince).toISOString() } : {}),
    ...(after ? { after } : {}),
  });
  if (page === 'badCursor') throw badCursor();
  const orders = page.orders.filter((o) => !o.deleted);
  const items = orders.length ? await ports.itemsOf(orders.map((o) => o.guid)) : [];
  const byOrder = new Map(orders.map((o) => [o.guid, o]));
  const position = new Map(orders.map((o, i) => [o.guid, i]));
  const rows = items
    .filter((i) => byOrder.has(i.orderGuid) && !i.relayRemoved)
    .sort(
      (a, b) =>
        (position.get(a.orderGuid) ?? 0) - (position.get(b.orderGuid) ?? 0) ||
        a.dateCreated.localeCompare(b.dateCreated) ||
        a.itemGuid.localeCompare(b.itemGuid),
    )
    .map((i) => {
      const order = byOrder.get(i.orderGuid) as PartnerOrder & { changedAt?: string };
      return {
        ...row(
          { ...i, paid: order.paid },
          { id: i.subEventGuid, name: i.subEventName },
          registrationState(order, i),
        ),
        orderUpdatedAt: updatedAtOf(order),
      };
    });
  return { items: rows, nextCursor: page.next ? encodeCursor(page.next) : null };
}
