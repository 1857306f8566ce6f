import type { EmailRequestAnswer, TokenBody } from '@shared/accounts/account-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { ForbiddenError, UnauthorizedError, ValidationFailedError } from '../errors';
import type { AccountPorts } from './account-ports';
import { tokenError, type AccountTokenRecord } from './account-tokens';
import { assertCanSignIn } from './authenticate';
import { assertNotLockedOut, RATE_RULES, type RateKey } from './rate-limit';
import { loadLinkToken } from './sign-up';
import type { UserRecord } from './user-record';
import { requestAccountLink } from './account-emails';

/**
 * POST users/reset-password (alias users/password/send-reset-token): e-mails a link valid for one
 * hour. The answer is the same whether the address has an account; each address gets at most
 * one reset e-mail per 60 minutes (spec §9). Disabled accounts get no e-mail.
 */
export async function requestPasswordReset(
  ports: AccountPorts,
  input: { email: string },
  clientAddress: string,
  now: Date,
): Promise<EmailRequestAnswer> {
  return requestAccountLink(ports, 'reset', input.email, clientAddress, now);
}

async function validResetLink(
  ports: AccountPorts,
  input: TokenBody,
  clientAddress: string,
  now: Date,
): Promise<{ record: AccountTokenRecord; user: UserRecord }> {
  const found = await loadLinkToken(ports, 'reset', input, clientAddress, now);
  if ('problem' in found) throw tokenError(found.problem);
  if (found.user.disabled) throw new ForbiddenError('auth.userDisabled');
  return found;
}

/** users/reset-password/check-token (alias users/password/check-reset-token): the link still works. */
export async function checkResetLink(
  ports: AccountPorts,
  input: TokenBody,
  clientAddress: string,
  now: Date,
): Promise<{ valid: true; userId: string; email: string; validUntil: string }> {
  const { record, user } = await validResetLink(ports, input, clientAddress, now);
  return {
    valid: true,
    userId: user.userId,
    email: user.email,
    validUntil: new Date(record.validUntil * 1000).toISOString(),
  };
}

/**
 * PUT users/reset-password (alias POST users/password/reset): sets the new password and uses the
 * link up, in one transaction that also unlocks the account, confirms its e-mail (the link proved
 * the mailbox) and ends every session and every other link issued before now. The sign-in
 * lockout of the account is lifted too.
 */
export async function resetPassword(
  ports: AccountPorts,
  input: TokenBody & { password: string },
  clientAddress: string,
  now: Date,
): Promise<{ passwordChanged: true }> {
  const { record, user } = await validResetLink(ports, input, clientAddress, now);
  const passwordHash = await ports.passwords.hash(input.password);
  const tokensValidAfter = Math.floor(now.getTime() / 1000);
  if (!(await ports.store.useToken(record, { kind: 'resetPassword', passwordHash, tokensValidAfter }, now)))
    throw tokenError('used');
  await ports.rateLimiter.clear?.(
    [{ rule: RATE_RULES.loginPerAccount, id: user.email.trim().toLowerCase() }],
    now,
  );
  return { passwordChanged: true };
}

/**
 * users/change-password (alias users/password/change): needs the current password; wrong ones
 * count per account (5 in 15 minutes, then a temporary lockout). Every other session ends; the
 * handler gives the caller's session a new token.
 */
export async function changePassword(
  ports: AccountPorts,
  userId: string,
  input: { oldPassword: string; newPassword: string },
  locale: Locale,
  now: Date,
): Promise<UserRecord> {
  const keys: RateKey[] = [{ rule: RATE_RULES.changePasswordPerAccount, id: userId }];
  await assertNotLockedOut(ports.rateLimiter, keys, now);
  const user = await ports.store.findUserById(userId);
  if (!user) throw new UnauthorizedError('common.invalidToken');
  assertCanSignIn(user);
  const ok = user.passwordHash
    ? await ports.passwords.verify(user.passwordHash, input.oldPassword)
    : (await ports.passwords.verify(await ports.passwords.dummyHash(), input.oldPassword)) && false;
  if (!ok) {
    await ports.rateLimiter.hit(keys, now);
    const code = 'account.wrongOldPassword';
    throw new ValidationFailedError(
      [{ field: 'body.oldPassword', errors: [formatMessage(code, locale) ?? code] }],
      code,
    );
  }
  const tokensValidAfter = Math.floor(now.getTime() / 1000);
  await ports.store.setPassword(userId, await ports.passwords.hash(input.newPassword), tokensValidAfter, now);
  return { ...user, tokensValidAfter };
}
