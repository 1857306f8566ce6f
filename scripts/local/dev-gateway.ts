import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_BASE_PATH, type Resource, type RouteDef } from '../../shared/api/route-types';
import { IMPLEMENTED_ROUTES } from '../../shared/api/routes';
import { DEFAULT_LOCALE } from '../../shared/codelists/enums';
import { formatMessage } from '../../shared/errors/messages';

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

/** Same choice as API Gateway: among matching routes, the one with the most literal segments. */
export function matchRoute(
  compiled: CompiledRoute[],
  method: string,
  pathname: string,
): { route: RouteDef; params: Record<string, string> } | undefined {
  let best: { c: CompiledRoute; m: RegExpExecArray } | undefined;
  for (const c of compiled) {
    if (c.route.method !== method) continue;
    const m = c.regex.exec(pathname);
    if (m && (!best || c.literalSegments > best.c.literalSegments)) best = { c, m };
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  best.c.paramNames.forEach((name, i) => {
    params[name] = decodeURIComponent(best.m[i + 1] ?? '');
  });
  return { route: best.c.route, params };
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

export interface DevGatewayOptions {
  port: number;
  webDir: string;
  /** Loads a resource's Lambda handler module (the same file that is deployed). */
  loadHandler: (resource: Resource) => Promise<LambdaHandler>;
  onError: (err: unknown) => void;
  /** Local stand-ins served on the same origin (the GP webpay simulator); true when handled. */
  extraHandler?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
}

function notFoundJson(res: http.ServerResponse, requestId: string): void {
  res.writeHead(404, {
    'content-type': 'application/json; charset=utf-8',
    'x-request-id': requestId,
    ...SECURITY_HEADERS,
  });
  res.end(
    JSON.stringify({
      code: 'common.routeNotFound',
      message: formatMessage('common.routeNotFound', DEFAULT_LOCALE),
      requestId,
    }),
  );
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

function toEvent(
  req: http.IncomingMessage,
  url: URL,
  route: RouteDef,
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
  const routeKey = `${route.method} ${API_BASE_PATH}/${route.path}`;
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

function serveStatic(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  webDir: string,
  pathname: string,
): void {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build`.');
    return;
  }
  let file = path.normalize(path.join(webDir, decodeURIComponent(pathname)));
  if (!file.startsWith(webDir)) {
    res.writeHead(400).end();
    return;
  }
  const exists = existsSync(file) && statSync(file).isFile();
  if (!exists) {
    // SPA fallback for app routes (no extension); a missing asset is a real 404.
    if (path.extname(pathname) !== '') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
      res.end('Not found');
      return;
    }
    file = indexFile;
  }
  const ext = path.extname(file);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let encoding: 'br' | 'gzip' | undefined;
  if (/\bbr\b/.test(accept) && existsSync(`${file}.br`)) encoding = 'br';
  else if (/\bgzip\b/.test(accept) && existsSync(`${file}.gz`)) encoding = 'gzip';
  const served = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
  const immutable = pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'content-length': statSync(served).size,
    'cache-control': immutable
      ? 'public, max-age=31536000, immutable'
      : ext === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...SECURITY_HEADERS,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(served).pipe(res);
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
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (options.extraHandler?.(req, res)) return;
      if (url.pathname === API_BASE_PATH || url.pathname.startsWith(`${API_BASE_PATH}/`)) {
        const match = matchRoute(compiled, req.method ?? 'GET', url.pathname);
        if (!match) return notFoundJson(res, randomUUID());
        const body = await readBody(req);
        const event = toEvent(req, url, match.route, match.params, body);
        const handler = await options.loadHandler(match.route.resource);
        const result = await handler(event, new LocalLambdaContext(match.route.resource));
        const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS };
        for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
        if (result.cookies?.length) headers['set-cookie'] = result.cookies;
        const payload = result.isBase64Encoded
          ? Buffer.from(result.body ?? '', 'base64')
          : (result.body ?? '');
        const status = result.statusCode ?? 200;
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
      serveStatic(req, res, options.webDir, url.pathname);
    })().catch((err) => {
      options.onError(err);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(
          JSON.stringify({
            code: 'common.internal',
            message: formatMessage('common.internal', DEFAULT_LOCALE),
          }),
        );
      } else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
