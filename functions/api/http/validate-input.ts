import type { z } from 'zod';
import type { ValidationError } from '../../../shared/errors/error-body';
import { formatMessage } from '../../../shared/errors/messages';
import type { Locale } from '../../../shared/codelists/enums';
import { ValidationFailedError } from '../../domain/errors';

type Issue = z.core.$ZodIssue;

function messageOf(issue: Issue, locale: Locale): string {
  const fmt = (code: string, params?: Record<string, string | number>) =>
    formatMessage(code, locale, params) ?? code;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? fmt('validation.required')
        : issue.expected === 'number'
          ? fmt('validation.notNumber')
          : fmt('validation.invalidType');
    case 'too_big':
      return issue.origin === 'string'
        ? fmt('validation.tooLong', { maximum: Number(issue.maximum) })
        : fmt('validation.tooBig', { maximum: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return fmt('validation.required');
      return issue.origin === 'string'
        ? fmt('validation.tooShort', { minimum: Number(issue.minimum) })
        : fmt('validation.tooSmall', { minimum: Number(issue.minimum) });
    case 'invalid_format':
      return issue.format === 'email' ? fmt('validation.invalidEmail') : fmt('validation.invalidFormat');
    case 'invalid_value':
      return fmt('validation.invalidOption');
    case 'unrecognized_keys':
      return fmt('validation.unknownField');
    case 'custom':
      // Shared refinements (password rules, …) put a message code in `message`.
      return fmt(issue.message, issue.params as Record<string, string | number> | undefined);
    default:
      return issue.message || fmt('validation.invalidFormat');
  }
}

/** zod issues → spec §8 `validationErrors[]` (one entry per field, messages in the caller's language). */
export function toValidationErrors(
  issues: readonly Issue[],
  locale: Locale,
  prefix?: string,
): ValidationError[] {
  const byField = new Map<string, string[]>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = [prefix, path].filter(Boolean).join('.') || (prefix ?? '');
    const list = byField.get(field) ?? [];
    list.push(messageOf(issue, locale));
    byField.set(field, list);
  }
  return [...byField.entries()].map(([field, errors]) => ({ field, errors }));
}

export function parseOrThrow<T>(
  schema: z.ZodType<T> | undefined,
  input: unknown,
  locale: Locale,
  prefix: string,
): T {
  if (!schema) return input as T;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationFailedError(toValidationErrors(result.error.issues, locale, prefix));
}
