import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import Provider, { type Account } from 'oidc-provider';
import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@shared/social/social-schemas';

/**
 * The local stand-in for every social network: ONE OpenID provider (oidc-provider, a certified
 * implementation) on the app's origin under /_oidc, with one client per network. Google and Apple
 * use it as OpenID Connect (discovery, ID tokens signed by its JWKS); Strava and Facebook as plain
 * OAuth 2 and read the profile from the small profile endpoints below, shaped like Strava's
 * athlete API and Facebook's Graph `me`. Login and consent are the provider's own pages.
 */
export const OIDC_BASE_PATH = '/_oidc';
const KEYS_FILE = 'oidc-stand-in-keys.json';

/** Test identities: the login name typed on the stand-in's login page (any password). */
export const TEST_IDENTITIES = {
  jana: {
    email: 'jana.socialni@example.test',
    email_verified: true,
    given_name: 'Jana',
    family_name: 'Sociální',
  },
  /** Unverified e-mail: trusted for nothing, the runner's e-mail is confirmed by link. */
  petr: {
    email: 'petr.neovereny@example.test',
    email_verified: false,
    given_name: 'Petr',
    family_name: 'Neověřený',
  },
  /** No e-mail at all (like every Strava athlete): the runner types one. */
  eva: { given_name: 'Eva', family_name: 'Bezmailová' },
  /** The demo event manager's e-mail, verified: the network is linked only after the password. */
  marek: {
    email: 'manager@example.com',
    email_verified: true,
    given_name: 'Marek',
    family_name: 'Pořadatel',
  },
} as const satisfies Record<string, Record<string, unknown>>;
export type TestIdentity = keyof typeof TEST_IDENTITIES;

type Claims = { email?: string; email_verified?: boolean; given_name: string; family_name: string };

/**
 * The claims of a login: a test identity's name, or `<name>+<tag>` for a fresh person of the same
 * kind (own subject, e-mail `<local>+<tag>@…`), so browser journeys can sign up again and again on
 * one running stack.
 */
export function standInClaims(login: string): Claims | undefined {
  const [name = '', tag] = login.split('+', 2);
  if (!(name in TEST_IDENTITIES) || (tag !== undefined && !/^[a-z0-9-]{1,32}$/.test(tag))) return undefined;
  const claims: Claims = TEST_IDENTITIES[name as TestIdentity];
  if (!tag || !claims.email) return claims;
  const [local, domain] = claims.email.split('@');
  return { ...claims, email: `${local}+${tag}@${domain}` };
}

const keysSchema = z.object({
  signingJwk: z.record(z.string(), z.unknown()),
  cookieKey: z.string().min(32),
  clientSecrets: z.record(z.string(), z.string().min(32)),
});
type StandInKeys = z.infer<typeof keysSchema>;

/** Signing key, cookie key and client secrets: generated on first start, kept in dataDir (0600). */
export function loadOrCreateStandInKeys(dataDir: string): StandInKeys {
  const file = path.join(dataDir, KEYS_FILE);
  if (existsSync(file)) {
    try {
      const result = keysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (result.success) return result.data;
    } catch {
      // unreadable: generate anew below
    }
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys: StandInKeys = {
    signingJwk: {
      ...privateKey.export({ format: 'jwk' }),
      kid: randomBytes(8).toString('hex'),
      use: 'sig',
      alg: 'RS256',
    },
    cookieKey: randomBytes(32).toString('base64url'),
    clientSecrets: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, randomBytes(32).toString('base64url')])),
  };
  mkdirSync(dataDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(keys, null, 2), { mode: 0o600 });
  chmodSync(tmp, 0o600);
  renameSync(tmp, file);
  return keys;
}

/** OAuth 2 networks locally: which profile endpoint answers in that network's shape. */
const OAUTH2_NETWORKS: readonly SocialNetwork[] = ['strava', 'facebook'];

export interface OidcStandIn {
  issuer: string;
  /** SOCIAL_NETWORKS (every network pointed at the stand-in) and SOCIAL_SECRETS for the app. */
  env: { SOCIAL_NETWORKS: string; SOCIAL_SECRETS: string };
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

/**
 * oidc-provider warns, on construction, that its in-memory store and its built-in login and consent
 * pages are for development only. That is exactly what this local stand-in is (docs/social-sign-in.md),
 * so `npm start` does not print them; every other warning still goes through.
 */
function withoutDevelopmentWarnings<T>(create: () => T): T {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (
      typeof args[0] === 'string' &&
      args[0].includes('oidc-provider WARNING: a quick start development-only')
    )
      return;
    warn(...args);
  };
  try {
    return create();
  } finally {
    console.warn = warn;
  }
}

// A Strava athlete id is a number: derived from the login so it stays the same across starts.
const athleteId = (login: string) =>
  Number.parseInt(createHash('sha256').update(login).digest('hex').slice(0, 10), 16);

export function createOidcStandIn(options: { appUrl: string; dataDir: string }): OidcStandIn {
  const issuer = `${options.appUrl}${OIDC_BASE_PATH}`;
  const redirectUri = `${options.appUrl}/social/callback`;
  const keys = loadOrCreateStandInKeys(options.dataDir);
  const provider = withoutDevelopmentWarnings(
    () =>
      new Provider(issuer, {
        clients: SOCIAL_NETWORKS.map((network) => ({
          client_id: `local-${network}`,
          client_secret: keys.clientSecrets[network],
          client_name: `${network} (local stand-in)`,
          redirect_uris: [redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        })),
        async findAccount(_ctx: unknown, id: string): Promise<Account | undefined> {
          const claims = standInClaims(id);
          if (!claims) return undefined;
          return { accountId: id, claims: () => ({ sub: id, ...claims }) };
        },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name'],
        },
        scopes: ['openid', 'email', 'profile', 'read', 'public_profile'],
        pkce: { required: () => true },
        // Like Google and Apple: the e-mail and names ride in the ID token itself (no userinfo call).
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: true } },
        jwks: { keys: [keys.signingJwk] },
        cookies: { keys: [keys.cookieKey] },
      }),
  );
  provider.on('server_error', (_ctx, err) => console.error('oidc stand-in error', err));
  const callback = provider.callback();

  /** Strava's athlete API and Facebook's `me`, answered for the token's test identity. */
  async function profile(network: SocialNetwork, req: http.IncomingMessage, res: http.ServerResponse) {
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const record = token ? await provider.AccessToken.find(token) : undefined;
    const who = record && !record.isExpired ? standInClaims(record.accountId) : undefined;
    if (!record || !who || record.clientId !== `local-${network}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Authorization Error"}');
      return;
    }
    const c = who;
    const body =
      network === 'strava'
        ? { id: athleteId(record.accountId), firstname: c.given_name, lastname: c.family_name }
        : {
            id: `fb-${record.accountId}`,
            first_name: c.given_name,
            last_name: c.family_name,
            ...(c.email ? { email: c.email } : {}),
          };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  return {
    issuer,
    env: {
      SOCIAL_NETWORKS: JSON.stringify(
        Object.fromEntries(
          SOCIAL_NETWORKS.map((network) => [
            network,
            {
              clientId: `local-${network}`,
              redirectUri,
              issuer,
              allowHttp: true,
              ...(OAUTH2_NETWORKS.includes(network)
                ? {
                    authorizationEndpoint: `${issuer}/auth`,
                    tokenEndpoint: `${issuer}/token`,
                    profileUrl: `${issuer}/profile/${network}`,
                  }
                : {}),
            },
          ]),
        ),
      ),
      SOCIAL_SECRETS: JSON.stringify(keys.clientSecrets),
    },
    handle(req, res) {
      const url = req.url ?? '';
      if (url !== OIDC_BASE_PATH && !url.startsWith(`${OIDC_BASE_PATH}/`)) return false;
      const sub = url.slice(OIDC_BASE_PATH.length) || '/';
      const profileOf = /^\/profile\/(strava|facebook)(?:\?.*)?$/.exec(sub)?.[1] as SocialNetwork | undefined;
      if (profileOf) {
        void profile(profileOf, req, res).catch(() => res.writeHead(500).end());
        return true;
      }
      // Mounted under a path: the provider reads the mount from originalUrl (as under Express).
      (req as http.IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = sub;
      callback(req, res);
      return true;
    },
  };
}
