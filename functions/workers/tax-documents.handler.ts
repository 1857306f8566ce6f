import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import { dynamoTaxDocumentStore } from '../adapters/dynamodb/tax-document-repository';
import { dynamoTaxDocumentSources } from '../adapters/dynamodb/tax-document-sources';
import { rootLogger } from '../adapters/logger';
import { taxDocumentFiles } from '../adapters/storage/tax-document-files';
import { issueTaxDocument } from '../domain/tax-documents/issue-tax-document';
import { renderTaxDocumentPdf } from '../domain/tax-documents/render-pdf';
import type { TaxDocumentPorts } from '../domain/tax-documents/tax-document-ports';

const log = rootLogger.child({ worker: 'tax-documents' });

const id = z.string().min(1).max(64);
/** A message of the documents queue (functions/adapters/queue/tax-document-queue.ts sends them). */
export const taxDocumentMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('payment'), orderGuid: id }),
  z.object({ kind: z.literal('refund'), orderGuid: id, refundId: id }),
]);

const defaultPorts: TaxDocumentPorts = {
  store: dynamoTaxDocumentStore,
  files: taxDocumentFiles,
  sources: dynamoTaxDocumentSources,
  render: renderTaxDocumentPdf,
};

/**
 * The tax documents worker (SQS `documents`; the local stack's in-process queue): issues the
 * document each message asks for, once (functions/domain/tax-documents/issue-tax-document.ts).
 * A failing message is reported as a batch item failure, so the queue retries it and in the end
 * moves it to the dead-letter queue (with its alarm).
 */
export function createTaxDocumentsHandler(ports: TaxDocumentPorts = defaultPorts, now = () => new Date()) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      let message;
      try {
        message = taxDocumentMessageSchema.safeParse(JSON.parse(record.body));
      } catch {
        message = undefined;
      }
      if (!message?.success) {
        log.error('malformed tax document message dropped', { sqsMessageId: record.messageId });
        continue;
      }
      try {
        const outcome = await issueTaxDocument(ports, message.data, now());
        log.info('tax document message done', {
          orderGuid: message.data.orderGuid,
          outcome: outcome.kind,
          ...(outcome.kind === 'skip' ? { reason: outcome.reason } : { number: outcome.record.number }),
        });
      } catch (error) {
        log.warn('tax document failed, will retry', {
          orderGuid: message.data.orderGuid,
          error: String(error),
        });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

export const handler = createTaxDocumentsHandler();
