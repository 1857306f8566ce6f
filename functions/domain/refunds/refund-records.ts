import type { RefundMethod, RefundState } from '@shared/refunds/refund-schemas';

/**
 * `ORDER#<guid>` / `REFUND#<refundId>`: one refund of an order, written `requested` before the card
 * gateway is called (its id is unique: a retried job or a double click finds it and never refunds
 * twice), then `done` or `failed` with the gateway's PRCODE / SRCODE. A transfer refund is written
 * `done` at once by "mark refunded" (the organiser's bank paid it).
 */
export interface RefundRecord {
  entity: 'orderRefund';
  orderGuid: string;
  refundId: string;
  method: RefundMethod;
  amount: number;
  currency: string;
  state: RefundState;
  /** The gateway's ORDERNUMBER of the card payment refunded (card only). */
  gatewayOrderNumber: string | null;
  prCode: number | null;
  srCode: number | null;
  resultText: string | null;
  dateRequested: string;
  dateFinished: string | null;
  by: string;
  byName: string | null;
  /** The job that asked for it (refunds of a whole event), when one did. */
  jobId: string | null;
  /** The admin's note of a transfer refund. */
  note: string | null;
}
