import { z } from 'zod';

/**
 * An order's tax documents and payment confirmations (functions/domain/tax-documents), as My
 * Orders and the back office's order detail list them. Amounts in minor units (negative on a
 * refund's document).
 */
export const TAX_DOCUMENT_KINDS = ['receipt', 'taxDocument', 'refundReceipt', 'corrective'] as const;

export const taxDocumentRowSchema = z.object({
  number: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  total: z.number().int(),
  currency: z.string(),
  issuedAt: z.string(),
  /** A refund's document: the number of the document it corrects. */
  originalNumber: z.string().nullable(),
  /** The PDF is stored and can be downloaded (false for the moment between numbering and storing). */
  ready: z.boolean(),
});
export type TaxDocumentRow = z.infer<typeof taxDocumentRowSchema>;

export const taxDocumentListSchema = z.object({ documents: z.array(taxDocumentRowSchema) });
export type TaxDocumentList = z.infer<typeof taxDocumentListSchema>;

const guid = z.uuid({ version: undefined });
export const taxDocumentOrderParams = z.object({ id: guid });
/** A document of an order: the order and the document's number (`2026000042`). */
export const taxDocumentParams = z.object({ id: guid, number: z.string().trim().min(1).max(64) });
