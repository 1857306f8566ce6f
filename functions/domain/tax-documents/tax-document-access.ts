import type { TaxDocumentList } from '@shared/tax-documents/tax-document-schemas';
import type { OrderRecord } from '../orders/order-records';
import { BusinessRuleError, NotFoundError } from '../errors';
import { documentFileName } from './tax-document-model';
import type { TaxDocumentFiles, TaxDocumentStore } from './tax-document-ports';

export interface TaxDocumentAccessPorts {
  store: TaxDocumentStore;
  files: TaxDocumentFiles;
  /** The order record alone (its owner and flags). */
  orderRecord(orderGuid: string): Promise<OrderRecord | undefined>;
}

/** The runner's own order (else 404, as a missing one: another user's order is not revealed). */
async function ownOrder(ports: TaxDocumentAccessPorts, userId: string, orderGuid: string): Promise<void> {
  const order = await ports.orderRecord(orderGuid);
  if (!order || order.userId !== userId || order.deleted) throw new NotFoundError('account.notFound');
}

/** The order's documents, oldest first. */
export async function orderDocuments(
  ports: TaxDocumentAccessPorts,
  orderGuid: string,
): Promise<TaxDocumentList> {
  const records = await ports.store.listOfOrder(orderGuid);
  return {
    documents: records.map((r) => ({
      number: r.number,
      kind: r.kind,
      total: r.total,
      currency: r.currency,
      issuedAt: r.issuedAt,
      originalNumber: r.model.original?.number ?? null,
      ready: r.stored,
    })),
  };
}

/**
 * One document's PDF. A number that is not one of the order's stored documents is refused with
 * 409 (not 404: the order was found, the document is not, or not yet, there).
 */
export async function orderDocumentFile(
  ports: TaxDocumentAccessPorts,
  orderGuid: string,
  number: string,
): Promise<{ fileName: string; body: Buffer }> {
  const record = (await ports.store.listOfOrder(orderGuid)).find((r) => r.number === number && r.stored);
  const body = record && (await ports.files.get(record.fileKey));
  if (!record || !body) throw new BusinessRuleError('taxDocuments.notIssued');
  return { fileName: documentFileName(record), body };
}

export async function myDocuments(ports: TaxDocumentAccessPorts, userId: string, orderGuid: string) {
  await ownOrder(ports, userId, orderGuid);
  return orderDocuments(ports, orderGuid);
}

export async function myDocumentFile(
  ports: TaxDocumentAccessPorts,
  userId: string,
  orderGuid: string,
  number: string,
) {
  await ownOrder(ports, userId, orderGuid);
  return orderDocumentFile(ports, orderGuid, number);
}
