import { DEFAULT_CURRENCY, type CurrencyCode } from '../../../shared/codelists/enums';
import type { Query } from '../lib/api-request';
import { readCookie } from '../lib/cookies';
import { HOME_EVENTS_PAGE_SIZE, HOME_SERIES_PAGE_SIZE } from '../features/catalog/api/catalog-paging';
import { CART_COOKIE, parseCart } from '../features/cart/model/cart';

/**
 * The pages a visitor most often lands on, as the inline boot script of index.html sees them: which
 * route chunk to preload (`module`, the lazy route's file under web/src) and which GET calls of that
 * page to send before the app's code has arrived. The calls must be exactly the ones the page makes
 * (see features/catalog/api/catalog-queries.ts); a call that differs is simply not used.
 */
export interface BootCall {
  path: string;
  query?: Query;
}

export interface BootRoute {
  name: string;
  pattern: RegExp;
  module: string;
  calls(params: string[]): BootCall[];
}

/** The cart's currency as startup will read it (an unreadable cart is an empty cart in CZK). */
function storedCartCurrency(): CurrencyCode {
  const raw = readCookie(CART_COOKIE);
  if (!raw) return DEFAULT_CURRENCY;
  try {
    return parseCart(raw).currency;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

export const BOOT_ROUTES: BootRoute[] = [
  {
    name: 'home',
    pattern: /^\/$/,
    module: 'features/catalog/routes/home-page.tsx',
    calls: () => [
      { path: 'series/events', query: { take: HOME_EVENTS_PAGE_SIZE, skip: 0 } },
      { path: 'series', query: { take: HOME_SERIES_PAGE_SIZE, skip: 0 } },
    ],
  },
  {
    name: 'event',
    pattern: /^\/detail\/event\/([^/]+)\/?$/,
    module: 'features/catalog/routes/event-page.tsx',
    calls: ([guid]) => [
      {
        path: `series/events/${encodeURIComponent(decoded(guid))}`,
        query: { currency: storedCartCurrency() },
      },
    ],
  },
  {
    name: 'startList',
    pattern: /^\/detail\/startlist\/([^/]+)\/?$/,
    module: 'features/catalog/routes/start-list-page.tsx',
    calls: () => [],
  },
];

/** Calls every page needs first (startup step 2, spec §4). */
export const STARTUP_CALLS: BootCall[] = [{ path: 'codelists' }];

export function matchBootRoute(pathname: string): { route: BootRoute; params: string[] } | undefined {
  for (const route of BOOT_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: match.slice(1) };
  }
  return undefined;
}
