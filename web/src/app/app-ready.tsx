import { useEffect } from 'react';
import { releaseHydrationGate } from '../boot/hydration-gate';

/** Set on `<html>` once the app shows its first page (the browser journeys wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * The app has committed its first page, hydrated or rendered: a prerendered page's HTML looks the
 * same before, so `data-app-ready` on `<html>` says when its controls answer, and the clicks and
 * typing held back until then are replayed (boot/hydration-gate.ts). Once per page load.
 */
export function useAppReady(): void {
  useEffect(() => {
    if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    releaseHydrationGate();
  }, []);
}

/**
 * Rendered after the route's page inside its Suspense boundary (layout/root-layout.tsx): its effect
 * runs once the page itself has committed, not while the lazy page's code or a dehydrated boundary
 * still waits.
 */
export function AppReady(): null {
  useAppReady();
  return null;
}
