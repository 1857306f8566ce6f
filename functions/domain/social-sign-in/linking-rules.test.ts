import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../accounts/user-record';
import { assertCanUnlink, decideLink, decideSignIn, newAccountEmail } from './linking-rules';
import type { SocialIdentity, SocialLinkRecord } from './social-ports';

const identity = (over: Partial<SocialIdentity> = {}): SocialIdentity => ({
  network: 'google',
  networkId: 'sub-1',
  email: 'jana@example.test',
  emailVerified: true,
  firstName: 'Jana',
  lastName: 'Nová',
  ...over,
});
const link = (over: Partial<SocialLinkRecord> = {}): SocialLinkRecord => ({
  userId: 'u1',
  network: 'google',
  networkId: 'sub-1',
  linkedAt: '2026-11-29T07:00:00.000Z',
  ...over,
});
const user = { userId: 'u2', email: 'jana@example.test' } as UserRecord;
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return undefined;
};

describe('decideSignIn', () => {
  it('a linked identity signs in as its user, whatever its e-mail', () => {
    expect(decideSignIn(identity(), link(), user)).toEqual({ kind: 'signIn', userId: 'u1' });
  });
  it('never links an existing account silently: a verified same e-mail asks for the proof', () => {
    expect(decideSignIn(identity(), undefined, user)).toEqual({ kind: 'proveAccount', email: user.email });
  });
  it('an unverified e-mail names no account (anyone may type one at some providers)', () => {
    expect(decideSignIn(identity({ emailVerified: false }), undefined, user)).toEqual({ kind: 'newAccount' });
  });
  it('no link and no account: a new account', () => {
    expect(decideSignIn(identity({ email: null, emailVerified: false }), undefined, undefined)).toEqual({
      kind: 'newAccount',
    });
  });
});

describe('decideLink', () => {
  it('links a free identity to a user without that network', () => {
    expect(decideLink('u1', identity(), undefined, [])).toEqual({ kind: 'link' });
  });
  it('is idempotent for the same user', () => {
    expect(decideLink('u1', identity(), link(), [link()])).toEqual({ kind: 'alreadyLinked' });
  });
  it("refuses another user's identity", () => {
    expect(code(() => decideLink('u9', identity(), link(), []))).toBe('social.linkedElsewhere');
  });
  it('refuses a second account of a network already linked', () => {
    expect(code(() => decideLink('u1', identity({ networkId: 'sub-2' }), undefined, [link()]))).toBe(
      'social.networkTaken',
    );
  });
});

describe('assertCanUnlink', () => {
  it('refuses to remove the last way to sign in', () => {
    expect(code(() => assertCanUnlink({}, [link()], 'google'))).toBe('social.lastSignInMethod');
  });
  it('allows it with a password or another network', () => {
    expect(assertCanUnlink({ passwordHash: 'h' }, [link()], 'google')).toEqual(link());
    expect(assertCanUnlink({}, [link(), link({ network: 'strava', networkId: '7' })], 'google')).toEqual(
      link(),
    );
  });
  it('answers not linked for a network the user does not have', () => {
    expect(code(() => assertCanUnlink({ passwordHash: 'h' }, [], 'apple'))).toBe('social.notLinked');
  });
});

describe('newAccountEmail', () => {
  it("takes the provider's verified e-mail as confirmed", () => {
    expect(newAccountEmail(identity(), undefined, 'cs')).toEqual({
      email: 'jana@example.test',
      confirmed: true,
    });
    expect(newAccountEmail(identity(), 'JANA@example.test', 'cs').confirmed).toBe(true);
  });
  it('a typed or unverified e-mail waits for the activation link', () => {
    expect(newAccountEmail(identity(), 'other@example.test', 'cs')).toEqual({
      email: 'other@example.test',
      confirmed: false,
    });
    expect(newAccountEmail(identity({ emailVerified: false }), 'jana@example.test', 'cs').confirmed).toBe(
      false,
    );
  });
  it('asks for an e-mail when there is none to trust', () => {
    expect(
      code(() => newAccountEmail(identity({ email: null, emailVerified: false }), undefined, 'en')),
    ).toBe('social.emailRequired');
  });
});
