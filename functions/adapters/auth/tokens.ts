import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { RoleName } from '../../../shared/codelists/enums';
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

export async function issueAccessToken(
  principal: Principal,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  const subject =
    principal.kind === 'user'
      ? principal.userId
      : principal.kind === 'teamManager'
        ? principal.teamGuid
        : principal.clientId;
  return new SignJWT({ ...principal })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await signingKey());
}

export class InvalidTokenError extends Error {}

export async function verifyAccessToken(token: string): Promise<Principal> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
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
  } catch (err) {
    if (err instanceof InvalidTokenError || err instanceof joseErrors.JOSEError)
      throw new InvalidTokenError(String(err));
    throw err;
  }
}
