import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyColorMode, readColorMode } from './lib/color-mode';
import { silenceConsoleInProduction } from './lib/console';
import './lib/i18n';

silenceConsoleInProduction();
applyColorMode(readColorMode());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
