import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/router';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { silenceConsoleInProduction } from './lib/console';
import { i18n, languageLoaded } from './lib/i18n';
import { fetchPublicOverrides, installTextOverrides } from './lib/text-overrides';
// Before the router mounts: the unsaved-changes guard must see the back button first.
import './lib/popstate-gate';

silenceConsoleInProduction();
applyColorMode(readColorMode());
preloadLandingPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Rendered once the interface texts are there (English ones arrive in a chunk of their own, which
// index.html preloads for English readers), as a transition: React builds the page in slices of a
// few milliseconds and yields in between instead of blocking the main thread for the whole render.
const root = createRoot(container);
void languageLoaded().finally(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
// The texts an admin overrode arrive after the first render and replace the built-in ones in place.
void languageLoaded().finally(() => installTextOverrides(i18n, fetchPublicOverrides));
