import type { SocialNetwork } from '@shared/social/social-schemas';
import type { UserRecord } from '../accounts/user-record';
import type { AccountTokenRecord } from '../accounts/account-tokens';

/** Who a provider says the runner is, after its protocol checks passed (functions/adapters/social). */
export interface SocialIdentity {
  network: SocialNetwork;
  /** The provider's stable subject (OIDC `sub`, Strava athlete id, Facebook user id). */
  networkId: string;
  /** Null when the provider gives none (Strava never does). */
  email: string | null;
  /** Only a provider-verified e-mail may activate an account without a link. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The one-time secrets of an authorization in progress, kept on the server only. */
export interface AuthorizationSecrets {
  state: string;
  codeVerifier: string;
  /** OIDC providers only. */
  nonce?: string;
}

/** The provider's authorization response as the SPA's callback page received it. */
export interface AuthorizationResponse {
  code: string;
  state: string;
  iss?: string;
}

/** One adapter per network (functions/adapters/social/*), all behind this port. */
export interface SocialProvider {
  network: SocialNetwork;
  /** A new authorization: its URL (PKCE S256, state, nonce) and the secrets to keep. */
  begin(): Promise<{ authorizationUrl: string; secrets: AuthorizationSecrets }>;
  /**
   * Exchanges the code (PKCE verifier) and reads the identity: for OIDC the ID token checked for
   * issuer, audience, expiry, nonce and JWKS signature; for OAuth 2 the profile API. Throws
   * SocialProtocolError on anything the provider or the checks refuse.
   */
  finish(response: AuthorizationResponse, secrets: AuthorizationSecrets): Promise<SocialIdentity>;
}

/** The protocol refused the callback (bad state, reused code, bad signature, wrong audience…). */
export class SocialProtocolError extends Error {}

export type SocialIntent = 'signIn' | 'link';

/** An authorization in progress (expires after FLOW_TTL_SECONDS; taken once). */
export interface SocialFlowRecord extends AuthorizationSecrets {
  network: SocialNetwork;
  intent: SocialIntent;
  /** The signed-in caller who asked to link (intent `link`). */
  userId?: string;
  returnTo: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** One linked network of a user: the provider's subject and when it was linked, nothing else. */
export interface SocialLinkRecord {
  userId: string;
  network: SocialNetwork;
  networkId: string;
  linkedAt: string;
}

export type LinkResult = 'linked' | 'identityTaken' | 'networkTaken';
export type UnlinkResult = 'unlinked' | 'notLinked' | 'changed';

/** A user's links as read together with their version (0 before the first unlink). */
export interface LinkState {
  links: SocialLinkRecord[];
  version: number;
}

/** Who changed a link, when an admin did (admin/user/assign-network): written as user history. */
export interface LinkHistory {
  historyId: string;
  at: string;
  action: 'ASSIGN_NETWORK' | 'REMOVE_NETWORK';
  actor: { userId: string; name: string };
  networkId: string;
}

/** Storage of flows and links (DynamoDB adapter: functions/adapters/dynamodb/social-repository.ts). */
export interface SocialStore {
  putFlow(flow: SocialFlowRecord): Promise<void>;
  /** Deletes and returns the flow if present and unexpired: a second take gets undefined. */
  takeFlow(state: string, now: Date): Promise<SocialFlowRecord | undefined>;
  findLink(network: SocialNetwork, networkId: string): Promise<SocialLinkRecord | undefined>;
  linksOf(userId: string): Promise<SocialLinkRecord[]>;
  /** The links with the version they were read at (unlink is conditioned on it). */
  linkState(userId: string): Promise<LinkState>;
  /** The link and its identity guard in one transaction (one subject ↔ one user, one link per network). */
  link(link: SocialLinkRecord, history?: LinkHistory): Promise<LinkResult>;
  /**
   * Removes the link and its guard and moves the version on, only if the version is still the one
   * read: `changed` when another unlink came first (read again and decide again).
   */
  unlink(link: SocialLinkRecord, version: number, history?: LinkHistory): Promise<UnlinkResult>;
  /** A new user, its e-mail guard, its link (and activation token) in one transaction. */
  createUserWithLink(
    user: UserRecord,
    link: SocialLinkRecord,
    activation?: AccountTokenRecord,
  ): Promise<'created' | LinkResult | 'emailTaken'>;
  /** Sets the password only if the account has none yet; false otherwise. */
  setFirstPassword(userId: string, passwordHash: string, now: Date): Promise<boolean>;
}
