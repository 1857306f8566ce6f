import { z } from 'zod';
import { LOCALES } from '../codelists/enums';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password-rules';

/** Login payload (spec §3): username is the e-mail. */
export const loginBodySchema = z.object({
  username: z.email().max(254),
  password: z.string().min(1).max(200),
  remember: z.boolean().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const accessTokenAnswerSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires; renew with authenticate/token/rehydrate. */
  expiresIn: z.number().int(),
});

export const rehydrateBodySchema = z.object({ accessToken: z.string().min(1).max(4000) });

/** authenticate/logout: the sign-in of `accessToken` (expired or not) ends on the server too. */
export const logoutBodySchema = rehydrateBodySchema;
export const logoutAnswerSchema = z.object({ loggedOut: z.literal(true) });

export const authenticatedUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.enum(LOCALES),
  roles: z.array(z.enum(['user', 'admin', 'event_manager'])),
  emailConfirmed: z.boolean(),
  lastLogin: z.string().nullable(),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

export const emailExistsQuerySchema = z.object({ email: z.email().max(254) });
export const emailExistsAnswerSchema = z.object({ exists: z.boolean() });

// ——— Sign-up, activation, password flows, profile (spec §7 "Authentication and users") ———

const email = z.email().max(254);
const name = z.string().trim().min(1).max(100);
/** A password being set: the rules of spec §5 are checked by withPasswordRules. */
const newPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);
const userId = z.uuid({ version: undefined });
/** Activation and reset tokens: 32 random bytes, base64url (43 characters). */
const accountToken = z.string().trim().min(1).max(200);

/**
 * Adds the password rules (one issue per unmet rule, message codes of account-messages.ts) to an
 * object schema: `password` is the new password field, `confirm` its confirmation (if any).
 */
export function withPasswordRules<T extends z.ZodObject>(
  schema: T,
  fields: { password: string; confirm?: string },
): T {
  return schema.superRefine((value, ctx) => {
    const v = value as Record<string, unknown>;
    const password = v[fields.password];
    if (typeof password !== 'string') return;
    const confirmation = fields.confirm ? v[fields.confirm] : undefined;
    for (const problem of passwordProblems(
      password,
      typeof confirmation === 'string' ? confirmation : undefined,
    )) {
      ctx.addIssue({
        code: 'custom',
        message: problem.code,
        path: [problem.field === 'password' ? fields.password : (fields.confirm ?? fields.password)],
        params: problem.params,
      });
    }
  }) as T;
}

/** POST user: registration payload of spec §3. */
export const registerUserBodySchema = withPasswordRules(
  z.object({
    firstName: name,
    lastName: name,
    email,
    password: newPassword,
    passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
    language: z.enum(LOCALES).default('cs'),
  }),
  { password: 'password', confirm: 'passwordConfirm' },
);
export type RegisterUserBody = z.infer<typeof registerUserBodySchema>;

export const registerUserAnswerSchema = z.object({
  userId: z.string(),
  /** True when the account exists but the activation e-mail could not be queued (resend it). */
  emailError: z.boolean(),
});
export type RegisterUserAnswer = z.infer<typeof registerUserAnswerSchema>;

/** users/reset-password, users/password/send-reset-token, users/resend-activation-email. */
export const emailBodySchema = z.object({ email });

/** The neutral answer of the e-mail requests (the same whether the e-mail has an account or not). */
export const emailRequestAnswerSchema = z.object({
  accepted: z.literal(true),
  /** Minutes before another e-mail of this kind may be asked for (spec §9: 60). */
  retryAfterMinutes: z.number().int(),
});
export type EmailRequestAnswer = z.infer<typeof emailRequestAnswerSchema>;

/** Token + user of an activation or reset link (`?token=…&userId=…`). */
export const tokenBodySchema = z.object({ token: accountToken, userId });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/** users/activate, users/activate/check-activation-token: the account is activated. */
export const activationAnswerSchema = z.object({
  activated: z.literal(true),
  userId: z.string(),
  email: z.string(),
});

/** users/reset-password/check-token, users/password/check-reset-token. */
export const resetTokenAnswerSchema = z.object({
  valid: z.literal(true),
  userId: z.string(),
  email: z.string(),
  /** ISO-8601 UTC: when the link stops working. */
  validUntil: z.string(),
});

/** PUT users/reset-password. */
export const resetPasswordBodySchema = withPasswordRules(
  z.object({
    userId,
    token: accountToken,
    password: newPassword,
    passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
  }),
  { password: 'password', confirm: 'passwordConfirm' },
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** POST users/password/reset (spec: token, userId, password; a confirmation is checked when sent). */
export const passwordResetAliasBodySchema = withPasswordRules(
  z.object({
    userId,
    token: accountToken,
    password: newPassword,
    passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  }),
  { password: 'password', confirm: 'passwordConfirm' },
);

export const passwordChangedAnswerSchema = z.object({ passwordChanged: z.literal(true) });

/** users/change-password, users/password/change. */
export const changePasswordBodySchema = withPasswordRules(
  z.object({
    oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    newPassword,
    newPasswordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
  }),
  { password: 'newPassword', confirm: 'newPasswordConfirm' },
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/**
 * The password was changed: every other session ends (their renewal is refused); the caller's
 * own session goes on with this new access token (replace the stored one).
 */
export const changePasswordAnswerSchema = accessTokenAnswerSchema.extend({
  passwordChanged: z.literal(true),
});

export const userIdParams = z.object({ id: userId });

/** PUT user/{id}: own personal data (spec: userId, firstName, lastName, email). */
export const updateUserBodySchema = z.object({
  userId: userId.optional(),
  firstName: name,
  lastName: name,
  email,
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST user/{id}/change-site-settings. */
export const siteSettingsBodySchema = z.object({ language: z.enum(LOCALES) });

/** POST authenticate/token: client credentials of an api client. */
export const clientTokenBodySchema = z.object({
  clientId: z.string().trim().min(1).max(100),
  clientSecret: z.string().min(1).max(500),
});
export type ClientTokenBody = z.infer<typeof clientTokenBodySchema>;

/** POST authenticate/token/validate: the token in the body, else the caller's own bearer token. */
export const tokenValidateBodySchema = z.object({ accessToken: z.string().min(1).max(4000).optional() });

export const tokenValidateAnswerSchema = z.object({
  valid: z.boolean(),
  kind: z.enum(['user', 'teamManager', 'apiClient']).nullable(),
  /** userId, team guid or clientId. */
  subject: z.string().nullable(),
  roles: z.array(z.enum(['user', 'admin', 'event_manager'])).nullable(),
  /** ISO-8601 UTC expiry of the access token. */
  expiresAt: z.string().nullable(),
});
export type TokenValidateAnswer = z.infer<typeof tokenValidateAnswerSchema>;
