import { api } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/auth-token';
import { changeLanguage, isLocale } from '../../../lib/i18n';
import { setSessionUser, type AuthenticatedUser } from '../../../lib/session';
import { getAuthenticatedInfo } from './authenticated-info';

/** After authentication the interface follows the user's own language (spec §4). */
export async function applyUserLanguage(user: AuthenticatedUser): Promise<void> {
  if (isLocale(user.language)) await changeLanguage(user.language);
}

/**
 * Startup step 1 (spec §4): a stored token is rehydrated and the user loaded. Any failure is
 * tolerated: the token is removed and the visitor continues anonymously.
 */
export async function restoreSession(): Promise<AuthenticatedUser | null> {
  if (!tokenStore.get()) return null;
  try {
    if (!(await api.refreshToken())) throw new Error('token not renewed');
    const user = await getAuthenticatedInfo();
    setSessionUser(user);
    await applyUserLanguage(user);
    return user;
  } catch {
    tokenStore.clear();
    setSessionUser(null);
    return null;
  }
}
