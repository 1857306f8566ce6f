import type { OrderHistoryRecord, OrderRecord } from '../orders/order-records';
import type { RefundRecord } from './refund-records';

/** The card gateway's refund operation (functions/adapters/payments/gp-webpay-refund.ts). */
export interface CardRefundGateway {
  /**
   * Asks the gateway to refund `amountMinor` of its payment `orderNumber`. `messageId` is the refund
   * record's id: asking again with it never refunds twice. Throws when no verified answer came.
   */
  refund(request: {
    orderNumber: string;
    amountMinor: number;
    messageId: string;
  }): Promise<{ prCode: number; srCode: number; resultText: string | null }>;
}

export interface RefundStore {
  loadOrder(orderGuid: string): Promise<OrderRecord | undefined>;
  get(orderGuid: string, refundId: string): Promise<RefundRecord | undefined>;
  list(orderGuid: string): Promise<RefundRecord[]>;
  /**
   * In one transaction: the new refund (its id unused in the order), the order's `refundReserved`
   * moved from `expectedReserved` to + amount (and `refundedAmount` + amount for a refund written
   * done), and the history entry. 'conflict' when the order's reserve changed meanwhile or the id
   * is taken; nothing is written then.
   */
  reserve(
    record: RefundRecord,
    expectedReserved: number,
    history: OrderHistoryRecord,
  ): Promise<'reserved' | 'conflict'>;
  /**
   * A requested refund's outcome, once: done adds its amount to `refundedAmount`, failed gives it
   * back to what may be refunded. False when it was not requested any more (finished meanwhile).
   */
  finish(record: RefundRecord, history: OrderHistoryRecord): Promise<boolean>;
}

export interface RefundPorts {
  store: RefundStore;
  gateway: CardRefundGateway;
  /** Queues the runner's e-mail of a card refund done (EmailType.CARD_REFUND), once per refund. */
  enqueueRefundEmail(orderGuid: string, refundId: string): Promise<void>;
}

/** "Mark refunded": the store, and the documents queue for the refund's corrective tax document. */
export interface MarkRefundedPorts {
  store: RefundStore;
  /**
   * Asks the tax documents worker for the document of a done transfer refund (it issues a
   * corrective tax document where the order's tax document was a VAT payer's, and nothing else).
   * Asking twice is harmless: the worker issues one document per refund.
   */
  requestRefundDocument(orderGuid: string, refundId: string): Promise<void>;
}
