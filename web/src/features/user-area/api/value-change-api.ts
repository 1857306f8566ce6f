import type { MyValueChange } from '@shared/accounts/registration-value-change-schemas';
import { userAreaRoutes } from '@shared/api/areas/user-area';
import { api } from '../../../lib/api-client';

/** GET user/my-registration-items/{id}/values: what the runner may change now, or why not. */
export function myValueChange(itemId: string, signal?: AbortSignal): Promise<MyValueChange> {
  return api.call(userAreaRoutes.myRegistrationValues, { params: { id: itemId } }, { signal });
}

/** POST user/my-registration-items/{id}/values: the changed values by name. */
export function changeMyValues(
  itemId: string,
  values: Array<{ name: string; value: string }>,
): Promise<MyValueChange> {
  return api.call(userAreaRoutes.changeMyRegistrationValues, { params: { id: itemId }, body: { values } });
}
