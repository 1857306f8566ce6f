import { startedJobSchema } from '../../jobs/job-schemas';
import { okSchema } from '../common-schemas';
import {
  billingCreateBodySchema,
  billingDetailSchema,
  billingIdParams,
  billingListSchema,
  billingPreviewSchema,
  billingQuerySchema,
} from '../../payments/billing-schemas';
import { defineArea } from '../define-area';

/**
 * Billing settlements (spec §3 Billing, §7 billing, §2 /admin/payments/billing): an organizer's
 * paid orders of a period settled with the platform. Admin only (spec §6). Created, then accepted
 * (locks irreversibly; an order in at most one accepted settlement) or rejected (deletes).
 */
export const billingRoutes = defineArea('billing', 'billing', {
  list: {
    method: 'GET',
    path: 'admin/billing',
    auth: 'admin',
    summary:
      'Billings, newest first (filters searchText, dateFrom, dateTo on the period, the five series ids; paging)',
    query: billingQuerySchema,
    response: billingListSchema,
  },
  preview: {
    method: 'POST',
    path: 'admin/billing/preview',
    auth: 'admin',
    summary:
      'The totals and orders a billing would take (nothing saved; the form shows them before creating)',
    body: billingCreateBodySchema,
    response: billingPreviewSchema,
    longRunning: true,
  },
  create: {
    method: 'POST',
    path: 'admin/billing',
    auth: 'admin',
    summary:
      'Create a billing for an organizer and a period of payment days (types orders, externalPayments; exceptions, provisions, external and outside amounts) as a job (its result names the billing, `billingId`); history entry; answers the job id',
    body: billingCreateBodySchema,
    response: startedJobSchema,
  },
  detail: {
    method: 'GET',
    path: 'admin/billing/{id}',
    auth: 'admin',
    summary: 'Billing detail with its registrations (orders) and history',
    params: billingIdParams,
    response: billingDetailSchema,
  },
  accept: {
    method: 'POST',
    path: 'admin/billing/{id}/accept',
    auth: 'admin',
    summary:
      'Accept a billing (locks irreversibly; refused when one of its orders is in another accepted billing)',
    params: billingIdParams,
    response: billingDetailSchema,
  },
  reject: {
    method: 'DELETE',
    path: 'admin/billing/{id}',
    auth: 'admin',
    summary: 'Reject a billing not accepted (deletes it irreversibly; its history stays)',
    params: billingIdParams,
    response: okSchema,
  },
  exportCsv: {
    method: 'GET',
    path: 'admin/billing/{id}/csv',
    auth: 'admin',
    summary: 'A billing for accounting as CSV (UTF-8 with BOM, `;` separated, as Czech Excel opens it)',
    params: billingIdParams,
    file: 'csv',
  },
  exportXlsx: {
    method: 'GET',
    path: 'admin/billing/{id}/xlsx',
    auth: 'admin',
    summary:
      'A billing for accounting as XLSX (the totals per currency and the orders, each on its own sheet)',
    params: billingIdParams,
    file: 'xlsx',
  },
});
