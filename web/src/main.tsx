import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLandingPage } from './app/router';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { silenceConsoleInProduction } from './lib/console';
import './lib/i18n';

silenceConsoleInProduction();
applyColorMode(readColorMode());
preloadLandingPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// Rendered as a transition: React builds the page in slices of a few milliseconds and yields in
// between, instead of blocking the main thread for the whole first render.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
