import { orderDetailSchema } from '../../orders/admin-order-schemas';
import { subEventIdParams } from '../../orders/start-list-schemas';
import {
  changeTeamBodySchema,
  removeTeamBodySchema,
  teamChoicesSchema,
} from '../../back-office/team-admin-schemas';
import { idParams } from '../common-schemas';
import type { RouteSpec } from '../route-types';

/**
 * An order item's team (spec §4 "change team, remove team", §8 "team capacity full"), spread into
 * the admin-registrations area. The move is one transaction with the order's history entry.
 */
export const adminRegistrationsTeamRoutes = {
  seriesTeams: {
    method: 'GET',
    path: 'admin/registrations/series-teams/{subEventId}',
    auth: 'admin',
    summary: 'Teams of a race an item can be moved to, with their places taken and free',
    params: subEventIdParams,
    response: teamChoicesSchema,
    scope: { subevent: 'params.subEventId' },
  },
  changeTeam: {
    method: 'POST',
    path: 'admin/registrations/{id}/change-team',
    auth: 'admin',
    summary:
      'Move an item to another team of its race (team capacity checked in the same transaction; a leaving manager hands over or the empty team is deleted)',
    params: idParams,
    body: changeTeamBodySchema,
    response: orderDetailSchema,
    scope: { order: 'params.id' },
  },
  removeTeam: {
    method: 'POST',
    path: 'admin/registrations/{id}/remove-team',
    auth: 'admin',
    summary:
      'Take an item out of its team (it stays registered alone; a leaving manager hands over or the empty team is deleted)',
    params: idParams,
    body: removeTeamBodySchema,
    response: orderDetailSchema,
    scope: { order: 'params.id' },
  },
} as const satisfies Record<string, RouteSpec>;
