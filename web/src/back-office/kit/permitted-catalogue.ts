import { queryOptions } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import { api } from '../../lib/api-client';

type Page<T> = { total: number; rows: T[] };

/** Pages of 100 read one after another until every row is in; a safety cap of 100 pages. */
async function everyRow<T>(readPage: (paging: { take: number; skip: number }) => Promise<Page<T>>) {
  const take = 100;
  const rows: T[] = [];
  for (let page = 0; page < 100; page++) {
    const answer = await readPage({ take, skip: page * take });
    rows.push(...answer.rows);
    if (answer.rows.length < take || rows.length >= answer.total) break;
  }
  return rows;
}

/**
 * Every series the caller may work on (admins: all; managers: their permissions), for the back
 * office's series pickers and filters: all of them, not only the newest page, so an older series
 * can still be chosen.
 */
export const permittedSeries = (userId: string, signal?: AbortSignal) =>
  everyRow((query) => api.call(eventManagerRoutes.series, { params: { userId }, query }, { signal }));

/** Every event the caller may work on, for the event pickers and filters. */
export const permittedEvents = (userId: string, signal?: AbortSignal) =>
  everyRow((query) => api.call(eventManagerRoutes.events, { params: { userId }, query }, { signal }));

/**
 * Every permitted series and event at once, for the list filters that offer both: cached for five
 * minutes and shared by the screens (one read when an organiser moves between lists).
 */
export const permittedCatalogueQuery = (userId: string) =>
  queryOptions({
    queryKey: ['back-office', 'permitted-catalogue', userId],
    queryFn: async ({ signal }) => {
      const [series, events] = await Promise.all([
        permittedSeries(userId, signal),
        permittedEvents(userId, signal),
      ]);
      return { series, events };
    },
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

/**
 * The races of one permitted event with their categories and waves (GET admin/series/events/{id}/
 * sub-events: admins and the event's managers), for the race, category and wave list filters:
 * cached for five minutes like the catalogue.
 */
export const eventRacesQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: ['back-office', 'event-races', eventGuid],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.subEvents, { params: { id: eventGuid } }, { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
