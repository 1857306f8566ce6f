import type { QueryClient } from '@tanstack/react-query';
import { RENDERED_START_LIST_ORDER, type PageData } from '@shared/catalog/page-data';
import { matchLandingRoute } from '../../../boot/landing-routes';
import { readPageData } from '../../../lib/page-data-block';
import { startListQuery, subeventStylingsQuery, type StartListParams } from '../api/catalog-queries';

/**
 * The start list page's rendered data (issue 29), as rendered-page-data.ts does for the event page:
 * before the page's first render its query gets the data block's list, marked stale so the page
 * fetches it again at once (a sale changes it). Only the start list page imports it (a module
 * pages share would be a file of its own, or code in the event page's chunks).
 */

/** The page's params on an address without `?q=&sort=&desc=&page=`: what the worker renders. */
export const RENDERED_START_LIST_PARAMS: StartListParams = {
  searchText: '',
  ...RENDERED_START_LIST_ORDER,
  page: 0,
};

export const sameAsRendered = (params: StartListParams) =>
  params.searchText === RENDERED_START_LIST_PARAMS.searchText &&
  params.sort === RENDERED_START_LIST_PARAMS.sort &&
  params.descending === RENDERED_START_LIST_PARAMS.descending &&
  params.page === RENDERED_START_LIST_PARAMS.page;

/** `dataUpdatedAt` given to the seeded list: anything fetched later is newer. */
let seededAt = 0;
let blockUsed = false;

/** Puts a rendered start list page's list and stylings into the cache under the calls its page makes first. */
export function seedRenderedStartList(
  queryClient: QueryClient,
  data: PageData | undefined,
  pathname: string,
  now = Date.now(),
): void {
  const rendered = data?.startList;
  const landing = matchLandingRoute(pathname);
  const renderedAt = Date.parse(data?.renderedAt ?? '');
  if (!rendered || landing?.route.name !== 'startList' || landing.params[0] !== rendered.subEventGuid) return;
  if (Number.isNaN(renderedAt)) return;
  // Never later than now, even with a clock ahead of the visitor's: a live answer must be newer.
  seededAt = Math.min(renderedAt, now - 1);
  const { queryKey } = startListQuery(rendered.subEventGuid, RENDERED_START_LIST_PARAMS);
  queryClient.setQueryData(queryKey, rendered.list, { updatedAt: seededAt });
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  // Its series' stylings too: the page (and the HTML) is in their colours from the first render.
  if (rendered.stylings) {
    const stylings = subeventStylingsQuery(rendered.subEventGuid).queryKey;
    queryClient.setQueryData(stylings, rendered.stylings, { updatedAt: seededAt });
    void queryClient.invalidateQueries({ queryKey: stylings, exact: true, refetchType: 'none' });
  }
}

/** Whether the list shown is still the rendered page's (not yet answered live). */
export const isRenderedStartList = (dataUpdatedAt: number) => seededAt > 0 && dataUpdatedAt <= seededAt;

/** In the browser, once: the first render of the page the document was rendered for seeds its list. */
export function seedStartListFromDocument(queryClient: QueryClient): void {
  if (blockUsed || typeof document === 'undefined') return;
  blockUsed = true;
  seedRenderedStartList(queryClient, readPageData(document), window.location.pathname);
}
