import { usersRoutes } from '@shared/api/areas/users';
import { api } from '../../../lib/api-client';
import type { AuthenticatedUser } from '../../../lib/session';

/** GET users/authenticated-info: the signed-in user. */
export function getAuthenticatedInfo(signal?: AbortSignal): Promise<AuthenticatedUser> {
  return api.call(usersRoutes.authenticatedInfo, undefined, { signal });
}
