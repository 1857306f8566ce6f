import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { compressResponse } from './compress-response';
import type { Resource, RouteDef } from '../../../shared/api/route-types';
import { API_BASE_PATH } from '../../../shared/api/route-types';
import { HEADER_API_KEY } from '../../../shared/api/headers';
import { IMPLEMENTED_ROUTES } from '../../../shared/api/routes';
import type { Locale } from '../../../shared/codelists/enums';
import { formatMessage } from '../../../shared/errors/messages';
import type { ErrorBody } from '../../../shared/errors/error-body';
import { DomainError, NotFoundError, UnauthorizedError, ValidationFailedError } from '../../domain/errors';
import { InvalidTokenError, verifyAccessToken, type Principal } from '../../adapters/auth/tokens';
import { config } from '../../adapters/config';
import { rootLogger, type Logger } from '../../adapters/logger';
import { authorize } from './authorize';
import { appIdOf, detectLocale, header, requestIdOf } from './request-context';
import { parseOrThrow } from './validate-input';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** What an action receives: validated input and the request's context. */
export interface ActionInput<P = unknown, Q = unknown, B = unknown> {
  params: P;
  query: Q;
  body: B;
  principal: Principal | undefined;
  locale: Locale;
  requestId: string;
  log: Logger;
  route: RouteDef;
  event: ApiEvent;
}

/** A raw reply for non-JSON answers (files) or other status codes. */
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

export type Action = (input: ActionInput<any, any, any>) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface State {
  requestId: string;
  locale: Locale;
  log: Logger;
  startedAt: number;
  route?: RouteDef;
  principal?: Principal;
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
    const err = request.error;
    let status = 500;
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
        ...(status === 401 || status === 403 ? { authError: true } : {}),
        requestId: s.requestId,
      };
      s.log.info('request refused', { status, code: err.code, durationMs: Date.now() - s.startedAt });
    } else {
      body = {
        code: 'common.internal',
        message: formatMessage('common.internal', s.locale),
        requestId: s.requestId,
      };
      s.log.error('unhandled error', {
        status,
        error:
          err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
      });
    }
    request.response = { statusCode: status, headers: baseHeaders(s.requestId), body: JSON.stringify(body) };
  },
});

/** Bearer JWT or api key (spec §7), then the route's auth level. */
const authentication = (): MiddlewareObj<ApiEvent, ApiResult> => ({
  before: async (request) => {
    const s = stateOf(request.event);
    const authorization = header(request.event, 'authorization');
    if (authorization) {
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
    authorize(s.route.auth, s.principal);
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
 * Builds the Lambda handler of one resource from its actions. Every implemented manifest route of
 * the resource must have an action and vice versa, so a deployed route can never be a stub.
 */
export function createApiHandler(resource: Resource, actions: Record<string, Action>) {
  const routes = IMPLEMENTED_ROUTES.filter((r) => r.resource === resource);
  const byKey = new Map(routes.map((r) => [routeKeyOf(r), r]));
  for (const r of routes)
    if (!actions[r.id]) throw new Error(`Route ${r.id} is implemented but has no action`);
  for (const id of Object.keys(actions)) {
    if (!routes.some((r) => r.id === id))
      throw new Error(`Action ${id} has no implemented route in ${resource}`);
  }

  const dispatch = async (event: ApiEvent, _context: Context): Promise<ApiResult> => {
    const s = stateOf(event);
    const route = s.route as RouteDef;
    const params = parseOrThrow(route.schemas?.params, event.pathParameters ?? {}, s.locale, 'params');
    const query = parseOrThrow(
      route.schemas?.query,
      stripCacheBusting(event.queryStringParameters),
      s.locale,
      'query',
    );
    const body = parseOrThrow(route.schemas?.body, s.body, s.locale, 'body');
    const action = actions[route.id] as Action;
    const result = await action({
      params,
      query,
      body,
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

  return middy<ApiEvent, ApiResult>()
    .use(compressResponse())
    .use(requestContext())
    .use(errorMapper())
    .use({
      before: (request) => {
        stateOf(request.event).route = byKey.get(request.event.routeKey);
      },
    })
    .use(jsonBody())
    .use(authentication())
    .handler(dispatch);
}
