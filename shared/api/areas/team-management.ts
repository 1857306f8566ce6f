import { z } from 'zod';
import {
  publicTeamSchema,
  teamAuthenticateBodySchema,
  teamDataSchema,
  teamGuidParams,
  teamTokenAnswerSchema,
} from '../../team-management/team-management-schemas';
import {
  addRelayRacerBodySchema,
  relayRacerSchema,
  removeRelayRacerBodySchema,
  updateRelayRacerBodySchema,
} from '../../team-management/relay-racer-schemas';
import {
  changeManagerAnswerSchema,
  changeManagerBodySchema,
  sendInvitationAnswerSchema,
  sendInvitationBodySchema,
} from '../../team-management/team-reservation-schemas';
import { defineArea } from '../define-area';

/**
 * Team management (spec §2, §6 "Team manager: authenticates with e-mail and pin", §7): anyone may
 * see a team's public part; its manager signs in with their e-mail and the team's PIN and gets a
 * short-lived token that opens this one team's management calls (scope `team`).
 */
export const teamManagementRoutes = defineArea('team-management', 'teamManagement', {
  team: {
    method: 'GET',
    path: 'series/team-management/{guid}',
    auth: 'public',
    summary: 'Team (public part: name, race, places; no PIN, e-mails or members)',
    params: teamGuidParams,
    response: publicTeamSchema,
  },
  authenticate: {
    method: 'POST',
    path: 'series/team-management/{guid}/authenticate',
    auth: 'public',
    summary: 'Team manager sign-in (e-mail, pin); wrong guesses are throttled per team and address',
    params: teamGuidParams,
    body: teamAuthenticateBodySchema,
    response: teamTokenAnswerSchema,
  },
  data: {
    method: 'GET',
    path: 'series/team-management/{guid}/data',
    auth: 'teamManager',
    summary: 'Team overview for its manager (members, places taken/free, paid state, missing members)',
    params: teamGuidParams,
    response: teamDataSchema,
    scope: { team: 'params.guid' },
  },
  addRelayRacer: {
    method: 'POST',
    path: 'series/team-management/{guid}/add-relay-racer',
    auth: 'teamManager',
    summary: 'Add a relay racer on a free leg (within relayChangesFrom–To, category age/gender rules)',
    params: teamGuidParams,
    body: addRelayRacerBodySchema,
    response: relayRacerSchema,
    scope: { team: 'params.guid' },
  },
  removeRelayRacer: {
    method: 'POST',
    path: 'series/team-management/{guid}/remove-relay-racer',
    auth: 'teamManager',
    summary: 'Remove a relay racer (within relayChangesFrom–To)',
    params: teamGuidParams,
    body: removeRelayRacerBodySchema,
    response: z.object({ id: z.string() }),
    scope: { team: 'params.guid' },
  },
  updateRelayRacer: {
    method: 'POST',
    path: 'series/team-management/{guid}/update-relay-racer',
    auth: 'teamManager',
    summary: 'Update a relay racer or move them to a free leg (within relayChangesFrom–To)',
    params: teamGuidParams,
    body: updateRelayRacerBodySchema,
    response: relayRacerSchema,
    scope: { team: 'params.guid' },
  },
  sendInvitation: {
    method: 'POST',
    path: 'series/team-management/{guid}/send-invintation',
    auth: 'teamManager',
    summary: 'Invite someone by e-mail to join the team in a category (and wave) of its race',
    params: teamGuidParams,
    body: sendInvitationBodySchema,
    response: sendInvitationAnswerSchema,
    scope: { team: 'params.guid' },
  },
  changeManager: {
    method: 'POST',
    path: 'series/team-management/{guid}/change-manager',
    auth: 'teamManager',
    summary: 'Hand the team over to one of its members (e-mail to the new manager, order history)',
    params: teamGuidParams,
    body: changeManagerBodySchema,
    response: changeManagerAnswerSchema,
    scope: { team: 'params.guid' },
  },
});
