import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@shared/api/headers';
import {
  ApiError,
  APP_ID,
  createApiClient,
  DEFAULT_API_KEY,
  OFFLINE_MESSAGE,
  TIMEOUT_MESSAGE,
  type ApiClientDeps,
} from './api-client';
import type { TokenStore } from './auth-token';

interface Call {
  url: string;
  init: RequestInit;
  headers: Headers;
}

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => {
      store.value = token;
    },
    replace: (token: string) => {
      store.value = token;
    },
    clear: () => {
      store.value = null;
    },
    subscribe: () => () => undefined,
  };
  return store;
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch double answering from a handler and recording every call. */
function fakeFetch(handler: (url: string, init: RequestInit, n: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const call = { url, init: init ?? {}, headers: new Headers(init?.headers) };
    calls.push(call);
    return handler(url, call.init, calls.length);
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function client(deps: ApiClientDeps) {
  let n = 0;
  return createApiClient({
    now: () => 1_700_000_000_000,
    requestId: () => `req-${++n}`,
    language: () => 'cs',
    ...deps,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('api client: transport headers (spec §7)', () => {
  it('sends app id, a request id per call, JSON content type, credentials and the api key without a token', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    const api = client({ fetch, tokens: memoryTokens() });

    await api.request('POST', 'authenticate', { body: { username: 'a@b.cz' } });
    await api.request('POST', 'authenticate', { body: { username: 'a@b.cz' } });

    const [first, second] = calls;
    expect(first?.url).toBe('/api/v1/authenticate');
    expect(first?.init.method).toBe('POST');
    expect(first?.init.credentials).toBe('include');
    expect(first?.headers.get('x-app-id')).toBe(APP_ID);
    expect(first?.headers.get('x-app-id')).toBe('race-registration-web');
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(first?.headers.get('x-api-key')).toBe(DEFAULT_API_KEY);
    expect(first?.headers.get('authorization')).toBeNull();
    expect(first?.init.body).toBe(JSON.stringify({ username: 'a@b.cz' }));
    expect(first?.headers.get('x-request-id')).toBe('req-1');
    expect(second?.headers.get('x-request-id')).toBe('req-2');
  });

  it('uses a real uuid as request id by default', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await createApiClient({ fetch, tokens: memoryTokens() }).request('GET', 'codelists');
    expect(calls[0]?.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('sends the bearer token instead of the api key when a token exists', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await client({ fetch, tokens: memoryTokens('tok-1') }).request('GET', 'users/authenticated-info');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(calls[0]?.headers.get('x-api-key')).toBeNull();
  });

  it('adds the cache-busting _t parameter to GET calls only', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const api = client({ fetch, tokens: memoryTokens() });
    await api.request('GET', 'series/events', { query: { currency: 'CZK', page: 2, empty: undefined } });
    await api.request('POST', 'checkout/data', { body: {}, query: { currency: 'CZK' } });
    expect(calls[0]?.url).toBe('/api/v1/series/events?currency=CZK&page=2&_t=1700000000000');
    expect(calls[1]?.url).toBe('/api/v1/checkout/data?currency=CZK');
  });

  it('lets the browser set the multipart content type of uploads', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { processed: 1 }));
    const form = new FormData();
    form.append('file', new Blob(['a;b']), 'bank.csv');
    await client({ fetch, tokens: memoryTokens('t') }).request(
      'POST',
      'admin/registrations/upload-bank-csv',
      {
        body: form,
        long: true,
      },
    );
    expect(calls[0]?.headers.get('content-type')).toBeNull();
    expect(calls[0]?.init.body).toBe(form);
  });

  it('returns the parsed JSON body, and undefined for 204', async () => {
    const { fetch } = fakeFetch((url) =>
      url.includes('empty') ? new Response(null, { status: 204 }) : json(200, { a: 1 }),
    );
    const api = client({ fetch, tokens: memoryTokens() });
    await expect(api.request('GET', 'x')).resolves.toEqual({ a: 1 });
    await expect(api.request('DELETE', 'empty')).resolves.toBeUndefined();
  });
});

describe('api client: 401/403 handling (spec §4/§8)', () => {
  it('renews the token once via rehydrate and repeats the call with the new token', async () => {
    const tokens = memoryTokens('old');
    const { fetch, calls } = fakeFetch((url, init) => {
      if (url.endsWith('authenticate/token/rehydrate')) return json(200, { accessToken: 'new' });
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer new' ? json(200, { orders: [] }) : json(401, { code: 'common.invalidToken' });
    });
    const api = client({ fetch, tokens });

    await expect(api.request('GET', 'user/my-registrations')).resolves.toEqual({ orders: [] });

    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/v1/user/my-registrations',
      '/api/v1/authenticate/token/rehydrate',
      '/api/v1/user/my-registrations',
    ]);
    const rehydrate = calls[1];
    expect(rehydrate?.init.method).toBe('POST');
    expect(JSON.parse(String(rehydrate?.init.body))).toEqual({ accessToken: 'old' });
    expect(calls[2]?.headers.get('authorization')).toBe('Bearer new');
    expect(tokens.value).toBe('new');
  });

  it('logs out (clears the token) and fails with authError when renewal fails', async () => {
    const tokens = memoryTokens('old');
    const { fetch, calls } = fakeFetch((url) =>
      url.endsWith('rehydrate')
        ? json(401, { code: 'common.invalidToken' })
        : json(403, { code: 'common.forbidden' }),
    );
    const error = await failure(client({ fetch, tokens }).request('GET', 'admin/users'));

    expect(error.authError).toBe(true);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Přihlášení vypršelo nebo je neplatné. Přihlaste se prosím znovu.');
    expect(tokens.value).toBeNull();
    expect(calls.filter((c) => c.url.includes('rehydrate'))).toHaveLength(1);
    expect(calls).toHaveLength(2);
  });

  it('refreshes only once: a second refusal after renewal logs out', async () => {
    const tokens = memoryTokens('old');
    const { fetch, calls } = fakeFetch((url) =>
      url.endsWith('rehydrate')
        ? json(200, { accessToken: 'new' })
        : json(401, { code: 'common.invalidToken' }),
    );
    const error = await failure(client({ fetch, tokens }).request('GET', 'user/my-teams'));
    expect(error.authError).toBe(true);
    expect(tokens.value).toBeNull();
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/v1/user/my-teams',
      '/api/v1/authenticate/token/rehydrate',
      '/api/v1/user/my-teams',
    ]);
  });

  it('shares one renewal between concurrent refused calls', async () => {
    const tokens = memoryTokens('old');
    const { fetch, calls } = fakeFetch((url, init) => {
      if (url.endsWith('rehydrate')) return json(200, { accessToken: 'new' });
      return new Headers(init.headers).get('authorization') === 'Bearer new' ? json(200, {}) : json(401, {});
    });
    const api = client({ fetch, tokens });
    await Promise.all([api.request('GET', 'a'), api.request('GET', 'b'), api.request('GET', 'c')]);
    expect(calls.filter((c) => c.url.includes('rehydrate'))).toHaveLength(1);
  });

  it('fails with authError without renewal when there is no token', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json(403, { code: 'common.unauthorized', message: 'Pro tuto akci se musíte přihlásit.' }),
    );
    const error = await failure(client({ fetch, tokens: memoryTokens() }).request('GET', 'user/my-orders'));
    expect(error.authError).toBe(true);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Pro tuto akci se musíte přihlásit.');
    expect(calls).toHaveLength(1);
  });

  it('sends the renewal with the api key (the expired token travels in the body only)', async () => {
    const { fetch, calls } = fakeFetch((url) =>
      url.endsWith('rehydrate') ? json(200, { accessToken: 'new' }) : json(200, {}),
    );
    await expect(client({ fetch, tokens: memoryTokens('old') }).refreshToken()).resolves.toBe(true);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
    expect(calls[0]?.headers.get('x-api-key')).toBe(DEFAULT_API_KEY);
  });

  it('does not renew for calls that opt out (login): the refusal is the answer', async () => {
    const tokens = memoryTokens();
    const { fetch, calls } = fakeFetch(() =>
      json(401, { code: 'auth.invalidCredentials', message: 'Špatný e-mail nebo heslo.' }),
    );
    const error = await failure(
      client({ fetch, tokens }).request('POST', 'authenticate', {
        body: { username: 'a', password: 'b' },
        skipAuthRefresh: true,
      }),
    );
    expect(error.authError).toBe(true);
    expect(error.message).toBe('Špatný e-mail nebo heslo.');
    expect(calls).toHaveLength(1);
  });
});

describe('api client: error messages (spec §8)', () => {
  it('404: message with status and URL', async () => {
    const { fetch } = fakeFetch(() =>
      json(404, { code: 'common.routeNotFound', message: 'Požadovaná adresa neexistuje.' }),
    );
    const error = await failure(
      client({ fetch, tokens: memoryTokens() }).request('POST', 'authenticate', { body: {} }),
    );
    expect(error.status).toBe(404);
    expect(error.kind).toBe('notFound');
    expect(error.message).toContain('Požadovaná adresa neexistuje.');
    expect(error.message).toContain('404');
    expect(error.message).toContain('POST /api/v1/authenticate');
    expect(error.code).toBe('common.routeNotFound');
  });

  it('404 without a body still names status and URL (without the cache-buster)', async () => {
    const { fetch } = fakeFetch(
      () => new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } }),
    );
    const error = await failure(
      client({ fetch, tokens: memoryTokens() }).request('GET', 'series/events/x', { query: { a: 1 } }),
    );
    expect(error.message).toBe('REQUEST RETURN CODE: 404 (HTTP 404: GET /api/v1/series/events/x?a=1)');
  });

  it('400: validation-failed result carrying the body', async () => {
    const body = {
      code: 'common.validationFailed',
      validationErrors: [{ field: 'email', errors: ['Neplatný formát e-mailu.'] }],
    };
    const { fetch } = fakeFetch(() => json(400, body));
    const error = await failure(
      client({ fetch, tokens: memoryTokens() }).request('POST', 'user', { body: {} }),
    );
    expect(error.validationFailed).toBe(true);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(error.validationErrors).toEqual(body.validationErrors);
    expect(error.message).toBe('Neplatný formát e-mailu.');
  });

  it('503: "service currently unavailable, retry shortly" in the interface language', async () => {
    const { fetch } = fakeFetch(() => new Response('', { status: 503 }));
    const cs = await failure(client({ fetch, tokens: memoryTokens() }).request('GET', 'codelists'));
    expect(cs.status).toBe(503);
    expect(cs.message).toBe('Služba je momentálně nedostupná, zkuste to prosím za chvíli.');
    const en = await failure(
      client({ fetch, tokens: memoryTokens(), language: () => 'en' }).request('GET', 'codelists'),
    );
    expect(en.message).toBe('The service is currently unavailable, please try again shortly.');
  });

  it('503: carries the wait the server asks for, from Retry-After or else from the body', async () => {
    const header = fakeFetch(() => new Response('', { status: 503, headers: { 'retry-after': '3' } }));
    const a = await failure(
      client({ fetch: header.fetch, tokens: memoryTokens() }).request('GET', 'codelists'),
    );
    expect(a.retryAfterMs).toBe(3_000);
    const body = fakeFetch(() =>
      json(503, { code: 'common.serviceUnavailable', params: { retryAfterSeconds: 2 } }),
    );
    const b = await failure(
      client({ fetch: body.fetch, tokens: memoryTokens() }).request('GET', 'codelists'),
    );
    expect(b.retryAfterMs).toBe(2_000);
  });

  it('derives messages: message first, then the first validation error, then the return code', async () => {
    const answers = [
      json(409, { code: 'x', message: 'Tým s tímto názvem již existuje.' }),
      json(422, { code: 'x', validationErrors: [{ field: 'a', errors: ['První chyba', 'Druhá'] }] }),
      json(500, { code: 'common.internal' }),
      new Response('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ];
    const { fetch } = fakeFetch((_u, _i, n) => answers[n - 1] as Response);
    const api = client({ fetch, tokens: memoryTokens() });
    expect((await failure(api.request('POST', 'a'))).message).toBe('Tým s tímto názvem již existuje.');
    expect((await failure(api.request('POST', 'a'))).message).toBe('První chyba');
    expect((await failure(api.request('POST', 'a'))).message).toBe('REQUEST RETURN CODE: 500');
    expect((await failure(api.request('POST', 'a'))).message).toBe('REQUEST RETURN CODE: 502');
  });

  it('timeout: status 0 "BACKEND API CALL TIMEOUT" after the default 300,000 ms', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(client({ fetch, tokens: memoryTokens() }).request('GET', 'codelists'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(0);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(TIMEOUT_MESSAGE);
    expect(TIMEOUT_MESSAGE).toBe('BACKEND API CALL TIMEOUT');
  });

  it('long calls wait 1,200,000 ms', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failure(
      client({ fetch, tokens: memoryTokens('t') }).request('POST', 'admin/billing', { body: {}, long: true }),
    );
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(LONG_REQUEST_TIMEOUT_MS - REQUEST_TIMEOUT_MS);
    expect((await pending).message).toBe(TIMEOUT_MESSAGE);
  });

  it('offline: "BACKEND API UNAVAILABLE - NO CONNECTION" with status 0', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client({ fetch, tokens: memoryTokens() }).request('GET', 'codelists'));
    expect(error.status).toBe(0);
    expect(error.kind).toBe('offline');
    expect(error.message).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toBe('BACKEND API UNAVAILABLE - NO CONNECTION');
  });

  it('a call cancelled by its caller rejects with the AbortError, not a transport message', async () => {
    const { fetch } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = client({ fetch, tokens: memoryTokens() }).request('GET', 'codelists', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('api client: downloads', () => {
  it('returns the file and its name', async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response('id;name\n1;Jana', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="start-list.csv"',
          },
        }),
    );
    const result = await client({ fetch, tokens: memoryTokens('t') }).download({
      id: 'test.startListCsv',
      method: 'GET',
      path: 'admin/series/start-list/csv',
    });
    expect(result.fileName).toBe('start-list.csv');
    await expect(result.blob.text()).resolves.toBe('id;name\n1;Jana');
  });

  it('fails with "Failed to download file." and the status', async () => {
    const { fetch } = fakeFetch(() => json(500, { code: 'common.internal', message: 'boom' }));
    const error = await failure(
      client({ fetch, tokens: memoryTokens('t') }).download({
        id: 'test.xlsx',
        method: 'GET',
        path: 'admin/x.xlsx',
      }),
    );
    expect(error.kind).toBe('download');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Failed to download file. (HTTP 500)');
  });
});
