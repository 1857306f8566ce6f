import { api } from '../../../lib/api-client';
import type { AuthenticatedUser } from '../model/session';

/** GET users/authenticated-info: the signed-in user. */
export function getAuthenticatedInfo(signal?: AbortSignal): Promise<AuthenticatedUser> {
  return api.get<AuthenticatedUser>('users/authenticated-info', { signal });
}
