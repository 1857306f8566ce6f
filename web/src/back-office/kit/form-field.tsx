import { Field, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormState, type FieldError } from 'react-hook-form';

/** Every message of a field error (all rules it breaks), once each. */
export function fieldErrorTexts(error: FieldError | undefined): string[] {
  if (!error) return [];
  const fromTypes = Object.values(error.types ?? {}).flatMap((value) =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : [],
  );
  const texts = fromTypes.length > 0 ? fromTypes : error.message ? [error.message] : [];
  return [...new Set(texts)];
}

export interface FormFieldProps {
  /** The field's path in the form values (`email`, `items.0.name`): its error is shown here. */
  name: string;
  label: ReactNode;
  /** Marks the label with "*" and the control as required (spec §5). */
  required?: boolean;
  help?: ReactNode;
  disabled?: boolean;
  /** The control: a Chakra Input, NativeSelect, DateInput… (it takes its ids from the Field). */
  children: ReactNode;
}

/**
 * A labelled field of a back-office form (inside `<BackOfficeForm>` / react-hook-form's
 * FormProvider): "*" on required fields (read out as "required" through the control), help text
 * and the field's translated errors, tied to the control with aria-describedby and aria-invalid.
 */
export function FormField({ name, label, required, help, disabled, children }: FormFieldProps) {
  const { errors } = useFormState({ name });
  const texts = fieldErrorTexts(get(errors, name) as FieldError | undefined);
  return (
    <Field.Root required={required} invalid={texts.length > 0} disabled={disabled} gap="1.5">
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {texts.length > 0 && (
        <Field.ErrorText as="div" display="block">
          {texts.map((text) => (
            <Text as="span" display="block" key={text}>
              {text}
            </Text>
          ))}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
