import { fold } from '@shared/text/search-text';
import {
  type MyItemDetail,
  type MyItemRow,
  type MyItemsBody,
  type MyOrderDetail,
  type MyOrderRow,
  type MyOrdersQuery,
  type MyTeamRow,
  type MyTeamsQuery,
} from '@shared/accounts/user-area-schemas';
import { registrationCount, type OrderItemRecord, type OrderRecord } from '../orders/order-records';
import { NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import { inDays, matches, queryBounds, sortBy } from './user-area-filters';
import type { UserAreaPorts } from './user-area-ports';

// ——— views ———

const distinctEvents = (items: OrderItemRecord[]) => {
  const seen = new Map<string, { eventName: string; subEventName: string }>();
  for (const i of items)
    seen.set(`${i.seriesEventGuid}#${i.subEventGuid}`, {
      eventName: i.eventName,
      subEventName: i.subEventName,
    });
  return [...seen.values()];
};

export function orderRow(order: OrderRecord, items: OrderItemRecord[]): MyOrderRow {
  return {
    id: order.guid,
    variableSymbol: order.variableSymbol,
    dateCreated: order.dateCreated,
    currency: order.currency,
    calculatedPrice: order.calculatedPrice,
    paymentMethod: order.paymentMethod,
    paid: order.paid,
    datePaid: order.datePaid,
    expired: order.expired,
    dateExpired: order.dateExpired,
    cancelled: order.cancelled,
    dateCancelled: order.dateCancelled,
    expiresAt: order.paid || order.expired || order.cancelled ? null : order.expiresAt,
    registrator: {
      firstName: order.registrator.firstName,
      lastName: order.registrator.lastName,
      email: order.registrator.email,
    },
    itemCount: registrationCount(order),
    events: distinctEvents(items),
  };
}

export function itemRow(item: OrderItemRecord, order: OrderRecord | undefined): MyItemRow {
  return {
    id: item.itemGuid,
    orderId: item.orderGuid,
    variableSymbol: order?.variableSymbol ?? '',
    kind: item.kind,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    birthYear: item.birthYear ?? null,
    gender: item.gender,
    seriesEventGuid: item.seriesEventGuid,
    eventName: item.eventName,
    subEventGuid: item.subEventGuid,
    subEventName: item.subEventName,
    categoryName: item.categoryName,
    subcategoryName: item.subcategoryName,
    waveName: item.waveName,
    teamGuid: item.teamGuid,
    teamName: item.teamName,
    startNumber: item.startNumber,
    currency: order?.currency ?? 'CZK',
    basePrice: item.basePrice,
    additionalsPrice: item.additionalsPrice,
    discount: item.discount,
    cancelledAmount: item.cancelledAmount,
    price: item.basePrice + item.additionalsPrice - item.discount,
    paid: item.paid || (order?.paid ?? false),
    expired: order?.expired ?? false,
    cancelled: order?.cancelled ?? false,
    dateCreated: item.dateCreated,
  };
}

export function itemDetail(item: OrderItemRecord, order: OrderRecord | undefined): MyItemDetail {
  return {
    ...itemRow(item, order),
    birthDate: item.birthDate,
    club: item.club,
    categoryGuid: item.categoryGuid,
    waveGuid: item.waveGuid,
    pricingName: item.pricingName,
    values: (item.values ?? []).map((v) => ({ name: v.name, label: v.label, value: v.value })),
    paymentMethod: order?.paymentMethod ?? 0,
  };
}

/** The order is the caller's and not removed by an admin (else: not found, whoever asks). */
const isOwnVisible = (order: OrderRecord | undefined, userId: string): order is OrderRecord =>
  !!order && order.userId === userId && !order.deleted;

// ——— calls ———

/** GET user/my-registrations: the caller's orders, newest first by default. */
export async function myOrders(
  ports: UserAreaPorts,
  userId: string,
  q: MyOrdersQuery,
): Promise<Envelope<MyOrderRow>> {
  const bounds = queryBounds(q.dateFrom, q.dateTo);
  const [orders, items] = await Promise.all([
    ports.listOrders(userId, bounds),
    ports.listItems(userId, bounds),
  ]);
  const itemsOf = new Map<string, OrderItemRecord[]>();
  for (const i of items) itemsOf.set(i.orderGuid, [...(itemsOf.get(i.orderGuid) ?? []), i]);
  const rows = orders
    .filter((o) => isOwnVisible(o, userId))
    .filter((o) => inDays(o.dateCreated, q.dateFrom, q.dateTo))
    .filter((o) => q.paid === undefined || o.paid === q.paid)
    .map((o) => orderRow(o, itemsOf.get(o.guid) ?? []))
    .filter((r) =>
      matches(
        q.searchText,
        r.variableSymbol,
        r.registrator.firstName,
        r.registrator.lastName,
        r.registrator.email,
        ...r.events.flatMap((e) => [e.eventName, e.subEventName]),
        ...(itemsOf.get(r.id) ?? []).flatMap((i) => [i.firstName, i.lastName, i.teamName]),
      ),
    );
  const sorted = sortBy(
    rows,
    (r) => r[q.sortBy],
    q.descending,
    (r) => r.id,
  );
  return envelope(sorted, q);
}

/** GET user/my-registrations/{id}: one of the caller's orders with its items; any other id is 404. */
export async function myOrder(
  ports: UserAreaPorts,
  userId: string,
  orderGuid: string,
): Promise<Omit<MyOrderDetail, 'refunds'>> {
  const loaded = await ports.loadOrder(orderGuid);
  if (!loaded || !isOwnVisible(loaded.order, userId)) throw new NotFoundError('account.notFound');
  const { order, items } = loaded;
  return {
    ...orderRow(order, items),
    basePrice: order.basePrice,
    additionalsPrice: order.additionalsPrice,
    discountAmount: order.discountAmount,
    cancelledAmount: order.cancelledAmount,
    discounts: order.discounts ?? [],
    issued: order.issued,
    dateUpdated: order.dateUpdated,
    language: order.language,
    bankTransfer: order.paymentDetail
      ? {
          bankAccount: order.paymentDetail.bankAccount,
          bankCode: order.paymentDetail.bankCode,
          iban: order.paymentDetail.iban,
          swift: order.paymentDetail.swift,
          constantSymbol: order.paymentDetail.constantSymbol,
        }
      : null,
    items: items.map((i) => itemDetail(i, order)),
  };
}

/** The caller's items with their orders (one Query each), items of removed orders left out. */
async function ownItems(ports: UserAreaPorts, userId: string, bounds?: { from?: string; to?: string }) {
  const [items, orders] = await Promise.all([
    ports.listItems(userId, bounds),
    ports.listOrders(userId, bounds),
  ]);
  const byGuid = new Map(orders.map((o) => [o.guid, o]));
  return items
    .map((item) => ({ item, order: byGuid.get(item.orderGuid) }))
    .filter((x): x is { item: OrderItemRecord; order: OrderRecord } => isOwnVisible(x.order, userId));
}

/** POST user/my-registration-items: the caller's registrations (order items). */
export async function myItems(
  ports: UserAreaPorts,
  userId: string,
  body: MyItemsBody,
): Promise<Envelope<MyItemRow>> {
  const f = body.filter;
  const rows = (await ownItems(ports, userId, queryBounds(f.dateFrom, f.dateTo)))
    .filter(({ item }) => inDays(item.dateCreated, f.dateFrom, f.dateTo))
    .map(({ item, order }) => itemRow(item, order))
    .filter((r) => f.paid === undefined || r.paid === f.paid)
    .filter((r) =>
      matches(
        f.searchText,
        r.firstName,
        r.lastName,
        r.email,
        r.eventName,
        r.subEventName,
        r.categoryName,
        r.waveName,
        r.teamName,
        r.variableSymbol,
        r.startNumber === null ? '' : String(r.startNumber),
      ),
    );
  return envelope(
    sortBy(
      rows,
      (r) => r[body.sortBy],
      body.descending,
      (r) => r.id,
    ),
    body,
  );
}

/** GET user/my-registration-items/{id}. */
export async function myItem(ports: UserAreaPorts, userId: string, itemGuid: string): Promise<MyItemDetail> {
  const item = await ports.findItem(userId, itemGuid);
  const [order] = item ? await ports.getOrders([item.orderGuid]) : [];
  if (!item || !isOwnVisible(order, userId)) throw new NotFoundError('account.notFound');
  return itemDetail(item, order);
}

/**
 * GET user/my-teams: teams the caller registered into (their items' teamGuid), one BatchGet of the
 * teams. The caller manages a team whose manager e-mail is their account's or the registrator's
 * of their order that founded it; only then the PIN is shown.
 */
export async function myTeams(
  ports: UserAreaPorts,
  user: { userId: string; email: string },
  q: MyTeamsQuery,
): Promise<Envelope<MyTeamRow>> {
  const own = (await ownItems(ports, user.userId)).filter(({ item }) => item.teamGuid);
  const teams = await ports.getTeams([...new Set(own.map(({ item }) => item.teamGuid as string))]);
  const orders = new Map(own.map(({ order }) => [order.guid, order]));
  const rows = teams.map((team): MyTeamRow => {
    const mine = own.filter(({ item }) => item.teamGuid === team.guid);
    const first = mine[0]?.item as OrderItemRecord;
    const manager = fold(team.managerEmail);
    const founder = orders.get(team.orderGuid);
    const isManager =
      manager !== '' &&
      (manager === fold(user.email) || (!!founder && manager === fold(founder.registrator.email)));
    return {
      id: team.guid,
      name: team.name,
      kind: first.kind === 'relay' ? 'relay' : 'team',
      seriesEventGuid: first.seriesEventGuid,
      eventName: first.eventName,
      subEventGuid: team.subEventGuid,
      subEventName: first.subEventName,
      isManager,
      pin: isManager ? team.pin : null,
      managerEmail: isManager ? team.managerEmail : null,
      myMembers: mine.length,
      dateCreated: team.dateCreated,
    };
  });
  const filtered = rows.filter((r) => matches(q.searchText, r.name, r.eventName, r.subEventName));
  return envelope(
    sortBy(
      filtered,
      (r) => r[q.sortBy],
      q.descending,
      (r) => r.id,
    ),
    q,
  );
}

export type { TemplateRecord, UserAreaPorts } from './user-area-ports';
export { pragueDay, queryBounds } from './user-area-filters';
// Saved registrants (spec §7 user templates).
export * from './my-templates';
