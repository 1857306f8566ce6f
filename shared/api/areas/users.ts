import {
  activationAnswerSchema,
  authenticatedUserSchema,
  changePasswordAnswerSchema,
  changePasswordBodySchema,
  emailBodySchema,
  emailExistsAnswerSchema,
  emailExistsQuerySchema,
  emailRequestAnswerSchema,
  passwordChangedAnswerSchema,
  passwordResetAliasBodySchema,
  registerUserAnswerSchema,
  registerUserBodySchema,
  resetPasswordBodySchema,
  resetTokenAnswerSchema,
  siteSettingsBodySchema,
  tokenBodySchema,
  updateUserBodySchema,
  userIdParams,
} from '../../accounts/account-schemas';
import {
  activateSocialAnswerSchema,
  activateSocialBodySchema,
  passwordSetUpAnswerSchema,
  passwordSetUpBodySchema,
} from '../../social/social-schemas';
import { defineArea } from '../define-area';

// Aliases of spec §7 (users/password/*, users/activate*) share one action each
// (functions/api/users.handler.ts).
const sendResetEmail = {
  auth: 'anonymousOnly',
  summary: 'Send a reset e-mail',
  body: emailBodySchema,
  response: emailRequestAnswerSchema,
} as const;
const checkResetToken = {
  auth: 'anonymousOnly',
  summary: 'Check a reset token',
  body: tokenBodySchema,
  response: resetTokenAnswerSchema,
} as const;
const activate = {
  auth: 'anonymousOnly',
  body: tokenBodySchema,
  response: activationAnswerSchema,
} as const;
const changePassword = {
  auth: 'user',
  summary: 'Change own password',
  body: changePasswordBodySchema,
  response: changePasswordAnswerSchema,
} as const;

export const usersRoutes = defineArea('users', 'users', {
  authenticatedInfo: {
    method: 'GET',
    path: 'users/authenticated-info',
    auth: 'user',
    summary: 'The signed-in user',
    response: authenticatedUserSchema,
  },
  emailExists: {
    method: 'GET',
    path: 'user/email-exists',
    auth: 'public',
    summary: 'Whether an e-mail is taken',
    query: emailExistsQuerySchema,
    response: emailExistsAnswerSchema,
  },
  register: {
    method: 'POST',
    path: 'user',
    auth: 'anonymousOnly',
    summary: 'Create an account',
    body: registerUserBodySchema,
    response: registerUserAnswerSchema,
  },
  update: {
    method: 'PUT',
    path: 'user/{id}',
    auth: 'user',
    summary: 'Update own personal data',
    params: userIdParams,
    body: updateUserBodySchema,
    response: authenticatedUserSchema,
    scope: { self: 'params.id' },
  },
  changeSiteSettings: {
    method: 'POST',
    path: 'user/{id}/change-site-settings',
    auth: 'user',
    summary: 'Change own site settings',
    params: userIdParams,
    body: siteSettingsBodySchema,
    response: authenticatedUserSchema,
    scope: { self: 'params.id' },
  },
  resetPasswordRequest: { method: 'POST', path: 'users/reset-password', ...sendResetEmail },
  passwordSendResetToken: { method: 'POST', path: 'users/password/send-reset-token', ...sendResetEmail },
  resetPasswordCheckToken: { method: 'POST', path: 'users/reset-password/check-token', ...checkResetToken },
  passwordCheckResetToken: { method: 'POST', path: 'users/password/check-reset-token', ...checkResetToken },
  resetPassword: {
    method: 'PUT',
    path: 'users/reset-password',
    auth: 'anonymousOnly',
    summary: 'Set a new password with a reset token',
    body: resetPasswordBodySchema,
    response: passwordChangedAnswerSchema,
  },
  passwordReset: {
    method: 'POST',
    path: 'users/password/reset',
    auth: 'anonymousOnly',
    summary: 'Set a new password with a reset token',
    body: passwordResetAliasBodySchema,
    response: passwordChangedAnswerSchema,
  },
  resendActivationEmail: {
    method: 'POST',
    path: 'users/resend-activation-email',
    auth: 'anonymousOnly',
    summary: 'Resend activation e-mail',
    body: emailBodySchema,
    response: emailRequestAnswerSchema,
  },
  activate: { method: 'POST', path: 'users/activate', summary: 'Activate an account', ...activate },
  activateCheckToken: {
    method: 'POST',
    path: 'users/activate/check-activation-token',
    summary: 'Check an activation token',
    ...activate,
  },
  changePassword: { method: 'POST', path: 'users/change-password', ...changePassword },
  passwordChange: { method: 'POST', path: 'users/password/change', ...changePassword },
  activateSocial: {
    method: 'POST',
    path: 'users/activate/social',
    auth: 'anonymousOnly',
    summary: 'Activate an account from a social network',
    body: activateSocialBodySchema,
    response: activateSocialAnswerSchema,
  },
  passwordSetUp: {
    method: 'POST',
    path: 'users/password/set-up',
    auth: 'user',
    summary: 'Set a first password',
    body: passwordSetUpBodySchema,
    response: passwordSetUpAnswerSchema,
  },
});
