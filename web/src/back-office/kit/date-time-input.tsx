import { isoInstantToLocalInput, isoInstantToText, textToIsoInstant } from './date-text';
import { TypedDateInput, type TypedDateProps } from './typed-date-input';

const DATE_TIME_FORMAT = {
  toText: isoInstantToText,
  parse: textToIsoInstant,
  placeholderKey: 'date.dateTimePlaceholder',
  picker: 'datetime-local',
  toPicker: isoInstantToLocalInput,
  fromPicker: textToIsoInstant,
  errorKey: 'date.invalidDateTime',
  pickerKey: 'date.pickDateTime',
} as const;

/**
 * A moment typed as `DD/MM/YYYY HH:mm` in Prague time, whatever the organiser's own time zone; the
 * value is the ISO instant in UTC (`2026-05-01T07:30:00.000Z`) or `''`.
 */
export function DateTimeInput(props: TypedDateProps) {
  return <TypedDateInput format={DATE_TIME_FORMAT} {...props} />;
}
