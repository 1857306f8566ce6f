import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { api } from '../../../../lib/api-client';

export const NUMBERINGS_KEY = ['back-office', 'numberings'] as const;

export const numberingsQuery = (seriesId: string) =>
  queryOptions({
    queryKey: [...NUMBERINGS_KEY, 'list', seriesId],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.numberings, { params: { id: seriesId } }, { signal }),
    meta: { silentError: true },
  });

export interface RaceOption {
  guid: string;
  label: string;
  categories: Array<{ guid: string; name: string }>;
  waves: Array<{ guid: string; name: string }>;
}

/** Every race of the series ("event – race") with its categories and waves, for the rule's selects. */
export function useSeriesRaces(seriesId: string): { races: RaceOption[]; loading: boolean } {
  const events = useQuery({
    queryKey: [...NUMBERINGS_KEY, 'events', seriesId],
    queryFn: ({ signal }) => api.call(adminSeriesRoutes.events, { params: { id: seriesId } }, { signal }),
    meta: { silentError: true },
  });
  const list = events.data ?? [];
  const races = useQueries({
    queries: list.map((e) => ({
      queryKey: [...NUMBERINGS_KEY, 'races', e.guid],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(adminSeriesRoutes.subEvents, { params: { id: e.guid } }, { signal }),
      meta: { silentError: true },
    })),
  });
  return {
    loading: events.isPending || races.some((r) => r.isPending),
    races: list.flatMap((e, i) =>
      (races[i]?.data ?? []).map((r) => ({
        guid: r.guid,
        label: `${e.name} – ${r.name}`,
        categories: r.categories.map((c) => ({ guid: c.guid, name: c.name })),
        waves: r.waves.map((w) => ({ guid: w.guid, name: w.name })),
      })),
    ),
  };
}
