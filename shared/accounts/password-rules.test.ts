import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-messages';
import {
  changePasswordBodySchema,
  passwordResetAliasBodySchema,
  registerUserBodySchema,
  resetPasswordBodySchema,
} from './account-schemas';
import {
  isPasswordAcceptable,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  passwordRuleStates,
  type PasswordProblemCode,
} from './password-rules';

// Every problem code has texts (checked by tsc).
const _texts: Record<PasswordProblemCode, unknown> = ACCOUNT_MESSAGES;
void _texts;

const codes = (password: string, confirmation?: string) =>
  passwordProblems(password, confirmation).map((p) => p.code);

describe('password rules (spec §5)', () => {
  it('accepts 8+ characters with a lowercase, an uppercase letter and a digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(codes('Abcdefg1')).toEqual([]);
    expect(isPasswordAcceptable('Abcdefg1', 'Abcdefg1')).toBe(true);
  });

  it('names every unmet rule', () => {
    expect(codes('')).toEqual([
      'account.passwordTooShort',
      'account.passwordNoLowercase',
      'account.passwordNoUppercase',
      'account.passwordNoDigit',
    ]);
    expect(codes('Abcdefg')).toEqual(['account.passwordTooShort', 'account.passwordNoDigit']);
    expect(codes('abcdefg1')).toEqual(['account.passwordNoUppercase']);
    expect(codes('ABCDEFG1')).toEqual(['account.passwordNoLowercase']);
    expect(codes('Abcdefgh')).toEqual(['account.passwordNoDigit']);
  });

  it('counts Czech letters and characters, not UTF-16 units', () => {
    expect(codes('ŘÍZEČEK1')).toEqual(['account.passwordNoLowercase']);
    expect(codes('řízeček1')).toEqual(['account.passwordNoUppercase']);
    expect(codes('Žluťouč1')).toEqual([]);
    // 7 characters, one of them outside the BMP (two UTF-16 units): still too short.
    expect(codes('Ab1defg'.slice(0, 6) + '😀')).toContain('account.passwordTooShort');
  });

  it('compares the confirmation only when the form has one', () => {
    expect(codes('Abcdefg1', 'Abcdefg2')).toEqual(['account.passwordMismatch']);
    expect(passwordProblems('Abcdefg1', 'x')[0]?.field).toBe('confirmation');
    expect(codes('Abcdefg1', undefined)).toEqual([]);
  });

  it('gives the live checklist with the length parameter', () => {
    const states = passwordRuleStates('abc');
    expect(states.map((s) => [s.rule, s.met])).toEqual([
      ['minLength', false],
      ['lowercase', true],
      ['uppercase', false],
      ['digit', false],
    ]);
    expect(states[0]?.params).toEqual({ minimum: 8 });
  });
});

describe('schemas with the password rules', () => {
  const base = { firstName: 'Jana', lastName: 'Nová', email: 'jana@example.com', language: 'cs' };

  it('refuses a weak password and a mismatch with field-level message codes', () => {
    const r = registerUserBodySchema.safeParse({ ...base, password: 'abc', passwordConfirm: 'abd' });
    expect(r.success).toBe(false);
    const issues = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['password', 'account.passwordTooShort'],
        ['password', 'account.passwordNoUppercase'],
        ['password', 'account.passwordNoDigit'],
        ['passwordConfirm', 'account.passwordMismatch'],
      ]),
    );
  });

  it('accepts a good registration and defaults the language', () => {
    const r = registerUserBodySchema.parse({
      ...base,
      language: undefined,
      password: 'Heslo123',
      passwordConfirm: 'Heslo123',
    });
    expect(r.language).toBe('cs');
  });

  it('applies the rules to reset and change too; the reset alias needs no confirmation', () => {
    const userId = '7f1d2a52-38ba-4f41-b5a5-0f1f3b8e9a11';
    expect(resetPasswordBodySchema.safeParse({ userId, token: 't', password: 'Heslo123' }).success).toBe(
      false,
    );
    expect(passwordResetAliasBodySchema.safeParse({ userId, token: 't', password: 'Heslo123' }).success).toBe(
      true,
    );
    expect(passwordResetAliasBodySchema.safeParse({ userId, token: 't', password: 'heslo123' }).success).toBe(
      false,
    );
    const change = changePasswordBodySchema.safeParse({
      oldPassword: 'x',
      newPassword: 'Heslo123',
      newPasswordConfirm: 'Heslo124',
    });
    expect(change.error?.issues.map((i) => i.path.join('.'))).toEqual(['newPasswordConfirm']);
  });
});
