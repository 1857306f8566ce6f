import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';

const KEY = ['back-office', 'form-builder'] as const;

/** GET admin/series/{id}/events: the events of a series (to choose whose forms to edit). */
export const seriesEventsQuery = (seriesGuid: string) =>
  queryOptions({
    queryKey: [...KEY, 'series-events', seriesGuid],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.events, { params: { id: seriesGuid } }, { signal }),
    meta: { silentError: true },
  });

/** GET admin/series/events/{id}/cards: the event's forms with usage per value and option. */
export const eventCardsQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: [...KEY, 'cards', eventGuid],
    queryFn: ({ signal }) =>
      api.call(adminSeriesRoutes.eventCards, { params: { id: eventGuid } }, { signal }),
    meta: { silentError: true },
  });

/** GET admin/series/events/{id}/sub-events: the races with their categories and waves (field groups). */
export const eventRacesQuery = (eventGuid: string) =>
  queryOptions({
    queryKey: [...KEY, 'races', eventGuid],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.subEvents, { params: { id: eventGuid } }, { signal }),
    meta: { silentError: true },
  });

export const cardsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });
