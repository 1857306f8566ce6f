import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE_PATH, type Resource, type RouteDef } from '@shared/api/route-types';
import { IMPLEMENTED_ROUTES } from '@shared/api/routes';
import { DEFAULT_LOCALE } from '@shared/codelists/enums';
import type { ErrorBody } from '@shared/errors/error-body';
import { formatMessage } from '@shared/errors/messages';
import { BASE_SECURITY_HEADERS } from '@shared/security/security-headers';
import { detectLocale, requestIdOf } from '../../functions/api/http/request-context';
import {
  errorCodeOf,
  serverErrorFields,
  type ServerErrorFields,
} from '../../functions/api/http/server-error-log';
import { decodePathComponent, parseRequestUrl } from './request-path';
import { createStaticSite } from './static-site';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface CompiledRoute {
  route: RouteDef;
  regex: RegExp;
  paramNames: string[];
  literalSegments: number;
}

function compile(route: RouteDef): CompiledRoute {
  const segments = `${API_BASE_PATH}/${route.path}`.split('/').filter(Boolean);
  const paramNames: string[] = [];
  const pattern = segments
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (m?.[1]) {
        paramNames.push(m[1]);
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return {
    route,
    regex: new RegExp(`^/${pattern}/?$`),
    paramNames,
    literalSegments: segments.length - paramNames.length,
  };
}

export const compileRoutes = (routes: RouteDef[]): CompiledRoute[] => routes.map(compile);

const routeKeyOf = (route: RouteDef): string => `${route.method} ${API_BASE_PATH}/${route.path}`;

export type RouteMatch =
  | { route: RouteDef; params: Record<string, string> }
  /** The path fits the route but a parameter's percent-encoding is broken (`%ff`): the client's fault. */
  | { route: RouteDef; malformed: true };

/** Same choice as API Gateway: among matching routes, the one with the most literal segments. */
export function matchRoute(
  compiled: CompiledRoute[],
  method: string,
  pathname: string,
): RouteMatch | undefined {
  let best: { c: CompiledRoute; m: RegExpExecArray } | undefined;
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const m = c.regex.exec(pathname);
    if (m && (!best || c.literalSegments > best.c.literalSegments)) best = { c, m };
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  for (const [i, name] of best.c.paramNames.entries()) {
    // Decoded after matching, segment by segment, so an encoded slash stays inside its parameter.
    const value = decodePathComponent(best.m[i + 1] ?? '');
    if (value === undefined) return { route: best.c.route, malformed: true };
    params[name] = value;
  }
  return { route: best.c.route, params };
}

export interface DevGatewayOptions {
  port: number;
  webDir: string;
  /** Loads a resource's Lambda handler module (the same file that is deployed). */
  loadHandler: (resource: Resource) => Promise<LambdaHandler>;
  onError: (err: unknown) => void;
  /**
   * Every 5xx the gateway sends (server log only, never in the body): a handler's, with its
   * request id to find the handler's own log line, or the gateway's own catch, with the error.
   */
  onServerError?: (fields: ServerErrorFields) => void;
  /** Storage the browser calls directly with presigned URLs (s3rver), for the CSP. */
  storageOrigins: readonly string[];
  /** Pages rendered by the render-pages worker (served before the app's shell). */
  pagesDir?: string;
  /** Local stand-ins served on the same origin (the GP webpay simulator); true when handled. */
  extraHandler?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /**
   * Published series documents under `/files/…` (CloudFront serves them from the documents bucket
   * on AWS): read-only, only keys of the public prefix, never the uploads awaiting their check.
   */
  readPublicFile?: (
    key: string,
  ) => Promise<{ body: Uint8Array; contentType: string; cacheControl?: string } | undefined>;
}

/** `/files/<seriesGuid>/<documentGuid>/<file name>`: the only shape a public file has. */
const PUBLIC_FILE_PATH = /^\/files\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,100}$/;

function sendErrorJson(
  res: http.ServerResponse,
  status: number,
  body: ErrorBody & { requestId: string },
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': body.requestId,
    ...BASE_SECURITY_HEADERS,
  });
  res.end(JSON.stringify(body));
}

function notFoundJson(res: http.ServerResponse, requestId: string): void {
  sendErrorJson(res, 404, {
    code: 'common.routeNotFound',
    message: formatMessage('common.routeNotFound', DEFAULT_LOCALE),
    requestId,
  });
}

/** Spec §8 body in the caller's language, as the handlers answer their own errors. */
function malformedPathJson(res: http.ServerResponse, event: APIGatewayProxyEventV2): void {
  sendErrorJson(res, 400, {
    code: 'common.malformedPath',
    message: formatMessage('common.malformedPath', detectLocale(event)),
    requestId: requestIdOf(event),
  });
}

const NO_BODY = Buffer.alloc(0);

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  // Most calls are GETs without a body: skip the stream machinery (an async iterator per request).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return NO_BODY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 12 * 1024 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** `$default` is API Gateway's route key for a request no route took. */
function toEvent(
  req: http.IncomingMessage,
  url: URL,
  routeKey: string,
  params: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  // Node already lower-cases header names, as API Gateway v2 does.
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'cookie') continue;
    headers[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = query[k] !== undefined ? `${query[k]},${v}` : v;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || /json|text|xml|x-www-form-urlencoded/.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: req.headers.cookie ? req.headers.cookie.split(';').map((c) => c.trim()) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? '127.0.0.1',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: !isText,
  };
}

/** One invocation's Lambda context; methods on the prototype, as one is made per request. */
class LocalLambdaContext implements Context {
  callbackWaitsForEmptyEventLoop = false;
  readonly functionName: string;
  readonly functionVersion = '$LATEST';
  readonly invokedFunctionArn: string;
  readonly memoryLimitInMB = '512';
  readonly awsRequestId = randomUUID();
  readonly logGroupName: string;
  readonly logStreamName = 'local';
  private readonly deadline = Date.now() + 29_000;

  constructor(resource: Resource) {
    this.functionName = `local-${resource}`;
    this.invokedFunctionArn = `arn:aws:lambda:local:000000000000:function:${resource}`;
    this.logGroupName = `/aws/lambda/local-${resource}`;
  }

  getRemainingTimeInMillis(): number {
    return Math.max(0, this.deadline - Date.now());
  }

  done(): void {}
  fail(): void {}
  succeed(): void {}
}

/**
 * The local API Gateway: routes built from the manifest (implemented routes only), each request
 * turned into an API Gateway v2 event for the resource's real Lambda handler; everything else is
 * the built SPA. Listens on 127.0.0.1 only.
 */
export async function startDevGateway(
  options: DevGatewayOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const compiled = compileRoutes(IMPLEMENTED_ROUTES);
  const serveStatic = createStaticSite({
    webDir: options.webDir,
    storageOrigins: options.storageOrigins,
    pagesDir: options.pagesDir,
  });
  const server = http.createServer((req, res) => {
    // The request's id and route as far as they are known when something throws.
    const seen: { requestId: string; route: string } = {
      requestId: randomUUID(),
      route: `${req.method ?? 'GET'} ${req.url ?? ''}`,
    };
    void (async () => {
      const url = parseRequestUrl(req.url);
      if (!url) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', ...BASE_SECURITY_HEADERS });
        res.end('Bad request');
        return;
      }
      if (options.extraHandler?.(req, res)) return;
      if (url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`)) {
        const match = matchRoute(compiled, req.method ?? 'GET', url.pathname);
        if (!match) return notFoundJson(res, randomUUID());
        if ('malformed' in match) return malformedPathJson(res, toEvent(req, url, '$default', {}, NO_BODY));
        const body = await readBody(req);
        const event = toEvent(req, url, routeKeyOf(match.route), match.params, body);
        seen.route = event.routeKey;
        seen.requestId = requestIdOf(event);
        // The handler answers under the same id, so its log line and this one can be matched.
        event.headers['x-request-id'] = seen.requestId;
        const handler = await options.loadHandler(match.route.resource);
        const result = await handler(event, new LocalLambdaContext(match.route.resource));
        const headers: Record<string, string | string[]> = { ...BASE_SECURITY_HEADERS };
        for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
        if (result.cookies?.length) headers['set-cookie'] = result.cookies;
        const payload = result.isBase64Encoded
          ? Buffer.from(result.body ?? '', 'base64')
          : (result.body ?? '');
        const status = result.statusCode ?? 200;
        if (status >= 500)
          options.onServerError?.(
            serverErrorFields({
              status,
              requestId: String(result.headers?.['x-request-id'] ?? event.requestContext.requestId),
              route: event.routeKey,
              source: 'handler',
              code: result.isBase64Encoded ? undefined : errorCodeOf(result.body),
            }),
          );
        // A length, as API Gateway sends: headers and body leave in one write, not chunked.
        if (status !== 204 && status !== 304) headers['content-length'] = String(Buffer.byteLength(payload));
        res.writeHead(status, headers);
        res.end(payload);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      if (options.readPublicFile && url.pathname.startsWith('/files/')) {
        const file = PUBLIC_FILE_PATH.test(url.pathname)
          ? await options.readPublicFile(url.pathname.slice(1))
          : undefined;
        if (!file) {
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...BASE_SECURITY_HEADERS });
          res.end('Not found');
          return;
        }
        res.writeHead(200, {
          ...BASE_SECURITY_HEADERS,
          'content-type': file.contentType,
          'content-length': String(file.body.byteLength),
          'cache-control': file.cacheControl ?? 'public, max-age=300',
        });
        res.end(req.method === 'HEAD' ? undefined : file.body);
        return;
      }
      serveStatic(req, res, url.pathname);
    })().catch((err) => {
      options.onError(err);
      options.onServerError?.(
        // After the headers left, the caller got what they said; the error is logged all the same.
        serverErrorFields({
          status: res.headersSent ? res.statusCode : 500,
          ...seen,
          source: 'gateway',
          code: 'common.internal',
          error: err,
        }),
      );
      if (!res.headersSent)
        sendErrorJson(res, 500, {
          code: 'common.internal',
          message: formatMessage('common.internal', DEFAULT_LOCALE),
          requestId: seen.requestId,
        });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  // The bound port, not the requested one: tests ask for any free port (0).
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
