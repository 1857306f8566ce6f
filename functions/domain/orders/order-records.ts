import type { OrderHistoryAction } from '@shared/orders/order-history';
import type { CurrencyCode, Locale } from '@shared/codelists/enums';

/** A capacity counter an order incremented (released exactly once on expiry / cancellation). */
export interface CounterRef {
  scope: CounterScope;
  guid: string;
  /** How many places the order took in this counter. */
  n: number;
  /**
   * The bucket of a sharded scope the places came from (functions/domain/checkout/capacity-buckets.ts);
   * absent = 0, the scope's plain counter item (every place of an unsharded scope).
   */
  bucket?: number;
}
export type CounterScope =
  'event' | 'subevent' | 'category' | 'subcategory' | 'wave' | 'team' | 'cardValue' | 'cardItem' | 'discount';

/** Bank data resolved for the order at registration (the payment detail matching its scope). */
export interface OrderPaymentDetail {
  bankAccount: string;
  bankCode: string;
  iban: string;
  swift: string | null;
  constantSymbol: string | null;
}

export interface CardPaymentAttempt {
  orderNumber: string;
  dateCreated: string;
  prCode: number | null;
  srCode: number | null;
  resultText: string | null;
  dateAnswered: string | null;
}

/** `ORDER#<guid>` / `ORDER` (see functions/adapters/dynamodb/README.md). */
export interface OrderRecord {
  entity: 'order';
  guid: string;
  variableSymbol: string;
  seriesGuid: string;
  /** Events of the order's items (an order stays within one series). */
  eventGuids: string[];
  /** Races, categories and waves of its items (orders list filters; absent on orders placed before). */
  subEventGuids?: string[];
  categoryGuids?: string[];
  waveGuids?: string[];
  userId: string | null;
  language: Locale;
  currency: CurrencyCode;
  /** PaymentMethod: 1 card, 2 bank transfer. */
  paymentMethod: number;
  registrator: { firstName: string; lastName: string; email: string; birthDate: string; gender: number };
  basePrice: number;
  additionalsPrice: number;
  discountAmount: number;
  calculatedPrice: number;
  cancelledAmount: number;
  discounts: Array<{ code: string; amount: number }>;
  paid: boolean;
  datePaid: string | null;
  expired: boolean;
  dateExpired: string | null;
  cancelled: boolean;
  dateCancelled: string | null;
  deleted: boolean;
  issued: boolean;
  dateIssued?: string | null;
  dateCreated: string;
  dateUpdated: string;
  /** When the unpaid order expires (event / subevent daysTillExpiration). */
  expiresAt: string;
  /**
   * The capacity places the order holds: what its checkout transaction took, less what items
   * cancelled or expired alone gave back. Expiry / cancellation / removal of the order release these.
   */
  counters: CounterRef[];
  paymentDetail: OrderPaymentDetail | null;
  cardAttempts: CardPaymentAttempt[];
  /** Gateway's order number of the successful card payment and the amount charged. */
  providerCommandId: string | null;
  chargedAmount: number | null;
  /** The card gateway's fee, recorded by the card payment import (functions/domain/card-import). */
  gatewayFee?: number | null;
  /** What the card payment import recorded last (its job, the gateway order numbers). */
  cardSettlement?: { jobId: string; orderNumbers: string[]; importedAt: string };
  /**
   * Card payments of priced value changes the runner made later (functions/domain/user-area/
   * priced-value-change.ts): each fee is already in additionalsPrice, calculatedPrice and
   * chargedAmount; listed so a change applies once and the gateway's order numbers are known.
   */
  valueChangeFees?: Array<{ changeGuid: string; orderNumber: string; amount: number; datePaid: string }>;
  /** The bank payment (functions/domain/bank-import) that paid the order, when a statement did. */
  bankPaymentGuid?: string | null;
  /**
   * The statement import job whose row paid the order (with `bankPaymentGuid`, written in the same
   * transaction): of two jobs importing overlapping statements at once, the one named here counts
   * the row, and a resumed job recognises its own payment. Absent when paid by hand or before.
   */
  bankPaymentJobId?: string | null;
  /**
   * Refunds (functions/domain/refunds): the sum of refunds requested or done (what the next refund
   * is checked against, written under a guard on its previous value) and the sum done. Absent: 0.
   */
  refundReserved?: number;
  refundedAmount?: number;
  itemCount: number;
  /**
   * Relay racers the team manager removed: their items stay (item indexes are dense up to
   * itemCount) but they are no longer registrations; see `registrationCount`.
   */
  removedRacers?: number;
  /** Hash of the register request: a retry must send the same one (idempotency). */
  requestHash: string;
  /**
   * An expiry written in more than one transaction (functions/domain/orders/expire-orders.ts):
   * the steps written so far and in all, while it is under way. Absent otherwise.
   */
  expiryStep?: number;
  expirySteps?: number;
}

export interface OrderItemValue {
  cardGuid: string;
  cardValueGuid: string;
  name: string;
  label: string;
  value: string;
  /** Option chosen (select / radio / checkbox list) and its price, minor units. */
  itemGuids: string[];
  price: number;
}

/** `ORDER#<guid>` / `ITEM#<nnn>`; carries the start-list projection (gsi1). */
export interface OrderItemRecord {
  entity: 'orderItem';
  itemGuid: string;
  orderGuid: string;
  index: number;
  /** 'regular' | 'team' | 'relay' */
  kind: 'regular' | 'team' | 'relay';
  seriesGuid: string;
  seriesEventGuid: string;
  eventName: string;
  subEventGuid: string;
  subEventName: string;
  categoryGuid: string;
  categoryName: string;
  subcategoryGuid: string | null;
  subcategoryName: string | null;
  waveGuid: string | null;
  waveName: string | null;
  teamGuid: string | null;
  teamName: string | null;
  /** A relay racer's leg (1 …); checkout-era racers without it take the free legs in item order. */
  track?: number;
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  birthYear: number;
  gender: number;
  club: string | null;
  startNumber: number | null;
  /** The numbering rule that gave the start number (null or absent: given by hand). */
  numberingGuid?: string | null;
  values: OrderItemValue[];
  basePrice: number;
  pricingName: string | null;
  additionalsPrice: number;
  discount: number;
  cancelledAmount: number;
  paid: boolean;
  /** Set when the item's order (or the item alone) expired; absent on items never expired. */
  expired?: boolean;
  dateExpired?: string | null;
  /** Cancelled alone by an admin (orders back office): its places were released with the cancellation. */
  cancelled?: boolean;
  dateCancelled?: string | null;
  /** Expired alone by an admin (not with its order): stays expired when the order's expiry is unset. */
  expiredAlone?: boolean;
  /** The capacity places this item gave back when it was cancelled or expired alone. */
  releasedCounters?: CounterRef[];
  /** Handed over (start pack issued) at the event. */
  issued?: boolean;
  dateIssued?: string | null;
  /** When the team manager removed this relay racer: the item stays (price) but left start list and team. */
  relayRemoved?: string;
  dateCreated: string;
}

/** `ORDER#<guid>` / `HISTORY#<iso>#<n>`: one entry per state change (who, when, what). */
export interface OrderHistoryRecord {
  entity: 'orderHistory';
  orderGuid: string;
  date: string;
  /** user id, 'registrator', 'gateway', 'system:expiry' … */
  by: string;
  /** The person's name when a back-office user made the change (shown instead of the id). */
  byName?: string;
  /** What happened: one of shared/orders/order-history.ts `ORDER_HISTORY_ACTIONS`. */
  action: OrderHistoryAction;
  /** What changed (typed per action where written: `OrderHistoryChanges`). */
  changes: Record<string, unknown>;
}

/** `DISCOUNT#<seriesGuid>#<CODE>` / `DISCOUNT`. */
export interface DiscountRecord {
  entity: 'discount';
  seriesGuid: string;
  code: string;
  description: string;
  /** Amount or formula (spec §5), in major units of `currency`; `10%` takes ten per cent. */
  price: string;
  /** Currency code (Currency enum number) the discount is valid for. */
  currency: number;
  discountRange: number;
  codeRange: number;
  /** 0 or less = unlimited uses (one use per discounted item). */
  usageLimit: number;
  validFrom?: string;
  validTo?: string;
  scope: {
    eventGuids?: string[];
    subEventGuids?: string[];
    categoryGuids?: string[];
    subcategoryGuids?: string[];
    waveGuids?: string[];
  };
  exceptions?: {
    eventGuids?: string[];
    subEventGuids?: string[];
    categoryGuids?: string[];
    subcategoryGuids?: string[];
    waveGuids?: string[];
  };
  /** Deleted after registrations used it: kept for their orders, does not exist for the checkout. */
  archived?: boolean;
}

/** Registrations an order holds: its items without the relay racers removed since. */
export const registrationCount = (order: Pick<OrderRecord, 'itemCount' | 'removedRacers'>): number =>
  order.itemCount - (order.removedRacers ?? 0);

/** The columns every back-office list of orders opens with (the orders list, the payments list). */
export const orderListColumns = (
  o: Pick<
    OrderRecord,
    | 'guid'
    | 'variableSymbol'
    | 'seriesGuid'
    | 'registrator'
    | 'calculatedPrice'
    | 'currency'
    | 'paymentMethod'
  >,
) => ({
  id: o.guid,
  variableSymbol: o.variableSymbol,
  seriesGuid: o.seriesGuid,
  registrator: {
    firstName: o.registrator.firstName,
    lastName: o.registrator.lastName,
    email: o.registrator.email,
  },
  calculatedPrice: o.calculatedPrice,
  currency: o.currency,
  paymentMethod: o.paymentMethod,
});
