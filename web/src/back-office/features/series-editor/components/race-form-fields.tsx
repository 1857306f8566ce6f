import { Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Prices } from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { DateTimeInput, FormField } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { parseMajorAmount } from '@shared/money';

/** The inputs the race structure's forms share (one field per schema property). */

export const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
export const requiredNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? Number.NaN : Number(v);

export function useLabel(prefix: string) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (name: string) => t(`races.${prefix}.${name}`);
}

export function TextField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required={required}>
      <Input {...register(name)} autoComplete="off" />
    </FormField>
  );
}

export function NumberField({
  name,
  label,
  help,
  nullable,
  required,
}: {
  name: string;
  label: string;
  help?: string;
  nullable?: boolean;
  required?: boolean;
}) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} help={help} required={required}>
      <Input
        type="number"
        min={0}
        {...register(name, { setValueAs: nullable ? optionalNumber : requiredNumber })}
      />
    </FormField>
  );
}

/** A moment (Prague time); optional ones are null when empty. Changing it re-checks its pair. */
export function InstantField({
  name,
  label,
  required,
  pair,
}: {
  name: string;
  label: string;
  required?: boolean;
  /** The later bound re-checked when this one changes (once it was touched). */
  pair?: string;
}) {
  const form = useFormContext();
  return (
    <FormField name={name} label={label} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DateTimeInput
            name={field.name}
            value={(field.value as string | null) ?? ''}
            onChange={(value) => {
              field.onChange(required ? value : value || null);
              if (pair && (form.getFieldState(pair).isTouched || form.formState.isSubmitted))
                void form.trigger(pair);
            }}
            onBlur={field.onBlur}
            required={required}
          />
        )}
      />
    </FormField>
  );
}

export function GenderField() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const { register } = useFormContext();
  return (
    <FormField name="gender" label={t('races.gender.label')}>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field {...register('gender', { setValueAs: optionalNumber })}>
          <option value="">{t('races.gender.any')}</option>
          <option value="1">{t('races.gender.male')}</option>
          <option value="2">{t('races.gender.female')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** Prices typed in whole units with up to two decimals, kept as integer minor units per currency. */
export function PricesField({
  currencies,
  required,
}: {
  currencies: readonly CurrencyCode[];
  required?: boolean;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name="prices"
      render={({ field, fieldState }) => {
        const prices = (field.value ?? {}) as Prices;
        const set = (code: CurrencyCode, text: string) => {
          const next = { ...prices };
          if (text.trim() === '') delete next[code];
          else next[code] = parseMajorAmount(text) ?? Number.NaN;
          field.onChange(next);
        };
        return (
          <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={!!fieldState.error}>
            <Fieldset.Legend>
              {t('races.prices')}
              {required ? ' *' : ''}
            </Fieldset.Legend>
            <Fieldset.HelperText>{t('races.pricesHelp')}</Fieldset.HelperText>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
              {currencies.map((code) => (
                <FormField key={code} name={`prices.${code}`} label={code}>
                  <Input
                    inputMode="decimal"
                    name={`prices.${code}`}
                    defaultValue={prices[code] === undefined ? '' : String(prices[code] / 100)}
                    onChange={(e) => set(code, e.target.value)}
                    onBlur={field.onBlur}
                  />
                </FormField>
              ))}
            </SimpleGrid>
            {fieldState.error?.message && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
          </Fieldset.Root>
        );
      }}
    />
  );
}

export interface FormProps<T> {
  defaultValues: T;
  submitLabel: string;
  onSubmit: (values: T) => Promise<unknown>;
}
