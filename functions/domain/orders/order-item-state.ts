import { EmailType } from '@shared/codelists/enums';
import { countersToRelease } from '../checkout/expire-orders';
import type { OrderItemRecord, OrderRecord } from '../checkout/order-records';
import { placesOfItem, takeShare } from './item-places';
import {
  history,
  holdsPlaces,
  isActiveItem,
  payRefusal,
  refuse,
  type TransitionContext,
  type TransitionOutcome,
  type TransitionPlan,
} from './order-state';

/**
 * The order state machine, continued (spec §4): actions on one item (cancel with a returned amount,
 * expire, issue, cancel issue, update values), the whole order's cancellation and free registration,
 * price edits, registrator change and a resent e-mail. Each is a pure function answering a refusal
 * or the plan of writes (functions/domain/orders/order-state.ts); plans computed from the order's
 * items or ledger carry `expectUpdated`, so they apply only to the order as it was read.
 */

export const itemName = (i: Pick<OrderItemRecord, 'itemGuid' | 'firstName' | 'lastName'>) => ({
  id: i.itemGuid,
  name: `${i.firstName} ${i.lastName}`.trim(),
});

/** What an item costs: its prices less its discount (minor units). */
export const itemPrice = (i: Pick<OrderItemRecord, 'basePrice' | 'additionalsPrice' | 'discount'>) =>
  Math.max(0, i.basePrice + i.additionalsPrice - i.discount);

function itemRefusal(order: OrderRecord, item: OrderItemRecord): TransitionOutcome | undefined {
  if (order.deleted) return refuse('registrations.orderDeleted');
  if (order.cancelled || item.cancelled) return refuse('registrations.itemCancelled');
  return undefined;
}

const others = (items: readonly OrderItemRecord[], item: OrderItemRecord) =>
  items.filter((i) => i.index !== item.index);

/**
 * Cancel one item with a returned amount (at most what the item cost). An item holding places
 * releases its share of the order's ledger once and leaves the start list. Cancelling the last
 * active item cancels the order (releasing whatever the order still holds, e.g. a discount use).
 * Queues the item-cancellation e-mail for that item.
 */
export function cancelItem(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  returnedAmount: number,
  ctx: TransitionContext,
): TransitionOutcome {
  const refusal = itemRefusal(order, item);
  if (refusal) return refusal;
  if (returnedAmount > itemPrice(item)) return refuse('registrations.returnedAmountTooHigh');
  const held = holdsPlaces(order) && !item.expiredAlone;
  const { share, rest } = held
    ? takeShare(order.counters, placesOfItem(item, items))
    : { share: [], rest: countersToRelease(order.counters) };
  const last = !others(items, item).some(isActiveItem);
  const released = last && held ? [...share, ...rest] : share;
  return {
    orderGuid: order.guid,
    guard: { deleted: false, cancelled: false },
    expectUpdated: order.dateUpdated,
    set: {
      counters: last && held ? [] : rest,
      cancelledAmount: (order.cancelledAmount ?? 0) + returnedAmount,
      dateUpdated: ctx.now,
      ...(last ? { cancelled: true, dateCancelled: ctx.now } : {}),
    },
    expiryIndex: last ? 'remove' : 'keep',
    items: [
      {
        index: item.index,
        set: {
          cancelled: true,
          dateCancelled: ctx.now,
          cancelledAmount: returnedAmount,
          releasedCounters: share,
        },
        startList: 'remove',
      },
    ],
    capacity: released.length ? { release: countersToRelease(released) } : null,
    history: history(order, ctx, 'itemCancelled', {
      item: itemName(item),
      returnedAmount,
      releasedCounters: countersToRelease(released),
      ...(last ? { cancelled: { from: false, to: true } } : {}),
    }),
    email: { type: EmailType.ITEM_CANCELLATION, suffix: item.itemGuid, itemGuid: item.itemGuid },
  };
}

/**
 * Expire one unpaid item: it releases its share of the order's places once and leaves the start
 * list; it stays expired when the order's expiry is later unset. Expiring the last active item
 * expires the order (with the expiry e-mail).
 */
export function expireItem(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  ctx: TransitionContext,
): TransitionOutcome {
  const refusal = itemRefusal(order, item) ?? payRefusal(order);
  if (refusal) return refusal;
  if (item.expiredAlone) return refuse('registrations.itemExpired');
  const { share, rest } = takeShare(order.counters, placesOfItem(item, items));
  const last = !others(items, item).some(isActiveItem);
  const released = last ? [...share, ...rest] : share;
  return {
    orderGuid: order.guid,
    guard: { paid: false, expired: false, deleted: false, cancelled: false },
    expectUpdated: order.dateUpdated,
    set: {
      counters: rest,
      dateUpdated: ctx.now,
      ...(last ? { expired: true, dateExpired: ctx.now } : {}),
    },
    expiryIndex: last ? 'remove' : 'keep',
    items: [
      {
        index: item.index,
        set: { expired: true, expiredAlone: true, dateExpired: ctx.now, releasedCounters: share },
        startList: 'remove',
      },
    ],
    capacity: released.length ? { release: countersToRelease(released) } : null,
    history: history(order, ctx, 'itemExpired', {
      item: itemName(item),
      releasedCounters: countersToRelease(released),
      ...(last ? { expired: { from: false, to: true } } : {}),
    }),
    email: last ? { type: EmailType.EXPIRATION, suffix: ctx.now } : null,
  };
}

/** Issue (hand over the start pack of) an item, or take the issue back. The order is issued while any item is. */
export function setItemIssued(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  issued: boolean,
  ctx: TransitionContext,
): TransitionOutcome {
  const refusal = itemRefusal(order, item);
  if (refusal) return refusal;
  if (issued && item.issued) return refuse('registrations.itemAlreadyIssued');
  if (!issued && !item.issued) return refuse('registrations.itemNotIssued');
  const orderIssued = issued || others(items, item).some((i) => i.issued);
  return {
    orderGuid: order.guid,
    guard: { deleted: false, cancelled: false },
    expectUpdated: order.dateUpdated,
    set: {
      issued: orderIssued,
      dateIssued: orderIssued ? (issued ? ctx.now : (order.dateIssued ?? null)) : null,
      dateUpdated: ctx.now,
    },
    expiryIndex: 'keep',
    items: [{ index: item.index, set: { issued, dateIssued: issued ? ctx.now : null }, startList: 'keep' }],
    capacity: null,
    history: history(order, ctx, issued ? 'itemIssued' : 'itemIssueCancelled', {
      item: itemName(item),
      issued: { from: !issued, to: issued },
    }),
    email: null,
  };
}

/** Fields of a registrant an admin corrects (spec §4 "update item"); values by their name. */
export interface ItemUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  birthDate?: string | undefined;
  gender?: number | undefined;
  club?: string | null | undefined;
  values?: Array<{ name: string; value: string }> | undefined;
}

/**
 * Correct an item's registrant and values. The history lists each changed field and value
 * (from → to): the values' change history. An item on the start list is re-sorted under its new name.
 */
export function updateItem(
  order: OrderRecord,
  item: OrderItemRecord,
  update: ItemUpdate,
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.orderDeleted');
  if (item.cancelled) return refuse('registrations.itemCancelled');
  const set: Partial<OrderItemRecord> = {};
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ['firstName', 'lastName', 'email', 'birthDate', 'gender', 'club'] as const) {
    const to = update[field];
    if (to === undefined || to === item[field]) continue;
    changes[field] = { from: item[field] ?? null, to };
    Object.assign(set, { [field]: to });
  }
  if (set.birthDate) set.birthYear = Number(set.birthDate.slice(0, 4));
  if (update.values?.length) {
    const values = (item.values ?? []).map((v) => ({ ...v }));
    for (const { name, value } of update.values) {
      const v = values.find((x) => x.name === name);
      if (!v || v.value === value) continue;
      changes[`values.${name}`] = { from: v.value, to: value };
      v.value = value;
    }
    if (values.some((v, i) => v.value !== item.values[i]?.value)) set.values = values;
  }
  const renamed = 'firstName' in set || 'lastName' in set;
  const onStartList = holdsPlaces(order) && isActiveItem(item) && !item.relayRemoved;
  return {
    orderGuid: order.guid,
    guard: { deleted: false },
    expectUpdated: order.dateUpdated,
    set: { dateUpdated: ctx.now },
    expiryIndex: 'keep',
    items: [{ index: item.index, set, startList: renamed && onStartList ? 'add' : 'keep' }],
    capacity: null,
    history: history(order, ctx, 'itemUpdated', { item: itemName(item), ...changes }),
    email: null,
  };
}

/**
 * Cancel the whole order with a returned amount (at most what was charged less what was already
 * returned): every place it holds is released once, its active items are cancelled and leave the
 * start list, and the cancellation e-mail goes to the registrator and every registrant.
 */
export function cancelOrder(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  returnedAmount: number,
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.orderDeleted');
  if (order.cancelled) return refuse('registrations.orderCancelled');
  if (returnedAmount > Math.max(0, order.calculatedPrice - (order.cancelledAmount ?? 0)))
    return refuse('registrations.returnedAmountTooHigh');
  const held = holdsPlaces(order);
  const released = held ? countersToRelease(order.counters) : [];
  return {
    orderGuid: order.guid,
    guard: { deleted: false, cancelled: false, expired: order.expired },
    expectUpdated: order.dateUpdated,
    set: {
      cancelled: true,
      dateCancelled: ctx.now,
      cancelledAmount: (order.cancelledAmount ?? 0) + returnedAmount,
      dateUpdated: ctx.now,
    },
    expiryIndex: 'remove',
    items: items.filter(isActiveItem).map((i) => ({
      index: i.index,
      set: { cancelled: true, dateCancelled: ctx.now },
      startList: 'remove' as const,
    })),
    capacity: released.length ? { release: released } : null,
    history: history(order, ctx, 'cancelled', {
      cancelled: { from: false, to: true },
      returnedAmount,
      releasedCounters: released,
    }),
    email: { type: EmailType.CANCELLATION },
  };
}

/**
 * Set free registration: the order and every item cost nothing and are paid (spec §4: on composite
 * orders all items become free). The previous prices go to the history; the payment e-mail is queued.
 */
export function setFree(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  ctx: TransitionContext,
): TransitionOutcome {
  const refusal = payRefusal(order);
  if (refusal) return refusal;
  return {
    orderGuid: order.guid,
    guard: { paid: false, expired: false, cancelled: false, deleted: false },
    expectUpdated: order.dateUpdated,
    set: {
      paid: true,
      datePaid: ctx.now,
      basePrice: 0,
      additionalsPrice: 0,
      discountAmount: 0,
      calculatedPrice: 0,
      dateUpdated: ctx.now,
    },
    expiryIndex: 'remove',
    items: items.map((i) => ({
      index: i.index,
      set: { paid: true, basePrice: 0, additionalsPrice: 0, discount: 0 },
      startList: 'keep' as const,
    })),
    capacity: null,
    history: history(order, ctx, 'setFree', {
      paid: { from: false, to: true },
      calculatedPrice: { from: order.calculatedPrice, to: 0 },
      items: items.map((i) => ({ ...itemName(i), from: itemPrice(i), to: 0 })),
    }),
    email: { type: EmailType.PAYMENT },
  };
}

/** The order's price totals from its items' prices (the discount never exceeds the price). */
export function orderTotals(
  items: ReadonlyArray<Pick<OrderItemRecord, 'basePrice' | 'additionalsPrice' | 'discount'>>,
) {
  const basePrice = items.reduce((s, i) => s + i.basePrice, 0);
  const additionalsPrice = items.reduce((s, i) => s + i.additionalsPrice, 0);
  const discountAmount = Math.min(
    basePrice + additionalsPrice,
    items.reduce((s, i) => s + i.discount, 0),
  );
  return {
    basePrice,
    additionalsPrice,
    discountAmount,
    calculatedPrice: basePrice + additionalsPrice - discountAmount,
  };
}

export interface PriceChange {
  items: Array<{ id: string; basePrice: number; additionalsPrice: number; discount: number }>;
}

/**
 * Edit prices (spec §4 "edit prices with history"): new base, additionals and discount per item;
 * the order's totals are recomputed and the history keeps each change from → to (the price history).
 */
export function changePrice(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  change: PriceChange,
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.orderDeleted');
  const byId = new Map(change.items.map((c) => [c.id, c]));
  const next = items.map((i) => {
    const c = byId.get(i.itemGuid);
    return c
      ? { ...i, basePrice: c.basePrice, additionalsPrice: c.additionalsPrice, discount: c.discount }
      : i;
  });
  const { basePrice, additionalsPrice, discountAmount, calculatedPrice } = orderTotals(next);
  const changed = next.filter((n, k) => {
    const i = items[k] as OrderItemRecord;
    return (
      n.basePrice !== i.basePrice || n.additionalsPrice !== i.additionalsPrice || n.discount !== i.discount
    );
  });
  return {
    orderGuid: order.guid,
    guard: { deleted: false },
    expectUpdated: order.dateUpdated,
    set: { basePrice, additionalsPrice, discountAmount, calculatedPrice, dateUpdated: ctx.now },
    expiryIndex: 'keep',
    items: changed.map((n) => ({
      index: n.index,
      set: { basePrice: n.basePrice, additionalsPrice: n.additionalsPrice, discount: n.discount },
      startList: 'keep' as const,
    })),
    capacity: null,
    history: history(order, ctx, 'priceChanged', {
      calculatedPrice: { from: order.calculatedPrice, to: calculatedPrice },
      items: changed.map((n) => {
        const i = items.find((x) => x.index === n.index) as OrderItemRecord;
        return {
          ...itemName(i),
          basePrice: { from: i.basePrice, to: n.basePrice },
          additionalsPrice: { from: i.additionalsPrice, to: n.additionalsPrice },
          discount: { from: i.discount, to: n.discount },
        };
      }),
    }),
    email: null,
  };
}

/** Change the registrator (the person the order's e-mails go to). */
export function changeRegistrator(
  order: OrderRecord,
  registrator: Pick<OrderRecord['registrator'], 'firstName' | 'lastName' | 'email'>,
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.orderDeleted');
  const changes: Record<string, { from: string; to: string }> = {};
  for (const f of ['firstName', 'lastName', 'email'] as const)
    if (registrator[f] !== order.registrator[f])
      changes[f] = { from: order.registrator[f], to: registrator[f] };
  return {
    orderGuid: order.guid,
    guard: { deleted: false },
    expectUpdated: order.dateUpdated,
    set: { registrator: { ...order.registrator, ...registrator }, dateUpdated: ctx.now },
    expiryIndex: 'keep',
    items: [],
    capacity: null,
    history: history(order, ctx, 'registratorChanged', changes),
    email: null,
  };
}

/** Resend one of the order's e-mails (a new message each time); the history names it. */
export function resendEmail(
  order: OrderRecord,
  emailType: number,
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.orderDeleted');
  const plan: TransitionPlan = {
    orderGuid: order.guid,
    guard: { deleted: false },
    set: { dateUpdated: ctx.now },
    expiryIndex: 'keep',
    items: [],
    capacity: null,
    history: history(order, ctx, 'emailResent', { emailType }),
    email: { type: emailType, suffix: `resend:${ctx.now}` },
  };
  return plan;
}
