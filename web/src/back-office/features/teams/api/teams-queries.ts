import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { eventManagerRoutes } from '@shared/api/areas/event-manager';
import type { UpdateTeamBody } from '@shared/back-office/team-admin-schemas';
import { api } from '../../../../lib/api-client';
import { permittedSeries, type ListQuery } from '../../../kit';

/** Whose teams a list shows: one series (the series form's tab) or every permitted one (/event-manager/teams). */
export type TeamsSource = { kind: 'series'; seriesGuid: string } | { kind: 'manager'; userId: string };

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

const filterOf = (query: ListQuery) => ({
  take: Number(query.take ?? 30),
  skip: Number(query.skip ?? 0),
  searchText: text(query.searchText),
  subEventGuid: text(query.race),
  incomplete: query.incomplete === 'true' ? ('true' as const) : undefined,
});

export const teamsQuery = (source: TeamsSource, query: ListQuery) =>
  queryOptions({
    queryKey: ['back-office', 'teams', source, query],
    queryFn: ({ signal }) =>
      source.kind === 'series'
        ? api.call(
            adminSeriesRoutes.teams,
            { params: { id: source.seriesGuid }, query: filterOf(query) },
            { signal },
          )
        : api.call(
            eventManagerRoutes.teams,
            {
              params: { userId: source.userId },
              query: { ...filterOf(query), seriesGuid: text(query.series) },
            },
            { signal },
          ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

/** The series the caller may work on, for the manager list's series filter. */
export const teamSeriesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['back-office', 'team-series', userId],
    queryFn: async ({ signal }) => ({ rows: await permittedSeries(userId, signal) }),
    meta: { silentError: true },
  });

export const teamsChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: ['back-office', 'teams'] });

export const updateTeam = (guid: string, body: UpdateTeamBody) =>
  api.call(adminSeriesRoutes.updateTeam, { params: { id: guid }, body });

export const deleteTeam = (guid: string) => api.call(adminSeriesRoutes.deleteTeam, { params: { id: guid } });
