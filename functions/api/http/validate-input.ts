import type { z } from 'zod';
import type { ValidationError } from '@shared/errors/error-body';
import { formatMessage } from '@shared/errors/messages';
import type { Locale } from '@shared/codelists/enums';
import { zodIssueMessage } from '@shared/validation/zod-issue-messages';
import { ValidationFailedError } from '../../domain/errors';

type Issue = z.core.$ZodIssue;

/** The shared issue → message mapping, in the caller's language (unknown codes stay as they are). */
function messageOf(issue: Issue, locale: Locale): string {
  const { code, params } = zodIssueMessage(issue);
  return formatMessage(code, locale, params) ?? code;
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
