import { pragueWallTime } from '@shared/prague-time';
import { formatDocumentNumber } from './document-number';
import { fileKeyOf } from './file-key';
import { paymentDocument, refundDocument, type TaxDocumentModel } from './tax-document-model';
import {
  triggerOf,
  type TaxDocumentPorts,
  type TaxDocumentRecord,
  type TaxDocumentRequest,
} from './tax-document-ports';

/**
 * Why no document was issued: the order is not paid (or cost nothing), its series has no
 * organizer, the refund is not done, the order or refund does not exist, or a transfer refund's
 * order has no tax document to correct (its organizer was no VAT payer when it was paid).
 */
export type IssueSkip = 'notPaid' | 'free' | 'noOrganizer' | 'refundNotDone' | 'notFound' | 'notVatPayer';
export type IssueOutcome =
  { kind: 'issued' | 'existed'; record: TaxDocumentRecord } | { kind: 'skip'; reason: IssueSkip };

/** Far more than concurrent issues of one organizer ever collide; a loop that never ends would be worse. */
const MAX_NUMBER_TRIES = 200;

type Draft = (number: string, issuedAt: string) => TaxDocumentModel;

/** What the request's document is made of, or why there is none. */
async function draftOf(
  ports: TaxDocumentPorts,
  request: TaxDocumentRequest,
  now: Date,
): Promise<{ draft: Draft; organizerGuid: string; orderGuid: string } | { skip: IssueSkip }> {
  if (request.kind === 'refund') {
    const refund = await ports.sources.refund(request.orderGuid, request.refundId);
    if (!refund) return { skip: 'notFound' };
    if (refund.state !== 'done') return { skip: 'refundNotDone' };
    const original = await issueTaxDocument(ports, { kind: 'payment', orderGuid: request.orderGuid }, now);
    if (original.kind === 'skip') return { skip: original.reason };
    // A corrective tax document (§45) corrects a tax document; a non-payer's transfer refund,
    // paid back by the organiser's own bank, needs no confirmation from us (a card refund's
    // confirmation stays: the runner has no other record of money the gateway returned).
    if (refund.method === 'transfer' && original.record.kind !== 'taxDocument')
      return { skip: 'notVatPayer' };
    const refundedAt = refund.dateFinished ?? refund.dateRequested;
    return {
      organizerGuid: original.record.organizerGuid,
      orderGuid: request.orderGuid,
      draft: (number, issuedAt) =>
        refundDocument(original.record.model, { amount: refund.amount, refundedAt }, number, issuedAt),
    };
  }
  const loaded = await ports.sources.order(request.orderGuid);
  if (!loaded) return { skip: 'notFound' };
  const { order, items } = loaded;
  if (!order.paid || !order.datePaid) return { skip: 'notPaid' };
  if (order.calculatedPrice <= 0) return { skip: 'free' };
  const supplier = await ports.sources.supplierOfSeries(order.seriesGuid);
  if (!supplier) return { skip: 'noOrganizer' };
  const source = { ...order, items: items.filter((i) => !i.relayRemoved) };
  return {
    organizerGuid: supplier.organizerGuid,
    orderGuid: order.guid,
    draft: (number, issuedAt) => paymentDocument(source, supplier, number, issuedAt),
  };
}

/**
 * Issues the document a paid order or a done refund is owed, once: takes the next number of the
 * organizer's series of the year in the same transaction that records the document (retrying
 * when another document took it meanwhile, so numbers have no gap and no repeat), then renders
 * the PDF and stores it. A retry after a failed render or upload finds the record and only
 * stores the file; a repeated request answers the existing document.
 */
export async function issueTaxDocument(
  ports: TaxDocumentPorts,
  request: TaxDocumentRequest,
  now: Date,
): Promise<IssueOutcome> {
  const trigger = triggerOf(request);
  let record = await ports.store.get(request.orderGuid, trigger);
  if (record?.stored) return { kind: 'existed', record };
  if (!record) {
    const drafted = await draftOf(ports, request, now);
    if ('skip' in drafted) return { kind: 'skip', reason: drafted.skip };
    const issuedAt = now.toISOString();
    const year = pragueWallTime(now)!.year;
    for (let attempt = 0; !record; attempt++) {
      if (attempt >= MAX_NUMBER_TRIES) throw new Error(`No free document number after ${attempt} tries`);
      const last = await ports.store.lastSequence(drafted.organizerGuid, year);
      const number = formatDocumentNumber(year, last + 1);
      const model = drafted.draft(number, issuedAt);
      const candidate: TaxDocumentRecord = {
        entity: 'taxDocument',
        orderGuid: drafted.orderGuid,
        trigger,
        number,
        organizerGuid: drafted.organizerGuid,
        year,
        sequence: last + 1,
        kind: model.kind,
        total: model.total,
        currency: model.currency,
        issuedAt,
        fileKey: fileKeyOf(drafted.organizerGuid, year, number),
        stored: false,
        model,
      };
      const outcome = await ports.store.record(candidate, last);
      if (outcome === 'ok') record = candidate;
      else if (outcome === 'exists') {
        const existing = await ports.store.get(request.orderGuid, trigger);
        if (!existing) throw new Error('A document reported as existing was not found');
        if (existing.stored) return { kind: 'existed', record: existing };
        record = existing;
      }
    }
  }
  await ports.files.put(record.fileKey, await ports.render(record.model));
  await ports.store.markStored(record.orderGuid, record.trigger);
  return { kind: 'issued', record: { ...record, stored: true } };
}
