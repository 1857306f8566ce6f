import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../functions/domain/accounts/rate-limit';
import { SOCIAL_RATE_RULES } from '../../functions/domain/social-sign-in/social-sign-in';
import { api, useTestStackEnv } from './support';
import {
  clearAddressWindows,
  createUser,
  mailsTo,
  post,
  signIn,
  uniqueEmail,
  type ErrorBody,
} from './accounts-support';
import { consentAs, finishSocial, socialRound, startSocial, type Answer } from './social-support';

/**
 * Social sign-in against the real local OpenID provider (scripts/local/oidc-stand-in.ts) standing
 * in for every network: each flow of docs/social-sign-in.md end to end through the API.
 */

beforeAll(() => useTestStackEnv());
beforeEach(async () => {
  await clearAddressWindows([SOCIAL_RATE_RULES.callbackPerAddress, RATE_RULES.registerPerAddress]);
});

const social = (body: unknown, token?: string) => post<Answer>('authenticate-by-social-network', body, token);

async function newAccountWith(network: string, login: 'jana' | 'petr' | 'eva', email?: string) {
  const first = await socialRound(network, login);
  expect(first.status).toBe(200);
  expect(first.body.outcome).toBe('newAccount');
  const activated = await post<Answer>('users/activate/social', {
    ticket: first.body.ticket,
    firstName: 'Jana',
    lastName: 'Sociální',
    language: 'en',
    ...(email ? { email } : {}),
  });
  return { first, activated };
}

describe('social sign-in with the local provider', () => {
  it('offers every configured network', async () => {
    const res = await social({ step: 'offered' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'offered', networks: ['google', 'apple', 'facebook', 'strava'] });
  });

  it('Google: a first sign-in with a verified e-mail makes an active account, the next one signs in', async () => {
    const { first, activated } = await newAccountWith('google', 'jana');
    expect(first.body).toMatchObject({
      network: 'google',
      email: 'jana.socialni@example.test',
      emailVerified: true,
    });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ outcome: 'signedIn', language: 'en', returnTo: '/' });
    const token = activated.body.accessToken as string;
    const me = await api<Answer>('users/authenticated-info', { token });
    expect(me.body).toMatchObject({ email: 'jana.socialni@example.test', emailConfirmed: true });

    const again = await socialRound('google', 'jana', { remember: true });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'signedIn', language: 'en' });

    // A replayed callback (same state and code) changes nothing and answers a clear 400.
    const linked = await social({ step: 'linked' }, token);
    expect(linked.body).toEqual({
      outcome: 'networks',
      networks: [expect.objectContaining({ network: 'google' })],
      hasPassword: false,
    });

    // The only way to sign in cannot be unlinked; after a first password it can.
    const refused = await social({ step: 'unlink', network: 'google' }, token);
    expect(refused.status).toBe(409);
    expect((refused.body as ErrorBody).code).toBe('social.lastSignInMethod');
    const pw = await post<Answer>(
      'users/password/set-up',
      { password: 'Nove-Heslo-12', passwordConfirm: 'Nove-Heslo-12' },
      token,
    );
    expect(pw.status).toBe(200);
    const again2 = await post<Answer>(
      'users/password/set-up',
      { password: 'Nove-Heslo-12', passwordConfirm: 'Nove-Heslo-12' },
      token,
    );
    expect((again2.body as ErrorBody).code).toBe('social.passwordAlreadySet');
    expect(await signIn('jana.socialni@example.test', 'Nove-Heslo-12')).toBeTruthy();
    const unlinked = await social({ step: 'unlink', network: 'google' }, token);
    expect(unlinked.body).toEqual({ outcome: 'unlinked', network: 'google' });
  });

  it('a replayed callback, a wrong state or a forged code change nothing and answer 400', async () => {
    const params = await consentAs(await startSocial('google'), 'eva');
    const ok = await finishSocial(params);
    expect(ok.body.outcome).toBe('newAccount');
    const replay = await finishSocial(params);
    expect(replay.status).toBe(400);
    expect((replay.body as ErrorBody).code).toBe('social.flowExpired');

    const wrongState = await finishSocial({
      ...(await consentAs(await startSocial('google'), 'eva')),
      state: 'forged-state',
    });
    expect(wrongState.status).toBe(400);
    expect((wrongState.body as ErrorBody).code).toBe('social.flowExpired');

    // The right state with a code the provider never issued: refused by the token endpoint.
    const real = await consentAs(await startSocial('google'), 'eva');
    const forged = await finishSocial({ ...real, code: 'forged-code' });
    expect(forged.status).toBe(400);
    expect((forged.body as ErrorBody).code).toBe('social.authenticationError');

    // A code issued for another network's client (wrong audience) is refused too.
    const strava = await consentAs(await startSocial('strava'), 'eva');
    const google = await consentAs(await startSocial('google'), 'eva');
    const mixed = await finishSocial({ ...google, code: strava.code as string });
    expect(mixed.status).toBe(400);
    expect((mixed.body as ErrorBody).code).toBe('social.authenticationError');
  });

  it('a cancelled consent comes back as an error and starts nothing', async () => {
    const params = await consentAs(await startSocial('google', { returnTo: '/cart' }), 'jana', {
      cancel: true,
    });
    expect(params.error).toBe('access_denied');
  });

  it('an existing account with the same verified e-mail is never linked silently: the password proves it', async () => {
    const first = await socialRound('facebook', 'marek');
    expect(first.body).toMatchObject({
      outcome: 'proveAccount',
      email: 'manager@example.com',
      network: 'facebook',
    });
    const wrong = await social({ step: 'prove', ticket: first.body.ticket, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const forgedTicket = await social({
      step: 'prove',
      ticket: `${first.body.ticket as string}x`,
      password: 'x',
    });
    expect(forgedTicket.status).toBe(400);
    expect((forgedTicket.body as ErrorBody).code).toBe('social.ticketInvalid');
    // Nothing was linked: the same network still asks for the proof.
    const still = await socialRound('facebook', 'marek');
    expect(still.body.outcome).toBe('proveAccount');
  });

  it('Strava (OAuth 2, no e-mail): the runner types an e-mail, confirmed by the activation link', async () => {
    const email = uniqueEmail('strava');
    const { first, activated } = await newAccountWith('strava', 'eva', email);
    expect(first.body).toMatchObject({
      network: 'strava',
      email: null,
      emailVerified: false,
      firstName: 'Eva',
    });
    expect(activated.body).toMatchObject({ outcome: 'activationSent', emailError: false });
    const [mail] = await mailsTo(email);
    expect(mail?.body.html ?? mail?.body.text).toContain('activate-account');
    // Not active yet: signing in with Strava is refused with the §8 message.
    const early = await socialRound('strava', 'eva');
    expect(early.status).toBe(403);
    expect((early.body as ErrorBody).code).toBe('auth.emailNotConfirmed');
  });

  it('an unverified e-mail names no account: the runner must give an e-mail', async () => {
    const first = await socialRound('apple', 'petr');
    expect(first.body).toMatchObject({ outcome: 'newAccount', emailVerified: false });
    const missing = await post<Answer>('users/activate/social', {
      ticket: first.body.ticket,
      firstName: 'P',
      lastName: 'N',
    });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorBody).code).toBe('social.emailRequired');
  });

  it('Manage Account links a second network to the signed-in runner; it then signs in', async () => {
    const user = await createUser({}, 'link');
    const token = await signIn(user.email);
    const refused = await startSocial('google', { intent: 'link' }).catch((e: Error) => e.message);
    expect(refused).toContain('401');
    const linked = await socialRound('google', 'petr', { intent: 'link', token });
    expect(linked.body).toEqual({ outcome: 'linked', network: 'google', returnTo: '/' });
    const signedIn = await socialRound('google', 'petr');
    expect(signedIn.body.outcome).toBe('signedIn');
    // The same Google account cannot be linked to another user.
    const other = await createUser({}, 'other');
    const taken = await socialRound('google', 'petr', { intent: 'link', token: await signIn(other.email) });
    expect(taken.status).toBe(409);
    expect((taken.body as ErrorBody).code).toBe('social.linkedElsewhere');
  });

  it('an admin links and removes a network with history', async () => {
    const user = await createUser({}, 'assign');
    const admin = await signIn(
      process.env.DEMO_ADMIN_EMAIL ?? 'admin@example.com',
      await demoAdminPassword(),
    );
    const linked = await post<Answer>(
      'admin/user/assign-network',
      { userId: user.userId, network: 'strava', networkId: '424242' },
      admin,
    );
    expect(linked.status).toBe(200);
    expect(linked.body.networks).toEqual([expect.objectContaining({ network: 'strava' })]);
    const detail = await api<Answer>(`admin/users/${user.userId}`, { token: admin });
    expect(detail.body.networks).toEqual([expect.objectContaining({ network: 'strava' })]);
    const removed = await post<Answer>(
      'admin/user/assign-network',
      { userId: user.userId, network: 'strava', remove: true },
      admin,
    );
    expect(removed.body.networks).toEqual([]);
    const history = await api<{ rows: Array<{ action: string }> }>(`admin/users/${user.userId}/history`, {
      token: admin,
    });
    expect(history.body.rows.map((r) => r.action)).toEqual(['REMOVE_NETWORK', 'ASSIGN_NETWORK']);
  });
});

async function demoAdminPassword(): Promise<string> {
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const { DATA_DIR } = await import('./support');
  const creds = JSON.parse(readFileSync(path.join(DATA_DIR, 'demo-credentials.json'), 'utf8')) as {
    admin: { password: string };
  };
  return creds.admin.password;
}
