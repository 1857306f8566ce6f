import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialProtocolError } from '../../domain/social-sign-in/social-ports';
import { oidcNetwork } from './oidc-network';

/**
 * The ID-token checks openid-client makes for us, against a minimal issuer that answers the token
 * endpoint with a token crafted per case: only a token signed by the issuer's JWKS, for our client,
 * unexpired and with our nonce passes.
 */
let server: http.Server;
let issuer = '';
let good: CryptoKey;
let other: CryptoKey;
let nextToken: () => Promise<string>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  good = pair.privateKey;
  other = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = http.createServer((req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    if (req.url === '/jwks') return json({ keys: [jwk] });
    if (req.url === '/token')
      return void nextToken().then((id_token) =>
        json({ access_token: 'at', token_type: 'Bearer', id_token }),
      );
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const NONCE = 'n-123';
const now = () => Math.floor(Date.now() / 1000);
const token = (over: { key?: CryptoKey; aud?: string; iss?: string; exp?: number; nonce?: string } = {}) =>
  new SignJWT({
    nonce: over.nonce ?? NONCE,
    email: 'jana@example.test',
    email_verified: true,
    given_name: 'Jana',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(over.iss ?? issuer)
    .setAudience(over.aud ?? 'our-client')
    .setSubject('sub-1')
    .setIssuedAt(now() - 60)
    .setExpirationTime(over.exp ?? now() + 300)
    .sign(over.key ?? good);

async function finishWith(make: () => Promise<string>) {
  nextToken = make;
  const provider = oidcNetwork(
    { network: 'google', issuer, scope: 'openid email' },
    { clientId: 'our-client', redirectUri: 'http://127.0.0.1/social/callback', issuer, allowHttp: true },
    'secret',
  );
  return provider.finish(
    { code: 'c', state: 's' },
    { state: 's', nonce: NONCE, codeVerifier: 'v'.repeat(43) },
  );
}

describe('oidcNetwork ID-token validation (openid-client)', () => {
  it('accepts a token signed by the JWKS, for our client, unexpired, with our nonce', async () => {
    await expect(finishWith(() => token())).resolves.toMatchObject({
      network: 'google',
      networkId: 'sub-1',
      email: 'jana@example.test',
      emailVerified: true,
    });
  });

  it('refuses a bad signature (a key not in the JWKS) as a protocol error', async () => {
    await expect(finishWith(() => token({ key: other }))).rejects.toBeInstanceOf(SocialProtocolError);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }],
    ['a wrong issuer', { iss: 'https://evil.example' }],
    ['an expired token', { exp: 1_000_000 }],
    ['a wrong nonce', { nonce: 'replayed' }],
  ] as const)('refuses %s as a protocol error', async (_label, over) => {
    await expect(finishWith(() => token(over))).rejects.toBeInstanceOf(SocialProtocolError);
  });
});
