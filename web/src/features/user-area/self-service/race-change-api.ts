import { selfServiceRoutes } from '@shared/api/areas/self-service';
import type {
  MyRaceChange,
  MyRaceChangeBody,
  MyRaceChangeResult,
} from '@shared/self-service/race-change-schemas';
import { api } from '../../../lib/api-client';

/** GET user/my-registration-items/{id}/race-change (with `payment`: that change's payment state). */
export function myRaceChange(itemId: string, signal?: AbortSignal, payment?: string): Promise<MyRaceChange> {
  return api.call(
    selfServiceRoutes.myRaceChange,
    { params: { id: itemId }, query: payment ? { payment } : {} },
    { signal },
  );
}

/** POST user/my-registration-items/{id}/race-change: applied at once or a card payment to make. */
export function changeMyRace(itemId: string, body: MyRaceChangeBody): Promise<MyRaceChangeResult> {
  return api.call(selfServiceRoutes.changeMyRace, { params: { id: itemId }, body });
}
