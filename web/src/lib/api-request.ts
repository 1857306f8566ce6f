import { CACHE_BUSTING_PARAM, HEADER_API_KEY, HEADER_APP_ID, HEADER_REQUEST_ID } from '@shared/api/headers';
import { API_BASE_PATH } from '@shared/api/route-types';
import type { Locale } from '@shared/codelists/enums';

/**
 * How a call of the SPA looks on the wire (spec §7): path under /api/v1, query, cache-busting
 * parameter of GET calls and the transport headers. Used by the api client and by the inline boot
 * script of index.html (which must send exactly what the client would), so it imports nothing else.
 */

export const APP_ID = 'race-registration-web';
export const DEFAULT_API_KEY = 'web-spa';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export function envApiKey(): string | undefined {
  const value: unknown = import.meta.env?.VITE_API_KEY;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function appendQuery(params: URLSearchParams, query: Query | undefined): void {
  if (!query) return;
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
}

export function apiPath(path: string): string {
  return `${API_BASE_PATH}/${path.replace(/^\/+/, '')}`;
}

/** The call as shown in messages (and as the key of a prefetched answer): no cache-busting parameter. */
export function displayUrl(method: HttpMethod, path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  appendQuery(params, query);
  const qs = params.toString();
  return `${method} ${apiPath(path)}${qs ? `?${qs}` : ''}`;
}

export function requestUrl(method: HttpMethod, path: string, query: Query | undefined, now: number): string {
  const params = new URLSearchParams();
  appendQuery(params, query);
  if (method === 'GET') params.set(CACHE_BUSTING_PARAM, String(now));
  const qs = params.toString();
  return `${apiPath(path)}${qs ? `?${qs}` : ''}`;
}

export interface HeaderInput {
  requestId: string;
  language: Locale;
  /** Bearer token; without one the api key is sent. */
  token: string | null;
  apiKey: string;
  /** JSON content type (every body but multipart form data). */
  json: boolean;
}

export function requestHeaders(input: HeaderInput): Headers {
  const headers = new Headers();
  headers.set(HEADER_APP_ID, APP_ID);
  headers.set(HEADER_REQUEST_ID, input.requestId);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', input.language);
  if (input.json) headers.set('Content-Type', 'application/json');
  if (input.token) headers.set('Authorization', `Bearer ${input.token}`);
  else headers.set(HEADER_API_KEY, input.apiKey);
  return headers;
}
