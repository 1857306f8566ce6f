import {
  fioConnectionParams,
  fioConnectionQuery,
  fioConnectionSchema,
  setFioTokenBodySchema,
} from '../../payments/fio-connection-schemas';
import type { RouteSpec } from '../route-types';

/**
 * A payment detail's Fio API connection (issue 28 item 6), spread into the admin-series area
 * (shared/api/areas/admin-series.ts). Admins only: the token reads the account's whole history.
 */
export const adminSeriesFioRoutes = {
  fioConnection: {
    method: 'GET',
    path: 'admin/series/payment-details/{id}/fio',
    auth: 'admin',
    summary:
      'Fio API connection of a payment detail: when the token was set and its last 4 characters, the last fetch, the import jobs it started (never the token)',
    params: fioConnectionParams,
    query: fioConnectionQuery,
    response: fioConnectionSchema,
  },
  setFioToken: {
    method: 'PUT',
    path: 'admin/series/payment-details/{id}/fio',
    auth: 'admin',
    summary:
      'Store a Fio API token for a Fio account (bank code 2010); write-only, fetched every few minutes from then on',
    params: fioConnectionParams,
    body: setFioTokenBodySchema,
    response: fioConnectionSchema,
  },
  removeFioToken: {
    method: 'DELETE',
    path: 'admin/series/payment-details/{id}/fio',
    auth: 'admin',
    summary: 'Remove the Fio API token of a payment detail (fetching stops)',
    params: fioConnectionParams,
    query: fioConnectionQuery,
    response: fioConnectionSchema,
  },
} as const satisfies Record<string, RouteSpec>;
