import { adminRegistrationsRoutes as routes } from '@shared/api/areas/admin-registrations';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { api } from '../../../../lib/api-client';

/**
 * The admin-only actions of the order detail (spec §4): each answers the order as it is afterwards.
 * Money in minor units.
 */
export type AdminOrderCall =
  | { kind: 'free' }
  | { kind: 'cancel'; returnedAmount: number }
  | { kind: 'registrator'; firstName: string; lastName: string; email: string }
  | { kind: 'resendEmail'; emailType: 1 | 2 | 3 | 4 | 6 | 7 | 8 }
  | { kind: 'cancelItem'; itemId: string; returnedAmount: number }
  | { kind: 'expireItem'; itemId: string }
  | { kind: 'issueItem'; itemId: string }
  | { kind: 'cancelIssueItem'; itemId: string }
  | { kind: 'changeTeam'; itemId: string; teamGuid: string }
  | { kind: 'removeTeam'; itemId: string }
  | {
      kind: 'itemChange';
      itemId: string;
      seriesEventId: string;
      seriesSubEventId: string;
      seriesCategoryId: string;
      seriesWaveId: string | null;
      price: 'keep' | 'target';
    }
  | {
      kind: 'updateItem';
      itemId: string;
      firstName: string;
      lastName: string;
      email: string;
      club: string | null;
    };

export function runAdminOrderCall(id: string, call: AdminOrderCall): Promise<OrderDetail> {
  const item = (itemId: string) => ({ params: { itemId } });
  switch (call.kind) {
    case 'free':
      return api.call(routes.free, { params: { id } });
    case 'cancel':
      return api.call(routes.cancel, { params: { id }, body: { returnedAmount: call.returnedAmount } });
    case 'registrator': {
      const { firstName, lastName, email } = call;
      return api.call(routes.registratorChange, { params: { id }, body: { firstName, lastName, email } });
    }
    case 'resendEmail':
      return api.call(routes.resendEmail, { params: { id }, body: { emailType: call.emailType } });
    case 'cancelItem':
      return api.call(routes.cancelItem, {
        ...item(call.itemId),
        body: { registrationId: id, returnedAmount: call.returnedAmount },
      });
    case 'expireItem':
      return api.call(routes.expireItem, { ...item(call.itemId), body: { registrationId: id } });
    case 'issueItem':
      return api.call(routes.issueItem, { ...item(call.itemId), body: { registrationId: id } });
    case 'cancelIssueItem':
      return api.call(routes.cancelIssueItem, { ...item(call.itemId), body: { registrationId: id } });
    case 'changeTeam':
      return api.call(routes.changeTeam, {
        params: { id },
        body: { registrationItemId: call.itemId, teamGuid: call.teamGuid },
      });
    case 'removeTeam':
      return api.call(routes.removeTeam, { params: { id }, body: { registrationItemId: call.itemId } });
    case 'itemChange': {
      const { seriesEventId, seriesSubEventId, seriesCategoryId, seriesWaveId, price } = call;
      return api.call(routes.itemChange, {
        ...item(call.itemId),
        body: { registrationId: id, seriesEventId, seriesSubEventId, seriesCategoryId, seriesWaveId, price },
      });
    }
    case 'updateItem': {
      const { firstName, lastName, email, club } = call;
      return api.call(routes.updateItem, {
        ...item(call.itemId),
        body: { registrationId: id, firstName, lastName, email, club },
      });
    }
  }
}

/** GET admin/registrations/series-teams/{subEventId}: the race's teams an item can move to. */
export const raceTeams = (subEventId: string, signal?: AbortSignal) =>
  api.call(routes.seriesTeams, { params: { subEventId } }, { signal });

/** GET admin/series/{id}/events: the events of the order's series an item can move to. */
export const seriesEvents = (seriesGuid: string, signal?: AbortSignal) =>
  api.call(adminSeriesRoutes.events, { params: { id: seriesGuid } }, { signal });

/** GET admin/series/events/{id}/sub-events: an event's races with their categories and waves. */
export const eventRaces = (eventGuid: string, signal?: AbortSignal) =>
  api.call(adminSeriesRoutes.subEvents, { params: { id: eventGuid } }, { signal });
