import { Input } from '@chakra-ui/react';
import { Controller, useFormContext } from 'react-hook-form';
import { parseMajorAmount } from '@shared/money';

const majorText = (minor: number | null | undefined) => (minor == null ? '' : String(minor / 100));

/**
 * An optional amount typed in whole currency units ("150", "99,50") for a form field held in minor
 * units: empty is `null`, text that is no amount is NaN, so the field's schema reports it.
 */
export function MoneyInput({ name }: { name: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          inputMode="decimal"
          maxW="48"
          name={field.name}
          defaultValue={majorText(field.value as number | null)}
          onChange={(e) =>
            field.onChange(
              e.target.value.trim() === '' ? null : (parseMajorAmount(e.target.value) ?? Number.NaN),
            )
          }
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
