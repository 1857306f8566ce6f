/**
 * Password rules of spec §5, one implementation for the server (zod schemas of the account
 * calls) and the SPA (live rule list on /register, /change-password, manage account):
 * at least 8 characters, one lowercase letter, one uppercase letter, one digit, and equal to its
 * confirmation. Letters are Unicode-aware, so "č" counts as lowercase and "Ř" as uppercase.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a hash request stays cheap (not a rule the user sees). */
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit';

/** Message codes (shared/accounts/account-messages.ts), one per rule plus the confirmation. */
export const PASSWORD_RULE_CODES = {
  minLength: 'account.passwordTooShort',
  lowercase: 'account.passwordNoLowercase',
  uppercase: 'account.passwordNoUppercase',
  digit: 'account.passwordNoDigit',
} as const satisfies Record<PasswordRule, string>;
export const PASSWORD_MISMATCH_CODE = 'account.passwordMismatch';

export type PasswordProblemCode = (typeof PASSWORD_RULE_CODES)[PasswordRule] | typeof PASSWORD_MISMATCH_CODE;

const TESTS: Record<PasswordRule, (password: string) => boolean> = {
  // Characters as the user sees them (code points), not UTF-16 units.
  minLength: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  lowercase: (p) => /\p{Ll}/u.test(p),
  uppercase: (p) => /\p{Lu}/u.test(p),
  digit: (p) => /[0-9]/.test(p),
};

export const PASSWORD_RULES: readonly PasswordRule[] = ['minLength', 'lowercase', 'uppercase', 'digit'];

export interface PasswordRuleState {
  rule: PasswordRule;
  code: (typeof PASSWORD_RULE_CODES)[PasswordRule];
  /** Parameters of the rule's message (`{{minimum}}` for the length). */
  params: Record<string, number>;
  met: boolean;
}

/** Every rule with whether the password meets it: the live checklist of the forms. */
export function passwordRuleStates(password: string): PasswordRuleState[] {
  return PASSWORD_RULES.map((rule): PasswordRuleState => ({
    rule,
    code: PASSWORD_RULE_CODES[rule],
    params: rule === 'minLength' ? { minimum: PASSWORD_MIN_LENGTH } : {},
    met: TESTS[rule](password),
  }));
}

export interface PasswordProblem {
  /** Which field the problem belongs to. */
  field: 'password' | 'confirmation';
  code: PasswordProblemCode;
  params: Record<string, number>;
}

/**
 * What is wrong with a new password (empty list = acceptable). The confirmation is compared only
 * when given (`undefined` = the form has no confirmation field).
 */
export function passwordProblems(password: string, confirmation?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = passwordRuleStates(password)
    .filter((s) => !s.met)
    .map((s) => ({ field: 'password', code: s.code, params: s.params }));
  if (confirmation !== undefined && confirmation !== password)
    problems.push({ field: 'confirmation', code: PASSWORD_MISMATCH_CODE, params: {} });
  return problems;
}

export const isPasswordAcceptable = (password: string, confirmation?: string): boolean =>
  passwordProblems(password, confirmation).length === 0;
