import { EmailType } from '@shared/codelists/enums';
import { countersToRelease } from './expire-orders';
import type { OrderItemRecord, OrderRecord } from './order-records';
import { placesOfItem, takeShare } from './item-places';
import {
  history,
  holdsPlaces,
  isActiveItem,
  payRefusal,
  refuse,
  type TransitionContext,
  type QuietOutcome,
  type TransitionOutcome,
} from './order-state';
import { itemName, itemPrice } from './item-labels';

/**
 * The order state machine, continued (spec §4): actions on one item (cancel with a returned amount,
 * expire, issue, cancel issue, update values), the whole order's cancellation and free registration,
 * price edits, registrator change and a resent e-mail. Each is a pure function answering a refusal
 * or the plan of writes (functions/domain/orders/order-state.ts); plans computed from the order's
 * items or ledger carry `expectUpdated`, so they apply only to the order as it was read.
 */

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
): QuietOutcome {
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

// Actions on the whole order (cancel, free, prices, registrator, resent e-mail), one module on.
export * from './order-wide-state';
export { itemName, itemPrice } from './item-labels';
