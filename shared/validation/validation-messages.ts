import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';
import rows from './validation-messages.json' with { type: 'json' };

/**
 * Texts of the codes introduced by shared/validation, in the shape of shared/errors/messages.ts
 * so they can be merged into ERROR_MESSAGES later. Codes reused from there (validation.required,
 * notNumber, tooSmall, tooBig, tooShort, tooLong, invalidEmail) are not repeated.
 */
export const VALIDATION_MESSAGES = {
  ...rows,
  'validation.personalIdSlashRequired': SHARED_TEXTS.personalIdSlashRequired,
  'validation.personalIdSlashNotAllowed': SHARED_TEXTS.personalIdSlashNotAllowed,
  'birthNumber.slashRequired': SHARED_TEXTS.personalIdSlashRequired,
  'birthNumber.slashNotAllowed': SHARED_TEXTS.personalIdSlashNotAllowed,
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationMessageCode = keyof typeof VALIDATION_MESSAGES;

export type MessageParams = Record<string, string | number | boolean>;

/** Fills `{{name}}` placeholders the same way shared/errors/messages.ts does. */
export function interpolate(template: string, params?: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params?.[key] ?? ''));
}
