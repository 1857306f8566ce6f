/**
 * What an order's history entry (`HISTORY#` in the order's partition, shown in the order detail)
 * says happened: one action of this list, with the changes of that action. The back office shows
 * an action by its text `history.<action>` in web/src/locales/<lang>/orders.json.
 */
export const ORDER_HISTORY_ACTIONS = [
  // the order's life (functions/domain/orders/order-state.ts, card-answer-state.ts, expiry-state.ts)
  'created',
  'paidByCard',
  'cardPaymentFailed',
  'cardPaymentImported',
  'paidByAdmin',
  'paidByBankTransfer',
  'expired',
  'expiredByAdmin',
  'expiryUnset',
  'cancelled',
  'removed',
  'restored',
  // the back office's corrections
  'setFree',
  'priceChanged',
  'registratorChanged',
  'emailResent',
  // items
  'itemCancelled',
  'itemExpired',
  'itemIssued',
  'itemIssueCancelled',
  'itemUpdated',
  'itemMoved',
  'itemTransferred',
  'startNumberAssigned',
  'startNumberCleared',
  'rankImported',
  'rankCleared',
  'waveSeeded',
  'checkedIn',
  'checkInUndone',
  // teams
  'teamChanged',
  'teamRemoved',
  'teamManagerChanged',
  'relayRacerAdded',
  'relayRacerUpdated',
  'relayRacerRemoved',
  // refunds
  'refundRequested',
  'refundDone',
  'refundFailed',
] as const;

export type OrderHistoryAction = (typeof ORDER_HISTORY_ACTIONS)[number];

/** A flag's change. (Types, not interfaces: each changes type is also a `Record<string, unknown>`.) */
export type FlagChange = { from: boolean; to: boolean };

/** Capacity places given back or taken again (scope, its guid, how many, the bucket of a shard). */
export type CounterChange = { scope: string; guid: string; n: number; bucket?: number };

/** The gateway's answer a card entry names. */
export type CardAnswerChanges = { orderNumber: string; prCode: number; srCode: number };

/**
 * The changes each action records, checked where the state machine writes them
 * (functions/domain/orders/order-state.ts `history`). The others (corrections, items, teams,
 * refunds) name what they changed with the field's old and new value in a shape of their own, and
 * a few callers add to an entry the state machine made (a runner's change fee): an entry as
 * stored is any action's with `Record<string, unknown>` changes.
 */
export type OrderHistoryChangesByAction = {
  paidByCard: CardAnswerChanges;
  cardPaymentFailed: CardAnswerChanges;
  paidByAdmin: { paid: FlagChange; datePaid: string };
  paidByBankTransfer: {
    paid: FlagChange;
    datePaid: string;
    bankPayment: string;
    received: number;
    overpaid?: number;
  };
  expired: {
    expired: FlagChange;
    dateExpired: string;
    releasedCounters: CounterChange[];
    itemsExpired: number;
  };
  expiredByAdmin: { expired: FlagChange; dateExpired: string; releasedCounters: CounterChange[] };
  expiryUnset: { expired: FlagChange; expiresAt: string; takenCounters: CounterChange[] };
  removed: { deleted: FlagChange; releasedCounters?: CounterChange[] };
  restored: { deleted: FlagChange; takenCounters?: CounterChange[] };
};

export type OrderHistoryChanges<A extends OrderHistoryAction> = A extends keyof OrderHistoryChangesByAction
  ? OrderHistoryChangesByAction[A]
  : Record<string, unknown>;

export const isOrderHistoryAction = (action: string): action is OrderHistoryAction =>
  (ORDER_HISTORY_ACTIONS as readonly string[]).includes(action);
