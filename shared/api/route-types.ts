import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route.
 * - public: anyone (bearer token or api key optional)
 * - anonymousOnly: callers without a user token
 * - user / eventManager / admin: a signed-in user holding that role (admin passes every role check)
 * - teamManager: a team-manager token obtained with e-mail + pin
 * - apiClient: a client-credentials token
 */
export type AuthLevel =
  'public' | 'anonymousOnly' | 'user' | 'eventManager' | 'admin' | 'teamManager' | 'apiClient';

/** One Lambda per resource. */
export type Resource =
  | 'common'
  | 'auth'
  | 'users'
  | 'user-area'
  | 'series'
  | 'team-management'
  | 'checkout'
  | 'registration'
  | 'admin-users'
  | 'admin-series'
  | 'admin-registrations'
  | 'payments'
  | 'billing'
  | 'statistics'
  | 'emails'
  | 'event-manager';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export interface RouteDef {
  /** Stable id, `<area>.<action>`. */
  id: string;
  method: HttpMethod;
  /** Path under /api/v1 exactly as spec §7 names it, with `{param}` placeholders. */
  path: string;
  resource: Resource;
  auth: AuthLevel;
  summary: string;
  /** Only implemented routes are deployed and routed; the rest answer 404. */
  implemented: boolean;
  schemas?: RouteSchemas;
  /** Long-running calls (bank CSV upload, card import, billing) get the 1,200,000 ms client timeout. */
  longRunning?: boolean;
}

export const API_BASE_PATH = '/api/v1';
