import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import type { RefundRecord } from '../refunds/refund-records';
import type { TaxDocumentKind, TaxDocumentModel, TaxDocumentSupplier } from './tax-document-model';

/**
 * `TAXDOCS#<orderGuid>` / `DOC#<trigger>`: one issued document. `trigger` is `payment` or
 * `refund:<refundId>`, so each event gets one document however often it is asked for.
 */
export interface TaxDocumentRecord {
  entity: 'taxDocument';
  orderGuid: string;
  trigger: string;
  number: string;
  organizerGuid: string;
  year: number;
  sequence: number;
  kind: TaxDocumentKind;
  total: number;
  currency: string;
  issuedAt: string;
  /** The PDF's key in the documents bucket. */
  fileKey: string;
  /** Set once the PDF is in the bucket (the number is taken before, in the record's transaction). */
  stored: boolean;
  /** The content as issued: the PDF is rendered from it, and a corrective document copies its parties. */
  model: TaxDocumentModel;
}

/** Storage of documents and number series (DynamoDB: functions/adapters/dynamodb/tax-document-repository.ts). */
export interface TaxDocumentStore {
  get(orderGuid: string, trigger: string): Promise<TaxDocumentRecord | undefined>;
  /** An order's documents, oldest first (one Query of its partition). */
  listOfOrder(orderGuid: string): Promise<TaxDocumentRecord[]>;
  /** The last sequence taken in the organizer's series of the year (0 when none). */
  lastSequence(organizerGuid: string, year: number): Promise<number>;
  /**
   * In one transaction: moves the series' counter from `expectedLast` to the record's sequence and
   * puts the record. `numberTaken` when the counter moved meanwhile (another document took the
   * number: read it again), `exists` when the order's trigger has its document already.
   */
  record(doc: TaxDocumentRecord, expectedLast: number): Promise<'ok' | 'numberTaken' | 'exists'>;
  markStored(orderGuid: string, trigger: string): Promise<void>;
}

export interface TaxDocumentFiles {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | undefined>;
}

/** What a document is made from. */
export interface TaxDocumentSources {
  order(orderGuid: string): Promise<{ order: OrderRecord; items: OrderItemRecord[] } | undefined>;
  /** The supplier: the organizer of the series (undefined when the series has none). */
  supplierOfSeries(seriesGuid: string): Promise<TaxDocumentSupplier | undefined>;
  refund(orderGuid: string, refundId: string): Promise<RefundRecord | undefined>;
}

export interface TaxDocumentPorts {
  store: TaxDocumentStore;
  files: TaxDocumentFiles;
  sources: TaxDocumentSources;
  render(model: TaxDocumentModel): Promise<Buffer>;
}

/** A queue message of the documents queue: what to issue a document for. */
export type TaxDocumentRequest =
  { kind: 'payment'; orderGuid: string } | { kind: 'refund'; orderGuid: string; refundId: string };

export const triggerOf = (request: TaxDocumentRequest): string =>
  request.kind === 'payment' ? 'payment' : `refund:${request.refundId}`;
