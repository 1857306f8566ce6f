import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useFormContext } from 'react-hook-form';
import { FormField } from './form-field';

/** One choice of a select: the value sent and the text shown. */
export type SelectOption = [value: string, text: string];

/** A labelled native select bound to a field of the surrounding back-office form. */
export function SelectField({
  name,
  label,
  options,
  required,
}: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
}) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required={required}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
