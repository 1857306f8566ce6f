import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import type { Locale } from '@shared/codelists/enums';
import { PaymentMethod } from '@shared/codelists/enums';
import { describeGpWebpayResult, type GpWebpayResultDescription } from '@shared/payments/gp-webpay-codes';

/** The order's state as the result page heads it; deleted and cancelled outrank paid and expired. */
export type RegistrationState = 'deleted' | 'cancelled' | 'paid' | 'expired' | 'waiting';

export function registrationState(
  view: Pick<RegistrationView, 'deleted' | 'cancelled' | 'paid' | 'expired'>,
): RegistrationState {
  if (view.deleted) return 'deleted';
  if (view.cancelled) return 'cancelled';
  if (view.paid) return 'paid';
  if (view.expired) return 'expired';
  return 'waiting';
}

/** `errors` namespace code of a state the direct payment page cannot pay (spec §8 direct payment). */
export function blockingStateCode(state: RegistrationState): string | null {
  switch (state) {
    case 'paid':
      return 'payment.alreadyPaid';
    case 'deleted':
      return 'payment.deleted';
    case 'expired':
      return 'payment.expired';
    case 'cancelled':
      return 'payment.cancelled';
    default:
      return null;
  }
}

export type CardAttemptResult =
  | { kind: 'none' }
  /** Sent to the gateway, no answer yet. */
  | { kind: 'pending'; orderNumber: string }
  | ({ kind: 'answered'; orderNumber: string; prCode: number; srCode: number } & GpWebpayResultDescription);

/** The latest card attempt (attempts come newest last) explained for the runner. */
export function latestCardResult(
  view: Pick<RegistrationView, 'cardAttempts'>,
  locale: Locale,
): CardAttemptResult {
  const attempt = view.cardAttempts[view.cardAttempts.length - 1];
  if (!attempt) return { kind: 'none' };
  if (attempt.prCode === null) return { kind: 'pending', orderNumber: attempt.orderNumber };
  const srCode = attempt.srCode ?? 0;
  return {
    kind: 'answered',
    orderNumber: attempt.orderNumber,
    prCode: attempt.prCode,
    srCode,
    ...describeGpWebpayResult(attempt.prCode, srCode, locale),
  };
}

export function isCardOrder(view: Pick<RegistrationView, 'paymentMethod'>): boolean {
  return view.paymentMethod === PaymentMethod.CARD;
}

/** Price of one order item: base + extras − discount. */
export function itemTotal(item: { basePrice: number; additionalsPrice: number; discount: number }): number {
  return item.basePrice + item.additionalsPrice - item.discount;
}
