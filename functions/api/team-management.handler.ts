import { teamManagementRoutes } from '@shared/api/areas/team-management';
import { issueAccessToken } from '../adapters/auth/tokens';
import { dynamoRateLimiter } from '../adapters/dynamodb/rate-limit-repository';
import { dynamoRelayWrites, dynamoTeamReads } from '../adapters/dynamodb/team-repository';
import { addRelayRacer, removeRelayRacer, updateRelayRacer } from '../domain/team-management/relay-racers';
import { authenticateTeamManager, publicTeam, teamData } from '../domain/team-management/team-management';
import type { RelayRacerPorts } from '../domain/team-management/team-management-ports';
import { dynamoTeamInvitations, setTeamManager } from '../adapters/dynamodb/team-invitation-repository';
import { changeTeamManager } from '../domain/team-management/change-manager';
import { sendTeamInvitation } from '../domain/team-management/team-invitation';
import { clientAddress } from './http/request-context';
import { createApiHandler } from './http/create-api-handler';

/** A team-manager token lasts an hour: long enough to look after a team, short for a shared PIN. */
const TEAM_TOKEN_TTL_SECONDS = 60 * 60;

const ports: RelayRacerPorts = {
  ...dynamoTeamReads,
  ...dynamoRelayWrites,
  rateLimiter: dynamoRateLimiter,
  issueTeamToken: async (teamGuid, email) => ({
    accessToken: await issueAccessToken(
      { kind: 'teamManager', teamGuid, email },
      { ttlSeconds: TEAM_TOKEN_TTL_SECONDS },
    ),
    expiresIn: TEAM_TOKEN_TTL_SECONDS,
  }),
};

/**
 * Team management (spec §7): the public part of a team, the manager's sign-in (e-mail + PIN) and
 * the team overview; rules in functions/domain/team-management. The `team` scope of the manager's
 * routes admits only a token of the team the path names (functions/api/http/enforce-scopes.ts).
 */
export const handler = createApiHandler(teamManagementRoutes, {
  team: ({ params }) => publicTeam(ports, params.guid),
  authenticate: ({ params, body, event }) =>
    authenticateTeamManager(ports, params.guid, body, clientAddress(event), new Date()),
  data: ({ params }) => teamData(ports, params.guid, new Date()),
  addRelayRacer: ({ params, body, caller }) => addRelayRacer(ports, params.guid, body, caller, new Date()),
  updateRelayRacer: ({ params, body, caller }) =>
    updateRelayRacer(ports, params.guid, body, caller, new Date()),
  removeRelayRacer: ({ params, body, caller }) =>
    removeRelayRacer(ports, params.guid, body, caller, new Date()),
  sendInvitation: ({ params, body, locale }) =>
    sendTeamInvitation({
      ports: dynamoTeamInvitations,
      teamGuid: params.guid,
      body,
      locale,
      now: new Date(),
    }),
  changeManager: ({ params, body, caller, locale }) =>
    changeTeamManager({
      ports: { ...ports, ...dynamoTeamInvitations, setManager: setTeamManager },
      teamGuid: params.guid,
      body,
      by: `teamManager:${caller.email ?? ''}`,
      locale,
      now: new Date(),
    }),
});
