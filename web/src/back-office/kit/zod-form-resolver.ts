import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { zodIssueMessage, type MessageRef } from '@shared/validation/zod-issue-messages';
import { ERRORS_NS } from '../../lib/errors-namespace';
import { i18n } from '../../lib/i18n';

/** Catalogue message in the interface language; text that is no code stays as it is. */
export function translateMessage({ code, params }: MessageRef): string {
  return i18n.t(code, { ns: ERRORS_NS, ...params, defaultValue: code });
}

/**
 * react-hook-form resolver for a zod 4 schema whose messages are those the server would answer.
 * `zodResolver` of @hookform/resolvers reads only `issue.message`, and for the shared refinements
 * that is a message code whose params (`{{minimum}}`…) live elsewhere on the issue; zod calls a
 * per-parse error map only for issues without a message. So the issues are mapped here, with the
 * shared mapping, and nested into field errors with the library's own `toNestErrors`.
 * Every message of a field is kept (`types`), the first one is its `message`.
 */
export function translatedZodResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const messages = new Map<string, { type: string; texts: string[] }>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const entry = messages.get(path) ?? { type: issue.code, texts: [] };
      const text = translateMessage(zodIssueMessage(issue));
      if (!entry.texts.includes(text)) entry.texts.push(text);
      messages.set(path, entry);
    }
    const flat: Record<string, FieldError> = {};
    for (const [path, { type, texts }] of messages) {
      flat[path] = {
        type,
        message: texts[0],
        types: Object.fromEntries(texts.map((text, index) => [`${type}${index}`, text])),
      };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
