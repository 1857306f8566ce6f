import type {
  EmailRequestAnswer,
  RegisterUserAnswer,
  RegisterUserBody,
  ResetPasswordBody,
  TokenBody,
} from '@shared/accounts/account-schemas';
import { usersRoutes } from '@shared/api/areas/users';
import { api, isApiError } from '../../../lib/api-client';
import type { CallAnswer } from '../../../lib/api-route';

/** GET user/email-exists: whether an account already uses the e-mail. */
export async function emailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await api.call(usersRoutes.emailExists, { query: { email } }, { signal });
  return answer.exists;
}

/** POST user: creates the account and sends the activation e-mail. */
export function registerUser(body: RegisterUserBody): Promise<RegisterUserAnswer> {
  return api.call(usersRoutes.register, { body });
}

export type ActivationResult = 'activated' | 'alreadyActive';

/**
 * POST users/activate/check-activation-token. A repeated call (a second click on the link, or a
 * repeated effect) answers 409 "already active": the account is active either way.
 */
export async function activateAccount(link: TokenBody): Promise<ActivationResult> {
  try {
    await api.call(usersRoutes.activateCheckToken, { body: link });
    return 'activated';
  } catch (error) {
    if (isApiError(error) && error.code === 'account.alreadyActive') return 'alreadyActive';
    throw error;
  }
}

/** POST users/resend-activation-email (neutral answer; 429 `account.emailWait` within the wait). */
export function resendActivationEmail(email: string): Promise<EmailRequestAnswer> {
  return api.call(usersRoutes.resendActivationEmail, { body: { email } });
}

/** POST users/reset-password: e-mails a password reset link (neutral answer). */
export function requestPasswordReset(email: string): Promise<EmailRequestAnswer> {
  return api.call(usersRoutes.resetPasswordRequest, { body: { email } });
}

export type ResetTokenAnswer = CallAnswer<typeof usersRoutes.resetPasswordCheckToken>;

/** POST users/reset-password/check-token: whether the reset link still works. */
export function checkResetToken(link: TokenBody): Promise<ResetTokenAnswer> {
  return api.call(usersRoutes.resetPasswordCheckToken, { body: link });
}

/** PUT users/reset-password: sets the new password (the link is used up). */
export function resetPassword(body: ResetPasswordBody) {
  return api.call(usersRoutes.resetPassword, { body });
}
