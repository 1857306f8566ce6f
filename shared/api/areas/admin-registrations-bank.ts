import { startedJobSchema } from '../../jobs/job-schemas';
import { uploadBankCsvBodySchema } from '../../payments/bank-payment-schemas';
import { importCardPaymentsBodySchema } from '../../payments/card-import-schemas';
import {
  orderBankPaymentListSchema,
  orderBankPaymentsQuerySchema,
} from '../../payments/order-bank-payment-schemas';
import { idParams } from '../common-schemas';
import type { RouteSpec } from '../route-types';

/**
 * The bank statement import (spec §7 upload-bank-csv, §8 import result), spread into the admin
 * registrations area (shared/api/areas/admin-registrations.ts). Starts a job: the statement was
 * uploaded with `jobs.upload`, the result is read with `jobs.job`. And the order detail's bank
 * payments (matched and candidates), which an admin assigns with `payments.matchBankPayment`.
 */
export const adminRegistrationsBankRoutes = {
  uploadBankCsv: {
    method: 'POST',
    path: 'admin/registrations/upload-bank-csv',
    auth: 'admin',
    summary:
      'Import a bank statement (Fio CSV or ABO/GPC, uploaded with admin/uploads): starts a job matching payments by variable symbol; answers its id',
    body: uploadBankCsvBodySchema,
    response: startedJobSchema,
    longRunning: true,
  },
  importCardPayments: {
    method: 'POST',
    path: 'admin/registrations/import-card-payments',
    auth: 'admin',
    summary:
      "Import the card gateway's settlement export (CSV uploaded with admin/uploads, purpose cardSettlement): starts a job recording each order's charged amount and gateway fee; answers its id",
    body: importCardPaymentsBodySchema,
    response: startedJobSchema,
    longRunning: true,
  },
  orderBankPayments: {
    method: 'GET',
    path: 'admin/registrations/{id}/bank-payments',
    auth: 'admin',
    summary:
      'Bank payments of an order: matched to it, and the unmatched ones in its currency it could take (its variable symbol or amount first; filters searchText, dateFrom, dateTo, amountFrom, amountTo, withMatch; paging by 5)',
    params: idParams,
    query: orderBankPaymentsQuerySchema,
    response: orderBankPaymentListSchema,
  },
} as const satisfies Record<string, RouteSpec>;
