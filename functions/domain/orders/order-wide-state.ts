import { EmailType } from '@shared/codelists/enums';
import { countersToRelease } from './expire-orders';
import type { OrderItemRecord, OrderRecord } from './order-records';
import {
  history,
  holdsPlaces,
  isActiveItem,
  paymentPlan,
  refuse,
  type TransitionContext,
  type TransitionOutcome,
  type TransitionPlan,
} from './order-state';

import { itemName, itemPrice } from './item-labels';

/**
 * The order state machine, continued (spec §4): actions on the whole order — its cancellation and
 * free registration, price edits, registrator change and a resent e-mail. Pure functions answering
 * a refusal or the plan of writes (order-state.ts); plans computed from the order's items or ledger
 * carry `expectUpdated`, so they apply only to the order as it was read.
 */

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
export const setFree = (order: OrderRecord, items: readonly OrderItemRecord[], ctx: TransitionContext) =>
  paymentPlan(order, ctx, {
    expectUpdated: true,
    set: { basePrice: 0, additionalsPrice: 0, discountAmount: 0, calculatedPrice: 0 },
    items: items.map((i) => ({ index: i.index, set: { basePrice: 0, additionalsPrice: 0, discount: 0 } })),
    history: history(order, ctx, 'setFree', {
      paid: { from: false, to: true },
      calculatedPrice: { from: order.calculatedPrice, to: 0 },
      items: items.map((i) => ({ ...itemName(i), from: itemPrice(i), to: 0 })),
    }),
  });

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
