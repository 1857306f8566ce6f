import type { z } from 'zod';
import type { PartnerKeyScope } from '../partner-api/partner-key-scopes';

/** The files an export writes: CSV for Czech Excel, XLSX. */
export type ExportFileKind = 'csv' | 'xlsx';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route.
 * - public: anyone (bearer token or api key optional)
 * - anonymousOnly: callers without a user token
 * - user / eventManager / admin: a signed-in user holding that role (admin passes every role check)
 * - teamManager: a team-manager token obtained with e-mail + pin
 * - apiClient: a client-credentials token
 * - partnerKey: a series' partner API key (`Authorization: Bearer rpk_…` or `X-Api-Key: rpk_…`)
 *   holding the route's `partnerScope`; its series must be the route's (docs/webhooks-and-partner-api.md)
 */
export type AuthLevel =
  'public' | 'anonymousOnly' | 'user' | 'eventManager' | 'admin' | 'teamManager' | 'apiClient' | 'partnerKey';

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
  | 'jobs'
  | 'payments'
  | 'billing'
  | 'statistics'
  | 'emails'
  | 'event-manager'
  | 'waiting-list'
  | 'check-in'
  | 'self-service'
  | 'webhooks'
  | 'tax-documents'
  | 'partner';

/**
 * What a route's data belongs to, named by one of its input fields (spec §6). The Lambda stack
 * resolves an entity scope to its series and events and admits admins and event managers holding
 * a permission for that series or one of those events; `self` admits only the user whose id the
 * field carries. A route may declare several (all must pass).
 *
 * A new entity kind needs: its name here, a resolver (functions/adapters/dynamodb/scope-repository.ts) and a
 * fixture of the authorization matrix (test/integration/matrix/world.ts).
 */
/**
 * `job`: a job started in a series (numbering, start numbers from a file, ranking import); event
 * managers see only the jobs they started themselves.
 */
export const ENTITY_SCOPE_KINDS = ['series', 'event', 'subevent', 'order', 'team', 'job'] as const;
export type EntityScopeKind = (typeof ENTITY_SCOPE_KINDS)[number];
export type ScopeKind = EntityScopeKind | 'self';

/** Kinds of records a signed-in user owns (the user area). */
export type OwnedKind = 'order' | 'orderItem' | 'template';

/** `params.<name>`, `query.<name>` or `body.<name>`: where the scope's id is found. */
export type FieldRef = `${'params' | 'query' | 'body'}.${string}`;
export type ScopeDecl = Partial<Record<ScopeKind, FieldRef>>;

/** A route as declared in its area file (shared/api/areas/*), schemas inline. */
export interface RouteSpec {
  method: HttpMethod;
  /** Path under /api/v1 exactly as spec §7 names it, with `{param}` placeholders. */
  path: string;
  auth: AuthLevel;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON answer. Routes without one answer raw (redirects, files). */
  response?: z.ZodType;
  /**
   * An export: the route answers a file of this kind (or a link to it when it is large). Every
   * export's cells go through one formula guard; the export test sends each route so marked a
   * formula payload, and fails on a file route left unmarked.
   */
  file?: ExportFileKind;
  scope?: ScopeDecl;
  /**
   * The route's path id names a record of the caller's own (this kind): its queries are keyed by
   * the caller's user id, so another user's record answers 404 like a missing one (the
   * authorization matrix checks it with a record of each kind).
   */
  ownerScoped?: OwnedKind;
  /** Long-running calls (bank CSV upload, card import, billing) get the 1,200,000 ms client timeout. */
  longRunning?: true;
  /** Partner routes (`auth: 'partnerKey'`): the scope the key must hold. */
  partnerScope?: PartnerKeyScope;
  /** An example answer for the OpenAPI document (partner routes). */
  example?: unknown;
}

/** A route of the manifest: declared with its id and Lambda; `implemented` routes are deployed. */
export interface RouteDef extends RouteSpec {
  /** Stable id, `<area>.<action>`. */
  id: string;
  resource: Resource;
  implemented: boolean;
}

export const API_BASE_PATH = '/api/v1';
