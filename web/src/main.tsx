import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppRouter, preloadLandingPage } from './app/router';
import { startupQuery } from './app/startup-gate';
import { readCartCookies } from './features/cart/model/cart-cookie';
import { tokenStore } from './lib/auth-token';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { silenceConsoleInProduction } from './lib/console';
import { i18n, languageLoaded } from './lib/i18n';
import { markHydrating } from './lib/prerender';
import { readPageData } from './lib/page-data-block';
import { createQueryClient } from './lib/query-client';
import { fetchPublicOverrides, installTextOverrides } from './lib/text-overrides';
// Before the router mounts: the unsaved-changes guard must see the back button first.
import './lib/popstate-gate';

silenceConsoleInProduction();
applyColorMode(readColorMode());
const { pathname } = window.location;
const pageLoaded = preloadLandingPage(pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();
const anonymous = !tokenStore.get() && readCartCookies() === undefined;

const app = (
  <StrictMode>
    <App queryClient={queryClient} router={<AppRouter />} />
  </StrictMode>
);

/**
 * A prerendered page (its body rendered by the worker, as an anonymous visitor with an empty cart
 * sees it in the page's language) is hydrated when the visitor is in that very situation: React
 * adopts the HTML already painted instead of building it again. Otherwise (a stored token or cart,
 * another language) the app renders as on any page, replacing the HTML once startup is done.
 */
async function start(): Promise<void> {
  await languageLoaded();
  const renderedLanguage = container?.dataset.renderedLang;
  if (renderedLanguage) {
    // The rendered HTML stays on screen during startup; the first render then needs no spinner.
    const started = await queryClient.fetchQuery(startupQuery(queryClient)).then(
      () => true,
      () => false,
    );
    if (started && anonymous && renderedLanguage === i18n.language) {
      // The page's own preparation (its series' colours for the top bar above it) before React
      // renders anything, as the worker did before rendering the HTML.
      (await pageLoaded)?.beforeHydration?.();
      markHydrating(pathname);
      // As a transition: React hydrates in slices of a few milliseconds and yields in between (a
      // default-priority hydration is one task blocking the main thread). The page is already
      // painted and its links work meanwhile; its buttons answer once their part is hydrated.
      startTransition(() => {
        hydrateRoot(container as HTMLElement, app);
      });
      return;
    }
  }
  // Rendered as a transition: React builds the page in slices of a few milliseconds and yields in
  // between instead of blocking the main thread for the whole render.
  const root = createRoot(container as HTMLElement);
  startTransition(() => root.render(app));
}

// Rendered once the interface texts are there (English ones arrive in a chunk of their own, which
// index.html preloads for English readers). The texts an admin overrode are asked for after the
// first render and replace them in place; a prerendered page carries its language's, rendered into
// its HTML, which apply before the first render (or hydration), so hydration meets the same texts.
let firstRendered = (): void => undefined;
installTextOverrides(i18n, fetchPublicOverrides, {
  seeded: readPageData(document)?.texts,
  fetchAfter: new Promise<void>((resolve) => (firstRendered = resolve)),
});
void start().finally(firstRendered);
