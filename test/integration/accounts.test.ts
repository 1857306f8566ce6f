import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../functions/adapters/auth/passwords';
import { issueAccessToken, resetSigningKey } from '../../functions/adapters/auth/tokens';
import { putApiClient } from '../../functions/adapters/dynamodb/account-repository';
import { setDocumentClient } from '../../functions/adapters/dynamodb/client';
import { RATE_RULES } from '../../functions/domain/accounts/rate-limit';
import {
  clearAddressWindows,
  createUser,
  expireLink,
  linkIn,
  mailCountAfterPause,
  mailsTo,
  PASSWORD,
  post,
  put,
  rewindEmailWait,
  setUser,
  signIn,
  uniqueEmail,
  withAddressExhausted,
  type ErrorBody,
  type TokenAnswer,
} from './accounts-support';
import { api, useTestStackEnv } from './support';

const NEW_PASSWORD = 'Nove-Heslo-2';
const registration = (email: string, language: 'cs' | 'en' = 'en') => ({
  firstName: 'Jana',
  lastName: 'Nováková',
  email,
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  language,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  useTestStackEnv();
  setDocumentClient(undefined);
  resetSigningKey();
  await clearAddressWindows([
    RATE_RULES.accountEmailPerAddress,
    RATE_RULES.accountTokenPerAddress,
    RATE_RULES.registerPerAddress,
    RATE_RULES.apiTokenPerAddress,
  ]);
});

describe('sign-up and activation', () => {
  it('validates the registration: password rules of §5 with their messages, e-mail format', async () => {
    const res = await post<ErrorBody>('user?locale=en', {
      ...registration('not-an-email'),
      password: 'heslo',
      passwordConfirm: 'jine',
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries((res.body.validationErrors ?? []).map((e) => [e.field, e.errors]));
    expect(fields['body.email']).toEqual(['Invalid e-mail format.']);
    expect(fields['body.password']).toEqual([
      'The password must have at least 8 characters.',
      'The password must contain at least one uppercase letter.',
      'The password must contain at least one digit.',
    ]);
    expect(fields['body.passwordConfirm']).toEqual(['The passwords do not match.']);
  });

  it('registers, e-mails a working activation link, refuses sign-in until activated, activates once', async () => {
    const email = uniqueEmail('signup');
    const res = await post<{ userId: string; emailError: boolean }>('user', registration(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ userId: expect.stringMatching(/^[0-9a-f-]{36}$/), emailError: false });
    expect((await api(`user/email-exists?email=${encodeURIComponent(email)}`)).body).toEqual({
      exists: true,
    });

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Activate your account');
    expect(mail?.body.text).toContain('Hello Jana,');
    const link = linkIn(mail, 'activate-account');
    expect(link.userId).toBe(res.body.userId);

    const early = await post<ErrorBody>('authenticate', { username: email, password: PASSWORD });
    expect([early.status, early.body.code]).toEqual([403, 'auth.emailNotConfirmed']);

    const checked = await post('users/activate/check-activation-token', {
      token: link.token,
      userId: link.userId,
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toEqual({ activated: true, userId: link.userId, email });
    // The other route is the same implementation: the used link now answers "already active".
    const again = await post<ErrorBody>('users/activate?locale=en', {
      token: link.token,
      userId: link.userId,
    });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      'account.alreadyActive',
      'The account is already active. You can sign in.',
    ]);
    const me = await api('users/authenticated-info', { token: await signIn(email) });
    expect(me.body).toMatchObject({ email, emailConfirmed: true, language: 'en', roles: ['user'] });
  });

  it('writes the activation e-mail in Czech for a Czech sign-up', async () => {
    const email = uniqueEmail('cesky');
    expect((await post('user', registration(email, 'cs'))).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Aktivace účtu');
    expect(mail?.body.text).toContain('Aktivovat účet');
    linkIn(mail, 'activate-account');
  });

  it('refuses a taken e-mail in any letter case, and sign-up while signed in', async () => {
    const { email } = await createUser({}, 'taken');
    const res = await post<ErrorBody>('user?locale=en', registration(email.toUpperCase()));
    expect([res.status, res.body.code]).toEqual([400, 'account.emailExists']);
    expect(res.body.validationErrors?.[0]?.field).toBe('body.email');
    const signedIn = await post<ErrorBody>('user', registration(uniqueEmail('x')), await signIn(email));
    expect([signedIn.status, signedIn.body.code]).toEqual([403, 'common.anonymousOnly']);
  });

  it('refuses wrong, foreign and expired activation links', async () => {
    const email = uniqueEmail('expiry');
    const { body } = await post<{ userId: string }>('user', registration(email));
    const link = linkIn((await mailsTo(email))[0], 'activate-account');
    const wrong = await post<ErrorBody>('users/activate', {
      token: `${link.token.slice(0, -2)}xx`,
      userId: link.userId,
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'account.tokenInvalid']);
    const other = await createUser({ emailConfirmed: false });
    const foreign = await post<ErrorBody>('users/activate', { token: link.token, userId: other.userId });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'account.tokenInvalid']);
    await expireLink('activation', link.token);
    const expired = await post<ErrorBody>('users/activate?locale=en', {
      token: link.token,
      userId: body.userId,
    });
    expect([expired.status, expired.body.code]).toEqual([410, 'account.tokenExpired']);
    expect(expired.body.message).toBe('The link has expired. Please have a new one sent.');
  });

  it('resends the activation e-mail only after the 60-minute wait; unknown and active addresses', async () => {
    const email = uniqueEmail('resend');
    await post('user', registration(email));
    const first = linkIn((await mailsTo(email, 1))[0], 'activate-account');

    const wait = await post<ErrorBody>('users/resend-activation-email?locale=en', { email });
    expect(wait.status).toBe(429);
    expect(wait.body).toMatchObject({ code: 'account.emailWait', params: { minutes: 60 } });
    expect(wait.body.message).toContain('in 60 min');

    await rewindEmailWait('activation', email, 45);
    const still = await post<ErrorBody>('users/resend-activation-email', { email });
    expect(still.body.params?.minutes).toBe(15);

    await rewindEmailWait('activation', email, 16);
    const resent = await post('users/resend-activation-email', { email: email.toUpperCase() });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toEqual({ accepted: true, retryAfterMinutes: 60 });
    const second = linkIn((await mailsTo(email, 2))[1], 'activate-account');
    expect(second.token).not.toBe(first.token);
    expect((await post('users/activate', second)).status).toBe(200);

    const active = await post<ErrorBody>('users/resend-activation-email?locale=en', { email });
    expect([active.status, active.body.code]).toEqual([409, 'account.alreadyActive']);

    // An address without an account: the same answer and the same wait (no enumeration), no e-mail.
    const nobody = uniqueEmail('nobody');
    expect((await post('users/resend-activation-email', { email: nobody })).body).toEqual({
      accepted: true,
      retryAfterMinutes: 60,
    });
    expect((await post('users/resend-activation-email', { email: nobody })).status).toBe(429);
    expect(await mailCountAfterPause(nobody)).toBe(0);
  });
});

describe('sign-in states', () => {
  it('refuses disabled, locked and unconfirmed accounts with their own messages, a wrong password with the generic one', async () => {
    for (const [state, code] of [
      [{ disabled: true }, 'auth.userDisabled'],
      [{ locked: true }, 'auth.userLocked'],
      [{ emailConfirmed: false }, 'auth.emailNotConfirmed'],
    ] as const) {
      const u = await createUser(state);
      const res = await post<ErrorBody>('authenticate', { username: u.email, password: PASSWORD });
      expect({ code, status: res.status, got: res.body.code }).toEqual({ code, status: 403, got: code });
    }
    const u = await createUser();
    const wrong = await post<ErrorBody>('authenticate', { username: u.email, password: 'Spatne-Heslo-1' });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'auth.loginFailed']);
  });
});

describe('password reset', () => {
  it('e-mails a 1-hour link; the new password works, the link only once, old sessions end, the account unlocks', async () => {
    const u = await createUser({ locked: true, language: 'cs' }, 'reset');
    const oldToken = await issueAccessToken(
      { kind: 'user', userId: u.userId, roles: ['user'] },
      {
        session: { remember: true, sessionStart: Math.floor(Date.now() / 1000) - 60 },
        issuedAt: Math.floor(Date.now() / 1000) - 60,
      },
    );
    const asked = await post('users/reset-password', { email: u.email });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toEqual({ accepted: true, retryAfterMinutes: 60 });
    const [mail] = await mailsTo(u.email);
    expect(mail?.subject).toBe('Změna hesla');
    const link = linkIn(mail, 'change-password');
    expect(link.userId).toBe(u.userId);

    const check = await post<{ valid: boolean; email: string; validUntil: string }>(
      'users/reset-password/check-token',
      link,
    );
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ valid: true, userId: u.userId, email: u.email });
    const minutesLeft = (Date.parse(check.body.validUntil) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);
    expect((await post('users/password/check-reset-token', link)).status).toBe(200);

    const weak = await put<ErrorBody>('users/reset-password', {
      ...link,
      password: 'slabé',
      passwordConfirm: 'slabé',
    });
    expect(weak.status).toBe(400);
    const mismatch = await put<ErrorBody>('users/reset-password', {
      ...link,
      password: NEW_PASSWORD,
      passwordConfirm: 'x',
    });
    expect(mismatch.body.validationErrors?.map((e) => e.field)).toEqual(['body.passwordConfirm']);

    const done = await put('users/reset-password', {
      ...link,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ passwordChanged: true });

    const reused = await put<ErrorBody>('users/reset-password?locale=en', {
      ...link,
      password: 'Treti-Heslo-3',
      passwordConfirm: 'Treti-Heslo-3',
    });
    expect([reused.status, reused.body.code]).toEqual([410, 'account.tokenUsed']);
    const reusedAlias = await post<ErrorBody>('users/password/reset', { ...link, password: 'Treti-Heslo-3' });
    expect(reusedAlias.status).toBe(410);

    const renewed = await post<ErrorBody>('authenticate/token/rehydrate', { accessToken: oldToken });
    expect([renewed.status, renewed.body.code]).toEqual([401, 'auth.tokenNotRenewed']);
    // Unlocked, with the new password.
    const me = await api('users/authenticated-info', { token: await signIn(u.email, NEW_PASSWORD) });
    expect(me.status).toBe(200);
  });

  it('sets the password through the users/password/* aliases too; expired links are refused', async () => {
    const u = await createUser({}, 'alias');
    expect((await post('users/password/send-reset-token', { email: u.email })).status).toBe(200);
    const link = linkIn((await mailsTo(u.email))[0], 'change-password');
    expect(link.url).toContain('/change-password?token=');
    const done = await post('users/password/reset', { ...link, password: NEW_PASSWORD });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await signIn(u.email, NEW_PASSWORD);

    const v = await createUser({}, 'expired');
    await post('users/reset-password', { email: v.email });
    const old = linkIn((await mailsTo(v.email))[0], 'change-password');
    await expireLink('reset', old.token);
    const expired = await post<ErrorBody>('users/reset-password/check-token', old);
    expect([expired.status, expired.body.code]).toEqual([410, 'account.tokenExpired']);
    const set = await put<ErrorBody>('users/reset-password', {
      ...old,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(set.status).toBe(410);
  });

  it('answers the same for unknown and disabled addresses, sends them nothing, and makes every address wait 60 minutes', async () => {
    const disabled = await createUser({ disabled: true }, 'disabled');
    const unknown = uniqueEmail('unknown');
    const active = await createUser({}, 'wait');
    const answers = await Promise.all(
      [disabled.email, unknown, active.email].map((email) => post('users/reset-password', { email })),
    );
    for (const a of answers)
      expect([a.status, a.body]).toEqual([200, { accepted: true, retryAfterMinutes: 60 }]);
    await mailsTo(active.email);
    expect(await mailCountAfterPause(disabled.email)).toBe(0);
    expect(await mailCountAfterPause(unknown, 0)).toBe(0);
    for (const email of [active.email, unknown]) {
      const again = await post<ErrorBody>('users/password/send-reset-token', { email });
      expect([again.status, again.body.code]).toEqual([429, 'account.emailWait']);
    }
  });

  it('refuses a reset link of an account disabled after the e-mail', async () => {
    const u = await createUser({}, 'later-disabled');
    await post('users/reset-password', { email: u.email });
    const link = linkIn((await mailsTo(u.email))[0], 'change-password');
    await setUser(u.userId, { disabled: true });
    const res = await post<ErrorBody>('users/reset-password/check-token', link);
    expect([res.status, res.body.code]).toEqual([403, 'auth.userDisabled']);
  });
});

describe('change password', () => {
  it('needs the current password, keeps the caller signed in with a new token and ends other sessions', async () => {
    const u = await createUser({}, 'change');
    const other = await signIn(u.email, PASSWORD, true);
    const mine = await signIn(u.email);
    await sleep(1100); // sessions signed in before the change (second resolution)

    const wrong = await post<ErrorBody>(
      'users/change-password?locale=en',
      {
        oldPassword: 'Spatne-Heslo-1',
        newPassword: NEW_PASSWORD,
        newPasswordConfirm: NEW_PASSWORD,
      },
      mine,
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'account.wrongOldPassword']);
    expect(wrong.body.validationErrors).toEqual([
      { field: 'body.oldPassword', errors: ['The current password is not correct.'] },
    ]);
    const weak = await post<ErrorBody>(
      'users/change-password',
      { oldPassword: PASSWORD, newPassword: 'abc', newPasswordConfirm: 'abc' },
      mine,
    );
    expect(weak.status).toBe(400);

    const changed = await post<TokenAnswer & { passwordChanged: boolean }>(
      'users/change-password',
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
      mine,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ passwordChanged: true, expiresIn: 900 });
    const fresh = changed.body.accessToken;
    expect((await api('users/authenticated-info', { token: fresh })).status).toBe(200);
    expect((await post('authenticate/token/rehydrate', { accessToken: fresh })).status).toBe(200);
    expect((await post<ErrorBody>('authenticate/token/rehydrate', { accessToken: other })).body.code).toBe(
      'auth.tokenNotRenewed',
    );
    expect(
      (await post<{ valid: boolean }>('authenticate/token/validate', { accessToken: other })).body.valid,
    ).toBe(false);
    await signIn(u.email, NEW_PASSWORD);
  });

  it('locks the change out after 5 wrong current passwords; the alias route shares the limit', async () => {
    const u = await createUser({}, 'change-limit');
    const token = await signIn(u.email);
    const attempt = (route: string, oldPassword: string) =>
      post<ErrorBody>(
        route,
        { oldPassword, newPassword: NEW_PASSWORD, newPasswordConfirm: NEW_PASSWORD },
        token,
      );
    for (let i = 0; i < 5; i++)
      expect(
        (await attempt(i % 2 ? 'users/password/change' : 'users/change-password', `Spatne-${i}`)).status,
      ).toBe(400);
    const locked = await attempt('users/password/change?locale=en', PASSWORD);
    expect([locked.status, locked.body.code]).toEqual([429, 'auth.tooManyAttempts']);
    expect(locked.body.message).toMatch(/Try again in \d+ min/);
  });

  it('requires a signed-in user', async () => {
    const res = await post('users/change-password', {
      oldPassword: 'a',
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

describe('personal data and site settings', () => {
  it('updates the own names and e-mail (swapping the unique e-mail), refuses taken e-mails and other ids', async () => {
    const u = await createUser({}, 'profile');
    const taken = await createUser({}, 'profile-taken');
    const token = await signIn(u.email);
    const newEmail = uniqueEmail('profile-new');

    const other = await put<ErrorBody>(
      `user/${taken.userId}`,
      { userId: taken.userId, firstName: 'X', lastName: 'Y', email: newEmail },
      token,
    );
    // The route's `self` scope: another user's id is refused without a look at that account.
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('common.noPermission');
    const clash = await put<ErrorBody>(
      `user/${u.userId}`,
      { userId: u.userId, firstName: 'Jana', lastName: 'Dvořáková', email: taken.email.toUpperCase() },
      token,
    );
    expect([clash.status, clash.body.code]).toEqual([400, 'account.emailExists']);

    const res = await put(
      `user/${u.userId}`,
      { userId: u.userId, firstName: 'Jana', lastName: 'Dvořáková', email: newEmail },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      userId: u.userId,
      firstName: 'Jana',
      lastName: 'Dvořáková',
      email: newEmail,
    });
    expect((await api(`user/email-exists?email=${encodeURIComponent(u.email)}`)).body).toEqual({
      exists: false,
    });
    await signIn(newEmail);
    // The old address is free again.
    expect((await post('user', registration(u.email))).status).toBe(200);
  });

  it('changes the language; only for the own account; a disabled account is refused', async () => {
    const u = await createUser({ language: 'en' }, 'settings');
    const token = await signIn(u.email);
    const res = await post(`user/${u.userId}/change-site-settings`, { language: 'cs' }, token);
    expect([res.status, (res.body as { language: string }).language]).toEqual([200, 'cs']);
    expect(((await api('users/authenticated-info', { token })).body as { language: string }).language).toBe(
      'cs',
    );
    expect(
      (
        await post(
          'user/00000000-0000-4000-8000-000000000000/change-site-settings',
          { language: 'en' },
          token,
        )
      ).status,
    ).toBe(403);
    expect((await post(`user/${u.userId}/change-site-settings`, { language: 'de' }, token)).status).toBe(400);
    await setUser(u.userId, { disabled: true });
    const blocked = await post<ErrorBody>(`user/${u.userId}/change-site-settings`, { language: 'en' }, token);
    expect([blocked.status, blocked.body.code]).toEqual([403, 'auth.userDisabled']);
  });
});

describe('api clients and token validation', () => {
  it('issues a token for client credentials and validates tokens', async () => {
    const clientId = `partner-${Date.now()}`;
    await putApiClient({
      entity: 'apiClient',
      clientId,
      name: 'Partner',
      secretHash: await hashPassword('tajne-heslo-klienta'),
      disabled: false,
      dateCreated: new Date().toISOString(),
    });
    const res = await post<TokenAnswer>('authenticate/token', {
      clientId,
      clientSecret: 'tajne-heslo-klienta',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.expiresIn).toBe(900);
    const validated = await post('authenticate/token/validate', { accessToken: res.body.accessToken });
    expect(validated.body).toMatchObject({ valid: true, kind: 'apiClient', subject: clientId, roles: null });
    // A client token is no user: the user area and renewal refuse it.
    expect((await api('user/my-registrations', { token: res.body.accessToken })).status).toBe(403);
    expect((await post('authenticate/token/rehydrate', { accessToken: res.body.accessToken })).status).toBe(
      401,
    );

    const u = await createUser({}, 'validate');
    const userToken = await signIn(u.email);
    expect((await post('authenticate/token/validate', {}, userToken)).body).toMatchObject({
      valid: true,
      kind: 'user',
      subject: u.userId,
      roles: ['user'],
    });
    expect((await post('authenticate/token/validate', { accessToken: 'garbage' })).body).toMatchObject({
      valid: false,
    });
    expect((await post('authenticate/token/validate', {})).body).toMatchObject({ valid: false });
    await setUser(u.userId, { disabled: true });
    expect(
      (await post<{ valid: boolean }>('authenticate/token/validate', { accessToken: userToken })).body.valid,
    ).toBe(false);
  });

  it('refuses wrong secrets and unknown clients alike, locks a client out after 5, reveals disabled only with the secret', async () => {
    const clientId = `locked-${Date.now()}`;
    await putApiClient({
      entity: 'apiClient',
      clientId,
      name: 'Locked',
      secretHash: await hashPassword('spravne'),
      disabled: true,
      dateCreated: new Date().toISOString(),
    });
    const unknown = await post<ErrorBody>('authenticate/token', {
      clientId: `nobody-${Date.now()}`,
      clientSecret: 'x',
    });
    expect([unknown.status, unknown.body.code]).toEqual([401, 'auth.clientCredentialsInvalid']);
    const disabled = await post<ErrorBody>('authenticate/token', { clientId, clientSecret: 'spravne' });
    expect([disabled.status, disabled.body.code]).toEqual([403, 'auth.clientDisabled']);
    for (let i = 0; i < 5; i++)
      expect((await post('authenticate/token', { clientId, clientSecret: `spatne${i}` })).status).toBe(401);
    const locked = await post<ErrorBody>('authenticate/token', { clientId, clientSecret: 'spravne' });
    expect([locked.status, locked.body.code]).toEqual([429, 'auth.tooManyAttempts']);
  });
});

describe('per-address limits', () => {
  it('refuses e-mail requests, link tokens and sign-ups from an address that used up its window', async () => {
    const u = await createUser({ emailConfirmed: false }, 'limits');
    await withAddressExhausted(RATE_RULES.accountEmailPerAddress, async () => {
      for (const route of [
        'users/reset-password',
        'users/resend-activation-email',
        'users/password/send-reset-token',
      ]) {
        const res = await post<ErrorBody>(route, { email: u.email });
        expect([route, res.status, res.body.code]).toEqual([route, 429, 'auth.tooManyAttempts']);
      }
    });
    expect(await mailCountAfterPause(u.email, 300)).toBe(0);
    await withAddressExhausted(RATE_RULES.accountTokenPerAddress, async () => {
      const res = await post<ErrorBody>('users/activate', { token: 'whatever', userId: u.userId });
      expect([res.status, res.body.code]).toEqual([429, 'auth.tooManyAttempts']);
    });
    await withAddressExhausted(RATE_RULES.registerPerAddress, async () => {
      const res = await post<ErrorBody>('user', registration(uniqueEmail('limited')));
      expect([res.status, res.body.code]).toEqual([429, 'auth.tooManyAttempts']);
    });
    // Windows restored: the address may go on.
    expect((await post('users/resend-activation-email', { email: u.email })).status).toBe(200);
  });
});
