import type { UpdateUserBody } from '@shared/accounts/account-schemas';
import type { Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import { BusinessRuleError, ForbiddenError, UnauthorizedError, ValidationFailedError } from '../errors';
import type { AccountStore } from './account-ports';
import type { UserRecord } from './user-record';

/**
 * The signed-in user's own account (the route's `self` scope admits only the caller's own id), which
 * must still be usable.
 */
export async function ownAccount(store: AccountStore, callerId: string): Promise<UserRecord> {
  const user = await store.findUserById(callerId);
  if (!user) throw new UnauthorizedError('common.invalidToken');
  if (user.disabled) throw new ForbiddenError('auth.userDisabled');
  return user;
}

/**
 * PUT user/{id}: names and e-mail. A new e-mail must be free: its guard item is put
 * (`attribute_not_exists`) and the old one deleted in the same transaction as the user update.
 */
export async function updateProfile(
  store: AccountStore,
  callerId: string,
  input: UpdateUserBody,
  locale: Locale,
  now: Date,
): Promise<UserRecord> {
  if (input.userId !== undefined && input.userId !== callerId) {
    throw new ValidationFailedError([
      { field: 'body.userId', errors: [formatMessage('validation.invalidOption', locale) ?? 'invalid'] },
    ]);
  }
  const change = { firstName: input.firstName, lastName: input.lastName, email: input.email.trim() };
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await ownAccount(store, callerId);
    const result = await store.updateProfile(user, change, now);
    if (result === 'updated') return { ...user, ...change, dateUpdated: now.toISOString() };
    if (result === 'emailTaken') {
      const code = 'account.emailExists';
      throw new ValidationFailedError(
        [{ field: 'body.email', errors: [formatMessage(code, locale) ?? code] }],
        code,
      );
    }
    // changedMeanwhile: another edit won the race; read again and retry.
  }
  throw new BusinessRuleError('account.changedMeanwhile', undefined, 409);
}

/** POST user/{id}/change-site-settings: the language the interface and e-mails use. */
export async function changeSiteSettings(
  store: AccountStore,
  callerId: string,
  language: Locale,
  now: Date,
): Promise<UserRecord> {
  const user = await ownAccount(store, callerId);
  if (user.language !== language) await store.setLanguage(user.userId, language, now);
  return { ...user, language, dateUpdated: now.toISOString() };
}
