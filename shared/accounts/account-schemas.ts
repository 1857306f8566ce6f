import { z } from 'zod';
import { LOCALES } from '../codelists/enums';

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
