import { existsSchema } from '../common-schemas';
import {
  discountBodySchema,
  discountCodeQuery,
  discountDeletedSchema,
  discountIdParams,
  discountSchema,
  discountSeriesQuery,
  discountsQuerySchema,
  discountsSchema,
  generateDiscountsBodySchema,
  generatedDiscountsSchema,
  importDiscountsBodySchema,
  seriesIdParams,
} from '../../back-office/discount-schemas';
import { startedJobSchema } from '../../jobs/job-schemas';
import type { RouteSpec } from '../route-types';

/**
 * Discount codes of a series (spec §3 Discount, §7 admin series discounts), spread into the
 * admin-series area (shared/api/areas/admin-series.ts), whose defineArea checks their scopes.
 * A discount is named by its series and its code (`{id}` = the current code).
 */
export const adminSeriesDiscountRoutes = {
  discounts: {
    method: 'GET',
    path: 'admin/series/{id}/discounts',
    auth: 'eventManager',
    summary: 'Discount codes of a series with their usage (filter searchText; paging)',
    params: seriesIdParams,
    query: discountsQuerySchema,
    response: discountsSchema,
    scope: { series: 'params.id' },
  },
  createDiscount: {
    method: 'POST',
    path: 'admin/series/discounts',
    auth: 'eventManager',
    summary: 'Create a discount code (unique per series, case-insensitive)',
    body: discountBodySchema,
    response: discountSchema,
    scope: { series: 'body.seriesGuid' },
  },
  updateDiscount: {
    method: 'PUT',
    path: 'admin/series/discounts/{id}',
    auth: 'eventManager',
    summary: 'Update a discount code ({id}: its current code; the body may rename it, its usage moves along)',
    params: discountIdParams,
    body: discountBodySchema,
    response: discountSchema,
    scope: { series: 'body.seriesGuid' },
  },
  deleteDiscount: {
    method: 'DELETE',
    path: 'admin/series/discounts/{id}',
    auth: 'eventManager',
    summary:
      'Delete a discount code ({id}: the code; query seriesGuid); one that registrations used is archived instead',
    params: discountIdParams,
    query: discountSeriesQuery,
    response: discountDeletedSchema,
    scope: { series: 'query.seriesGuid' },
  },
  restoreDiscount: {
    method: 'POST',
    path: 'admin/series/discounts/{id}/restore',
    auth: 'eventManager',
    summary: 'Restore an archived discount code ({id}: the code; query seriesGuid): it applies again',
    params: discountIdParams,
    query: discountSeriesQuery,
    response: discountSchema,
    scope: { series: 'query.seriesGuid' },
  },
  discountCodeExists: {
    method: 'GET',
    path: 'admin/series/{id}/discounts/code-exist',
    auth: 'eventManager',
    summary: 'Whether a code exists in the series (case-insensitive)',
    params: seriesIdParams,
    query: discountCodeQuery,
    response: existsSchema,
    scope: { series: 'params.id' },
  },
  generateDiscounts: {
    method: 'POST',
    path: 'admin/series/{id}/discounts/generate',
    auth: 'eventManager',
    summary:
      'Generate N codes from a pattern (* letter or digit, # digit, @ letter), none colliding with existing codes',
    params: seriesIdParams,
    body: generateDiscountsBodySchema,
    response: generatedDiscountsSchema,
    scope: { series: 'params.id' },
  },
  exportDiscounts: {
    method: 'GET',
    path: 'admin/series/{id}/discounts/export-csv',
    auth: 'eventManager',
    summary: 'Export the codes of a series with their usage (CSV: UTF-8 with BOM, `;`; opens in Excel)',
    params: seriesIdParams,
    scope: { series: 'params.id' },
    file: 'csv',
  },
  importDiscounts: {
    method: 'POST',
    path: 'admin/series/{id}/discounts/import-from-csv',
    auth: 'eventManager',
    summary:
      'Import codes from an uploaded CSV (the export format) as a job; its result: loaded, created, updated, skipped, errors by line and column',
    params: seriesIdParams,
    body: importDiscountsBodySchema,
    response: startedJobSchema,
    scope: { series: 'params.id' },
  },
} as const satisfies Record<string, RouteSpec>;
