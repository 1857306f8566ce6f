import {
  createTermsBodySchema,
  termsIdParams,
  termsListSchema,
  termsSchema,
  termsSeriesQuery,
} from '../../back-office/terms-editor-schemas';
import { deletedSchema, seriesIdParams } from '../../back-office/series-editor-schemas';
import type { RouteSpec } from '../route-types';

/**
 * What a series shows its runners besides its races (spec §3 Terms and conditions; §7 admin series
 * terms-and-conditions), spread into the admin-series area (shared/api/areas/admin-series.ts),
 * whose defineArea checks their scopes. Every call names the series: event managers holding a
 * permission for it edit them, and a record of another series is not found.
 */
export const adminSeriesContentRoutes = {
  terms: {
    method: 'GET',
    path: 'admin/series/{id}/terms-and-conditions',
    auth: 'eventManager',
    summary: 'Terms and conditions of a series (by name), with the events that use each',
    params: seriesIdParams,
    response: termsListSchema,
    scope: { series: 'params.id' },
  },
  createTerms: {
    method: 'POST',
    path: 'admin/series/terms-and-conditions',
    auth: 'eventManager',
    summary: 'Create terms and conditions of a series (conditions sanitised; history entry)',
    body: createTermsBodySchema,
    response: termsSchema,
    scope: { series: 'body.seriesGuid' },
  },
  updateTerms: {
    method: 'PUT',
    path: 'admin/series/terms-and-conditions/{id}',
    auth: 'eventManager',
    summary: 'Update terms and conditions (a history entry with every changed field)',
    params: termsIdParams,
    body: createTermsBodySchema,
    response: termsSchema,
    scope: { series: 'body.seriesGuid' },
  },
  deleteTerms: {
    method: 'DELETE',
    path: 'admin/series/terms-and-conditions/{id}',
    auth: 'eventManager',
    summary: 'Delete terms and conditions no event uses (query seriesGuid; refused otherwise)',
    params: termsIdParams,
    query: termsSeriesQuery,
    response: deletedSchema,
    scope: { series: 'query.seriesGuid' },
  },
} as const satisfies Record<string, RouteSpec>;

