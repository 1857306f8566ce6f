import type { ChangePasswordBody, UpdateUserBody } from '@shared/accounts/account-schemas';
import type { Locale } from '@shared/codelists/enums';
import { usersRoutes } from '@shared/api/areas/users';
import { api } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-token';
import { changeLanguage } from '../../../lib/i18n';
import { setSessionUser, type AuthenticatedUser } from '../../../lib/session';

/** PUT user/{id}: own personal data; the session shows the answer at once. */
export async function updatePersonalData(userId: string, body: UpdateUserBody): Promise<AuthenticatedUser> {
  const user = await api.call(usersRoutes.update, { params: { id: userId }, body });
  setSessionUser(user);
  return user;
}

/**
 * POST users/change-password. Every other session ends; this one goes on with the new token, which
 * replaces the stored one (where "remember me" put it).
 */
export async function changeOwnPassword(body: ChangePasswordBody): Promise<void> {
  const answer = await api.call(usersRoutes.changePassword, { body });
  if (typeof answer?.accessToken === 'string' && answer.accessToken.length > 0)
    tokenStore.replace(answer.accessToken);
}

/** POST user/{id}/change-site-settings: the user's language, which the interface switches to. */
export async function changeSiteLanguage(userId: string, language: Locale): Promise<AuthenticatedUser> {
  const user = await api.call(usersRoutes.changeSiteSettings, { params: { id: userId }, body: { language } });
  setSessionUser(user);
  await changeLanguage(language);
  return user;
}
