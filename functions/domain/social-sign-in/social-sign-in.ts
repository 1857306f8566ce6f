import type { SocialNetwork, SocialSignInAnswer } from '@shared/social/social-schemas';
import type { AccountPorts } from '../accounts/account-ports';
import { assertCanSignIn, authenticate } from '../accounts/authenticate';
import type { RateRule } from '../accounts/rate-limit';
import { takeRateLimit } from '../accounts/rate-limit';
import type { UserRecord } from '../accounts/user-record';
import { BusinessRuleError, UnauthorizedError } from '../errors';
import { decideLink, decideSignIn } from './linking-rules';
import {
  SocialProtocolError,
  type SocialFlowRecord,
  type SocialIdentity,
  type SocialIntent,
  type SocialProvider,
  type SocialStore,
} from './social-ports';

/** An authorization must come back within this time (a runner on the provider's login page). */
export const FLOW_TTL_SECONDS = 15 * 60;

export const SOCIAL_RATE_RULES = {
  /** Every start and callback counts, per address: a forged-callback storm is cut short. */
  callbackPerAddress: { kind: 'social-callback-ip', limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/** The identity a callback proved, carried by the SPA to the next step in a signed ticket (ours). */
export interface TicketPayload extends SocialIdentity {
  returnTo: string;
}

export interface TicketPort {
  sign(payload: TicketPayload): Promise<string>;
  /** Throws on a forged, altered or expired ticket. */
  verify(ticket: string): Promise<TicketPayload>;
}

export interface SessionAnswer {
  accessToken: string;
  expiresIn: number;
}

export interface SocialPorts {
  /** The configured networks (a network without configuration is not offered). */
  offered(): SocialNetwork[];
  provider(network: SocialNetwork): Promise<SocialProvider | undefined>;
  store: SocialStore;
  accounts: AccountPorts;
  tickets: TicketPort;
  issueSession(user: UserRecord, remember: boolean, now: Date): Promise<SessionAnswer>;
  recordLogin(userId: string, at: string): Promise<void>;
}

const ticketInvalid = () => new BusinessRuleError('social.ticketInvalid', undefined, 400);

export async function readTicket(
  ports: Pick<SocialPorts, 'tickets'>,
  ticket: string,
): Promise<TicketPayload> {
  try {
    return await ports.tickets.verify(ticket);
  } catch {
    throw ticketInvalid();
  }
}

/** Tokens of a proven user, in the account's language (the SPA switches to it, spec §4). */
export async function signInAs(
  ports: Pick<SocialPorts, 'issueSession' | 'recordLogin'>,
  user: UserRecord,
  remember: boolean,
  returnTo: string,
  now: Date,
): Promise<Extract<SocialSignInAnswer, { outcome: 'signedIn' }>> {
  assertCanSignIn(user);
  await ports.recordLogin(user.userId, now.toISOString());
  return {
    outcome: 'signedIn',
    ...(await ports.issueSession(user, remember, now)),
    language: user.language,
    returnTo,
  };
}

/** Starts and callbacks count against one limit per client address (guessing states, flooding flows). */
const limitByAddress = (ports: SocialPorts, clientAddress: string, now: Date) =>
  takeRateLimit(
    ports.accounts.rateLimiter,
    [{ rule: SOCIAL_RATE_RULES.callbackPerAddress, id: clientAddress }],
    now,
  );

/** Opens an authorization: the provider's URL for the browser; the secrets stay in the flow record. */
export async function startSocialSignIn(
  ports: SocialPorts,
  input: { network: SocialNetwork; intent: SocialIntent; returnTo: string },
  callerUserId: string | undefined,
  clientAddress: string,
  now: Date,
): Promise<SocialSignInAnswer> {
  await limitByAddress(ports, clientAddress, now);
  if (input.intent === 'link' && !callerUserId) throw new UnauthorizedError('social.signInRequired');
  const provider = await ports.provider(input.network);
  if (!provider) throw new BusinessRuleError('social.notOffered', undefined, 404);
  const { authorizationUrl, secrets } = await provider.begin();
  const flow: SocialFlowRecord = {
    ...secrets,
    network: input.network,
    intent: input.intent,
    ...(input.intent === 'link' && callerUserId ? { userId: callerUserId } : {}),
    returnTo: input.returnTo,
    expiresAt: Math.floor(now.getTime() / 1000) + FLOW_TTL_SECONDS,
  };
  await ports.store.putFlow(flow);
  return { outcome: 'redirect', authorizationUrl };
}

/**
 * Finishes an authorization. The flow is taken (deleted) first, so a replayed callback finds
 * nothing; the provider's checks run before anything is read or written for the identity.
 */
export async function finishSocialSignIn(
  ports: SocialPorts,
  input: { code: string; state: string; iss?: string | undefined; remember: boolean },
  callerUserId: string | undefined,
  clientAddress: string,
  now: Date,
): Promise<SocialSignInAnswer> {
  await limitByAddress(ports, clientAddress, now);
  const flow = await ports.store.takeFlow(input.state, now);
  if (!flow) throw new BusinessRuleError('social.flowExpired', undefined, 400);
  const provider = await ports.provider(flow.network);
  if (!provider) throw new BusinessRuleError('social.notOffered', undefined, 404);
  let identity: SocialIdentity;
  try {
    identity = await provider.finish(
      { code: input.code, state: input.state, ...(input.iss ? { iss: input.iss } : {}) },
      flow,
    );
  } catch (err) {
    if (err instanceof SocialProtocolError) {
      ports.accounts.log?.('social callback refused', { network: flow.network, reason: err.message });
      throw new BusinessRuleError('social.authenticationError', undefined, 400);
    }
    throw err;
  }

  if (flow.intent === 'link') {
    // The caller who started the link must be the one finishing it.
    if (!flow.userId || flow.userId !== callerUserId) throw new UnauthorizedError('social.signInRequired');
    await linkIdentity(ports.store, flow.userId, identity, now);
    return { outcome: 'linked', network: identity.network, returnTo: flow.returnTo };
  }

  const link = await ports.store.findLink(identity.network, identity.networkId);
  const sameEmail = identity.email ? await ports.accounts.store.findUserByEmail(identity.email) : undefined;
  const decision = decideSignIn(identity, link, sameEmail);
  if (decision.kind === 'signIn') {
    const user = await ports.accounts.store.findUserById(decision.userId);
    if (!user) throw new UnauthorizedError('auth.loginFailed');
    return signInAs(ports, user, input.remember, flow.returnTo, now);
  }
  const ticket = await ports.tickets.sign({ ...identity, returnTo: flow.returnTo });
  if (decision.kind === 'proveAccount')
    return {
      outcome: 'proveAccount',
      ticket,
      network: identity.network,
      email: decision.email,
      returnTo: flow.returnTo,
    };
  return {
    outcome: 'newAccount',
    ticket,
    network: identity.network,
    email: identity.email,
    emailVerified: identity.emailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    returnTo: flow.returnTo,
  };
}

/** Links an identity to a user by the rules of linking-rules.ts; a lost race reads as the rule it broke. */
export async function linkIdentity(
  store: SocialStore,
  userId: string,
  identity: SocialIdentity,
  now: Date,
): Promise<void> {
  const decision = decideLink(
    userId,
    identity,
    await store.findLink(identity.network, identity.networkId),
    await store.linksOf(userId),
  );
  if (decision.kind === 'alreadyLinked') return;
  const result = await store.link({
    userId,
    network: identity.network,
    networkId: identity.networkId,
    linkedAt: now.toISOString(),
  });
  if (result === 'identityTaken') throw new BusinessRuleError('social.linkedElsewhere');
  if (result === 'networkTaken') throw new BusinessRuleError('social.networkTaken');
}

/**
 * An existing account with the provider's e-mail: its owner proves it with the password (the
 * usual login, with its rate limits), then the network is linked and the runner signed in.
 */
export async function proveAndLink(
  ports: SocialPorts,
  input: { ticket: string; password: string; remember: boolean },
  clientAddress: string,
  now: Date,
): Promise<SocialSignInAnswer> {
  const identity = await readTicket(ports, input.ticket);
  if (!identity.email || !identity.emailVerified) throw ticketInvalid();
  const user = await authenticate(
    {
      findUserByEmail: (email) => ports.accounts.store.findUserByEmail(email),
      verifyPassword: ports.accounts.passwords.verify,
      dummyHash: ports.accounts.passwords.dummyHash,
      recordLogin: ports.recordLogin,
      rateLimiter: ports.accounts.rateLimiter,
    },
    { username: identity.email, password: input.password, remember: input.remember },
    clientAddress,
    now,
  );
  await linkIdentity(ports.store, user.userId, identity, now);
  return signInAs(ports, user, input.remember, identity.returnTo, now);
}
