import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { seriesRoutes } from '@shared/api/areas/series';
import type { EventDetail, StartListSort } from '@shared/catalog/catalog-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { api, isApiError } from '../../../lib/api-client';
import { eventDetailKey } from './catalog-keys';
import { HOME_EVENTS_PAGE_SIZE, HOME_SERIES_PAGE_SIZE, START_LIST_PAGE_SIZE } from './catalog-paging';

/** Public catalogue calls of spec §7 (series, events, event detail, start list) as query options. */

export interface Envelope<T> {
  page: number;
  maxPage: number;
  total: number;
  rows: T[];
}

const nextPage = <T>(last: Envelope<T>) => (last.page < last.maxPage ? last.page + 1 : undefined);

/** GET series: series allowed on the homepage, a page at a time ("show more"). */
export const homeSeriesQuery = infiniteQueryOptions({
  queryKey: ['catalog', 'series'],
  queryFn: ({ pageParam, signal }) =>
    api.call(
      seriesRoutes.list,
      { query: { take: HOME_SERIES_PAGE_SIZE, skip: pageParam * HOME_SERIES_PAGE_SIZE } },
      { signal },
    ),
  initialPageParam: 0,
  getNextPageParam: nextPage,
  meta: { silentError: true },
});

/** GET series/events: events allowed on the homepage, soonest first, a page at a time. */
export const homeEventsQuery = infiniteQueryOptions({
  queryKey: ['catalog', 'events'],
  queryFn: ({ pageParam, signal }) =>
    api.call(
      seriesRoutes.events,
      { query: { take: HOME_EVENTS_PAGE_SIZE, skip: pageParam * HOME_EVENTS_PAGE_SIZE } },
      { signal },
    ),
  initialPageParam: 0,
  getNextPageParam: nextPage,
  meta: { silentError: true },
});

export interface EventDetailResult {
  event: EventDetail;
  /** The currency asked for (the cart's) when the event does not sell in it; prices are then in `event.currency`. */
  unavailableCurrency: CurrencyCode | null;
}

/**
 * GET series/events/{guid}?currency: the event with prices in the cart's currency. An event that
 * does not sell in it (400 series.currencyNotAllowed) is shown in its own currency instead.
 */
export const eventDetailQuery = (guid: string, currency: CurrencyCode) =>
  queryOptions({
    queryKey: eventDetailKey(guid, currency),
    queryFn: async ({ signal }): Promise<EventDetailResult> => {
      try {
        const event = await api.call(
          seriesRoutes.event,
          { params: { guid }, query: { currency } },
          { signal },
        );
        return { event, unavailableCurrency: null };
      } catch (error) {
        if (!isApiError(error) || error.code !== 'series.currencyNotAllowed') throw error;
        const event = await api.call(seriesRoutes.event, { params: { guid } }, { signal });
        return { event, unavailableCurrency: currency };
      }
    },
    // Switching the cart currency keeps the page (in its old prices) until the new ones arrive;
    // never another event's data after navigating to a different guid.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === guid ? previous : undefined,
    meta: { silentError: true },
  });

/** GET series/events/stylings-by-subevent/{guid}. */
export const subeventStylingsQuery = (guid: string) =>
  queryOptions({
    queryKey: ['catalog', 'stylings-by-subevent', guid],
    queryFn: ({ signal }) => api.call(seriesRoutes.stylingsBySubevent, { params: { guid } }, { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

export interface StartListParams {
  searchText: string;
  sort: StartListSort;
  descending: boolean;
  page: number;
}

/** GET series/subevents/{guid}/startlist (search is accent-insensitive on the server). */
export const startListQuery = (guid: string, params: StartListParams) =>
  queryOptions({
    queryKey: ['catalog', 'startlist', guid, params],
    queryFn: ({ signal }) =>
      api.call(
        seriesRoutes.subeventStartlist,
        {
          params: { guid },
          query: {
            searchText: params.searchText || undefined,
            sort: params.sort,
            descending: params.descending ? 'true' : 'false',
            take: START_LIST_PAGE_SIZE,
            skip: params.page * START_LIST_PAGE_SIZE,
          },
        },
        { signal },
      ),
    // The current page stays while the next page, sort or search loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === guid ? previous : undefined,
    meta: { silentError: true },
  });
