import { useMutation } from '@tanstack/react-query';
import { authRoutes } from '@shared/api/areas/auth';
import { api, isApiError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { tokenStore } from '../../../lib/auth-token';
import { setSessionUser, type AuthenticatedUser } from '../../../lib/session';
import { getAuthenticatedInfo } from './authenticated-info';
import { applyUserLanguage } from './restore-session';

/** Login payload (spec §3): username is the e-mail. */
export interface LoginInput {
  username: string;
  password: string;
  remember: boolean;
}

/** POST authenticate, keep the token where "remember me" says, then load the user. */
export async function login(input: LoginInput): Promise<AuthenticatedUser> {
  const answer = await api.call(authRoutes.authenticate, { body: input }, { skipAuthRefresh: true });
  if (typeof answer?.accessToken !== 'string' || answer.accessToken.length === 0) {
    throw new Error('The login answer carries no access token.');
  }
  tokenStore.set(answer.accessToken, input.remember);
  try {
    const user = await getAuthenticatedInfo();
    setSessionUser(user);
    await applyUserLanguage(user);
    return user;
  } catch (error) {
    tokenStore.clear();
    throw error;
  }
}

export function useLogin() {
  // The form shows failures in place (red alert under the form), so no error toast. The success
  // toast lives here, not in the form's mutate callback: the form unmounts as soon as the session
  // has a user, and mutate-level callbacks of an unmounted component never run.
  return useMutation({
    mutationFn: login,
    meta: { silentError: true },
    onSuccess: () => notify.success(i18n.t('auth.loggedIn')),
  });
}

/**
 * Logout ends the sign-in on the server first (a copy of the token is no longer renewed), then the
 * token goes here. When the server cannot be told, the runner stays signed in and is told so
 * (spec §8 logout failure): a half logout would leave a session they believe is over.
 */
export async function logout(): Promise<void> {
  const accessToken = tokenStore.get();
  if (accessToken)
    await api.call(authRoutes.logout, { body: { accessToken } }, { skipAuthRefresh: true }).catch((error) => {
      // A token the server no longer knows (expired session, revoked) has nothing left to end.
      if (!(isApiError(error) && error.status === 401)) throw error;
    });
  tokenStore.clear();
  setSessionUser(null);
}
