import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { compressResponse } from './compress-response';
import type { z } from 'zod';
import type { RouteBody, RouteParams, RouteQuery, RouteResult } from '@shared/api/define-area';
import { API_BASE_PATH, type RouteDef } from '@shared/api/route-types';
import { HEADER_API_KEY } from '@shared/api/headers';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type { ErrorBody } from '@shared/errors/error-body';
import {
  DomainError,
  NotFoundError,
  ServiceOverloadedError,
  UnauthorizedError,
  ValidationFailedError,
  asOverload,
} from '../../domain/errors';
import { InvalidTokenError, verifyAccessToken, type Principal } from '../../adapters/auth/tokens';
import { config } from '../../adapters/config';
import { rootLogger, type Logger } from '../../adapters/logger';
import { withDeadline } from '../../adapters/time-budget';
import { dynamoTeamReads } from '../../adapters/dynamodb/team-repository';
import { findUserById } from '../../adapters/dynamodb/user-repository';
import { resolveScope } from '../../adapters/dynamodb/scope-repository';
import { authorize } from './authorize';
import type { AnyCaller, CallerOf, PartnerKeyPrincipal } from './caller';
import { partnerPrincipal, presentedPartnerKey } from './partner-key-auth';
import { enforceScopes, type ScopeResolver } from './enforce-scopes';
import { appIdOf, detectLocale, header, requestIdOf } from './request-context';
import { parseOrThrow } from './validate-input';
import { serverErrorFields } from './server-error-log';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** A raw reply for non-JSON answers (files, redirects) or other status codes. */
export interface RawReply {
  readonly raw: true;
  statusCode: number;
  headers?: Record<string, string>;
  body: string;
  isBase64Encoded?: boolean;
}
export const rawReply = (r: Omit<RawReply, 'raw'>): RawReply => ({ raw: true, ...r });

/**
 * A 200 JSON answer serialised once: for a result an action caches and returns to many callers,
 * so each call does not stringify the same object again. Same body as returning `value` itself.
 */
export const jsonReply = <T>(value: T): RawReply =>
  rawReply({ statusCode: 200, body: JSON.stringify(value ?? null) });

/** What the action of route R receives: its validated input, typed from the route's schemas. */
export interface ActionInput<R extends RouteDef = RouteDef> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  /** Who calls, as the route's auth level guarantees (back-office callers with fresh roles and permissions). */
  caller: CallerOf<R['auth']>;
  /** The token's principal; public routes use it to act for a signed-in caller when there is one. */
  principal: Principal | undefined;
  locale: Locale;
  requestId: string;
  log: Logger;
  route: RouteDef;
  event: ApiEvent;
}

/** Routes with a response schema answer it (as JSON); the others answer raw. */
export type ActionResult<R extends RouteDef> = R extends { response: z.ZodType }
  ? RouteResult<R> | RawReply
  : RawReply;

export type Action<R extends RouteDef> = (input: ActionInput<R>) => Promise<ActionResult<R>>;

/** One action per route of an area: a missing, extra or mistyped action fails the typecheck. */
export type ActionsOf<A extends Record<string, RouteDef>> = { [K in keyof A]: Action<A[K]> };

interface State {
  requestId: string;
  locale: Locale;
  log: Logger;
  startedAt: number;
  route?: RouteDef;
  principal?: Principal;
  /** Partner routes: the series' key the call presented (docs/webhooks-and-partner-api.md). */
  partnerKey?: PartnerKeyPrincipal;
  caller?: AnyCaller;
  body?: unknown;
}

const states = new WeakMap<object, State>();
const stateOf = (event: ApiEvent): State => {
  const s = states.get(event);
  if (!s) throw new Error('request state missing');
  return s;
};

const MAX_BODY_BYTES = 1_000_000;

function baseHeaders(requestId: string): Record<string, string> {
  return {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-request-id': requestId,
    'x-content-type-options': 'nosniff',
  };
}

export function routeKeyOf(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${API_BASE_PATH}/${route.path}`;
}

/** Request id, language, structured log line per request. */
const requestContext = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: (request) => {
    const requestId = requestIdOf(request.event);
    const locale = detectLocale(request.event);
    const log = rootLogger.child({
      requestId,
      appId: appIdOf(request.event),
      routeKey: request.event.routeKey,
    });
    states.set(request.event, { requestId, locale, log, startedAt: Date.now() });
  },
  after: (request) => {
    const s = stateOf(request.event);
    s.log.info('request', { status: request.response?.statusCode, durationMs: Date.now() - s.startedAt });
  },
});

/** Typed domain errors → spec §8 bodies; anything else → a generic 500 without internals. */
const errorMapper = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  onError: (request) => {
    const s = states.get(request.event) ?? {
      requestId: requestIdOf(request.event),
      locale: detectLocale(request.event),
      log: rootLogger,
      startedAt: Date.now(),
    };
    // Saturation is answered once, here: 503 + Retry-After, never a 500 (the SPA retries it).
    const err = asOverload(request.error);
    let status = 500;
    const extraHeaders: Record<string, string> = {};
    let body: ErrorBody;
    if (err instanceof DomainError) {
      status = err.status;
      body = {
        code: err.code,
        // For field validation the first field error says more than the generic heading.
        message:
          (err.code === 'common.validationFailed' ? err.validationErrors?.[0]?.errors[0] : undefined) ??
          formatMessage(err.code, s.locale, err.params) ??
          err.validationErrors?.[0]?.errors[0],
        ...(err.params ? { params: err.params } : {}),
        ...(err.validationErrors ? { validationErrors: err.validationErrors } : {}),
        // Only an invalid or missing sign-in ends the session (spec §8); a refusal for lack of a
        // role or permission is shown as "no access" and the user stays signed in.
        ...(status === 401 ? { authError: true } : status === 403 ? { authError: false } : {}),
        requestId: s.requestId,
      };
      if (err instanceof ServiceOverloadedError) {
        extraHeaders['retry-after'] = String(err.retryAfterSeconds);
        s.log.warn('service overloaded', {
          ...serverErrorFields({
            status,
            requestId: s.requestId,
            route: request.event.routeKey,
            source: 'handler',
            code: err.code,
            error: err.cause ?? err,
          }),
          reason: err.reason,
          attempts: err.attempts,
          durationMs: Date.now() - s.startedAt,
        });
      } else if (status >= 500) {
        // A domain error that is the server's fault (a job's unexpected failure): traced like a crash.
        s.log.error(
          'server error',
          serverErrorFields({
            status,
            requestId: s.requestId,
            route: request.event.routeKey,
            source: 'handler',
            code: err.code,
            error: err,
          }),
        );
      } else s.log.info('request refused', { status, code: err.code, durationMs: Date.now() - s.startedAt });
    } else {
      body = {
        code: 'common.internal',
        message: formatMessage('common.internal', s.locale),
        requestId: s.requestId,
      };
      s.log.error(
        'unhandled error',
        serverErrorFields({
          status,
          requestId: s.requestId,
          route: request.event.routeKey,
          source: 'handler',
          code: body.code,
          error: err,
        }),
      );
    }
    request.response = {
      statusCode: status,
      headers: { ...baseHeaders(s.requestId), ...extraHeaders },
      body: JSON.stringify(body),
    };
  },
});

/** Bearer JWT or api key (spec §7), or on partner routes a partner key; then the route's auth level. */
const authentication = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: async (request) => {
    const s = stateOf(request.event);
    const authorization = header(request.event, 'authorization');
    const partnerRoute = s.route?.auth === 'partnerKey';
    const partnerKey = partnerRoute ? presentedPartnerKey(request.event) : undefined;
    if (partnerKey) {
      s.partnerKey = await partnerPrincipal(partnerKey);
    } else if (partnerRoute && authorization) {
      // The partner Lambda holds no JWT secret (it is the signing key): any other bearer is
      // refused unread, as a key we do not know (docs/webhooks-and-partner-api.md).
      throw new UnauthorizedError('partnerKeys.invalidKey');
    } else if (authorization) {
      const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
      if (!match?.[1]) throw new UnauthorizedError('common.invalidToken');
      try {
        s.principal = await verifyAccessToken(match[1]);
      } catch (err) {
        if (err instanceof InvalidTokenError) throw new UnauthorizedError('common.invalidToken');
        throw err;
      }
    } else {
      const apiKey = header(request.event, HEADER_API_KEY);
      if (apiKey !== undefined && !config.apiKeys.includes(apiKey))
        throw new UnauthorizedError('common.invalidApiKey');
    }
    if (!s.route) throw new NotFoundError('common.routeNotFound');
    s.caller = await authorize(
      s.route.auth,
      s.principal ?? s.partnerKey,
      findUserById,
      async (teamGuid) => (await dynamoTeamReads.findTeam(teamGuid))?.managerEmail,
      s.route.partnerScope,
    );
  },
});

/** JSON body parsing with a size limit; malformed JSON is a 400, not a 500. */
const jsonBody = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: (request) => {
    const s = stateOf(request.event);
    const raw = request.event.body;
    if (raw === undefined || raw === null || raw === '') return;
    const text = request.event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new DomainErrorTooLarge();
    try {
      s.body = JSON.parse(text);
    } catch {
      throw new ValidationFailedError(
        [{ field: 'body', errors: [formatMessage('common.invalidJson', s.locale) ?? 'invalid JSON'] }],
        'common.invalidJson',
      );
    }
  },
});

class DomainErrorTooLarge extends DomainError {
  constructor() {
    super('common.payloadTooLarge', 413);
  }
}

function stripCacheBusting(
  query: Record<string, string | undefined> | undefined,
): Record<string, string | undefined> {
  const { _t: _ignored, locale: _locale, ...rest } = query ?? {};
  return rest;
}

/**
 * Builds the Lambda handler of one area (= one resource) from its actions, typed by the area's
 * routes. The stack authenticates, applies the route's auth level and declared scopes, validates
 * the input with the route's schemas and maps errors; actions only do their work.
 */
export function createApiHandler<A extends Record<string, RouteDef>>(
  area: A,
  actions: ActionsOf<A>,
  deps: { resolveScope?: ScopeResolver } = {},
) {
  const resolve: ScopeResolver = deps.resolveScope ?? ((kind, id) => resolveScope[kind](id));
  const routes = Object.values(area);
  const byKey = new Map(routes.map((r) => [routeKeyOf(r), r]));
  const byId = actions as Record<string, Action<RouteDef>>;
  const actionOf = new Map(Object.entries(area).map(([key, route]) => [route.id, byId[key]]));

  // The write retry loop may keep retrying while the Lambda has time left (minus its margin).
  const dispatch = (event: ApiEvent, context: Context): Promise<ApiResult> =>
    withDeadline(
      typeof context?.getRemainingTimeInMillis === 'function'
        ? context.getRemainingTimeInMillis()
        : undefined,
      () => serve(event),
    );

  const serve = async (event: ApiEvent): Promise<ApiResult> => {
    const s = stateOf(event);
    const route = s.route as RouteDef;
    const rawParams = event.pathParameters ?? {};
    const rawQuery = stripCacheBusting(event.queryStringParameters);
    await enforceScopes(
      route,
      { params: rawParams, query: rawQuery, body: s.body },
      s.principal ?? s.partnerKey,
      s.caller,
      resolve,
      s.locale,
    );
    const params = parseOrThrow(route.params, rawParams, s.locale, 'params');
    const query = parseOrThrow(route.query, rawQuery, s.locale, 'query');
    const body = parseOrThrow(route.body, s.body, s.locale, 'body');
    const action = actionOf.get(route.id) as Action<RouteDef>;
    const result: unknown = await action({
      params: params as never,
      query: query as never,
      body: body as never,
      caller: s.caller as never,
      principal: s.principal,
      locale: s.locale,
      requestId: s.requestId,
      log: s.log,
      route,
      event,
    });
    if (result && typeof result === 'object' && (result as RawReply).raw === true) {
      const r = result as RawReply;
      return {
        statusCode: r.statusCode,
        headers: { ...baseHeaders(s.requestId), ...r.headers },
        body: r.body,
        isBase64Encoded: r.isBase64Encoded ?? false,
      };
    }
    return { statusCode: 200, headers: baseHeaders(s.requestId), body: JSON.stringify(result ?? null) };
  };

  // A request still running when the Lambda's time is nearly out (a saturated table, a queue of
  // retries) is answered as the overload it is: 503 + Retry-After, which the SPA retries with the
  // same idempotency key (a committed order is then replayed), never middy's bare 500.
  return middy<ApiEvent, ApiResult>({
    timeoutEarlyResponse: () => {
      throw new ServiceOverloadedError('timeout', 0);
    },
  })
    .use(compressResponse())
    .use(requestContext())
    .use(errorMapper())
    .use({
      before: (request) => {
        stateOf(request.event).route = byKey.get(request.event.routeKey);
      },
    })
    .use(authentication())
    .use(jsonBody())
    .handler(dispatch);
}
