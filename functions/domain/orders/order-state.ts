import { EmailType } from '@shared/codelists/enums';
import type { OrderHistoryAction, OrderHistoryChanges } from '@shared/orders/order-history';
import { countersToRelease } from './expire-orders';
import type {
  CardPaymentAttempt,
  CounterRef,
  OrderHistoryRecord,
  OrderItemRecord,
  OrderRecord,
} from './order-records';

/**
 * The order state machine (spec §3/§4): the flags of an order and every admin transition as a pure
 * function that answers either a refusal (with its message code) or the plan of writes — the
 * order's new flags, the guard its update must hold on, the item changes, the capacity counters
 * to take or release and the history entry. Adapters only execute a plan, in one transaction whose
 * first operation is the guarded order update, so a transition (and its capacity change) is
 * applied at most once even when two admins act at the same moment.
 */

/** Why an item cannot move to another race, category or wave (functions/domain/orders/item-move.ts). */
export type ItemMoveRefusalCode =
  | 'registrations.moveTeamItem'
  | 'registrations.moveNothingChanged'
  | 'registrations.moveOtherSeries'
  | 'registrations.moveToTeamRace'
  | 'registrations.moveDiscountNotApplicable';

export type OrderFlag = 'paid' | 'expired' | 'cancelled' | 'deleted';

/** A condition on the order's flags: each named flag must have that value. */
export type FlagGuard = Readonly<Partial<Record<OrderFlag, boolean>>>;

/**
 * The conditions of the order's life, in one place: the repositories turn them into DynamoDB
 * condition expressions (functions/adapters/dynamodb/order-conditions.ts) and the domain checks
 * them on the order it has read.
 */
export const ORDER_CONDITIONS = {
  /** Can still be paid (by card, by a bank transfer, by an admin). */
  payable: { paid: false, expired: false, cancelled: false, deleted: false },
  /** Can expire (the expiry job also requires `expiresAt` to be due). */
  expirable: { paid: false, expired: false, cancelled: false, deleted: false },
  /** Holds its places in the capacity counters and its items are on the start list. */
  holdsPlaces: { expired: false, cancelled: false, deleted: false },
  /** Shown as removed; can be restored. */
  removed: { deleted: true },
  /** Not removed; can be removed. */
  notRemoved: { deleted: false },
} as const satisfies Record<string, FlagGuard>;

export type OrderFlags = Pick<OrderRecord, OrderFlag>;

export function meets(order: OrderFlags, guard: FlagGuard): boolean {
  return (Object.entries(guard) as [OrderFlag, boolean][]).every(([flag, value]) => order[flag] === value);
}

export const isPayable = (order: OrderFlags) => meets(order, ORDER_CONDITIONS.payable);
export const holdsPlaces = (order: OrderFlags) => meets(order, ORDER_CONDITIONS.holdsPlaces);

/** Who did it, as the history records them (a user id, or 'gateway', 'system:expiry'…). */
export interface TransitionActor {
  by: string;
  /** The person's name, for a change made in the back office. */
  byName?: string;
}

export interface TransitionContext extends TransitionActor {
  /** ISO instant of the change. */
  now: string;
}

/** What a transition writes. The adapter runs it in one transaction, the order update first. */
export interface TransitionPlan {
  orderGuid: string;
  /** The order update applies only while the order still meets this (else nothing is written). */
  guard: FlagGuard;
  /**
   * And only while its `dateUpdated` is still this one: for plans computed from more than the flags
   * (the order's remaining counters, its items), so two item actions never both apply on one reading.
   */
  expectUpdated?: string;
  /** And only while the order's `expiresAt` is at or before this instant (the expiry job's). */
  dueBy?: string;
  /** And only while these attributes still have these values (a later step of an expiry). */
  expect?: Partial<Pick<OrderRecord, 'dateExpired' | 'expiryStep'>>;
  /** Attributes of the order to set, and to remove. */
  set: Partial<OrderRecord>;
  unset?: Array<'expiryStep' | 'expirySteps'>;
  /**
   * The gateway's answer on card attempt `index`, recorded only while that attempt names
   * `orderNumber` and has no answer yet, so a replayed or concurrent callback changes nothing.
   */
  cardAnswer?: {
    index: number;
    orderNumber: string;
    answer: Pick<CardPaymentAttempt, 'prCode' | 'srCode' | 'resultText' | 'dateAnswered'>;
  };
  /** The order enters (`add`) or leaves (`remove`) the expiry index of unpaid active orders. */
  expiryIndex: 'add' | 'remove' | 'keep';
  /** Per item: attributes to set and whether it enters / leaves the start list. */
  items: Array<{ index: number; set: Partial<OrderItemRecord>; startList: 'add' | 'remove' | 'keep' }>;
  /**
   * Capacity counters: places released, or taken again (refused when no longer free), or both at
   * once when an item moves to another race / category / wave (functions/domain/orders/item-move.ts):
   * the same transaction gives the old places back and takes the new ones, so a full target changes
   * nothing. A counter is never in both lists (DynamoDB allows one write per item in a transaction).
   */
  capacity:
    { release: CounterRef[] } | { take: CounterRef[] } | { release: CounterRef[]; take: CounterRef[] } | null;
  /**
   * Start numbers given up (their guard items deleted, when still owned by the item): an item that
   * leaves its race leaves its number there. Absent: none.
   */
  freedStartNumbers?: Array<{ subEventGuid: string; startNumber: number; itemGuid: string }>;
  history: OrderHistoryRecord;
  /**
   * The history entry's number within its instant (default 0; a card answer's is its attempt's
   * index + 1), or 'written' in a later step of a transition written in several transactions.
   */
  historyEntry?: number | 'written';
  /** Team counters released are marked for the emptied-teams sweep (the expiry job's). */
  sweepReleasedTeams?: boolean;
  /**
   * An order e-mail to queue once the transaction succeeded: its EmailType and, for a trigger
   * that may repeat (an expiry after "unset expiry"), the suffix that makes its message id new.
   */
  email: { type: number; suffix?: string; itemGuid?: string } | null;
}

export type TransitionRefusal = { refused: true; code: OrderRefusalCode };
export type TransitionOutcome = TransitionPlan | TransitionRefusal;
/** The outcome of a change that queues no e-mail (./admin-orders.ts `quietTransition`). */
export type QuietOutcome = (TransitionPlan & { email: null }) | TransitionRefusal;

export type OrderRefusalCode =
  | 'registrations.alreadyPaid'
  | 'registrations.orderDeleted'
  | 'registrations.orderExpired'
  | 'registrations.orderCancelled'
  | 'registrations.alreadyDeleted'
  | 'registrations.notDeleted'
  | 'registrations.notExpired'
  | 'registrations.itemCancelled'
  | 'registrations.itemExpired'
  | 'registrations.itemAlreadyIssued'
  | 'registrations.itemNotIssued'
  | 'registrations.returnedAmountTooHigh'
  | ItemMoveRefusalCode;

export const isRefusal = (o: TransitionOutcome): o is TransitionRefusal => 'refused' in o;

export const refuse = (code: OrderRefusalCode): TransitionRefusal => ({ refused: true, code });

/** The first flag that stands in the way of a payment, as its message. */
export function payRefusal(order: OrderFlags): TransitionRefusal | undefined {
  if (order.deleted) return refuse('registrations.orderDeleted');
  if (order.paid) return refuse('registrations.alreadyPaid');
  if (order.cancelled) return refuse('registrations.orderCancelled');
  if (order.expired) return refuse('registrations.orderExpired');
  return undefined;
}

/** The history entry of a transition: an action with the changes of that action. */
export function history<A extends OrderHistoryAction>(
  order: Pick<OrderRecord, 'guid'>,
  ctx: TransitionContext,
  action: A,
  changes: OrderHistoryChanges<A>,
): OrderHistoryRecord {
  return {
    entity: 'orderHistory',
    orderGuid: order.guid,
    date: ctx.now,
    by: ctx.by,
    ...(ctx.byName ? { byName: ctx.byName } : {}),
    action,
    changes,
  };
}

type ItemRef = Pick<OrderItemRecord, 'index'> & Partial<Pick<OrderItemRecord, 'cancelled' | 'expiredAlone'>>;
const itemIndexes = (items: readonly ItemRef[]) =>
  [...new Set(items.map((i) => i.index))].sort((a, b) => a - b);

/**
 * Items that follow their order's places: not cancelled or expired alone (those gave their places
 * back already and stay off the start list whatever happens to the order).
 */
export const isActiveItem = (item: ItemRef) => !item.cancelled && !item.expiredAlone;
const activeIndexes = (items: readonly ItemRef[]) => itemIndexes(items.filter(isActiveItem));

/**
 * The plan of a payment (by hand, by a bank transfer, set free): an order that can still be paid
 * becomes paid now with its items (`items` sets more on them), leaves the expiry index and the
 * payment e-mail (EmailType.PAYMENT) is queued. Places are already held, so no counter changes.
 */
export function paymentPlan(
  order: OrderRecord,
  ctx: TransitionContext,
  paid: {
    set?: Partial<OrderRecord>;
    items: ReadonlyArray<{ index: number; set?: Partial<OrderItemRecord> }>;
    history: OrderHistoryRecord;
    expectUpdated?: boolean;
  },
): TransitionOutcome {
  const refusal = payRefusal(order);
  if (refusal) return refusal;
  return {
    orderGuid: order.guid,
    guard: ORDER_CONDITIONS.payable,
    ...(paid.expectUpdated ? { expectUpdated: order.dateUpdated } : {}),
    set: { paid: true, datePaid: ctx.now, dateUpdated: ctx.now, ...paid.set },
    expiryIndex: 'remove',
    items: paid.items.map((i) => ({ index: i.index, set: { paid: true, ...i.set }, startList: 'keep' })),
    capacity: null,
    history: paid.history,
    email: { type: EmailType.PAYMENT },
  };
}

const everyItem = (items: readonly ItemRef[]) => itemIndexes(items).map((index) => ({ index }));

/** Set paid by hand (a bank transfer seen by an admin). */
export const markPaid = (order: OrderRecord, items: readonly ItemRef[], ctx: TransitionContext) =>
  paymentPlan(order, ctx, {
    items: everyItem(items),
    history: history(order, ctx, 'paidByAdmin', { paid: { from: false, to: true }, datePaid: ctx.now }),
  });

/**
 * Paid by a bank transfer read from a statement (functions/domain/bank-import): like `markPaid`
 * (the payment e-mail is queued), and the order names the bank payment that paid it (and the
 * import job, when a job's row did), so an import resumed after a crash recognises its own payment
 * instead of calling it a duplicate. An overpayment is recorded in the history for a refund.
 */
export const markPaidByBankTransfer = (
  order: OrderRecord,
  items: readonly ItemRef[],
  ctx: TransitionContext,
  payment: { bankPaymentGuid: string; received: number; overpaid: number; jobId?: string },
) =>
  paymentPlan(order, ctx, {
    set: {
      bankPaymentGuid: payment.bankPaymentGuid,
      ...(payment.jobId ? { bankPaymentJobId: payment.jobId } : {}),
    },
    items: everyItem(items),
    history: paidByBankTransferHistory(order, ctx, payment),
  });

/**
 * The order's history entry of a bank payment (`markPaidByBankTransfer`'s). The bank import can
 * write it after the payment itself; a resumed import builds it again from the paid order.
 */
export function paidByBankTransferHistory(
  order: Pick<OrderRecord, 'guid'>,
  ctx: TransitionContext,
  payment: { bankPaymentGuid: string; received: number; overpaid: number },
): OrderHistoryRecord {
  return history(order, ctx, 'paidByBankTransfer', {
    paid: { from: false, to: true },
    datePaid: ctx.now,
    bankPayment: payment.bankPaymentGuid,
    received: payment.received,
    ...(payment.overpaid > 0 ? { overpaid: payment.overpaid } : {}),
  });
}

/**
 * Remove an order. An order holding places releases them (each counter once) and its items leave
 * the start list; an expired or cancelled one released them before.
 */
export function removeOrder(
  order: OrderRecord,
  items: readonly ItemRef[],
  ctx: TransitionContext,
): TransitionOutcome {
  if (order.deleted) return refuse('registrations.alreadyDeleted');
  const held = holdsPlaces(order);
  return {
    orderGuid: order.guid,
    // The guard pins every flag the plan depends on: a concurrent expiry or cancellation makes it fail.
    guard: { deleted: false, expired: order.expired, cancelled: order.cancelled },
    set: { deleted: true, dateUpdated: ctx.now },
    expiryIndex: 'remove',
    items: held
      ? activeIndexes(items).map((index) => ({ index, set: {}, startList: 'remove' as const }))
      : [],
    capacity: held ? { release: countersToRelease(order.counters) } : null,
    history: history(order, ctx, 'removed', {
      deleted: { from: false, to: true },
      ...(held ? { releasedCounters: countersToRelease(order.counters) } : {}),
    }),
    email: null,
  };
}

/**
 * Restore a removed order. One that would hold places takes them again (refused with the capacity
 * message when they are gone) and its items return to the start list; an unpaid one returns to the
 * expiry index.
 */
export function restoreOrder(
  order: OrderRecord,
  items: readonly ItemRef[],
  ctx: TransitionContext,
): TransitionOutcome {
  if (!order.deleted) return refuse('registrations.notDeleted');
  const held = holdsPlaces({ ...order, deleted: false });
  return {
    orderGuid: order.guid,
    guard: { deleted: true, expired: order.expired, cancelled: order.cancelled },
    set: { deleted: false, dateUpdated: ctx.now },
    expiryIndex: held && !order.paid ? 'add' : 'keep',
    items: held ? activeIndexes(items).map((index) => ({ index, set: {}, startList: 'add' as const })) : [],
    capacity: held ? { take: countersToRelease(order.counters) } : null,
    history: history(order, ctx, 'restored', {
      deleted: { from: true, to: false },
      ...(held ? { takenCounters: countersToRelease(order.counters) } : {}),
    }),
    email: null,
  };
}

/**
 * Set expired by hand (spec §4 "set expired (notifies)"): an unpaid active order expires now,
 * whatever its due date; its places are released once, its items leave the start list and the
 * expiry e-mail is queued (its message id carries the date, so an expiry after "unset expiry"
 * notifies again).
 */
export function expireOrder(
  order: OrderRecord,
  items: readonly ItemRef[],
  ctx: TransitionContext,
): TransitionOutcome {
  const refusal = payRefusal(order);
  if (refusal) return refusal;
  const released = countersToRelease(order.counters);
  return {
    orderGuid: order.guid,
    guard: ORDER_CONDITIONS.expirable,
    set: { expired: true, dateExpired: ctx.now, dateUpdated: ctx.now },
    expiryIndex: 'remove',
    items: activeIndexes(items).map((index) => ({
      index,
      set: { expired: true, dateExpired: ctx.now },
      startList: 'remove' as const,
    })),
    capacity: { release: released },
    history: history(order, ctx, 'expiredByAdmin', {
      expired: { from: false, to: true },
      dateExpired: ctx.now,
      releasedCounters: released,
    }),
    email: { type: EmailType.EXPIRATION, suffix: ctx.now },
  };
}

const DAY_MS = 86_400_000;

/**
 * Unset expiry: the order takes its places again (refused when they are gone), its items return to
 * the start list and it gets as long to pay as it had at registration (at least a day), so the
 * expiry job does not expire it again at once.
 */
export function unsetExpiry(
  order: OrderRecord,
  items: readonly ItemRef[],
  ctx: TransitionContext,
): TransitionOutcome {
  if (!order.expired) return refuse('registrations.notExpired');
  if (order.deleted) return refuse('registrations.orderDeleted');
  if (order.cancelled) return refuse('registrations.orderCancelled');
  if (order.paid) return refuse('registrations.alreadyPaid');
  const window = Math.max(DAY_MS, Date.parse(order.expiresAt) - Date.parse(order.dateCreated) || 0);
  const expiresAt = new Date(Date.parse(ctx.now) + window).toISOString();
  const taken = countersToRelease(order.counters);
  return {
    orderGuid: order.guid,
    guard: { expired: true, paid: false, cancelled: false, deleted: false },
    set: { expired: false, dateExpired: null, expiresAt, dateUpdated: ctx.now },
    expiryIndex: 'add',
    items: activeIndexes(items).map((index) => ({
      index,
      set: { expired: false, dateExpired: null },
      startList: 'add' as const,
    })),
    capacity: { take: taken },
    history: history(order, ctx, 'expiryUnset', {
      expired: { from: true, to: false },
      expiresAt,
      takenCounters: taken,
    }),
    email: null,
  };
}
