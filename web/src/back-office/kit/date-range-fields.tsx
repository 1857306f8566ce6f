import { Controller, useFormContext } from 'react-hook-form';
import { DateInput } from './date-input';
import { DateTimeInput } from './date-time-input';
import { FormField } from './form-field';

const NAMES = ['dateFrom', 'dateTo'] as const;

/**
 * The required `dateFrom` and `dateTo` fields of the surrounding back-office form, as days or as
 * instants. The schema's "Date To not before Date From" rule sits on Date To, so a changed Date
 * From re-checks a Date To whose message may already show (touched, or the form submitted).
 * Two fields, no wrapper: they take their places in the form's grid.
 */
export function DateRangeFields({
  labels,
  kind,
  onChange,
}: {
  labels: { dateFrom: string; dateTo: string };
  kind: 'date' | 'dateTime';
  /** Told after either date changed (a preview of the old dates is stale). */
  onChange?: () => void;
}) {
  const form = useFormContext<{ dateFrom: string; dateTo: string }>();
  const DateControl = kind === 'date' ? DateInput : DateTimeInput;
  const recheckDateTo = () => {
    if (form.getFieldState('dateTo').isTouched || form.formState.isSubmitted) void form.trigger('dateTo');
  };
  return NAMES.map((name) => (
    <FormField key={name} name={name} label={labels[name]} required>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateControl
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onChange?.();
              if (name === 'dateFrom') recheckDateTo();
            }}
            onBlur={field.onBlur}
            required
          />
        )}
      />
    </FormField>
  ));
}
