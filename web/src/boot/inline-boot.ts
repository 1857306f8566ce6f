/**
 * Inline boot script of index.html (built by vite-plugins/inline-boot.ts, runs while the HTML is
 * parsed, before the app's code has downloaded):
 * - applies the stored theme and language, so the first paint already has the right colours;
 * - preloads the code of the page being opened (besides the app's own code, which the HTML preloads)
 *   and the texts of a language other than the default;
 * - for an anonymous visitor, sends the startup's code-list call and the page's first data calls,
 *   exactly as the api client would (lib/boot-prefetch.ts hands the answers over once). A visitor
 *   with a stored token is left alone: startup renews the session before anything else (spec §4).
 */
import { DEFAULT_API_KEY, displayUrl, envApiKey, requestHeaders, requestUrl } from '../lib/api-request';
import { tokenStore } from '../lib/auth-token';
import { prefetch } from '../lib/boot-prefetch';
import { applyColorMode, readColorMode, storedLanguage } from '../lib/preferences';
import { uuid } from '../lib/uuid';
import { LANDING_CALLS, STARTUP_CALLS, type BootCall } from './boot-calls';
import { matchLandingRoute } from './landing-routes';

/**
 * Route name (or `language:<code>`) → files to preload (absolute URLs), filled in at build time
 * (vite-plugins/inline-boot.ts); empty on the dev server.
 */
declare const __BOOT_ROUTE_CHUNKS__: Record<string, string[]>;

function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

function send(call: BootCall, language: ReturnType<typeof storedLanguage>): void {
  const headers = requestHeaders({
    requestId: uuid(),
    language,
    token: null,
    apiKey: envApiKey() ?? DEFAULT_API_KEY,
    json: true,
  });
  prefetch(displayUrl('GET', call.path, call.query), requestUrl('GET', call.path, call.query, Date.now()), {
    method: 'GET',
    headers,
    credentials: 'include',
    cache: 'no-store',
  });
}

try {
  applyColorMode(readColorMode());
  const language = storedLanguage();
  document.documentElement.lang = language;

  const matched = matchLandingRoute(location.pathname);
  for (const href of (matched && __BOOT_ROUTE_CHUNKS__[matched.route.name]) || []) preloadModule(href);
  for (const href of __BOOT_ROUTE_CHUNKS__[`language:${language}`] || []) preloadModule(href);

  if (tokenStore.get() === null) {
    for (const call of STARTUP_CALLS) send(call, language);
    for (const call of matched ? LANDING_CALLS[matched.route.name](matched.params) : []) send(call, language);
  }
} catch {
  // Only a head start: the app does all of this again on its own.
}
