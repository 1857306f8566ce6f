import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { seriesRoutes } from '@shared/api/areas/series';
import type { AdminStartListSort } from '@shared/orders/start-list-schemas';
import { api } from '../../../../lib/api-client';

export interface StartListParams {
  subEventId: string;
  searchText: string;
  /** Undefined: the server's order (by rank when the race has a ranking, else by start number). */
  sort?: AdminStartListSort;
  descending: boolean;
  page: number;
}

const PAGE = 30;

export const startListKeys = {
  all: ['back-office', 'start-lists'] as const,
  list: (subEventId: string) => ['back-office', 'start-lists', 'list', subEventId] as const,
};

/** The races (subevents) of an event, from its detail. */
export const racesQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: [...startListKeys.all, 'races', eventGuid],
    queryFn: async ({ signal }) =>
      (await api.call(seriesRoutes.event, { params: { guid: eventGuid }, query: {} }, { signal })).subevents,
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

/** The list's query (search and sort), shared by the exports. */
export const listQuery = (p: StartListParams) => ({
  ...(p.searchText.trim() ? { searchText: p.searchText.trim() } : {}),
  ...(p.sort ? { sort: p.sort } : {}),
  descending: p.descending ? ('true' as const) : ('false' as const),
});

/** GET admin/registrations/startlist/{subEventId}. */
export const startListQuery = (p: StartListParams) =>
  queryOptions({
    queryKey: [...startListKeys.list(p.subEventId), p],
    queryFn: ({ signal }) =>
      api.call(
        adminRegistrationsRoutes.startlist,
        {
          params: { subEventId: p.subEventId },
          query: { ...listQuery(p), take: PAGE, skip: p.page * PAGE },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
