import { useState } from 'react';
import { useAccountFields } from './use-account-fields';

type PasswordFields = 'password' | 'confirmation';

/**
 * The state of a form that sets a new password (reset, first password after a network sign-in,
 * change in the user area): the two values, each field's problems (cleared as the field is typed
 * in), focus on the first field with one, and the props of NewPasswordFields.
 */
export function useNewPassword<F extends string>(order: readonly (F | PasswordFields)[]) {
  type Field = F | PasswordFields;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const fields = useAccountFields<Field>(order);
  const { problems, clear, setRef } = fields;
  return {
    password,
    confirmation,
    ...fields,
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
