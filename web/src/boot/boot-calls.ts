import { DEFAULT_CURRENCY } from '@shared/codelists/enums';
import { HOME_EVENTS_PAGE_SIZE, HOME_SERIES_PAGE_SIZE } from '../features/catalog/api/catalog-paging';
import { storedCartCurrency } from '../features/cart/model/cart-cookie';
import type { Query } from '../lib/api-request';
import type { LandingRoute } from './landing-routes';

/**
 * The GET calls the inline boot script sends before the app's code has arrived: the startup's and
 * those of the landing page. They must be exactly the calls the app makes (see
 * features/catalog/api/catalog-queries.ts and app/startup.ts); a call that differs is simply not used.
 */
export interface BootCall {
  path: string;
  query?: Query;
}

/** Calls every page needs first (startup step 2, spec §4). */
export const STARTUP_CALLS: BootCall[] = [{ path: 'codelists' }];

function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

export const LANDING_CALLS: Record<LandingRoute['name'], (params: string[]) => BootCall[]> = {
  home: () => [
    { path: 'series/events', query: { take: HOME_EVENTS_PAGE_SIZE, skip: 0 } },
    { path: 'series', query: { take: HOME_SERIES_PAGE_SIZE, skip: 0 } },
  ],
  event: ([guid]) => [
    {
      path: `series/events/${encodeURIComponent(decoded(guid))}`,
      // The cart's currency as startup will read it (an unreadable cart is an empty cart in CZK).
      query: { currency: storedCartCurrency() ?? DEFAULT_CURRENCY },
    },
  ],
  startList: () => [],
};
