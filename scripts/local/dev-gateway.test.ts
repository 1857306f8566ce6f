import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef } from '@shared/api/route-types';
import { CSP_HASHES_FILE, formatCspHashes } from '@shared/security/csp-hashes';
import type { ServerErrorFields } from '../../functions/api/http/server-error-log';
import { compileRoutes, matchRoute, startDevGateway } from './dev-gateway';

const route = (id: string, path: string, method: RouteDef['method'] = 'GET'): RouteDef => ({
  id,
  path,
  method,
  resource: 'series',
  auth: 'public',
  summary: id,
  implemented: true,
});

describe('dev gateway routing', () => {
  const routes = [route('byGuid', 'series/events/{guid}'), route('exists', 'series/events/exists/{guid}')];
  const table = compileRoutes(routes);

  it('prefers the route with more literal segments, like API Gateway', () => {
    expect(matchRoute(table, 'GET', '/api/v1/series/events/exists/abc')).toEqual({
      route: routes[1],
      params: { guid: 'abc' },
    });
    expect(matchRoute(table, 'GET', '/api/v1/series/events/abc')).toEqual({
      route: routes[0],
      params: { guid: 'abc' },
    });
    expect(matchRoute(table, 'POST', '/api/v1/series/events/abc')).toBeUndefined();
    expect(matchRoute(table, 'GET', '/api/v1/series/events/a/b/c')).toBeUndefined();
  });

  it('decodes each parameter on its own, an encoded slash included', () => {
    expect(matchRoute(table, 'GET', '/api/v1/series/events/%E2%82%AC%2Fx')).toEqual({
      route: routes[0],
      params: { guid: '€/x' },
    });
  });

  it('reports a parameter whose percent-encoding is broken instead of throwing', () => {
    for (const raw of ['%ff%fe%fd', '%', '%E2%82', 'a%zz']) {
      expect(matchRoute(table, 'GET', `/api/v1/series/events/${raw}`)).toEqual({
        route: routes[0],
        malformed: true,
      });
    }
  });

  it('leaves a broken escape in a literal segment to the not-found answer', () => {
    expect(matchRoute(table, 'GET', '/api/v1/series/%ff/abc')).toBeUndefined();
  });
});

describe('dev gateway answers', () => {
  const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
  const webDir = mkdtempSync(path.join(tmpdir(), 'dev-gateway-web-'));
  let gateway: Awaited<ReturnType<typeof startDevGateway>>;
  const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${pathAndQuery}`, { headers });

  beforeAll(async () => {
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><script>alert(1)</script>');
    writeFileSync(path.join(webDir, CSP_HASHES_FILE), formatCspHashes({ scriptHashes: [HASH] }));
    gateway = await startDevGateway({
      port: 0,
      webDir,
      storageOrigins: ['http://127.0.0.1:4570'],
      loadHandler: () => Promise.reject(new Error('no handler is needed here')),
      onError: () => undefined,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the SPA with the deployed security headers and the CSP of its build', async () => {
    for (const page of ['/', '/detail/event/abc']) {
      const res = await get(page);
      expect(res.status).toBe(200);
      expect(Object.fromEntries(res.headers)).toMatchObject({
        'content-type': 'text/html; charset=utf-8',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
      });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${HASH};`);
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:4570;");
    }
  });

  it('answers a broken escape in a page path with 400 and a short page, not 500', async () => {
    for (const bad of ['/%ff', '/detail/event/%E2%82', '//%ff']) {
      const res = await get(bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      const text = await res.text();
      expect(text).toContain('Adresa obsahuje neplatně zakódované znaky.');
      expect(text).toContain('The address contains wrongly encoded characters.');
    }
  });

  it('never serves a file beside the build whose folder name starts the same', async () => {
    const sibling = `${webDir}-old`;
    writeFileSync(`${sibling}.txt`, 'secret');
    try {
      const res = await get(`/..%2f${path.basename(sibling)}.txt`);
      expect(res.status).toBe(400);
      expect(await res.text()).not.toContain('secret');
    } finally {
      rmSync(`${sibling}.txt`, { force: true });
    }
  });

  it('answers a broken path parameter with 400 and a spec §8 body in the caller language', async () => {
    const cs = await get('/api/v1/series/events/%ff%fe%fd', { 'x-request-id': 'req-1' });
    expect(cs.status).toBe(400);
    expect(cs.headers.get('x-frame-options')).toBe('DENY');
    expect(cs.headers.get('content-security-policy')).toBeNull();
    expect(await cs.json()).toEqual({
      code: 'common.malformedPath',
      message: 'Adresa obsahuje neplatně zakódované znaky.',
      requestId: 'req-1',
    });
    const en = await get('/api/v1/series/events/%ff%fe%fd', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(await en.json()).toMatchObject({
      code: 'common.malformedPath',
      message: 'The address contains wrongly encoded characters.',
    });
  });

  it('refuses to serve a build without its CSP hashes (its boot script would be blocked)', async () => {
    rmSync(path.join(webDir, CSP_HASHES_FILE));
    const res = await get('/');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(CSP_HASHES_FILE);
  });
});

describe('dev gateway: every 5xx in the server log', () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'dev-gateway-5xx-'));
  const logged: ServerErrorFields[] = [];
  let gateway: Awaited<ReturnType<typeof startDevGateway>>;

  beforeAll(async () => {
    gateway = await startDevGateway({
      port: 0,
      webDir,
      storageOrigins: [],
      // One resource answers a 503 of its own; loading the other fails (the gateway's own catch).
      loadHandler: (resource) =>
        resource === 'checkout'
          ? Promise.resolve(async (event) => ({
              statusCode: 503,
              headers: { 'x-request-id': event.headers['x-request-id'] ?? '' },
              body: JSON.stringify({
                code: 'common.serviceUnavailable',
                requestId: event.headers['x-request-id'],
              }),
            }))
          : Promise.reject(new TypeError('handler module failed to load')),
      onError: () => undefined,
      onServerError: (fields) => logged.push(fields),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it("logs its own 500 with the error's stack and answers only the request id", async () => {
    const res = await fetch(`${gateway.url}/api/v1/series/events/abc`, {
      headers: { 'x-request-id': 'gw-1' },
    });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('gw-1');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      code: 'common.internal',
      message: expect.any(String),
      requestId: 'gw-1',
    });
    expect(text).not.toMatch(/TypeError|failed to load|stack/);
    expect(logged.at(-1)).toMatchObject({
      status: 500,
      requestId: 'gw-1',
      route: 'GET /api/v1/series/events/{guid}',
      source: 'gateway',
      error: {
        name: 'TypeError',
        message: 'handler module failed to load',
        stack: expect.stringContaining('TypeError'),
      },
    });
  });

  it("logs a handler's 5xx under the id the handler answered, so both log lines match", async () => {
    const res = await fetch(`${gateway.url}/api/v1/checkout/register`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    const { requestId } = (await res.json()) as { requestId: string };
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.at(-1)).toEqual({
      status: 503,
      requestId,
      route: 'POST /api/v1/checkout/register',
      source: 'handler',
      code: 'common.serviceUnavailable',
    });
  });
});
