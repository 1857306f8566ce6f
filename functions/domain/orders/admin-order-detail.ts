import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { type OrderHistoryRecord } from './order-records';
import { racersWithTracks } from './relay-legs';
import { NotFoundError } from '../errors';
import type { LoadedOrder, OrderReadPorts } from './admin-order-ports';
import type { PendingValueChange } from './value-change-records';
import { orderRow } from './admin-order-list';

/** The admin order detail (spec §7): items, relay legs, value-change payments and the history. */

export const historyEntry = (h: OrderHistoryRecord) => ({
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
export function relayLegs(items: LoadedOrder['items']): Map<string, number> {
  const byTeam = new Map<string, LoadedOrder['items']>();
  for (const i of items)
    if (i.kind === 'relay' && i.teamGuid && !i.relayRemoved)
      byTeam.set(i.teamGuid, [...(byTeam.get(i.teamGuid) ?? []), i]);
  return new Map(
    [...byTeam.values()].flatMap((racers) => racersWithTracks(racers).map((r) => [r.item.itemGuid, r.track])),
  );
}

/** Current relay racers by leg, then removed racers, each group in item order. */
export const itemOrder =
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

export async function load(ports: Pick<OrderReadPorts, 'loadOrder'>, guid: string): Promise<LoadedOrder> {
  const loaded = await ports.loadOrder(guid);
  if (!loaded) throw new NotFoundError();
  return loaded;
}

/** GET admin/registrations/{id}: with the payments of its priced value changes. */
export async function getOrder(
  ports: OrderReadPorts,
  guid: string,
  now: Date = new Date(),
): Promise<OrderDetail> {
  const [loaded, changes] = await Promise.all([ports.loadOrder(guid), ports.valueChangesOfOrder(guid)]);
  if (!loaded) throw new NotFoundError();
  return orderDetail(loaded, changes, now);
}

/** GET admin/registrations/{id}/histories: newest first. */
export async function orderHistory(ports: OrderReadPorts, guid: string) {
  return { rows: (await getOrder(ports, guid)).history };
}
