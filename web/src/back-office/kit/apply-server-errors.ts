import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';

/** Body fields are named `body.email`, `body.items.0.name`; form fields `email`, `items.0.name`. */
const BODY_PREFIX = /^body\./;

function hasPath(values: unknown, path: string): boolean {
  let node: unknown = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts a failed call's `validationErrors` (spec §8) onto the form fields they name and focuses the
 * first of them. Returns what no field shows – errors of other fields, or the call's message when
 * it failed without field errors – for the form to show above its buttons.
 */
export function applyServerErrors<T extends FieldValues, C, O>(
  form: Pick<UseFormReturn<T, C, O>, 'setError' | 'getValues'>,
  error: unknown,
): string[] {
  if (!isApiError(error)) return [error instanceof Error ? error.message : String(error)];
  const fieldErrors = error.validationErrors;
  if (fieldErrors.length === 0) return [error.message];
  const values = form.getValues();
  const unplaced: string[] = [];
  let focus = true;
  for (const { field, errors } of fieldErrors) {
    const name = field.replace(BODY_PREFIX, '');
    if (!name || !hasPath(values, name) || errors.length === 0) {
      unplaced.push(...errors);
      continue;
    }
    form.setError(
      name as FieldPath<T>,
      {
        type: 'server',
        message: errors[0],
        types: Object.fromEntries(errors.map((text, index) => [`server${index}`, text])),
      },
      { shouldFocus: focus },
    );
    focus = false;
  }
  return [...new Set(unplaced)];
}
