import { LONG_REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@shared/api/headers';
import type { Locale } from '@shared/codelists/enums';
import { deriveErrorMessage } from '@shared/errors/error-body';
import { parseRetryAfterMs } from '@shared/resilience/retry-policy';
import {
  APP_ID,
  DEFAULT_API_KEY,
  displayUrl,
  envApiKey,
  requestHeaders,
  requestUrl,
  type HttpMethod,
  type Query,
  type QueryValue,
} from './api-request';
import {
  resolveCall,
  type CallAnswer,
  type CallInput,
  type ClientRoute,
  type InputOptional,
} from './api-route';
import { tokenStore as browserTokenStore, type TokenStore } from './auth-token';
import { takePrefetched } from './boot-prefetch';
import { uuid } from './uuid';
import { ApiError, DOWNLOAD_FAILED_MESSAGE, OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from './api-error';

/**
 * Transport of spec §7/§8: every call of the SPA goes through here.
 * - base path /api/v1, app id + request id + JSON content type headers, credentials included;
 * - bearer token when signed in, otherwise the api key;
 * - GET calls carry a cache-busting `_t` parameter;
 * - timeouts (300 s, long calls 1,200 s) via AbortController;
 * - 401/403: renew the token once (rehydrate) and repeat, else log out and fail with `authError`;
 * - errors carry the spec's messages (404 with status and URL, 400 validation result, 503,
 *   timeout, offline, download failure, message derivation of shared/errors/error-body).
 */

export { APP_ID, DEFAULT_API_KEY, type HttpMethod, type Query, type QueryValue };

export interface RequestOptions {
  query?: Query;
  /** JSON-serialisable body, or FormData for multipart uploads. */
  body?: unknown;
  /** Overrides the default timeout (300,000 ms). */
  timeoutMs?: number;
  /** Long-running calls (bank CSV upload, card import, billing) get 1,200,000 ms. */
  long?: boolean;
  /** Caller cancellation (react-query passes one); an aborted call rejects with the AbortError. */
  signal?: AbortSignal;
  /**
   * Calls whose 401/403 is an answer in itself (login, token renewal) do not trigger the
   * renew-and-repeat / logout cycle.
   */
  skipAuthRefresh?: boolean;
  /**
   * Send the api key even when a token is stored. Used by the token renewal, which carries the
   * (possibly expired) token in its body: an expired bearer header must not block its own renewal.
   */
  anonymous?: boolean;
}

export interface ApiClientDeps {
  fetch?: typeof fetch;
  tokens?: TokenStore;
  apiKey?: string;
  now?: () => number;
  requestId?: () => string;
  /** Language of user-facing transport messages (503, token errors). */
  language?: () => Locale;
  defaultTimeoutMs?: number;
}

export interface DownloadResult {
  blob: Blob;
  fileName: string | undefined;
}

/** Transport options of a typed call (the route gives method, path and timeout class). */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'skipAuthRefresh' | 'anonymous'>;

/** The input argument of a call: optional when the route needs none. */
export type CallArgs<R extends ClientRoute> =
  InputOptional<R> extends true
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

export interface ApiClient {
  /**
   * Calls a route of shared/api/areas with its typed input; answers its typed response. The only
   * way features talk to the API: no path strings, no hand-picked answer types.
   */
  call<R extends ClientRoute>(route: R, ...args: CallArgs<R>): Promise<CallAnswer<R>>;
  /** A route answering a file (exports): the blob and its file name. */
  download<R extends ClientRoute>(route: R, ...args: CallArgs<R>): Promise<DownloadResult>;
  /** The transport itself (the client's own token renewal and its tests). */
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * Renews the stored token (POST authenticate/token/rehydrate). Resolves false when there is no
   * token or renewal failed; concurrent callers share one renewal.
   */
  refreshToken(): Promise<boolean>;
}

interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  payload: unknown;
}

function documentLanguage(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang === 'en' ? 'en' : 'cs';
}

function fileNameFrom(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return star[1].trim();
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim();
}

async function readPayload(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The server's message catalogue, for the two transport messages the client words itself (503,
 * expired session). Loaded when such an answer arrives: the catalogue is large and a module lives
 * in one chunk, so a static import would put all of it on every page.
 */
const coreMessages = async () => (await import('./core-messages')).CORE_MESSAGES;

/** A response promise that rejects like `fetch` (with the signal's reason) once the signal aborts. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const tokens = deps.tokens ?? browserTokenStore;
  const apiKey = deps.apiKey ?? envApiKey() ?? DEFAULT_API_KEY;
  const now = deps.now ?? Date.now;
  const requestId = deps.requestId ?? uuid;
  const language = deps.language ?? documentLanguage;
  const defaultTimeout = deps.defaultTimeoutMs ?? REQUEST_TIMEOUT_MS;

  let renewal: Promise<boolean> | null = null;

  function headersFor(body: unknown, anonymous: boolean | undefined): Headers {
    return requestHeaders({
      requestId: requestId(),
      language: language(),
      token: anonymous ? null : tokens.get(),
      apiKey,
      json: !(body instanceof FormData),
    });
  }

  /** One HTTP exchange, including reading the body, under the timeout. */
  async function exchange(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    mode: 'data' | 'blob',
  ): Promise<Answer> {
    const shownUrl = displayUrl(method, path, options.query);
    const timeoutMs = options.timeoutMs ?? (options.long ? LONG_REQUEST_TIMEOUT_MS : defaultTimeout);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = options.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forwardAbort();
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    const body = options.body;
    // The inline boot script of index.html may already have sent this very call (same URL and
    // headers, anonymous GET) while the app's code was loading: its answer is used once.
    const prefetched =
      method === 'GET' && !options.anonymous && tokens.get() === null ? takePrefetched(shownUrl) : undefined;
    try {
      const response = await (prefetched
        ? untilAborted(prefetched, controller.signal)
        : doFetch(requestUrl(method, path, options.query, now()), {
            method,
            headers: headersFor(body, options.anonymous),
            body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
            credentials: 'include',
            cache: 'no-store',
            signal: controller.signal,
          }));
      const payload = mode === 'blob' && response.ok ? await response.blob() : await readPayload(response);
      return { status: response.status, ok: response.ok, headers: response.headers, payload };
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', TIMEOUT_MESSAGE, 0, shownUrl);
      if (callerSignal?.aborted) throw error;
      throw new ApiError('offline', OFFLINE_MESSAGE, 0, shownUrl);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function errorFor(
    answer: Answer,
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    mode: 'data' | 'blob',
  ): Promise<ApiError> {
    const url = displayUrl(method, path, options.query);
    const { status, payload } = answer;
    const body = typeof payload === 'object' && payload !== null ? payload : undefined;
    if (mode === 'blob')
      return new ApiError('download', `${DOWNLOAD_FAILED_MESSAGE} (HTTP ${status})`, status, url, body);
    if (status === 400)
      return new ApiError('validation', deriveErrorMessage(body, status), status, url, body);
    if (status === 403) return new ApiError('forbidden', deriveErrorMessage(body, status), status, url, body);
    if (status === 404) {
      return new ApiError(
        'notFound',
        `${deriveErrorMessage(body, status)} (HTTP 404: ${url})`,
        status,
        url,
        body,
      );
    }
    if (status === 503) {
      return new ApiError(
        'unavailable',
        (await coreMessages())['common.serviceUnavailable'][language()],
        status,
        url,
        body,
        retryAfterOf(answer.headers, body),
      );
    }
    return new ApiError('http', deriveErrorMessage(body, status), status, url, body);
  }

  /** The header when the browser may read it, else the same figure from the 503 body's params. */
  function retryAfterOf(headers: Headers, body: object | undefined): number | undefined {
    const fromHeader = parseRetryAfterMs(headers.get('retry-after'));
    if (fromHeader !== undefined) return fromHeader;
    const seconds = (body as { params?: { retryAfterSeconds?: unknown } } | undefined)?.params
      ?.retryAfterSeconds;
    return typeof seconds === 'number' && seconds >= 0 ? seconds * 1_000 : undefined;
  }

  async function refreshToken(): Promise<boolean> {
    const current = tokens.get();
    if (!current) return false;
    renewal ??= (async () => {
      try {
        const answer = await request<{ accessToken?: unknown }>('POST', 'authenticate/token/rehydrate', {
          body: { accessToken: current },
          skipAuthRefresh: true,
          anonymous: true,
        });
        if (typeof answer?.accessToken !== 'string' || answer.accessToken.length === 0) return false;
        tokens.replace(answer.accessToken);
        return true;
      } catch {
        return false;
      } finally {
        renewal = null;
      }
    })();
    return renewal;
  }

  async function send(
    method: HttpMethod,
    path: string,
    options: RequestOptions,
    mode: 'data' | 'blob',
  ): Promise<Answer> {
    let answer = await exchange(method, path, options, mode);
    // Spec §8: 401/403 renew the token once, then end the session. A 403 the server marks as no
    // permission (`authError: false`: a role or record the user may not touch) is an answer in
    // itself: the user stays signed in and the screen says "no access".
    const denied = (a: Answer) =>
      a.status === 401 ||
      (a.status === 403 && (a.payload as { authError?: unknown } | undefined)?.authError !== false);
    if (!denied(answer)) {
      if (!answer.ok) throw await errorFor(answer, method, path, options, mode);
      return answer;
    }

    const url = displayUrl(method, path, options.query);
    const body = typeof answer.payload === 'object' && answer.payload !== null ? answer.payload : undefined;
    // Calls whose refusal is the answer itself (login, the renewal) and anonymous callers (nothing
    // to renew): the refusal is reported as it came.
    if (options.skipAuthRefresh || tokens.get() === null) {
      throw new ApiError('auth', deriveErrorMessage(body, answer.status), 401, url, body);
    }

    if (await refreshToken()) {
      answer = await exchange(method, path, options, mode);
      if (!denied(answer)) {
        if (!answer.ok) throw await errorFor(answer, method, path, options, mode);
        return answer;
      }
    }

    // Renewal failed or the repeated call was refused again: the user is logged out (clearing the
    // token ends the session, see features/auth/model/session) with the token error message.
    tokens.clear();
    throw new ApiError('auth', (await coreMessages())['common.invalidToken'][language()], 401, url, body);
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const answer = await send(method, path, options, 'data');
    return answer.payload as T;
  }

  const optionsOf = (route: ClientRoute, input: unknown, options: CallOptions = {}) => {
    const call = resolveCall(route, input);
    return { call, options: { ...options, query: call.query, body: call.body, long: call.long } };
  };

  return {
    call: <R extends ClientRoute>(route: R, ...[input, options]: CallArgs<R>) => {
      const { call, options: all } = optionsOf(route, input, options);
      return request<CallAnswer<R>>(call.method, call.path, all);
    },
    async download<R extends ClientRoute>(route: R, ...[input, options]: CallArgs<R>) {
      const { call, options: all } = optionsOf(route, input, options);
      const answer = await send(call.method, call.path, all, 'blob');
      return {
        blob: answer.payload as Blob,
        fileName: fileNameFrom(answer.headers.get('content-disposition')),
      };
    },
    request,
    refreshToken,
  };
}

/** The app's client. */
export const api: ApiClient = createApiClient();

export * from './api-error';
