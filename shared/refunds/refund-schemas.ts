import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

/**
 * Refunds (issue 28 item 1, docs/refunds.md): money given back for a returned amount (spec §4 cancel
 * with a returned amount). A card-paid order is refunded through the card gateway's refund
 * operation; a transfer-paid one by the organiser's bank, from the refund list, then marked refunded.
 */
export const REFUND_STATES = ['requested', 'done', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const REFUND_METHODS = ['card', 'transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** Largest refund one call may ask for, minor units (10 million of the currency). */
export const MAX_REFUND_MINOR = 1_000_000_000;

export const refundViewSchema = z.object({
  refundId: z.string(),
  method: z.enum(REFUND_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(REFUND_STATES),
  dateRequested: z.string(),
  dateFinished: z.string().nullable(),
  /** The gateway's answer of a card refund (PRCODE / SRCODE), null before it answered. */
  prCode: z.number().int().nullable(),
  srCode: z.number().int().nullable(),
  /** A failed card refund's reason as the gateway codes mean it, cs and en. */
  failure: z.object({ cs: z.string(), en: z.string() }).nullable(),
  byName: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const orderRefundsSchema = z.object({
  orderGuid: z.string(),
  paymentMethod: z.number().int(),
  currency: z.string(),
  /** What the cancellations returned (the order's returned amount), minor units. */
  returnedAmount: z.number().int(),
  /** Refunded for good (state done). */
  refundedAmount: z.number().int(),
  /** What may still be refunded now (returned less requested and done; by card also ≤ charged). */
  refundable: z.number().int(),
  refunds: z.array(refundViewSchema),
});
export type OrderRefunds = z.infer<typeof orderRefundsSchema>;

const amountSchema = z.number().int().min(1).max(MAX_REFUND_MINOR);

/**
 * `refundId` is the caller's idempotency key (the form makes one when it opens): the same request
 * sent twice (a double click, a retry after a lost answer) is one refund.
 */
export const cardRefundBodySchema = z.object({ refundId: guidSchema, amount: amountSchema }).strict();
export const markRefundedBodySchema = z
  .object({ refundId: guidSchema, amount: amountSchema, note: z.string().trim().max(500).optional() })
  .strict();

export const refundEventCardsBodySchema = z.object({ eventGuid: guidSchema }).strict();

/** Result of the `cardRefunds` job: orders refunded, failed, skipped (already done by an earlier run). */
export const cardRefundJobResultSchema = z.object({
  refunded: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  amount: z.number().int(),
});
export type CardRefundJobResult = z.infer<typeof cardRefundJobResultSchema>;

export const transferRefundsQuerySchema = z.object({ eventGuid: guidSchema }).strict();

/** The debtor's account of the ABO batch (the organiser's account the refunds are paid from). */
export const aboBatchQuerySchema = z
  .object({
    eventGuid: guidSchema,
    /** Czech account `[prefix-]number/bank`, e.g. 19-2000145399/0800. */
    account: z.string().trim().min(3).max(30),
    /** Due date YYYY-MM-DD (Europe/Prague calendar day). */
    dueDate: z.iso.date(),
    /** The organiser's name on the file's header line. */
    clientName: z.string().trim().max(100).optional(),
  })
  .strict();

/** A refund as the runner sees it in My Orders (requested or done; a failed try is the organiser's matter). */
export const myRefundSchema = z.object({
  method: z.enum(REFUND_METHODS),
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(['requested', 'done']),
  dateRequested: z.string(),
  dateFinished: z.string().nullable(),
});
export type MyRefund = z.infer<typeof myRefundSchema>;
