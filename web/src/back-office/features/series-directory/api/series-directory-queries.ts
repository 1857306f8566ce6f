import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import { api } from '../../../../lib/api-client';
import type { ListQuery } from '../../../kit';

const paging = (query: ListQuery) => ({
  take: query.take,
  skip: query.skip,
  searchText: typeof query.searchText === 'string' ? query.searchText : undefined,
});

/** GET event-manager/{userId}/series: the series the signed-in manager may work on. */
export const permittedSeriesQuery = (userId: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['back-office', 'permitted-series', userId, query],
    queryFn: ({ signal }) =>
      api.call(eventManagerRoutes.series, { params: { userId }, query: paging(query) }, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** GET event-manager/{userId}/events (optionally of one series). */
export const permittedEventsQuery = (userId: string, query: ListQuery) =>
  queryOptions({
    queryKey: ['back-office', 'permitted-events', userId, query],
    queryFn: ({ signal }) =>
      api.call(
        eventManagerRoutes.events,
        {
          params: { userId },
          query: {
            ...paging(query),
            seriesGuid: typeof query.series === 'string' && query.series ? query.series : undefined,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
