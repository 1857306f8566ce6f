import { maskDateInput } from '../../lib/date-mask';
import { isoDateToText, textToIsoDate } from './date-text';
import { TypedDateInput, type TypedDateProps } from './typed-date-input';

const DATE_FORMAT = {
  toText: isoDateToText,
  parse: textToIsoDate,
  mask: maskDateInput,
  placeholderKey: 'date.datePlaceholder',
  picker: 'date',
  toPicker: (value: string) => value,
  fromPicker: textToIsoDate,
  errorKey: 'date.invalidDate',
  pickerKey: 'date.pickDate',
} as const;

/** A calendar date typed as DD/MM/YYYY (spec §9); the value is `YYYY-MM-DD` or `''`. */
export function DateInput(props: TypedDateProps) {
  return <TypedDateInput format={DATE_FORMAT} {...props} />;
}
