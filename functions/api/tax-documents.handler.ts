import { taxDocumentsRoutes } from '@shared/api/areas/tax-documents';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../adapters/config';
import { getDocumentClient } from '../adapters/dynamodb/client';
import { keys } from '../adapters/dynamodb/keys';
import { dynamoTaxDocumentStore } from '../adapters/dynamodb/tax-document-repository';
import { taxDocumentFiles } from '../adapters/storage/tax-document-files';
import type { OrderRecord } from '../domain/orders/order-records';
import {
  myDocumentFile,
  myDocuments,
  orderDocumentFile,
  orderDocuments,
  type TaxDocumentAccessPorts,
} from '../domain/tax-documents/tax-document-access';
import { fileReply } from './file-reply';
import { createApiHandler } from './http/create-api-handler';

const ports: TaxDocumentAccessPorts = {
  store: dynamoTaxDocumentStore,
  files: taxDocumentFiles,
  orderRecord: async (orderGuid) =>
    (
      await getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: keys.order(orderGuid) }),
      )
    ).Item as OrderRecord | undefined,
};

const pdf = (file: { fileName: string; body: Buffer }) =>
  fileReply(file.fileName, 'application/pdf', file.body);

/** Tax documents and payment confirmations of orders; rules in functions/domain/tax-documents. */
export const handler = createApiHandler(taxDocumentsRoutes, {
  myDocuments: ({ caller, params }) => myDocuments(ports, caller.userId, params.id),
  myDocument: async ({ caller, params }) =>
    pdf(await myDocumentFile(ports, caller.userId, params.id, params.number)),
  orderDocuments: ({ params }) => orderDocuments(ports, params.id),
  orderDocument: async ({ params }) => pdf(await orderDocumentFile(ports, params.id, params.number)),
});
