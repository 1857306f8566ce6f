/**
 * Whether the page being rendered is a prerendered one: in the render worker (no document) or in
 * the browser hydrating the worker's HTML of this very address (main.tsx). Parts that normally
 * wait for a follow-up render (DeferredRender) render at once then, as the HTML has them already.
 */
let hydratedPath: string | null = null;

export function markHydrating(pathname: string): void {
  hydratedPath = pathname;
}

export const isPrerendering = (): boolean =>
  typeof document === 'undefined' || (hydratedPath !== null && window.location.pathname === hydratedPath);
