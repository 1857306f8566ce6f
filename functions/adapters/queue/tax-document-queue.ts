import { EmailType } from '@shared/codelists/enums';
import type { TaxDocumentRequest } from '../../domain/tax-documents/tax-document-ports';
import { getQueue } from './queue';

/**
 * The document an order e-mail's event is owed: the payment e-mail (however the order was paid:
 * card, bank import, by hand) asks for the payment's document, a card refund's e-mail for the
 * refund's. The send-email worker asks as it handles the message, so every path that pays or
 * refunds reaches the documents queue through the one message it already sends.
 */
export function taxDocumentRequestOf(job: {
  kind: string;
  orderGuid?: string;
  emailType?: number;
  refundId?: string;
}): TaxDocumentRequest | undefined {
  if (job.kind !== 'order' || !job.orderGuid) return undefined;
  if (job.emailType === EmailType.PAYMENT) return { kind: 'payment', orderGuid: job.orderGuid };
  if (job.emailType === EmailType.CARD_REFUND && job.refundId)
    return { kind: 'refund', orderGuid: job.orderGuid, refundId: job.refundId };
  return undefined;
}

export async function enqueueTaxDocument(request: TaxDocumentRequest): Promise<void> {
  await getQueue().send('documents', request);
}
