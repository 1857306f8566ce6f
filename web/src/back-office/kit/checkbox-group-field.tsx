import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import type { SelectOption } from './select-field';

/**
 * A fieldset of checkboxes bound to an array field of the surrounding back-office form: each
 * checked option's value is in the array. `errorText` replaces the schema's message, which speaks
 * of an empty array rather than of the choices the person sees.
 */
export function CheckboxGroupField({
  name,
  legend,
  options,
  errorText,
}: {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  errorText: string;
}) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const checked = field.value as string[];
        return (
          <Fieldset.Root invalid={!!fieldState.error}>
            <Fieldset.Legend>{legend}</Fieldset.Legend>
            <Stack gap="1">
              {options.map(([value, text]) => (
                <Checkbox.Root
                  key={value}
                  checked={checked.includes(value)}
                  onCheckedChange={(e) =>
                    field.onChange(
                      e.checked === true ? [...checked, value] : checked.filter((v) => v !== value),
                    )
                  }
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{text}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            {fieldState.error && <Fieldset.ErrorText>{errorText}</Fieldset.ErrorText>}
          </Fieldset.Root>
        );
      }}
    />
  );
}
