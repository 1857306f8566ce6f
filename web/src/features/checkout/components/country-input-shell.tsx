import { Flex, Input, type FlexProps, type InputProps } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { CountrySelect } from './country-select';

/** Props of a field made of a country and a text input (phone, country with personal id). */
export interface CountryInputProps {
  /** Id of the text input; the country select gets `<id>-country`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's label: the country select is named after it. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

type CountryPart = Omit<ComponentProps<typeof CountrySelect>, 'id' | 'disabled' | 'onBlur' | 'onChange'>;

/**
 * The shell of a country-plus-input field: the country select, then the text input, in one row.
 * The field's own props (ids, placeholder, disabled, required, error state, blur) go to both
 * parts; what the two parts show and how a change becomes the field's value is the caller's.
 */
export function CountryInputShell({
  field,
  layout,
  country,
  onCountryChange,
  text,
  onTextChange,
  input,
}: {
  field: CountryInputProps;
  /** How the two parts sit (and wrap) in the row. */
  layout: FlexProps;
  country: CountryPart;
  onCountryChange: (code: string) => void;
  /** What the text input shows. */
  text: string;
  onTextChange: (text: string) => void;
  /** More props of the text input (type, input mode, autocomplete, size; placeholder, disabled). */
  input?: Omit<InputProps, 'value' | 'onChange'>;
}) {
  return (
    <Flex gap="2" {...layout}>
      <CountrySelect
        id={`${field.id}-country`}
        disabled={field.disabled}
        onBlur={field.onBlur}
        onChange={onCountryChange}
        {...country}
      />
      <Input
        id={field.id}
        flex="1"
        value={text}
        placeholder={field.placeholder}
        disabled={field.disabled}
        required={field.required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.describedBy}
        onChange={(e) => onTextChange(e.target.value)}
        onBlur={field.onBlur}
        {...input}
      />
    </Flex>
  );
}
