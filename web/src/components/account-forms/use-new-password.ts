import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { firstInvalid, hasProblems, serverFieldProblems, type FieldProblems } from './form-errors';

type PasswordFields = 'password' | 'confirmation';

/**
 * The state of a form that sets a new password (reset, first password after a network sign-in,
 * change in the user area): the two values, each field's problems (cleared as the field is typed
 * in), focus on the first field with one, and the props of NewPasswordFields.
 */
export function useNewPassword<F extends string>(fields: readonly (F | PasswordFields)[]) {
  type Field = F | PasswordFields;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const focusFirst = (found: FieldProblems<Field>) => {
    const first = firstInvalid(fields, found);
    if (first) refs.current[first]?.focus();
  };
  const clear = (field: Field) => setProblems((p) => ({ ...p, [field]: [] }));
  /** Keeps a field's input, to focus it when it is the first with a problem (call from its ref). */
  const setRef = (field: Field, el: HTMLInputElement | null) => {
    refs.current[field] = el;
  };
  return {
    password,
    confirmation,
    problems,
    clear,
    setRef,
    /** Shows the problems the form found; whether there were any (the first is focused). */
    refuse: (found: FieldProblems<Field>) => {
      setProblems(found);
      if (!hasProblems(found)) return false;
      focusFirst(found);
      return true;
    },
    /** Shows the field errors of a call the server refused (its names mapped by `aliases`). */
    refuseFromServer: (error: unknown, aliases: Partial<Record<string, Field>>) => {
      if (!isApiError(error) || !error.validationFailed) return;
      const server = serverFieldProblems(error.validationErrors, fields, aliases);
      if (hasProblems(server)) {
        setProblems(server);
        focusFirst(server);
      }
    },
    reset: () => {
      setPassword('');
      setConfirmation('');
    },
    fieldProps: {
      password,
      confirmation,
      onPassword: (value: string) => {
        setPassword(value);
        clear('password');
      },
      onConfirmation: (value: string) => {
        setConfirmation(value);
        clear('confirmation');
      },
      passwordProblems: problems.password,
      confirmationProblems: problems.confirmation,
      passwordRef: (el: HTMLInputElement | null) => setRef('password', el),
      confirmationRef: (el: HTMLInputElement | null) => setRef('confirmation', el),
    },
  };
}
