import { z } from 'zod';
import { fileKeySchema } from '../jobs/job-schemas';

/** Spec §8 import result: the counts shown after a bank statement import, and what lies behind them. */
export const bankImportResultSchema = z.object({
  format: z.string().nullable(),
  /** Statement rows read (movements), incoming or not. */
  processedRows: z.number().int(),
  /** Orders the import marked paid. */
  updatedOrders: z.number().int(),
  unknownVariableSymbols: z.number().int(),
  unknownInstructionIds: z.number().int(),
  unparsedRows: z.number().int(),
  /** Required columns the statement lacks (date, variable symbol, amount). */
  missingColumns: z.array(z.string()),
  paid: z.number().int(),
  underpaid: z.number().int(),
  /** Paid with more than the price: flagged for a refund. */
  overpaid: z.number().int(),
  /** Payments for orders already paid. */
  duplicates: z.number().int(),
  /** Payments for cancelled, removed or expired orders (not revived). */
  closedOrders: z.number().int(),
  currencyMismatches: z.number().int(),
  /** Outgoing, zero-amount and reversal rows. */
  ignoredRows: z.number().int(),
  /** Rows an earlier import already brought (same bank movement id). */
  alreadyImported: z.number().int(),
  /** The first unparsed lines with the reason. */
  unparsed: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Rows matched by a variable symbol found in the message for the payee (issue 28 item 4). */
  matchedByMessage: z.number().int().default(0),
  /** The file is no bank statement: its format was not recognised, nothing was read. */
  notBankStatement: z.boolean().default(false),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

export const emptyBankImportResult = (): BankImportResult => ({
  format: null,
  processedRows: 0,
  updatedOrders: 0,
  unknownVariableSymbols: 0,
  unknownInstructionIds: 0,
  unparsedRows: 0,
  missingColumns: [],
  paid: 0,
  underpaid: 0,
  overpaid: 0,
  duplicates: 0,
  closedOrders: 0,
  currencyMismatches: 0,
  ignoredRows: 0,
  alreadyImported: 0,
  unparsed: [],
  matchedByMessage: 0,
  notBankStatement: false,
});

export const uploadBankCsvBodySchema = z.object({ fileKey: fileKeySchema('bankStatement') });

/**
 * What a bank payment is to the orders (spec §3 payment status: paid, underpaid, overpaid) and
 * the reasons it stays unmatched. Stored on the bank payment; the list and the import result
 * count them.
 */
export const BANK_PAYMENT_STATUS_VALUES = [
  'paid',
  'underpaid',
  'overpaid',
  /** The order was already paid (by card, by hand, by an earlier transfer). */
  'duplicate',
  /** The order is cancelled, removed or expired: flagged, never revived. */
  'orderClosed',
  'currencyMismatch',
  'unknownVariableSymbol',
  'unknownInstructionId',
  /** Matched or unmatched by an admin. */
  'manual',
  'unmatched',
  /** Recorded, not yet decided (an import stopped mid-row resumes it). */
  'pending',
  /** Put aside by an admin (not ours, refunded outside); can be taken back. */
  'discarded',
] as const;
export type BankPaymentStatus = (typeof BANK_PAYMENT_STATUS_VALUES)[number];

/** Spec §3 Bank payment with its match (amounts in minor units, dates yyyy-mm-dd). */
export const bankPaymentRowSchema = z.object({
  id: z.string(),
  movementId: z.string(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  originAccount: z.string(),
  originAccountName: z.string(),
  originBankCode: z.string(),
  constantSymbol: z.string(),
  variableSymbol: z.string(),
  specificSymbol: z.string(),
  bic: z.string(),
  message: z.string(),
  type: z.string(),
  performedBy: z.string(),
  comment: z.string(),
  /** The admin's note. */
  note: z.string(),
  instructionId: z.string(),
  status: z.enum(BANK_PAYMENT_STATUS_VALUES),
  orderId: z.string().nullable(),
  /** Underpaid: what is left to pay. */
  remaining: z.number().int().nullable(),
  /** Overpaid: what to refund. */
  refund: z.number().int().nullable(),
  importedAt: z.string(),
  /** Matched by a VS found in the message: the statement's own VS column (often empty). */
  statementVariableSymbol: z.string().optional(),
  /** Open orders' variable symbols the message named when none or several fitted. */
  messageCandidates: z.array(z.string()).optional(),
});
export type BankPaymentRow = z.infer<typeof bankPaymentRowSchema>;

const day = z.iso.date();

/** Spec §2 bank payments filters: searchText, dateFrom, dateTo (booking day); page size 30. */
export const bankPaymentsQuerySchema = z.object({
  searchText: z.string().trim().max(200).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  take: z.coerce.number().int().min(1).max(100).default(30),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const bankPaymentListSchema = z.object({
  page: z.number().int(),
  maxPage: z.number().int(),
  total: z.number().int(),
  rows: z.array(bankPaymentRowSchema),
});

export const bankPaymentHistorySchema = z.object({
  date: z.string(),
  by: z.string(),
  byName: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
});

export const bankPaymentDetailSchema = bankPaymentRowSchema.extend({
  /** The matched order's summary (absent when unmatched or the order is gone). */
  order: z
    .object({
      id: z.string(),
      variableSymbol: z.string(),
      registratorName: z.string(),
      calculatedPrice: z.number().int(),
      currency: z.string(),
      paid: z.boolean(),
      /** This payment paid the order (the match can no longer change). */
      paidByThisPayment: z.boolean(),
    })
    .nullable(),
  history: z.array(bankPaymentHistorySchema),
});
export type BankPaymentDetail = z.infer<typeof bankPaymentDetailSchema>;

export const bankPaymentMatchBodySchema = z.object({ orderId: z.uuid({ version: undefined }) });

export const BANK_PAYMENT_COMMENT_MAX = 500;
/** An admin's note on a bank payment (empty clears it). */
export const bankPaymentCommentBodySchema = z.object({
  comment: z.string().trim().max(BANK_PAYMENT_COMMENT_MAX),
});
