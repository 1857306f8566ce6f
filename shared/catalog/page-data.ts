import type { EventDetail } from './catalog-schemas';

/**
 * The data a rendered public page carries for the app (issue 29), in a
 * `<script type="application/json" id="page-data">` data block: what the page's first API call
 * would answer, so the app's first render needs no round trip. Written by the render worker
 * (functions/domain/public-pages/page-data.ts), read once at boot (web/src/features/catalog/model/rendered-page-data.ts).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** When the worker read the data (ISO 8601 UTC): what a sale changes is fetched again at once. */
  renderedAt: string;
  /** An event page: GET series/events/{guid} in the event's own currency, as the API answers it. */
  event?: EventDetail;
}
