/**
 * The pages visitors most often land on: which lazy page (`module`, its file under web/src) to load
 * before the app has even started. Used by the inline boot script of index.html (to preload the
 * page's chunks, see vite-plugins/inline-boot.ts) and by the router (to start importing the page
 * while startup runs).
 */
export interface LandingRoute {
  name: 'home' | 'event' | 'startList';
  pattern: RegExp;
  module: string;
}

export const LANDING_ROUTES: LandingRoute[] = [
  { name: 'home', pattern: /^\/$/, module: 'features/catalog/routes/home-page.tsx' },
  {
    name: 'event',
    pattern: /^\/detail\/event\/([^/]+)\/?$/,
    module: 'features/catalog/routes/event-page.tsx',
  },
  {
    name: 'startList',
    pattern: /^\/detail\/startlist\/([^/]+)\/?$/,
    module: 'features/catalog/routes/start-list-page.tsx',
  },
];

/**
 * Texts that travel in a chunk of their own, per language (lib/i18n.ts): preloaded for visitors who
 * read that language, because the app waits for them before its first render.
 */
export const LANGUAGE_MODULES: Record<string, string> = { en: 'locales/en/common.json' };

export function matchLandingRoute(pathname: string): { route: LandingRoute; params: string[] } | undefined {
  for (const route of LANDING_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: match.slice(1) };
  }
  return undefined;
}
