/**
 * Inline boot script of index.html (built by vite-plugins/inline-boot.ts, runs while the HTML is
 * parsed, before the app's code has downloaded):
 * - applies the stored theme and language, so the first paint already has the right colours;
 * - preloads the code of the page being opened (besides the app's own code, which the HTML preloads)
 *   and the texts of a language other than the default;
 * - for an anonymous visitor, sends the startup's code-list call and the page's first data calls,
 *   exactly as the api client would (lib/boot-prefetch.ts hands the answers over once). A visitor
 *   with a stored token is left alone: startup renews the session before anything else (spec §4).
 * A prerendered page (its body in the HTML, `<html data-prerendered>`, see
 * functions/domain/public-pages/page-body.ts) has no script tag of the app: the HTML paints on its
 * own, and all of the above but the theme and language, then the app's entry, start after that
 * first paint (docs/public-pages.md says why: a request that ends before the paint counts as if the
 * paint had waited for it). Until the app has hydrated such a page, hydration-gate.ts holds back
 * the visitor's clicks and typing and starts the app at their first touch or key.
 */
import { DEFAULT_LOCALE, type Locale } from '@shared/codelists/enums';
import { DEFAULT_API_KEY, displayUrl, envApiKey, requestHeaders, requestUrl } from '../lib/api-request';
import { tokenStore } from '../lib/auth-token';
import { prefetch } from '../lib/boot-prefetch';
import { applyColorMode, readColorMode, storedLanguage } from '../lib/preferences';
import { uuid } from '../lib/uuid';
import { LANDING_CALLS, STARTUP_CALLS, type BootCall } from './boot-calls';
import { installHydrationGate } from './hydration-gate';
import { matchLandingRoute } from './landing-routes';

/**
 * Route name (or `language:<code>`) → files to preload (absolute URLs), filled in at build time
 * (vite-plugins/inline-boot.ts); empty on the dev server.
 */
declare const __BOOT_ROUTE_CHUNKS__: Record<string, string[]>;
/** The app's entry and the files it imports (absolute URLs), filled in at build time; empty on the dev server. */
declare const __BOOT_ENTRY__: { script: string; preloads: string[] } | null;

function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

function send(call: BootCall, language: Locale): void {
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

/** The page's code and, for an anonymous visitor, its first calls. Only a head start: the app does it all again. */
function prefetchPage(language: Locale): void {
  try {
    const matched = matchLandingRoute(location.pathname);
    for (const href of (matched && __BOOT_ROUTE_CHUNKS__[matched.route.name]) || []) preloadModule(href);
    for (const href of __BOOT_ROUTE_CHUNKS__[`language:${language}`] || []) preloadModule(href);

    if (tokenStore.get() === null) {
      for (const call of STARTUP_CALLS) send(call, language);
      for (const call of matched ? LANDING_CALLS[matched.route.name](matched.params) : [])
        send(call, language);
    }
  } catch {
    // The app sends what it needs itself.
  }
}

/** A prerendered page's app: the entry script (and the files it imports) the HTML does not carry. */
function startApp(): void {
  if (!__BOOT_ENTRY__) return;
  for (const href of __BOOT_ENTRY__.preloads) preloadModule(href);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = __BOOT_ENTRY__.script;
  document.head.appendChild(script);
}

/** Longest wait for the first paint's report before starting anyway (a paint nobody reports). */
const PAINT_WAIT_LIMIT_MS = 3000;

/** `run` once, however often it is called. */
function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/**
 * Runs `go` once the page's first contentful paint is on screen: the browser reports it (paint
 * timing) when the frame is presented, which may be well after the main thread painted it, and
 * that presentation time is what Lighthouse takes as the paint. Without paint timing, after the
 * first frame (an animation frame runs just before a frame's paint, a timeout set from it after).
 * A page opened in the background paints nothing until shown, so there it starts at once.
 */
function afterFirstPaint(go: () => void): void {
  if (document.visibilityState === 'hidden') return go();
  setTimeout(go, PAINT_WAIT_LIMIT_MS);
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing');
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(go, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(go, 0));
  }
}

let language: Locale = DEFAULT_LOCALE;
try {
  applyColorMode(readColorMode());
  language = storedLanguage();
  document.documentElement.lang = language;
} catch {
  // The app applies both again.
}
if (document.documentElement.hasAttribute('data-prerendered')) {
  const go = once(() => {
    prefetchPage(language);
    startApp();
  });
  // A visitor who reaches for the page before the paint is reported gets the app at once; what they
  // click or type before it has hydrated is held back and replayed (hydration-gate.ts).
  installHydrationGate(go);
  afterFirstPaint(go);
} else prefetchPage(language);
