import type { CurrencyCode } from '@shared/codelists/enums';
import type { OrderRecord } from '../orders/order-records';

/**
 * A priced change of registration values waiting for (or done with) its card payment:
 * `VALUECHANGE#<guid>` / `VALUECHANGE` (functions/adapters/dynamodb/value-change-repository.ts).
 * The values were checked when the change was asked for; the gateway's verified answer applies them.
 * Kept with the order model: the change's payment lands on the order (`changePaymentSet`), and the
 * admin order detail, the runner's changes (user-area) and self-service all read the same record.
 */
export interface PendingValueChange {
  entity: 'valueChange';
  guid: string;
  orderGuid: string;
  itemGuid: string;
  userId: string;
  /** The runner's name for the order history (the change is theirs, the gateway only confirms it). */
  userName?: string;
  values: Array<{ name: string; value: string }>;
  /** The values' labels when asked (for the result screen should the form change meanwhile). */
  labels?: Record<string, string>;
  /** The fee, minor units of `currency` (the order's currency). */
  amount: number;
  currency: CurrencyCode;
  /** The gateway's ORDERNUMBER of this change's one payment attempt. */
  orderNumber: string;
  status: 'pending' | 'paid' | 'failed' | 'notApplied';
  dateCreated: string;
  /** A change still pending after this is expired: nothing is applied, a new change may start. */
  payUntil: string;
  prCode: number | null;
  srCode: number | null;
  resultText: string | null;
  dateAnswered: string | null;
  /**
   * A runner's own race change paid through the same flow (functions/domain/self-service): the
   * target and the price quoted when asked (`values` is empty then). Applied by its own gateway
   * return, never by the value change's.
   */
  raceChange?: RaceChangeTarget;
}

export interface RaceChangeTarget {
  seriesEventId: string;
  subEventId: string;
  categoryId: string;
  waveId: string | null;
  /** "race – category – wave" when asked, for the result screen. */
  targetName: string;
  /** The target's base price quoted to the runner (minor units). */
  basePrice: number;
  pricingName: string | null;
  /** The organiser's fee included in `amount`. */
  fee: number;
}

/**
 * How long a change waits for its payment: GP webpay's state of a payment is final 60 minutes after
 * the redirect (docs/payment-formats.md), so a change unanswered by then never will be.
 */
export const VALUE_CHANGE_PAY_MINUTES = 60;

/** A runner's change waiting for its card payment, before anything is answered. */
export function pendingChange(
  fields: Pick<
    PendingValueChange,
    'guid' | 'orderGuid' | 'itemGuid' | 'values' | 'amount' | 'currency' | 'orderNumber'
  >,
  caller: { userId: string; name?: string },
  now: Date,
): PendingValueChange {
  return {
    entity: 'valueChange',
    ...fields,
    userId: caller.userId,
    ...(caller.name ? { userName: caller.name } : {}),
    status: 'pending',
    dateCreated: now.toISOString(),
    payUntil: new Date(now.getTime() + VALUE_CHANGE_PAY_MINUTES * 60_000).toISOString(),
    prCode: null,
    srCode: null,
    resultText: null,
    dateAnswered: null,
  };
}

/** A change's card payment as the order lists it (`valueChangeFees`). */
export interface ChangePayment {
  changeGuid: string;
  orderNumber: string;
  amount: number;
}

/** Whether the order already lists the change's payment (a second gateway answer, a retried claim). */
export const hasChangePayment = (order: Pick<OrderRecord, 'valueChangeFees'>, changeGuid: string) =>
  (order.valueChangeFees ?? []).some((f) => f.changeGuid === changeGuid);

/**
 * What a paid change (values, race, transfer) sets on the order: the payment added to the charged
 * amount when one is recorded, and listed with the order's change payments so that billing counts
 * it once and a second answer cannot apply it again. Nothing without a payment.
 */
export function changePaymentSet(
  order: Pick<OrderRecord, 'chargedAmount' | 'valueChangeFees'>,
  payment: ChangePayment | undefined,
  datePaid: string,
): Partial<Pick<OrderRecord, 'chargedAmount' | 'valueChangeFees'>> {
  if (!payment) return {};
  return {
    ...(order.chargedAmount !== null && order.chargedAmount !== undefined
      ? { chargedAmount: order.chargedAmount + payment.amount }
      : {}),
    valueChangeFees: [
      ...(order.valueChangeFees ?? []),
      { changeGuid: payment.changeGuid, orderNumber: payment.orderNumber, amount: payment.amount, datePaid },
    ],
  };
}
