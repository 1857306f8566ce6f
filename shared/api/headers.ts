/** Transport headers of spec §7 (lower-case: API Gateway v2 lower-cases header names). */
export const HEADER_APP_ID = 'x-app-id';
export const HEADER_REQUEST_ID = 'x-request-id';
export const HEADER_API_KEY = 'x-api-key';
/** Query parameter the SPA adds to GET calls to defeat caches; the API ignores it. */
export const CACHE_BUSTING_PARAM = '_t';
/** Client timeouts (spec §9). */
export const REQUEST_TIMEOUT_MS = 300_000;
export const LONG_REQUEST_TIMEOUT_MS = 1_200_000;
