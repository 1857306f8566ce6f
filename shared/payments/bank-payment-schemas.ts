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
});

export const uploadBankCsvBodySchema = z.object({ fileKey: fileKeySchema('bankStatement') });
