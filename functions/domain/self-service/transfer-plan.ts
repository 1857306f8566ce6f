import type { TransferRules } from '@shared/self-service/transfer-schemas';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { moveItem, type MoveTarget } from '../orders/item-move';
import { itemName, orderTotals } from '../orders/order-item-state';
import { changePaymentSet, hasChangePayment, type ChangePayment } from '../orders/value-change-records';
import {
  history,
  isRefusal,
  type TransitionContext,
  type TransitionOutcome,
  type TransitionPlan,
} from '../orders/order-state';

/**
 * The order transition of a registration transfer (issue 27 item 2): the item's registrant becomes
 * the new runner in the order's one guarded transaction. The place stays (race, category, wave);
 * when the new runner falls into another sub-category of the category, that place moves with the
 * admin item change's capacity rules (a full sub-category refuses the whole transfer). The start
 * number stays or is freed per the organiser's rule. One `itemTransferred` history entry names
 * the old and the new registrant and who accepted; the e-mails go out after it (./transfer-emails.ts).
 */
export interface NewRunner {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  gender: number;
  club: string | null;
  /** The new runner's answers to the card's plain free fields (./transfer-card-answers.ts). */
  values?: Array<{ name: string; value: string }>;
}

export interface TransferExtra {
  /** The new runner's sub-category in the item's category (checkout's rules), null: none. */
  subcategory: { guid: string; name: string } | null;
  startNumber: TransferRules['startNumber'];
  fee: number;
  /** The fee's card payment (absent: no fee, or nothing was paid). */
  payment?: ChangePayment;
  /** The offer's id in history (the item id and its offer date). */
  offeredAt: string;
  offeredBy: string;
  /** The fee settled by an admin (by hand or a bank row assigned): what they recorded, in history. */
  settledByAdmin?: SettledByAdmin;
}

/** What an admin recorded when settling the fee (./transfer-fee-by-hand.ts). */
export type SettledByAdmin = {
  received: number;
  date: string;
  note?: string;
  bankPayment?: string;
};

/** Thrown inside the transition when this acceptance's change is already on the order (a retried claim). */
export class TransferAlreadyApplied extends Error {}

/**
 * Whether the order already carries this acceptance: its fee payment listed, or (free) the item's
 * registrant already the claimed runner (an offer never goes to the registrant's own e-mail).
 */
export function transferApplied(
  order: Pick<OrderRecord, 'valueChangeFees'>,
  item: Pick<OrderItemRecord, 'email' | 'firstName' | 'lastName' | 'birthDate'>,
  runner: NewRunner,
  payment: TransferExtra['payment'],
): boolean {
  if (payment) return hasChangePayment(order, payment.changeGuid);
  return (
    item.email === runner.email &&
    item.firstName === runner.firstName &&
    item.lastName === runner.lastName &&
    item.birthDate === runner.birthDate
  );
}

const personOf = (i: Pick<OrderItemRecord, 'firstName' | 'lastName' | 'email'>) => ({
  name: `${i.firstName} ${i.lastName}`.trim(),
  email: i.email,
});

/** The item's current place as a move target with only the sub-category changed. */
function sameRace(order: OrderRecord, item: OrderItemRecord, sub: TransferExtra['subcategory']): MoveTarget {
  return {
    seriesGuid: order.seriesGuid,
    event: { guid: item.seriesEventGuid, name: item.eventName },
    subEvent: { guid: item.subEventGuid, name: item.subEventName },
    category: { guid: item.categoryGuid, name: item.categoryName },
    subcategory: sub,
    wave: item.waveGuid ? { guid: item.waveGuid, name: item.waveName ?? '' } : null,
    cardGuids: [...new Set((item.values ?? []).map((v) => v.cardGuid))],
    discountApplies: true,
  };
}

export function transferItem(
  order: OrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  runner: NewRunner,
  extra: TransferExtra,
  ctx: TransitionContext,
): TransitionOutcome {
  if (transferApplied(order, item, runner, extra.payment)) throw new TransferAlreadyApplied();
  let base: TransitionPlan;
  if ((extra.subcategory?.guid ?? null) !== item.subcategoryGuid) {
    const moved = moveItem(order, items, item, sameRace(order, item, extra.subcategory), ctx);
    if (isRefusal(moved)) return moved;
    base = moved;
  } else {
    if (order.deleted) return { refused: true, code: 'registrations.orderDeleted' };
    if (order.cancelled || item.cancelled) return { refused: true, code: 'registrations.itemCancelled' };
    if (order.expired) return { refused: true, code: 'registrations.orderExpired' };
    base = {
      orderGuid: order.guid,
      guard: { deleted: false, cancelled: false, expired: false },
      expectUpdated: order.dateUpdated,
      set: { dateUpdated: ctx.now },
      expiryIndex: 'keep',
      items: [{ index: item.index, set: {}, startList: 'add' }],
      capacity: null,
      history: history(order, ctx, 'itemTransferred', {}),
      email: null,
    };
  }
  const birthYear = Number(runner.birthDate.slice(0, 4));
  const itemSet: Partial<OrderItemRecord> = {
    ...base.items[0]?.set,
    firstName: runner.firstName,
    lastName: runner.lastName,
    email: runner.email,
    birthDate: runner.birthDate,
    birthYear,
    gender: runner.gender,
    club: runner.club,
  };
  const answers = runner.values ?? [];
  if (answers.length)
    itemSet.values = item.values.map((v) => {
      const answer = answers.find((a) => a.name === v.name);
      return answer ? { ...v, value: answer.value } : v;
    });
  const clearsNumber =
    extra.startNumber === 'clear' && item.startNumber !== null && item.startNumber !== undefined;
  if (clearsNumber) Object.assign(itemSet, { startNumber: null, numberingGuid: null });
  if (extra.fee > 0) itemSet.additionalsPrice = item.additionalsPrice + extra.fee;
  const next = items.map((i) => (i.index === item.index ? { ...i, ...itemSet } : i));
  const totals = extra.fee > 0 ? orderTotals(next) : {};
  const { payment } = extra;
  const moved = base.history.changes;
  return {
    ...base,
    set: { ...base.set, ...totals, ...changePaymentSet(order, payment, ctx.now) },
    items: [{ index: item.index, set: itemSet, startList: 'add' }],
    ...(clearsNumber
      ? {
          freedStartNumbers: [
            {
              subEventGuid: item.subEventGuid,
              startNumber: item.startNumber as number,
              itemGuid: item.itemGuid,
            },
          ],
        }
      : {}),
    history: history(order, ctx, 'itemTransferred', {
      item: itemName(item),
      from: personOf(item),
      to: personOf(runner),
      // Which answers the new runner gave again (not their contents: the old runner's are theirs).
      ...(answers.length ? { answeredAgain: answers.map((a) => a.name) } : {}),
      offeredBy: extra.offeredBy,
      offeredAt: extra.offeredAt,
      ...('subcategory' in moved ? { subcategory: moved.subcategory } : {}),
      ...(clearsNumber ? { startNumber: { from: item.startNumber, to: null } } : {}),
      ...(extra.fee > 0
        ? {
            transferFee: { amount: extra.fee, currency: order.currency },
            additionalsPrice: { from: item.additionalsPrice, to: item.additionalsPrice + extra.fee },
          }
        : {}),
      ...(payment
        ? { payment: { amount: payment.amount, currency: order.currency, orderNumber: payment.orderNumber } }
        : {}),
      ...(extra.settledByAdmin
        ? { settledByAdmin: { ...extra.settledByAdmin, currency: order.currency } }
        : {}),
    }),
    email: null,
  };
}
