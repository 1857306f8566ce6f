/**
 * Calls the inline boot script of index.html sends while the app's code is still downloading
 * (boot/inline-boot.ts): the code lists and the first page's data of an anonymous visitor. Each
 * answer is kept under its call (`GET /api/v1/...?query`, without the cache-busting parameter) and
 * handed to the api client once, when the app makes that very call; an answer nobody takes in
 * time is dropped, so a later call always goes to the server.
 */

interface PrefetchEntry {
  response: Promise<Response>;
  /** `Date.now()` when the call was sent. */
  sentAt: number;
}

type PrefetchStore = Record<string, PrefetchEntry | undefined>;

declare global {
  interface Window {
    __bootPrefetch?: PrefetchStore;
  }
}

/** How long after it was sent a prefetched answer may still be used. */
export const PREFETCH_MAX_AGE_MS = 15_000;

function store(): PrefetchStore | undefined {
  return typeof window === 'undefined' ? undefined : window.__bootPrefetch;
}

/** Boot script: sends a call and keeps its answer under `key`. */
export function prefetch(key: string, url: string, init: RequestInit): void {
  const response = fetch(url, init);
  // Nobody may take it (another page, a signed-in visitor): that failure is not an error.
  response.catch(() => undefined);
  (window.__bootPrefetch ??= {})[key] = { response, sentAt: Date.now() };
}

/** Api client: the prefetched answer to this call, once, if it was sent recently. */
export function takePrefetched(key: string, now = Date.now()): Promise<Response> | undefined {
  const entries = store();
  const entry = entries?.[key];
  if (!entries || !entry) return undefined;
  delete entries[key];
  return now - entry.sentAt <= PREFETCH_MAX_AGE_MS ? entry.response : undefined;
}
