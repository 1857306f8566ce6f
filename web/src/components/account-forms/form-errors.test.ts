import { describe, expect, it } from 'vitest';
import {
  emailProblems,
  firstInvalid,
  hasProblems,
  newPasswordProblems,
  serverFieldProblems,
} from './form-errors';

describe('form problems', () => {
  it('checks required e-mails and their format', () => {
    expect(emailProblems(' ')).toEqual([{ code: 'form.required', ns: 'account' }]);
    expect(emailProblems('jana@')).toEqual([{ code: 'form.emailInvalid', ns: 'account' }]);
    expect(emailProblems('jana@example.com')).toEqual([]);
  });

  it('applies the password rules of §5 and the confirmation per field', () => {
    expect(newPasswordProblems('', '')).toEqual({
      password: [{ code: 'form.required', ns: 'account' }],
      confirmation: [],
    });
    const weak = newPasswordProblems('heslo', 'jine');
    expect(weak.password.map((p) => ('code' in p ? p.code : ''))).toEqual([
      'account.passwordTooShort',
      'account.passwordNoUppercase',
      'account.passwordNoDigit',
    ]);
    expect(weak.confirmation).toEqual([{ code: 'account.passwordMismatch', ns: 'errors', params: {} }]);
    expect(newPasswordProblems('Heslo1234', 'Heslo1234')).toEqual({ password: [], confirmation: [] });
  });

  it('maps server validation errors onto form fields', () => {
    const problems = serverFieldProblems(
      [
        { field: 'body.email', errors: ['Taken.'] },
        { field: 'body.other', errors: ['Ignored.'] },
        { field: 'body.passwordConfirm', errors: ['Mismatch.'] },
      ],
      ['email', 'password', 'confirmation'] as const,
      { passwordConfirm: 'confirmation' },
    );
    expect(problems).toEqual({ email: [{ message: 'Taken.' }], confirmation: [{ message: 'Mismatch.' }] });
    expect(firstInvalid(['password', 'email', 'confirmation'] as const, problems)).toBe('email');
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems({ email: [] })).toBe(false);
  });
});
