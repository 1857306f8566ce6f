import type { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { adminSeriesTeamRoutes } from '@shared/api/areas/admin-series-teams';
import { teamAdminRepository } from '../adapters/dynamodb/team-admin-repository';
import { deleteTeam, listSeriesTeams, updateTeam, type TeamChange } from '../domain/team-admin/team-admin';
import { actorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import type { ActionsOf } from './http/create-api-handler';

/** Every team change is written to the series' history with who made it. */
const changeBy = (caller: StaffCaller): TeamChange => ({ actor: actorOf(caller), now: new Date() });

type TeamActions = Pick<ActionsOf<typeof adminSeriesRoutes>, keyof typeof adminSeriesTeamRoutes>;

/** The team actions of the admin-series Lambda (spread into admin-series.handler.ts). */
export const adminSeriesTeamActions: TeamActions = {
  teams: ({ params, query }) => listSeriesTeams(teamAdminRepository, params.id, query),
  updateTeam: ({ caller, params, body }) =>
    updateTeam(teamAdminRepository, changeBy(caller), params.id, body),
  deleteTeam: ({ caller, params }) => deleteTeam(teamAdminRepository, changeBy(caller), params.id),
};
