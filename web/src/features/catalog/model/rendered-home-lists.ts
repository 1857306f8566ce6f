import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@shared/catalog/page-data';
import { matchLandingRoute } from '../../../boot/landing-routes';
import { readPageData } from '../../../lib/page-data-block';
import { homeEventsQuery, homeSeriesQuery } from '../api/catalog-queries';

/**
 * The home page's rendered lists (issue 29), as rendered-page-data.ts does for the event page:
 * before the lists' first render their queries get the data block's first pages, marked stale so
 * the page fetches them again at once (availability changes with sales). Only the home page's
 * lists import it.
 */

/** `dataUpdatedAt` given to the seeded lists: anything fetched later is newer. */
let seededAt = 0;
let blockUsed = false;

/** Puts a rendered home page's lists into the cache as the first page of each list's call. */
export function seedRenderedHome(
  queryClient: QueryClient,
  data: PageData | undefined,
  pathname: string,
  now = Date.now(),
): void {
  const home = data?.home;
  const renderedAt = Date.parse(data?.renderedAt ?? '');
  if (!home || matchLandingRoute(pathname)?.route.name !== 'home' || Number.isNaN(renderedAt)) return;
  // Never later than now, even with a clock ahead of the visitor's: a live answer must be newer.
  seededAt = Math.min(renderedAt, now - 1);
  queryClient.setQueryData(
    homeEventsQuery.queryKey,
    { pages: [home.events], pageParams: [0] },
    { updatedAt: seededAt },
  );
  queryClient.setQueryData(
    homeSeriesQuery.queryKey,
    { pages: [home.series], pageParams: [0] },
    { updatedAt: seededAt },
  );
  for (const { queryKey } of [homeEventsQuery, homeSeriesQuery])
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}

/** Whether a list shown is still the rendered page's (not yet answered live). */
export const isRenderedHomeList = (dataUpdatedAt: number) => seededAt > 0 && dataUpdatedAt <= seededAt;

/** In the browser, once: the first render of the home page the document was rendered for seeds its lists. */
export function seedHomeFromDocument(queryClient: QueryClient): void {
  if (blockUsed || typeof document === 'undefined') return;
  blockUsed = true;
  seedRenderedHome(queryClient, readPageData(document), window.location.pathname);
}
