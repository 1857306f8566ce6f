import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

/**
 * An admin settles a registration transfer's fee by hand (issue 27 item 2, docs/self-service.md):
 * the order detail lists the fees its registrations' offers wait for by bank transfer and records
 * one paid; the bank payments screen assigns an unmatched row to a fee by its variable symbol.
 */

/** A fee the new runner chose to pay by bank transfer and that is not paid yet. */
export const pendingTransferFeeSchema = z.object({
  itemId: guidSchema,
  /** The registration's current registrant (who offered it). */
  registrantName: z.string(),
  /** The new runner who filled the card and waits for the fee. */
  runnerName: z.string(),
  runnerEmail: z.string(),
  variableSymbol: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The offer's deadline (UTC); a payment booked after its day no longer pays the fee. */
  validUntil: z.string(),
  /** `expired`: the deadline passed, the fee can no longer be recorded paid. */
  state: z.enum(['pending', 'expired']),
});
export type PendingTransferFee = z.infer<typeof pendingTransferFeeSchema>;

export const orderTransferFeesSchema = z.object({ fees: z.array(pendingTransferFeeSchema) });
export type OrderTransferFees = z.infer<typeof orderTransferFeesSchema>;

export const transferFeeParams = z.object({ id: guidSchema, itemId: guidSchema });

/** Up to 10 million in major units: a fee, not a typo's worth. */
export const TRANSFER_FEE_MAX_MINOR = 1_000_000_000;
export const TRANSFER_FEE_NOTE_MAX = 500;

/** What the admin records: the amount received (minor units), its booking day, a note. */
export const markTransferFeePaidBodySchema = z
  .object({
    amount: z.number().int().min(1).max(TRANSFER_FEE_MAX_MINOR),
    date: z.iso.date(),
    note: z.string().trim().max(TRANSFER_FEE_NOTE_MAX).optional(),
  })
  .strict();
export type MarkTransferFeePaidBody = z.infer<typeof markTransferFeePaidBodySchema>;

/** The fee's variable symbol (digits, as the bank statement carries it). */
export const assignTransferFeeBodySchema = z
  .object({
    variableSymbol: z
      .string()
      .trim()
      .regex(/^\d{1,10}$/),
  })
  .strict();
