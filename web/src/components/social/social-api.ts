import { queryOptions } from '@tanstack/react-query';
import { authRoutes } from '@shared/api/areas/auth';
import { usersRoutes } from '@shared/api/areas/users';
import type {
  ActivateSocialAnswer,
  ActivateSocialBody,
  SocialNetwork,
  SocialSignInAnswer,
} from '@shared/social/social-schemas';
import { api } from '../../lib/api-client';
import type { CallInput } from '../../lib/api-route';
import { tokenStore } from '../../lib/auth-token';
import { changeLanguage } from '../../lib/i18n';
import { setSessionUser } from '../../lib/session';

/** One step of authenticate-by-social-network (docs/social-sign-in.md); the answer's outcome narrows it. */
async function step<O extends SocialSignInAnswer['outcome']>(
  body: CallInput<typeof authRoutes.bySocialNetwork>['body'],
  outcome: O,
): Promise<Extract<SocialSignInAnswer, { outcome: O }>> {
  const answer = await api.call(authRoutes.bySocialNetwork, { body });
  if (answer.outcome !== outcome) throw new Error(`Unexpected social answer ${answer.outcome}`);
  return answer as Extract<SocialSignInAnswer, { outcome: O }>;
}

/** The networks this stage configures (a network without configuration is not offered). */
export const offeredNetworksQuery = () =>
  queryOptions({
    queryKey: ['social', 'offered'],
    queryFn: async () => (await step({ step: 'offered' }, 'offered')).networks,
    staleTime: 10 * 60_000,
    meta: { silentError: true },
  });

/** What the browser keeps across the provider's pages: the provider brings back only code and state. */
export interface PendingSocialFlow {
  network: SocialNetwork;
  intent: 'signIn' | 'link';
  returnTo: string;
  remember: boolean;
}

const PENDING_KEY = 'socialFlow';

export function readPendingFlow(): PendingSocialFlow | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as PendingSocialFlow) : undefined;
  } catch {
    return undefined;
  }
}

export function clearPendingFlow(): void {
  try {
    globalThis.sessionStorage?.removeItem(PENDING_KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

function writePendingFlow(flow: PendingSocialFlow): void {
  try {
    globalThis.sessionStorage?.setItem(PENDING_KEY, JSON.stringify(flow));
  } catch {
    // Storage blocked: the callback falls back to the server's returnTo and no remember-me.
  }
}

/**
 * Opens the provider's consent page. The cart lives in a cookie and the pending flow in session
 * storage, so coming back (signed in, or cancelled) finds both where the runner left them.
 */
export async function startSocialFlow(flow: PendingSocialFlow): Promise<void> {
  const { authorizationUrl } = await step(
    { step: 'start', network: flow.network, intent: flow.intent, returnTo: flow.returnTo },
    'redirect',
  );
  writePendingFlow(flow);
  globalThis.location.assign(authorizationUrl);
}

/** The path a runner may be sent back to: the SPA's own, as the server's returnTo rule says. */
export const safeReturnTo = (path: string | undefined) =>
  path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path : '/';

/** Sign-in tokens of a social answer: stored where remember-me says, then the session and language. */
export async function applySocialSignIn(
  answer: Extract<SocialSignInAnswer, { outcome: 'signedIn' }>,
  remember: boolean,
): Promise<void> {
  tokenStore.set(answer.accessToken, remember);
  try {
    setSessionUser(await api.call(usersRoutes.authenticatedInfo));
  } catch (error) {
    tokenStore.clear();
    throw error;
  }
  await changeLanguage(answer.language);
}

export const finishSocialFlow = (input: { code: string; state: string; iss?: string; remember: boolean }) =>
  api.call(authRoutes.bySocialNetwork, { body: { step: 'callback', ...input } });

export const proveSocialAccount = (input: { ticket: string; password: string; remember: boolean }) =>
  step({ step: 'prove', ...input }, 'signedIn');

export const activateSocialAccount = (body: ActivateSocialBody): Promise<ActivateSocialAnswer> =>
  api.call(usersRoutes.activateSocial, { body });

export const setUpFirstPassword = (password: string, passwordConfirm: string) =>
  api.call(usersRoutes.passwordSetUp, { body: { password, passwordConfirm } });

export const linkedNetworksQuery = (userId: string) =>
  queryOptions({
    queryKey: ['social', 'linked', userId],
    queryFn: () => step({ step: 'linked' }, 'networks'),
    meta: { silentError: true },
  });

export const unlinkNetwork = (network: SocialNetwork) => step({ step: 'unlink', network }, 'unlinked');
