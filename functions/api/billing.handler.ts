import { randomUUID } from 'node:crypto';
import { billingRoutes } from '@shared/api/areas/billing';
import { dynamoBilling } from '../adapters/dynamodb/billing-repository';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { toCsv, toXlsx } from '../adapters/export/table-files';
import { enqueueJob } from '../adapters/queue/job-queue';
import {
  acceptBilling,
  getBilling,
  listBillings,
  previewBilling,
  rejectBilling,
} from '../domain/billing/billing';
import { billingTable } from '../domain/billing/billing-export';
import { startBillingCreate } from '../domain/billing/billing-job';
import { exportFileName } from '../domain/export/export-table';
import { CSV_TYPE, exportReply, XLSX_TYPE } from './file-reply';
import { createApiHandler } from './http/create-api-handler';
import { orderActorOf } from './http/actor-of';

const ports = dynamoBilling;
const jobPorts = { store: dynamoJobStore, enqueue: enqueueJob };

/** Billing settlements (spec §7 billing); rules in functions/domain/billing. */
export const handler = createApiHandler(billingRoutes, {
  list: ({ query }) => listBillings(ports, query),
  preview: ({ body }) => previewBilling(ports, body),
  create: ({ caller, body }) =>
    startBillingCreate(jobPorts, { jobId: randomUUID(), body }, orderActorOf(caller), new Date()),
  detail: ({ params }) => getBilling(ports, params.id),
  accept: ({ caller, params }) => acceptBilling(ports, params.id, orderActorOf(caller), new Date()),
  reject: ({ caller, params }) => rejectBilling(ports, params.id, orderActorOf(caller), new Date()),
  exportCsv: async ({ params, locale }) => {
    const file = billingTable(await getBilling(ports, params.id), locale);
    return exportReply({
      fileName: exportFileName(file.title, 'csv'),
      contentType: CSV_TYPE,
      body: Buffer.from(toCsv(file), 'utf8'),
    });
  },
  exportXlsx: async ({ params, locale }) => {
    const file = billingTable(await getBilling(ports, params.id), locale);
    return exportReply({
      fileName: exportFileName(file.title, 'xlsx'),
      contentType: XLSX_TYPE,
      body: await toXlsx(file),
    });
  },
});
