import { randomUUID } from 'node:crypto';
import type { Locale } from '@shared/codelists/enums';
import type {
  ActivateSocialAnswer,
  ActivateSocialBody,
  AssignNetworkBody,
  LinkedNetwork,
  SocialNetwork,
} from '@shared/social/social-schemas';
import { accountEmail, accountGlobals, accountLinks, queueAccountEmail } from '../accounts/account-emails';
import { accountTokenRecord, newAccountToken } from '../accounts/account-tokens';
import { RATE_RULES, takeRateLimit } from '../accounts/rate-limit';
import type { UserRecord } from '../accounts/user-record';
import { BusinessRuleError, NotFoundError } from '../errors';
import { assertCanUnlink, newAccountEmail } from './linking-rules';
import type { LinkHistory, SocialLinkRecord } from './social-ports';
import { readTicket, signInAs, type SocialPorts } from './social-sign-in';

const asLinked = (links: SocialLinkRecord[]): LinkedNetwork[] =>
  links
    .map((l) => ({ network: l.network, linkedAt: l.linkedAt }))
    .sort((a, b) => a.network.localeCompare(b.network));

/**
 * users/activate/social: the account of a first sign-in with a network. With the provider's
 * verified e-mail it is active at once and the runner is signed in; with a typed e-mail it waits
 * for the activation link, like a sign-up. No password: users/password/set-up adds one later.
 */
export async function activateSocial(
  ports: SocialPorts,
  input: ActivateSocialBody,
  clientAddress: string,
  locale: Locale,
  now: Date,
): Promise<ActivateSocialAnswer> {
  await takeRateLimit(
    ports.accounts.rateLimiter,
    [{ rule: RATE_RULES.registerPerAddress, id: clientAddress }],
    now,
  );
  const identity = await readTicket(ports, input.ticket);
  if (await ports.store.findLink(identity.network, identity.networkId))
    throw new BusinessRuleError('account.alreadyActive');
  const { email, confirmed } = newAccountEmail(identity, input.email, locale);
  const nowIso = now.toISOString();
  const user: UserRecord = {
    userId: randomUUID(),
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    language: input.language,
    disabled: false,
    locked: false,
    emailConfirmed: confirmed,
    roles: ['user'],
    dateCreated: nowIso,
    dateUpdated: nowIso,
  };
  const token = confirmed ? undefined : newAccountToken();
  const activation = token ? accountTokenRecord('activation', token, user.userId, now) : undefined;
  const link = {
    userId: user.userId,
    network: identity.network,
    networkId: identity.networkId,
    linkedAt: nowIso,
  };
  const created = await ports.store.createUserWithLink(user, link, activation);
  if (created === 'emailTaken') throw new BusinessRuleError('social.emailTaken');
  if (created !== 'created') throw new BusinessRuleError('account.alreadyActive');
  if (confirmed) return signInAs(ports, user, input.remember, identity.returnTo, now);

  const accounts = ports.accounts;
  await accounts.cooldown.claim('activation', user.email, now, 0);
  const sent =
    token && activation
      ? await queueAccountEmail(
          accounts,
          'activation',
          accountEmail(
            'activation',
            user,
            accountLinks.activation(accounts.appUrl, token, user.userId),
            activation.tokenHash,
            await accountGlobals(accounts, 'activation'),
          ),
        )
      : false;
  return { outcome: 'activationSent', userId: user.userId, emailError: !sent };
}

/** users/password/set-up: a first password only; an account that has one changes it instead. */
export async function setUpPassword(
  ports: SocialPorts,
  userId: string,
  password: string,
  now: Date,
): Promise<{ passwordSet: true }> {
  const user = await ports.accounts.store.findUserById(userId);
  if (!user) throw new NotFoundError('adminUsers.userNotFound');
  if (user.passwordHash) throw new BusinessRuleError('social.passwordAlreadySet');
  const hash = await ports.accounts.passwords.hash(password);
  if (!(await ports.store.setFirstPassword(userId, hash, now)))
    throw new BusinessRuleError('social.passwordAlreadySet');
  return { passwordSet: true };
}

export async function ownNetworks(
  ports: SocialPorts,
  userId: string,
): Promise<{ outcome: 'networks'; networks: LinkedNetwork[]; hasPassword: boolean }> {
  const user = await ports.accounts.store.findUserById(userId);
  if (!user) throw new NotFoundError('adminUsers.userNotFound');
  return {
    outcome: 'networks',
    networks: asLinked(await ports.store.linksOf(userId)),
    hasPassword: !!user.passwordHash,
  };
}

/** Tries of an unlink that another unlink of the same user overtook (each reads and decides again). */
const UNLINK_TRIES = 3;

/**
 * Removes a network's link, never the last way to sign in. The decision and the write are one:
 * the write is conditioned on the link version read with the links, so when two unlinks race
 * (the last two networks, no password) the second finds the version moved, reads again and is
 * refused by the rule.
 */
export async function unlinkGuarded(
  ports: Pick<SocialPorts, 'store'>,
  user: Pick<UserRecord, 'userId' | 'passwordHash'>,
  network: SocialNetwork,
  history?: (networkId: string) => LinkHistory,
): Promise<void> {
  for (let tried = 1; ; tried++) {
    const state = await ports.store.linkState(user.userId);
    const link = assertCanUnlink(user, state.links, network);
    const result = await ports.store.unlink(link, state.version, history?.(link.networkId));
    if (result === 'unlinked') return;
    if (result === 'notLinked') throw new BusinessRuleError('social.notLinked', undefined, 404);
    if (tried >= UNLINK_TRIES) throw new BusinessRuleError('social.unlinkBusy');
  }
}

/** Manage Account: unlinks one of the caller's networks, never the last way to sign in. */
export async function unlinkOwn(
  ports: SocialPorts,
  userId: string,
  network: SocialNetwork,
): Promise<{ outcome: 'unlinked'; network: SocialNetwork }> {
  const user = await ports.accounts.store.findUserById(userId);
  if (!user) throw new NotFoundError('adminUsers.userNotFound');
  await unlinkGuarded(ports, user, network);
  return { outcome: 'unlinked', network };
}

/** The admin's user detail: linked networks (which, since when; never the provider's tokens). */
export async function networksOf(
  ports: Pick<SocialPorts, 'store'>,
  userId: string,
): Promise<LinkedNetwork[]> {
  return asLinked(await ports.store.linksOf(userId));
}

/**
 * admin/user/assign-network: links (network, networkId) to a user or removes the network's link,
 * by the same rules as the runner's own (one subject per user, never the last way to sign in),
 * with the admin and the time in the user's history.
 */
export async function assignNetwork(
  ports: SocialPorts,
  actor: { userId: string; name: string },
  input: AssignNetworkBody,
  now: Date,
): Promise<{ userId: string; networks: LinkedNetwork[] }> {
  const user = await ports.accounts.store.findUserById(input.userId);
  if (!user) throw new NotFoundError('adminUsers.userNotFound');
  const history = (action: LinkHistory['action'], networkId: string): LinkHistory => ({
    historyId: randomUUID(),
    at: now.toISOString(),
    action,
    actor,
    networkId,
  });
  if (input.remove || !input.networkId) {
    await unlinkGuarded(ports, user, input.network, (networkId) => history('REMOVE_NETWORK', networkId));
  } else {
    const existing = await ports.store.findLink(input.network, input.networkId);
    if (existing?.userId !== user.userId) {
      const result = await ports.store.link(
        {
          userId: user.userId,
          network: input.network,
          networkId: input.networkId,
          linkedAt: now.toISOString(),
        },
        history('ASSIGN_NETWORK', input.networkId),
      );
      if (result === 'identityTaken') throw new BusinessRuleError('social.linkedElsewhere');
      if (result === 'networkTaken') throw new BusinessRuleError('social.networkTaken');
    }
  }
  return { userId: user.userId, networks: asLinked(await ports.store.linksOf(user.userId)) };
}
