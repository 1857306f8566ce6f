import type { Locale } from '../codelists/enums';
import type { EventDetail, EventSummary, SeriesSummary, StartList, StartListSort } from './catalog-schemas';

/**
 * The data a rendered public page carries for the app (issue 29), in a
 * `<script type="application/json" id="page-data">` data block: what the page's first API calls
 * would answer, so the app's first render needs no round trip. Written by the render worker
 * (functions/domain/public-pages/page-data.ts), read once at boot by the page's own chunk
 * (web/src/features/catalog/model/rendered-page-data.ts and its siblings).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * The start list a prerendered start list page shows: the first page in the page's default order,
 * with no search (web/src/features/catalog/routes/start-list-page.tsx reads the same from an
 * address without `?q=&sort=&page=`).
 */
export const RENDERED_START_LIST_ORDER = { sort: 'startNumber', descending: false } as const satisfies {
  sort: StartListSort;
  descending: boolean;
};

/** A list's page as the API's envelope has it (spec §3). */
export interface ListPage<T> {
  page: number;
  maxPage: number;
  total: number;
  rows: T[];
}

export interface PageData {
  /** When the worker read the data (ISO 8601 UTC): what a sale changes is fetched again at once. */
  renderedAt: string;
  /** An event page: GET series/events/{guid} in the event's own currency, as the API answers it. */
  event?: EventDetail;
  /**
   * A start list page: its race, the list's first page (RENDERED_START_LIST_ORDER) and its series'
   * stylings (GET series/events/stylings-by-subevent/{guid}), so the page is in its colours at once.
   */
  startList?: { subEventGuid: string; list: StartList; stylings?: Record<string, string> };
  /** The home page: the first page of each of its lists (GET series/events, GET series). */
  home?: { events: ListPage<EventSummary>; series: ListPage<SeriesSummary> };
  /**
   * The text overrides of the page's language (GET translations/{lang}: namespace → key → text), as
   * the page was rendered with them: the app applies them before its first render instead of asking.
   */
  texts?: { language: Locale; overrides: TextOverrides };
}

/** Texts an admin overrode in one language: namespace → key → text. */
export type TextOverrides = Record<string, Record<string, string>>;
