import { Input } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import type { FieldProblem } from './form-errors';
import { FormField } from './form-field';

/** A required one-line field of an account form (names, e-mail, the current password). */
export function AccountInput({
  label,
  name,
  autoComplete,
  type = 'text',
  value,
  onChange,
  onBlur,
  problems,
  inputRef,
}: {
  label: ReactNode;
  name: string;
  autoComplete: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  problems?: readonly FieldProblem[];
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <FormField label={label} required problems={problems}>
      <Input
        ref={inputRef}
        type={type}
        name={name}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        aria-required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}
