import { Box, Group, IconButton, Input, Text, useFieldContext } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import type { Parsed } from './date-text';
import { CalendarIcon } from './icons';

export interface TypedDateProps {
  /** The value (ISO), `''` when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

interface Format {
  toText: (value: string) => string;
  parse: (text: string) => Parsed;
  /** Shapes text while typing (digits → `DD/MM/YYYY`). */
  mask?: (text: string) => string;
  placeholderKey: string;
  /** The native picker's type and its value ↔ ours. */
  picker: 'date' | 'datetime-local';
  toPicker: (value: string) => string;
  fromPicker: (pickerValue: string) => Parsed;
  errorKey: string;
  pickerKey: string;
}

type PickerInput = HTMLInputElement & { showPicker?: () => void };

/**
 * A date typed in the edit format, with the browser's own picker one button away. Text that is no
 * date keeps the previous value and, once the user leaves the field, says what form is expected.
 */
export function TypedDateInput({ format, ...props }: TypedDateProps & { format: Format }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const field = useFieldContext();
  const errorId = useId();
  const pickerRef = useRef<PickerInput>(null);
  const [text, setText] = useState(() => format.toText(props.value));
  const [shownValue, setShownValue] = useState(props.value);
  const [touched, setTouched] = useState(false);

  // A value set from outside (reset, picker, another field) replaces the text.
  if (props.value !== shownValue) {
    setShownValue(props.value);
    if (format.parse(text) !== props.value) setText(format.toText(props.value));
  }

  const parsed = format.parse(text);
  const invalid = parsed === null;
  const showError = invalid && touched;

  const change = (next: string) => {
    setText(next);
    const value = format.parse(next);
    if (value !== null && value !== props.value) {
      setShownValue(value);
      props.onChange(value);
    }
  };

  const openPicker = () => {
    const picker = pickerRef.current;
    if (!picker) return;
    picker.value = format.toPicker(props.value);
    if (typeof picker.showPicker === 'function') picker.showPicker();
    else picker.click();
  };

  const describedBy = [field?.ariaDescribedby, showError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <Box w="full" position="relative">
      <Group attached w="full">
        <Input
          id={props.id}
          name={props.name}
          value={text}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t(format.placeholderKey)}
          disabled={props.disabled}
          required={props.required}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-invalid={showError || field?.invalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            change(format.mask ? format.mask(event.target.value) : event.target.value)
          }
          onBlur={() => {
            setTouched(true);
            // A complete, valid date is shown in the edit format (`1.5.2026` → `01/05/2026`).
            if (parsed) setText(format.toText(parsed));
            props.onBlur?.();
          }}
        />
        <IconButton
          variant="outline"
          aria-label={t(format.pickerKey)}
          disabled={props.disabled}
          onClick={openPicker}
        >
          <CalendarIcon />
        </IconButton>
      </Group>
      {/* The browser's picker: opened by the button, never focused or read out itself. */}
      <input
        ref={pickerRef}
        type={format.picker}
        tabIndex={-1}
        aria-hidden
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(event) => {
          const value = format.fromPicker(event.target.value);
          if (value === null) return;
          setText(format.toText(value));
          setShownValue(value);
          setTouched(false);
          if (value !== props.value) props.onChange(value);
        }}
      />
      {showError && (
        <Text id={errorId} fontSize="sm" color="fg.error" mt="1">
          {t(format.errorKey)}
        </Text>
      )}
    </Box>
  );
}
