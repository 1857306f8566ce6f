import { passwordProblems } from '@shared/accounts/password-rules';

/** One problem of a form field: a message code (namespace `errors` or `account`) or the server's words. */
export type FieldProblem =
  { code: string; ns: 'errors' | 'account'; params?: Record<string, unknown> } | { message: string };

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem[]>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required = (value: string): FieldProblem[] =>
  value.trim().length === 0 ? [{ code: 'form.required', ns: 'account' }] : [];

export function emailProblems(value: string): FieldProblem[] {
  if (value.trim().length === 0) return required(value);
  return EMAIL.test(value.trim()) ? [] : [{ code: 'form.emailInvalid', ns: 'account' }];
}

/** Rules of spec §5 for a new password and its confirmation, split per field. */
export function newPasswordProblems(
  password: string,
  confirmation: string,
): { password: FieldProblem[]; confirmation: FieldProblem[] } {
  const result = { password: [] as FieldProblem[], confirmation: [] as FieldProblem[] };
  if (password.length === 0) result.password.push(...required(password));
  for (const problem of passwordProblems(password, confirmation)) {
    if (password.length === 0 && problem.field === 'password') continue;
    result[problem.field].push({ code: problem.code, ns: 'errors', params: problem.params });
  }
  return result;
}

/**
 * Field errors of a 400 answer (`validationErrors[].field` like `body.email`) for the form's own
 * fields; `aliases` maps API field names to form field names.
 */
export function serverFieldProblems<F extends string>(
  validationErrors: ReadonlyArray<{ field: string; errors: string[] }>,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): FieldProblems<F> {
  const result: FieldProblems<F> = {};
  for (const error of validationErrors) {
    const name = error.field.replace(/^body\./, '');
    const field = aliases[name] ?? (fields as readonly string[]).find((f) => f === name);
    if (!field) continue;
    const list = (result[field as F] ??= []);
    list.push(...error.errors.map((message) => ({ message })));
  }
  return result;
}

/** The first field (in form order) that has a problem. */
export function firstInvalid<F extends string>(
  order: readonly F[],
  problems: FieldProblems<F>,
): F | undefined {
  return order.find((f) => (problems[f]?.length ?? 0) > 0);
}

export const hasProblems = (problems: FieldProblems<string>): boolean =>
  Object.values(problems).some((list) => (list?.length ?? 0) > 0);
