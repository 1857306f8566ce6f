import {
  teamsQuerySchema,
  teamRowSchema,
  teamsSchema,
  updateTeamBodySchema,
} from '../../back-office/team-admin-schemas';
import { idParams, okSchema } from '../common-schemas';
import type { RouteSpec } from '../route-types';

/**
 * Teams of a series (spec §2 series form tab "teams", §7 admin series teams), spread into the
 * admin-series area (shared/api/areas/admin-series.ts), whose defineArea checks their scopes.
 * Every change is written to the series' history (the team named as its target).
 */
export const adminSeriesTeamRoutes = {
  teams: {
    method: 'GET',
    path: 'admin/series/{id}/teams',
    auth: 'eventManager',
    summary:
      'Teams of a series (filters searchText, subEventGuid, incomplete; paging): members, places taken/free, paid state',
    params: idParams,
    query: teamsQuerySchema,
    response: teamsSchema,
    scope: { series: 'params.id' },
  },
  updateTeam: {
    method: 'PUT',
    path: 'admin/series/teams/{id}',
    auth: 'eventManager',
    summary:
      'Rename a team (unique per race, case- and accent-insensitive), change its manager e-mail, issue a new PIN',
    params: idParams,
    body: updateTeamBodySchema,
    response: teamRowSchema,
    scope: { team: 'params.id' },
  },
  deleteTeam: {
    method: 'DELETE',
    path: 'admin/series/teams/{id}',
    auth: 'eventManager',
    summary: 'Delete a team without registered members (refused while it has any)',
    params: idParams,
    response: okSchema,
    scope: { team: 'params.id' },
  },
} as const satisfies Record<string, RouteSpec>;
