import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { firstInvalid, hasProblems, serverFieldProblems, type FieldProblems } from './form-errors';

/**
 * The problems of an account form's fields (sign-up, first sign-in with a network, personal data,
 * passwords): each field's problems, cleared as it is typed in, and focus on the first field
 * (in `order`) with one.
 */
export function useAccountFields<F extends string>(order: readonly F[]) {
  const [problems, setProblems] = useState<FieldProblems<F>>({});
  const refs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const focusFirst = (found: FieldProblems<F>) => {
    const first = firstInvalid(order, found);
    if (first) refs.current[first]?.focus();
  };
  const show = (found: FieldProblems<F>) => {
    setProblems(found);
    if (!hasProblems(found)) return false;
    focusFirst(found);
    return true;
  };
  return {
    problems,
    setProblems,
    clear: (field: F) => setProblems((p) => ({ ...p, [field]: [] })),
    /** Keeps a field's input, to focus it when it is the first with a problem (call from its ref). */
    setRef: (field: F, el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
    /** Shows the problems the form found; whether there were any (the first is focused). */
    refuse: show,
    /**
     * Shows the field errors of a call the server refused (its names mapped by `aliases`; an answer
     * whose code `codeFields` names goes to that field as the code's own text).
     */
    refuseFromServer: (
      error: unknown,
      aliases: Partial<Record<string, F>> = {},
      codeFields: Partial<Record<string, F>> = {},
    ) => {
      if (!isApiError(error) || !error.validationFailed) return;
      const server = serverFieldProblems(error.validationErrors, order, aliases);
      const code = error.code;
      const codeField = code ? codeFields[code] : undefined;
      if (code && codeField) server[codeField] = [{ code, ns: 'errors' }];
      if (hasProblems(server)) show(server);
    },
  };
}

/** useAccountFields with the fields' texts: `input(field)` gives an AccountInput what it shows and sets. */
export function useAccountForm<F extends string>(order: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const fields = useAccountFields(order);
  const set = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    fields.clear(field);
  };
  return {
    ...fields,
    values,
    setValues,
    set,
    input: (field: F) => ({
      value: values[field],
      onChange: (value: string) => set(field, value),
      problems: fields.problems[field],
      inputRef: (el: HTMLInputElement | null) => fields.setRef(field, el),
    }),
  };
}
