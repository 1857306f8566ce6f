import { z } from 'zod';
import { withPasswordRules } from '../accounts/account-schemas';
import { PASSWORD_MAX_LENGTH } from '../accounts/password-rules';
import { LOCALES } from '../codelists/enums';

/** The networks a runner may sign in with (docs/social-sign-in.md). */
export const SOCIAL_NETWORKS = ['google', 'apple', 'facebook', 'strava'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const socialNetworkSchema = z.enum(SOCIAL_NETWORKS);

/** The provider's subject: opaque, never shown; bounded so a forged value cannot bloat an item. */
const networkId = z.string().trim().min(1).max(255);
/** A signed, short-lived ticket (ours) carrying the identity a provider proved. */
const ticket = z.string().min(1).max(4000);
const name = z.string().trim().min(1).max(100);
/** Where the runner was when the sign-in started: a path of the SPA only, never another origin. */
const returnTo = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'social.badReturnTo');

/**
 * authenticate-by-social-network: one call, in steps. `offered` lists the configured networks;
 * `start` opens an authorization (PKCE, state, nonce kept on the server); `callback` finishes it;
 * `prove` links a network to an existing account after its password; `linked`/`unlink` manage
 * the caller's own links (bearer token required).
 */
export const socialSignInBodySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('offered') }),
  z.object({
    step: z.literal('start'),
    network: socialNetworkSchema,
    /** `link`: add the network to the signed-in caller's account (bearer token required). */
    intent: z.enum(['signIn', 'link']).default('signIn'),
    returnTo: returnTo.default('/'),
  }),
  z.object({
    step: z.literal('callback'),
    code: z.string().min(1).max(2000),
    state: z.string().min(1).max(200),
    /** RFC 9207 issuer of the authorization response, when the provider sends it. */
    iss: z.string().max(500).optional(),
    remember: z.boolean().default(false),
  }),
  z.object({
    step: z.literal('prove'),
    ticket,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    remember: z.boolean().default(false),
  }),
  z.object({ step: z.literal('linked') }),
  z.object({ step: z.literal('unlink'), network: socialNetworkSchema }),
]);
export type SocialSignInBody = z.infer<typeof socialSignInBodySchema>;

export const linkedNetworkSchema = z.object({ network: socialNetworkSchema, linkedAt: z.string() });
export type LinkedNetwork = z.infer<typeof linkedNetworkSchema>;

const signedIn = z.object({
  outcome: z.literal('signedIn'),
  accessToken: z.string(),
  expiresIn: z.number().int(),
  /** The account's language: the SPA switches to it (spec §4). */
  language: z.enum(LOCALES),
  returnTo: z.string(),
});

export const socialSignInAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('offered'), networks: z.array(socialNetworkSchema) }),
  z.object({ outcome: z.literal('redirect'), authorizationUrl: z.string() }),
  signedIn,
  /** Linked to the signed-in caller (intent `link`). */
  z.object({ outcome: z.literal('linked'), network: socialNetworkSchema, returnTo: z.string() }),
  /** No account yet: users/activate/social with this ticket creates one. */
  z.object({
    outcome: z.literal('newAccount'),
    ticket: z.string(),
    network: socialNetworkSchema,
    /** Null when the provider gave no e-mail: the runner types one (then it is confirmed by link). */
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    returnTo: z.string(),
  }),
  /** An account with the provider's e-mail exists: never linked silently, its owner proves it. */
  z.object({
    outcome: z.literal('proveAccount'),
    ticket: z.string(),
    network: socialNetworkSchema,
    email: z.string(),
    returnTo: z.string(),
  }),
  z.object({
    outcome: z.literal('networks'),
    networks: z.array(linkedNetworkSchema),
    hasPassword: z.boolean(),
  }),
  z.object({ outcome: z.literal('unlinked'), network: socialNetworkSchema }),
]);
export type SocialSignInAnswer = z.infer<typeof socialSignInAnswerSchema>;

/** users/activate/social: the new account of a first sign-in with a network. */
export const activateSocialBodySchema = z.object({
  ticket,
  /** Needed only when the provider gave no verified e-mail. */
  email: z.email().max(254).optional(),
  firstName: name,
  lastName: name,
  language: z.enum(LOCALES).default('cs'),
  remember: z.boolean().default(false),
});
export type ActivateSocialBody = z.infer<typeof activateSocialBodySchema>;

export const activateSocialAnswerSchema = z.discriminatedUnion('outcome', [
  signedIn,
  /** The typed e-mail must be confirmed first: an activation link was sent to it. */
  z.object({ outcome: z.literal('activationSent'), userId: z.string(), emailError: z.boolean() }),
]);
export type ActivateSocialAnswer = z.infer<typeof activateSocialAnswerSchema>;

/** users/password/set-up: a first password for an account made with a network. */
export const passwordSetUpBodySchema = withPasswordRules(
  z.object({
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    passwordConfirm: z.string().max(PASSWORD_MAX_LENGTH),
  }),
  { password: 'password', confirm: 'passwordConfirm' },
);
export const passwordSetUpAnswerSchema = z.object({ passwordSet: z.literal(true) });

/** admin/user/assign-network (spec: network, networkId): links or removes one network of a user. */
export const assignNetworkBodySchema = z.object({
  userId: z.uuid({ version: undefined }),
  network: socialNetworkSchema,
  /** The provider's subject to link; absent (or `remove`) removes the network's link. */
  networkId: networkId.optional(),
  remove: z.boolean().default(false),
});
export type AssignNetworkBody = z.infer<typeof assignNetworkBodySchema>;
export const assignNetworkAnswerSchema = z.object({
  userId: z.string(),
  networks: z.array(linkedNetworkSchema),
});
