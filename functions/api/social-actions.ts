import type { Locale } from '@shared/codelists/enums';
import type {
  ActivateSocialBody,
  AssignNetworkBody,
  SocialSignInAnswer,
  SocialSignInBody,
} from '@shared/social/social-schemas';
import type { Principal } from '../adapters/auth/tokens';
import type { Logger } from '../adapters/logger';
import { socialPorts } from '../adapters/social/social-ports';
import { assertCanSignIn } from '../domain/accounts/authenticate';
import { UnauthorizedError } from '../domain/errors';
import {
  activateSocial,
  assignNetwork,
  networksOf,
  ownNetworks,
  setUpPassword,
  unlinkOwn,
} from '../domain/social-sign-in/social-accounts';
import { finishSocialSignIn, proveAndLink, startSocialSignIn } from '../domain/social-sign-in/social-sign-in';

/**
 * The signed-in runner behind a bearer token on the public social call (link, list, unlink): the
 * account must exist and be allowed to sign in, as for any user route.
 */
async function signedInUser(principal: Principal | undefined, log: Logger): Promise<string> {
  if (principal?.kind !== 'user') throw new UnauthorizedError('social.signInRequired');
  const user = await socialPorts(log).accounts.store.findUserById(principal.userId);
  if (!user) throw new UnauthorizedError('common.invalidToken');
  assertCanSignIn(user);
  return user.userId;
}

/** authenticate-by-social-network, by step (rules in functions/domain/social-sign-in). */
export async function socialSignInStep(
  body: SocialSignInBody,
  principal: Principal | undefined,
  clientAddress: string,
  log: Logger,
): Promise<SocialSignInAnswer> {
  const ports = socialPorts(log);
  const now = new Date();
  switch (body.step) {
    case 'offered':
      return { outcome: 'offered', networks: ports.offered() };
    case 'start':
      return startSocialSignIn(
        ports,
        body,
        body.intent === 'link' ? await signedInUser(principal, log) : undefined,
        clientAddress,
        now,
      );
    case 'callback':
      return finishSocialSignIn(
        ports,
        body,
        principal?.kind === 'user' ? principal.userId : undefined,
        clientAddress,
        now,
      );
    case 'prove':
      return proveAndLink(ports, body, clientAddress, now);
    case 'linked':
      return ownNetworks(ports, await signedInUser(principal, log));
    case 'unlink':
      return unlinkOwn(ports, await signedInUser(principal, log), body.network);
  }
}

export const activateSocialAccount = (
  body: ActivateSocialBody,
  clientAddress: string,
  locale: Locale,
  log: Logger,
) => activateSocial(socialPorts(log), body, clientAddress, locale, new Date());

export const setUpFirstPassword = (userId: string, password: string, log: Logger) =>
  setUpPassword(socialPorts(log), userId, password, new Date());

export const assignUserNetwork = (
  actor: { userId: string; name: string },
  body: AssignNetworkBody,
  log: Logger,
) => assignNetwork(socialPorts(log), actor, body, new Date());

export const userNetworks = (userId: string, log: Logger) => networksOf(socialPorts(log), userId);
