import { seriesRoutes } from '@shared/api/areas/series';
import { teamManagementRoutes } from '@shared/api/areas/team-management';
import type { RelayRacer, RelayRacerFields } from '@shared/team-management/relay-racer-schemas';
import type { PublicTeam, TeamData, TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import type {
  ChangeManagerAnswer,
  SendInvitationAnswer,
  SendInvitationBody,
} from '@shared/team-management/team-reservation-schemas';
import { api, createApiClient, type ApiClient } from '../../../lib/api-client';
import type { TokenStore } from '../../../lib/auth-token';

/** The public part of a team (no sign-in). */
export const loadPublicTeam = (guid: string, signal?: AbortSignal): Promise<PublicTeam> =>
  api.call(teamManagementRoutes.team, { params: { guid } }, { signal });

/** Calls of one team's manager: a client of its own that sends the team-manager token. */
export interface TeamManagerApi {
  authenticate(email: string, pin: string): Promise<TeamTokenAnswer>;
  data(signal?: AbortSignal): Promise<TeamData>;
  addRelayRacer(racer: RelayRacerFields): Promise<RelayRacer>;
  updateRelayRacer(id: string, racer: RelayRacerFields): Promise<RelayRacer>;
  removeRelayRacer(id: string): Promise<{ id: string }>;
  sendInvitation(body: SendInvitationBody): Promise<SendInvitationAnswer>;
  changeManager(memberId: string): Promise<ChangeManagerAnswer>;
}

export function teamManagerApi(guid: string, tokens: TokenStore, client?: ApiClient): TeamManagerApi {
  const teamClient = client ?? createApiClient({ tokens });
  return {
    authenticate: (email, pin) =>
      teamClient.call(
        teamManagementRoutes.authenticate,
        { params: { guid }, body: { email, pin } },
        // A refusal is the answer itself; the token is not sent (it may be another team's).
        { skipAuthRefresh: true, anonymous: true },
      ),
    data: (signal) => teamClient.call(teamManagementRoutes.data, { params: { guid } }, { signal }),
    addRelayRacer: (racer) =>
      teamClient.call(teamManagementRoutes.addRelayRacer, { params: { guid }, body: racer }),
    updateRelayRacer: (id, racer) =>
      teamClient.call(teamManagementRoutes.updateRelayRacer, { params: { guid }, body: { ...racer, id } }),
    removeRelayRacer: (id) =>
      teamClient.call(teamManagementRoutes.removeRelayRacer, { params: { guid }, body: { id } }),
    sendInvitation: (body) =>
      teamClient.call(teamManagementRoutes.sendInvitation, { params: { guid }, body }),
    changeManager: (memberId) =>
      teamClient.call(teamManagementRoutes.changeManager, { params: { guid }, body: { memberId } }),
  };
}

/** The race's categories (public), for the invitation's category. */
export const loadRaceCategories = (subEventGuid: string, signal?: AbortSignal) =>
  api.call(seriesRoutes.subeventCategories, { params: { guid: subEventGuid }, query: {} }, { signal });
