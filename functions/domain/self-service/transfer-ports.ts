import type { Locale } from '@shared/codelists/enums';
import type { SelfServiceRules } from '@shared/self-service/race-change-schemas';
import type { SubeventRecord } from '../catalog/records';
import type { CheckoutPorts } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderPaymentDetail, OrderRecord } from '../orders/order-records';
import type { CardRecord } from '../catalog/card-records';
import type { EventEmailPorts } from '../emails/email-records';
import type { TransitionActor } from '../orders/order-state';
import type { RunItemTransition } from './race-change-plan';
import type { NewRunner, SettledByAdmin } from './transfer-plan';

/**
 * An item's one current transfer offer (`TRANSFER#<item>` / `OFFER`). Its state moves only by
 * conditional writes: `offered` → `accepting` is the single claim of an acceptance (two accepts
 * at once: one wins), then `accepted`; `offered` → `cancelled` by the registrant.
 */
export interface TransferOfferRecord {
  entity: 'transferOffer';
  itemGuid: string;
  orderGuid: string;
  /** sha-256 of the link's random part (./transfer-rules.ts). */
  hash: string;
  state: 'offered' | 'accepting' | 'accepted' | 'cancelled';
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  fromUserId: string;
  fromName: string;
  fromEmail: string;
  validUntil: string;
  dateCreated: string;
  dateAnswered?: string;
  /**
   * The fee's payment, started by the new runner (the card they filled travels with it): by card
   * (absent `method`), or by bank transfer with a variable symbol of its own and the account
   * (./transfer-bank-fee.ts; `orderNumber` is the symbol then).
   */
  payment?: {
    guid: string;
    orderNumber: string;
    amount: number;
    runner: NewRunner;
    status: 'pending' | 'paid' | 'failed' | 'notApplied';
    method?: 'card' | 'transfer';
    variableSymbol?: string;
    account?: OrderPaymentDetail;
    /** The bank payment (statement row) that paid it. */
    bankPaymentGuid?: string;
    /** The admin who settled it by hand and what they recorded (a retried hand-over names them too). */
    settledBy?: { actor: TransitionActor; settled: SettledByAdmin };
  };
  /** Who accepted (name and e-mail), for the registrant's view. */
  acceptedBy?: { name: string; email: string };
  /**
   * The acceptance's claim (state `accepting`): the card it applies and until when it is held. An
   * acceptance interrupted before it finished is retried with this card once the lease has passed.
   */
  claimedRunner?: NewRunner;
  leaseUntil?: string;
}

export type TransferRace = SubeventRecord & { selfService?: SelfServiceRules };

export interface TransferPorts extends EventEmailPorts {
  findItem(userId: string, itemGuid: string): Promise<OrderItemRecord | undefined>;
  getOrders(orderGuids: string[]): Promise<OrderRecord[]>;
  /** The order with its items (the new runner has no account to find it by). */
  loadOrder(orderGuid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | undefined>;
  race(eventGuid: string, subEventGuid: string): Promise<TransferRace | undefined>;
  catalogue: CheckoutPorts;
  /** The event's registration cards (the new runner's own answers, ./transfer-card-answers.ts). */
  cards(eventGuid: string): Promise<CardRecord[]>;
  getOffer(itemGuid: string): Promise<TransferOfferRecord | undefined>;
  /** Writes a new offer unless an open or accepting one stands (false). */
  putOffer(offer: TransferOfferRecord, now: Date): Promise<boolean>;
  /** Sets `set` when the offer still has this hash and one of `states` (false otherwise). */
  updateOffer(
    offer: Pick<TransferOfferRecord, 'itemGuid' | 'hash'>,
    states: ReadonlyArray<TransferOfferRecord['state']>,
    set: Partial<TransferOfferRecord>,
    now?: Date,
  ): Promise<boolean>;
  /**
   * Takes over a claim whose lease has passed (state `accepting`, still the lease `leaseUntil`
   * read; undefined: a claim written without one): false when another retry or the claim's own
   * run got there first.
   */
  renewClaim(
    offer: Pick<TransferOfferRecord, 'itemGuid' | 'hash' | 'leaseUntil'>,
    leaseUntil: string,
  ): Promise<boolean>;
  /** Reserves a transfer fee's variable symbol (the orders' `VS#` guard); false: taken. */
  reserveFeeSymbol(variableSymbol: string, itemGuid: string): Promise<boolean>;
  /** The items whose offer is `accepting` with its lease passed before `now` (a Query, no Scan). */
  staleClaims(now: Date): Promise<string[]>;
  transition: RunItemTransition;
  newGuid(): string;
  newOrderNumber(): string;
  /** The GP webpay redirect of the fee's payment. */
  createRedirect(
    offer: TransferOfferRecord,
    payment: NonNullable<TransferOfferRecord['payment']>,
    order: OrderRecord,
  ): Promise<string>;
  appUrl: string;
  /** The key of the registration e-mail's transfer links (./transfer-link.ts). */
  linkKey(): Promise<Buffer>;
}
