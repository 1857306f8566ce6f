import { z } from 'zod';
import { currencyCodeSchema } from '../catalog/catalog-schemas';
import { fileKeySchema } from '../jobs/job-schemas';

/** The result of a card payment import (shown like the bank import's §8 counts). */
export const cardImportResultSchema = z.object({
  /** Payment rows read. */
  processedRows: z.number().int(),
  /** Orders whose charged amount and gateway fee were recorded (or corrected). */
  updatedOrders: z.number().int(),
  /** Rows already recorded with the same amounts (an export imported again). */
  alreadyImported: z.number().int(),
  /** Rows no order matches (unknown variable symbol, or an order number not of that order). */
  unknownOrders: z.number().int(),
  /** Rows whose currency differs from the order's. */
  currencyMismatches: z.number().int(),
  unparsedRows: z.number().int(),
  /** Required columns the export lacks. */
  missingColumns: z.array(z.string()),
  /** The first unmatched rows, to look up by hand. */
  unknown: z.array(
    z.object({
      line: z.number().int(),
      orderNumber: z.string(),
      variableSymbol: z.string(),
      amount: z.number().int(),
      currency: currencyCodeSchema,
      reason: z.enum([
        'unknownVariableSymbol',
        'orderNumberMismatch',
        'noVariableSymbol',
        'currencyMismatch',
      ]),
    }),
  ),
  unparsed: z.array(z.object({ line: z.number().int(), reason: z.string() })),
});
export type CardImportResult = z.infer<typeof cardImportResultSchema>;

export const emptyCardImportResult = (): CardImportResult => ({
  processedRows: 0,
  updatedOrders: 0,
  alreadyImported: 0,
  unknownOrders: 0,
  currencyMismatches: 0,
  unparsedRows: 0,
  missingColumns: [],
  unknown: [],
  unparsed: [],
});

export const importCardPaymentsBodySchema = z.object({ fileKey: fileKeySchema('cardSettlement') });
