import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

/** A category of the race (numbering per category range: one run per category). */
export interface RaceCategory {
  guid: string;
  name: string;
}

/** A labelled select of the start list's filters (race, category, wave). */
export function Picker(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<{ value: string; label: string }>;
  placeholder: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Field.Root disabled={props.disabled} flex="1" minW="48">
      <Field.Label htmlFor={id}>{props.label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          <option value="">{props.placeholder}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
