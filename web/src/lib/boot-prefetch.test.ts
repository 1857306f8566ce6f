import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import type { TokenStore } from './auth-token';
import { PREFETCH_MAX_AGE_MS, takePrefetched } from './boot-prefetch';

function tokens(value: string | null): TokenStore {
  return {
    get: () => value,
    set: () => undefined,
    replace: () => undefined,
    clear: () => undefined,
    subscribe: () => () => undefined,
  };
}

function prefetched(key: string, body: unknown, sentAt = Date.now()) {
  const response = Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  (window.__bootPrefetch ??= {})[key] = { response, sentAt };
}

afterEach(() => {
  delete window.__bootPrefetch;
});

describe('answers prefetched by the boot script of index.html', () => {
  it('are handed over once, and only while fresh', async () => {
    prefetched('GET /api/v1/codelists', { a: 1 });
    expect(takePrefetched('GET /api/v1/codelists')).toBeDefined();
    expect(takePrefetched('GET /api/v1/codelists')).toBeUndefined();

    prefetched('GET /api/v1/series', { a: 1 }, Date.now() - PREFETCH_MAX_AGE_MS - 1);
    expect(takePrefetched('GET /api/v1/series')).toBeUndefined();
    expect(window.__bootPrefetch?.['GET /api/v1/series']).toBeUndefined();
  });

  it('answer the same anonymous GET of the api client instead of a second request', async () => {
    prefetched('GET /api/v1/series/events?take=12&skip=0', { rows: ['prefetched'] });
    let requests = 0;
    const api = createApiClient({
      fetch: async () => {
        requests += 1;
        return new Response(JSON.stringify({ rows: ['fetched'] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
      tokens: tokens(null),
    });

    await expect(api.request('GET', 'series/events', { query: { take: 12, skip: 0 } })).resolves.toEqual({
      rows: ['prefetched'],
    });
    expect(requests).toBe(0);
    // Used once: the next identical call goes to the server.
    await expect(api.request('GET', 'series/events', { query: { take: 12, skip: 0 } })).resolves.toEqual({
      rows: ['fetched'],
    });
    expect(requests).toBe(1);
  });

  it('are not used for other calls, nor when a token is stored (the call must carry it)', async () => {
    prefetched('GET /api/v1/codelists', { from: 'prefetch' });
    let requests = 0;
    const fetch = async () => {
      requests += 1;
      return new Response(JSON.stringify({ from: 'server' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const signedIn = createApiClient({ fetch, tokens: tokens('token') });
    await expect(signedIn.request('GET', 'codelists')).resolves.toEqual({ from: 'server' });
    const anonymous = createApiClient({ fetch, tokens: tokens(null) });
    await expect(anonymous.request('GET', 'codelists', { query: { lang: 'en' } })).resolves.toEqual({
      from: 'server',
    });
    expect(requests).toBe(2);
    expect(window.__bootPrefetch?.['GET /api/v1/codelists']).toBeDefined();
  });

  it('fail like a request: an error status keeps its meaning', async () => {
    const response = Promise.resolve(
      new Response(JSON.stringify({ code: 'common.notFound', message: 'Nenalezeno' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
    (window.__bootPrefetch ??= {})['GET /api/v1/series/events/x?currency=CZK'] = {
      response,
      sentAt: Date.now(),
    };
    const api = createApiClient({
      fetch: async () => new Response(null, { status: 500 }),
      tokens: tokens(null),
    });
    await expect(api.request('GET', 'series/events/x', { query: { currency: 'CZK' } })).rejects.toMatchObject(
      {
        status: 404,
        kind: 'notFound',
      },
    );
  });
});
