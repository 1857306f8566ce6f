import type { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { adminRegistrationsTeamRoutes } from '@shared/api/areas/admin-registrations-teams';
import { dynamoAdminOrders } from '../adapters/dynamodb/admin-order-repository';
import { teamAdminRepository } from '../adapters/dynamodb/team-admin-repository';
import { teamChoices } from '../domain/team-admin/team-admin';
import { moveItemTeam, type TeamMovePorts } from '../domain/team-admin/team-moves';
import { orderActorOf } from './http/actor-of';
import type { ActionsOf } from './http/create-api-handler';

const ports: TeamMovePorts = {
  ...teamAdminRepository,
  loadOrder: dynamoAdminOrders.loadOrder,
  valueChangesOfOrder: dynamoAdminOrders.valueChangesOfOrder,
};

type TeamActions = Pick<
  ActionsOf<typeof adminRegistrationsRoutes>,
  keyof typeof adminRegistrationsTeamRoutes
>;

/** An order item's team (spread into admin-registrations.handler.ts); each move in the order history. */
export const adminRegistrationsTeamActions: TeamActions = {
  seriesTeams: async ({ params }) =>
    teamChoices(ports, params.subEventId, await ports.findSubevent(params.subEventId)),
  changeTeam: ({ caller, params, body }) =>
    moveItemTeam(ports, params.id, body.registrationItemId, body.teamGuid, orderActorOf(caller), new Date()),
  removeTeam: ({ caller, params, body }) =>
    moveItemTeam(ports, params.id, body.registrationItemId, null, orderActorOf(caller), new Date()),
};
