import type { CurrencyCode } from '@shared/codelists/enums';

/**
 * A priced change of registration values waiting for (or done with) its card payment:
 * `VALUECHANGE#<guid>` / `VALUECHANGE` (functions/adapters/dynamodb/value-change-repository.ts).
 * The values were checked when the change was asked for; the gateway's verified answer applies them.
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
