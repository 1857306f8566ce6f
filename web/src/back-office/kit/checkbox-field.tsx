import { Checkbox } from '@chakra-ui/react';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no field of the surrounding back-office form, as one labelled checkbox. */
export function CheckboxField<T extends FieldValues = FieldValues>({
  name,
  label,
}: {
  name: FieldPath<T>;
  label: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
        >
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
