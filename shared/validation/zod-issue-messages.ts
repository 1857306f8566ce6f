import type { z } from 'zod';

export type ZodIssue = z.core.$ZodIssue;

/** A message of the error catalogue (shared/errors/messages.ts) and its `{{placeholders}}`. */
export interface MessageRef {
  code: string;
  params?: Record<string, string | number>;
}

/**
 * Whether an invalid_type issue is a missing value. zod 4 reports the input only when asked
 * (`reportInput`); without it, its own message still names what it received.
 */
function isMissing(issue: ZodIssue & { code: 'invalid_type' }): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null || issue.input === '';
  return /received (undefined|null)$/.test(issue.message);
}

/**
 * Which catalogue message describes a zod issue. One mapping for both sides: the server formats it
 * into `validationErrors[]` (functions/api/http/validate-input.ts) and the back-office forms
 * translate it with the `errors` namespace, so a field reads the same before and after submitting.
 * Shared refinements put a message code (and params) on their custom issues; any other text that is
 * not a code is passed through as it is (the caller falls back to it when no message has that code).
 */
export function zodIssueMessage(issue: ZodIssue): MessageRef {
  switch (issue.code) {
    case 'invalid_type':
      if (isMissing(issue)) return { code: 'validation.required' };
      return { code: issue.expected === 'number' ? 'validation.notNumber' : 'validation.invalidType' };
    case 'too_big':
      return issue.origin === 'string'
        ? { code: 'validation.tooLong', params: { maximum: Number(issue.maximum) } }
        : { code: 'validation.tooBig', params: { maximum: Number(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return { code: 'validation.required' };
      return issue.origin === 'string'
        ? { code: 'validation.tooShort', params: { minimum: Number(issue.minimum) } }
        : { code: 'validation.tooSmall', params: { minimum: Number(issue.minimum) } };
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat' };
    case 'invalid_value':
    case 'invalid_union':
      // An enum value, or a discriminated union's tag (e.g. `sendEmail`), that is none of the options.
      return { code: 'validation.invalidOption' };
    case 'unrecognized_keys':
      return { code: 'validation.unknownField' };
    case 'custom':
      return { code: issue.message, params: issue.params as Record<string, string | number> | undefined };
    default:
      return { code: issue.message || 'validation.invalidFormat' };
  }
}
