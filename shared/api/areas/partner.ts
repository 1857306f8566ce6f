import {
  partnerRegistrationsQuery,
  partnerRegistrationsSchema,
  partnerSeriesParams,
  partnerStartListParams,
  partnerStartListSchema,
} from '../../partner-api/partner-api-schemas';
import { defineArea } from '../define-area';
import { PARTNER_REGISTRATIONS_EXAMPLE, PARTNER_START_LIST_EXAMPLE } from './partner-examples';

/**
 * Read-only calls for timing companies and organisers' sites with a series' partner API key
 * (`Authorization: Bearer rpk_…` or `X-Api-Key: rpk_…`), rate-limited per key
 * (docs/webhooks-and-partner-api.md).
 */
export const partnerRoutes = defineArea('partner', 'partner', {
  startList: {
    method: 'GET',
    path: 'partner/series/{seriesId}/start-lists/{subEventId}',
    auth: 'partnerKey',
    partnerScope: 'startLists',
    summary: "A race's start list: its active registrations by start number (scope startLists)",
    params: partnerStartListParams,
    response: partnerStartListSchema,
    example: PARTNER_START_LIST_EXAMPLE,
    scope: { series: 'params.seriesId', subevent: 'params.subEventId' },
  },
  registrations: {
    method: 'GET',
    path: 'partner/series/{seriesId}/registrations',
    auth: 'partnerKey',
    partnerScope: 'registrations',
    summary:
      "The series' registrations, oldest order first, paged by cursor; with updatedSince only the registrations changed since (payment, cancellation, runner data, start number), least recently changed first (scope registrations)",
    params: partnerSeriesParams,
    query: partnerRegistrationsQuery,
    response: partnerRegistrationsSchema,
    example: PARTNER_REGISTRATIONS_EXAMPLE,
    scope: { series: 'params.seriesId' },
  },
});
