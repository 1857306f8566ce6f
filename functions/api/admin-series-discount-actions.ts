import { exportFileName, toCsv } from '../domain/export/export-table';
import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesDiscountRoutes } from '@shared/api/areas/admin-series-discounts';
import { createHash } from 'node:crypto';
import { discountRepository } from '../adapters/dynamodb/discount-repository';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { enqueueJob } from '../adapters/queue/job-queue';
import { startJob } from '../domain/jobs/jobs';
import { discountImportScope, type DiscountImportInput } from '../domain/discounts/discount-import';
import {
  createDiscount,
  deleteDiscount,
  discountCodeExists,
  exportDiscounts,
  generateDiscounts,
  listDiscounts,
  restoreDiscount,
  updateDiscount,
  type DiscountChange,
} from '../domain/discounts/discount-admin';
import { actorOf, orderActorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import type { ActionsOf } from './http/create-api-handler';
import { CSV_TYPE, exportReply } from './file-reply';

/** Every code change is written to the series' history with who made it. */
const changeBy = (caller: StaffCaller): DiscountChange => ({ actor: actorOf(caller), now: new Date() });

/** A uuid named by the uploaded file and the series: starting one file's import twice is one job. */
function importJobId(fileKey: string, seriesGuid: string): string {
  const hex = createHash('sha256').update(`discounts|${fileKey}|${seriesGuid}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type DiscountActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesDiscountRoutes>;

/** The discount-code actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesDiscountActions: DiscountActions = {
  discounts: ({ params, query }) => listDiscounts(discountRepository, params.id, query),
  createDiscount: ({ caller, body, locale }) =>
    createDiscount(discountRepository, changeBy(caller), body, locale),
  updateDiscount: ({ caller, params, body, locale }) =>
    updateDiscount(discountRepository, changeBy(caller), params.id, body, locale),
  deleteDiscount: ({ caller, params, query }) =>
    deleteDiscount(discountRepository, changeBy(caller), query.seriesGuid, params.id),
  restoreDiscount: ({ caller, params, query }) =>
    restoreDiscount(discountRepository, changeBy(caller), query.seriesGuid, params.id),
  discountCodeExists: ({ params, query }) => discountCodeExists(discountRepository, params.id, query.code),
  generateDiscounts: ({ caller, params, body, locale }) =>
    generateDiscounts(discountRepository, changeBy(caller), params.id, body, locale),
  exportDiscounts: async ({ params, locale }) => {
    const file = await exportDiscounts(discountRepository, params.id, locale, new Date());
    return exportReply({
      fileName: exportFileName(file.title, 'csv'),
      contentType: CSV_TYPE,
      body: Buffer.from(toCsv(file), 'utf8'),
    });
  },
  importDiscounts: async ({ caller, params, body, locale }) =>
    startJob(
      { store: dynamoJobStore, enqueue: enqueueJob },
      {
        id: importJobId(body.fileKey, params.id),
        kind: 'discountImport',
        input: { seriesGuid: params.id, fileKey: body.fileKey, locale } satisfies DiscountImportInput,
        scope: await discountImportScope(discountRepository, params.id),
      },
      orderActorOf(caller),
      new Date(),
    ),
};
