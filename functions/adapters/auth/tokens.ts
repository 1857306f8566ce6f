import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';
import type { RoleName } from '@shared/codelists/enums';
import { getSecret } from '../config';

/** Who is calling, as proven by a bearer token. */
export type Principal =
  | { kind: 'user'; userId: string; roles: RoleName[] }
  | { kind: 'teamManager'; teamGuid: string; email: string }
  | { kind: 'apiClient'; clientId: string };

const ISSUER = 'race-registration';
const AUDIENCE = 'race-registration-api';
/** Access tokens are short-lived; the SPA renews them with authenticate/token/rehydrate. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

let keyPromise: Promise<Uint8Array> | undefined;
const signingKey = (): Promise<Uint8Array> => {
  keyPromise ??= getSecret('JWT_SECRET').then((s) => new TextEncoder().encode(s));
  return keyPromise;
};

/** For tests that switch secrets between runs. */
export function resetSigningKey(): void {
  keyPromise = undefined;
}

/** How a user session may be renewed: remember-me sessions live 30 days, others 12 hours. */
export interface SessionInfo {
  remember: boolean;
  /** Epoch seconds when the user signed in (kept across renewals: an absolute session limit). */
  sessionStart: number;
  /** The sign-in's id, kept across renewals: logging out revokes it (tokens of older sign-ins have none). */
  id?: string;
}

export const sessionLifetimeSeconds = (remember: boolean): number => (remember ? 30 * 86_400 : 12 * 3_600);

export interface IssueOptions {
  ttlSeconds?: number;
  session?: SessionInfo;
  /** Epoch seconds; defaults to now (tests set it to make realistically expired tokens). */
  issuedAt?: number;
}

export async function issueAccessToken(principal: Principal, options: IssueOptions = {}): Promise<string> {
  const { ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, session } = options;
  const iat = options.issuedAt ?? Math.floor(Date.now() / 1000);
  const subject =
    principal.kind === 'user'
      ? principal.userId
      : principal.kind === 'teamManager'
        ? principal.teamGuid
        : principal.clientId;
  const claims = {
    ...principal,
    ...(session ? { rmb: session.remember, ss: session.sessionStart } : {}),
    ...(session?.id ? { sid: session.id } : {}),
  };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subject)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(await signingKey());
}

export class InvalidTokenError extends Error {}

export async function verifyAccessToken(token: string): Promise<Principal> {
  return (await verify(token)).principal;
}

/**
 * For renewal: the signature must be ours, but the token may have expired. Returns the principal,
 * its session and when the token was issued; the caller decides whether the session may go on.
 */
export async function verifyExpiredAccessToken(
  token: string,
): Promise<{ principal: Principal; session: SessionInfo | undefined; issuedAt: number }> {
  let iat: number | undefined;
  try {
    iat = decodeJwt(token).iat;
  } catch {
    throw new InvalidTokenError('malformed token');
  }
  if (typeof iat !== 'number') throw new InvalidTokenError('token without iat');
  // Verify as of the moment it was issued: the signature and claims are checked, expiry is not.
  const { principal, session } = await verify(token, new Date(iat * 1000));
  return { principal, session, issuedAt: iat };
}

/** A valid (unexpired, ours) token's principal, session and lifetime (epoch seconds). */
export async function inspectAccessToken(
  token: string,
): Promise<{ principal: Principal; session: SessionInfo | undefined; issuedAt: number; expiresAt: number }> {
  return verify(token);
}

async function verify(
  token: string,
  currentDate?: Date,
): Promise<{ principal: Principal; session: SessionInfo | undefined; issuedAt: number; expiresAt: number }> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      ...(currentDate ? { currentDate } : {}),
    });
    const session =
      typeof payload.rmb === 'boolean' && typeof payload.ss === 'number'
        ? {
            remember: payload.rmb,
            sessionStart: payload.ss,
            ...(typeof payload.sid === 'string' ? { id: payload.sid } : {}),
          }
        : undefined;
    const principal = toPrincipal(payload);
    return { principal, session, issuedAt: payload.iat ?? 0, expiresAt: payload.exp ?? 0 };
  } catch (err) {
    if (err instanceof InvalidTokenError || err instanceof joseErrors.JOSEError)
      throw new InvalidTokenError(String(err));
    throw err;
  }
}

function toPrincipal(payload: Record<string, unknown>): Principal {
  const kind = payload.kind;
  if (kind === 'user' && typeof payload.userId === 'string' && Array.isArray(payload.roles)) {
    return { kind, userId: payload.userId, roles: payload.roles as RoleName[] };
  }
  if (kind === 'teamManager' && typeof payload.teamGuid === 'string' && typeof payload.email === 'string') {
    return { kind, teamGuid: payload.teamGuid, email: payload.email };
  }
  if (kind === 'apiClient' && typeof payload.clientId === 'string')
    return { kind, clientId: payload.clientId };
  throw new InvalidTokenError('unknown principal kind');
}
