import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type { SocialNetwork } from '@shared/social/social-schemas';
import { BusinessRuleError, ValidationFailedError } from '../errors';
import type { UserRecord } from '../accounts/user-record';
import type { SocialIdentity, SocialLinkRecord } from './social-ports';

export type SignInDecision =
  { kind: 'signIn'; userId: string } | { kind: 'proveAccount'; email: string } | { kind: 'newAccount' };

/**
 * What a sign-in with a proven identity leads to. A linked identity signs in. Otherwise an account
 * holding the provider's VERIFIED e-mail is never linked silently: its owner proves it first. An
 * unverified e-mail is not trusted to name an account (anyone can type one at some providers), so
 * it leads to a new account whose e-mail is confirmed by link.
 */
export function decideSignIn(
  identity: SocialIdentity,
  link: SocialLinkRecord | undefined,
  userWithEmail: UserRecord | undefined,
): SignInDecision {
  if (link) return { kind: 'signIn', userId: link.userId };
  if (identity.email && identity.emailVerified && userWithEmail)
    return { kind: 'proveAccount', email: userWithEmail.email };
  return { kind: 'newAccount' };
}

export type LinkDecision = { kind: 'link' } | { kind: 'alreadyLinked' };

/** Linking an identity to a signed-in user: one subject belongs to one user, one link per network. */
export function decideLink(
  userId: string,
  identity: SocialIdentity,
  existing: SocialLinkRecord | undefined,
  userLinks: SocialLinkRecord[],
): LinkDecision {
  if (existing && existing.userId !== userId) throw new BusinessRuleError('social.linkedElsewhere');
  if (existing) return { kind: 'alreadyLinked' };
  if (userLinks.some((l) => l.network === identity.network))
    throw new BusinessRuleError('social.networkTaken');
  return { kind: 'link' };
}

/** An unlink may not leave the account without a way to sign in (a password or another network). */
export function assertCanUnlink(
  user: Pick<UserRecord, 'passwordHash'>,
  links: SocialLinkRecord[],
  network: SocialNetwork,
): SocialLinkRecord {
  const link = links.find((l) => l.network === network);
  if (!link) throw new BusinessRuleError('social.notLinked', undefined, 404);
  const others = links.filter((l) => l.network !== network);
  if (!user.passwordHash && others.length === 0) throw new BusinessRuleError('social.lastSignInMethod');
  return link;
}

export type NewAccountEmail = { email: string; confirmed: boolean };

/**
 * The e-mail of an account made with a network: the provider's verified e-mail is confirmed as is;
 * any other (typed by the runner, or unverified at the provider) is confirmed by an activation link.
 */
export function newAccountEmail(
  identity: SocialIdentity,
  typed: string | undefined,
  locale: Locale,
): NewAccountEmail {
  const verified = identity.email && identity.emailVerified ? identity.email : undefined;
  if (verified && (!typed || typed.trim().toLowerCase() === verified.toLowerCase()))
    return { email: verified, confirmed: true };
  if (typed) return { email: typed.trim(), confirmed: false };
  const code = 'social.emailRequired';
  throw new ValidationFailedError(
    [{ field: 'body.email', errors: [formatMessage(code, locale) ?? code] }],
    code,
  );
}
