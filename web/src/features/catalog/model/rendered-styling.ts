import type { PageData } from '@shared/catalog/page-data';
import { matchLandingRoute } from '../../../boot/landing-routes';
import { readPageData } from '../../../lib/page-data-block';
import { publishSeriesStyling } from '../../../lib/series-styling';
import { resolveSeriesStyling } from '../../../lib/series-styling-resolve';

/**
 * A prerendered series page is in its series' colours from the HTML on (issue 29: no flash from the
 * default palette on hydration). The top bar and the cart, rendered above the page, read the styling
 * from lib/series-styling's store, which the page itself fills only in an effect; so the store is
 * filled from the page's data before the render: by the render worker (app/server-render.tsx) and
 * by the browser before it hydrates that HTML (main.tsx, through the page's chunk: the resolver
 * stays out of the app shell).
 */

/** The series' styling slots of the page `pathname` shows, when `data` is that page's. */
export function renderedStylings(
  data: PageData | undefined,
  pathname: string,
): Record<string, string> | undefined {
  const landing = matchLandingRoute(pathname);
  const guid = landing?.params[0];
  if (landing?.route.name === 'event' && data?.event?.guid === guid) return data?.event?.stylings;
  if (landing?.route.name === 'startList' && data?.startList?.subEventGuid === guid)
    return data?.startList?.stylings;
  return undefined;
}

/** Publishes the rendered page's series styling (none: the default palette). */
export function publishRenderedStyling(data: PageData | undefined, pathname: string): void {
  publishSeriesStyling(resolveSeriesStyling(renderedStylings(data, pathname)));
}

/** In the browser, before hydrating the document's prerendered page. */
export function beforeHydration(): void {
  publishRenderedStyling(readPageData(document), window.location.pathname);
}
