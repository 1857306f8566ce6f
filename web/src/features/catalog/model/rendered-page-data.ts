import type { QueryClient } from '@tanstack/react-query';
import type { PageData } from '@shared/catalog/page-data';
import type { CurrencyCode } from '@shared/codelists/enums';
import { matchLandingRoute } from '../../../boot/landing-routes';
import { readPageData } from '../../../lib/page-data-block';
import { eventDetailKey } from '../api/catalog-keys';

/** `dataUpdatedAt` given to the seeded data: anything fetched later is newer. */
let seededAt = 0;
/** The page's data block is used once, by the page first shown (a later visit fetches). */
let blockUsed = false;

/**
 * Before the first render: puts a rendered event page's event into the cache under the very call
 * the page makes (its guid, the cart's currency), so the page shows at once instead of after the
 * call. It is marked stale, so the page fetches it again as soon as it mounts: places left and
 * availability come from that answer (see isRenderedData). Anything else is left alone.
 */
export function seedRenderedPage(
  queryClient: QueryClient,
  data: PageData | undefined,
  pathname: string,
  currency: CurrencyCode,
  now = Date.now(),
): void {
  const event = data?.event;
  const landing = matchLandingRoute(pathname);
  const renderedAt = Date.parse(data?.renderedAt ?? '');
  if (!event || landing?.route.name !== 'event' || landing.params[0] !== event.guid) return;
  if (event.currency !== currency || Number.isNaN(renderedAt)) return;
  // Never later than now, even with a clock ahead of the visitor's: a live answer must be newer.
  seededAt = Math.min(renderedAt, now - 1);
  const queryKey = eventDetailKey(event.guid, currency);
  queryClient.setQueryData(queryKey, { event, unavailableCurrency: null }, { updatedAt: seededAt });
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}

/** Whether a query's data is still the rendered page's (not yet answered live). */
export const isRenderedData = (dataUpdatedAt: number) => seededAt > 0 && dataUpdatedAt <= seededAt;

/**
 * In the browser, the first render of the page the document was rendered for seeds its cache from
 * the document's data block (before its query reads the cache); the render worker seeds its own
 * (app/server-render.tsx). Kept in the page's chunk, so pages without a block cost nothing.
 */
export function seedFromDocument(queryClient: QueryClient, currency: CurrencyCode): void {
  if (blockUsed || typeof document === 'undefined') return;
  blockUsed = true;
  seedRenderedPage(queryClient, readPageData(document), window.location.pathname, currency);
}
