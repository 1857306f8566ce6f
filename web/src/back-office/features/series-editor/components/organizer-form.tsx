import { Button, Checkbox, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@shared/codelists/enums';
import { COUNTRIES } from '@shared/codelists/codelists';
import {
  DEFAULT_VAT_RATE,
  ORGANIZER_VAT_RATES,
  organizerFieldsSchema,
  type OrganizerFields,
} from '@shared/back-office/series-editor-schemas';
import { BackOfficeForm, FormField, useBackOfficeForm } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

export const EMPTY_ORGANIZER: OrganizerFields = {
  firstName: '',
  lastName: '',
  companyName: '',
  isLegalEntity: true,
  street: '',
  city: '',
  zipcode: '',
  country: 'CZE',
  email: '',
  phone: '',
  ic: '',
  paysVAT: false,
  bankAccountNumber: '',
  bankCode: '',
  currency: 'CZK',
  taxDocuments: { vatRate: DEFAULT_VAT_RATE, dic: '' },
};

/** Fields whose rule depends on another field: re-checked when that one changes. */
const DEPENDENT = ['companyName', 'ic', 'lastName', 'bankAccountNumber', 'bankCode'] as const;

/**
 * The series organizer form (spec §3): IČO with its check digit, the Czech account number with the
 * bank's weights (both in the shared schema the server runs), VAT payer with the VAT rate and DIČ
 * its tax documents print, and currency.
 */
export function OrganizerForm({
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  defaultValues: OrganizerFields;
  submitLabel: string;
  onSubmit: (values: OrganizerFields) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: organizerFieldsSchema, defaultValues });
  const { register, control, formState } = form;
  const legal = useWatch({ control, name: 'isLegalEntity' });
  const paysVat = useWatch({ control, name: 'paysVAT' });
  const recheck = () => {
    const touched = DEPENDENT.filter((name) => form.getFieldState(name).isTouched || formState.isSubmitted);
    if (touched.length) void form.trigger(touched);
  };
  const field = (name: keyof OrganizerFields | 'vatRate' | 'dic') => t(`organizers.fields.${name}`);
  const text = (
    name:
      | 'firstName'
      | 'lastName'
      | 'companyName'
      | 'street'
      | 'city'
      | 'zipcode'
      | 'email'
      | 'phone'
      | 'ic'
      | 'bankCode',
    required = false,
    extra: Record<string, unknown> = {},
  ) => (
    <FormField name={name} label={field(name)} required={required}>
      <Input {...register(name, { onChange: recheck })} {...extra} />
    </FormField>
  );
  const checkbox = (name: 'isLegalEntity' | 'paysVAT') => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <Checkbox.Root
          checked={f.value}
          onCheckedChange={(e) => {
            f.onChange(e.checked === true);
            recheck();
          }}
        >
          <Checkbox.HiddenInput name={f.name} onBlur={f.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{field(name)}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
  const language = i18n.language === 'en' ? 'en' : 'cs';
  const countries = useMemo(
    () => [...COUNTRIES].sort((a, b) => a.name[language].localeCompare(b.name[language], language)),
    [language],
  );
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('organizers.formLabel')}>
      <Stack gap="2">
        {checkbox('isLegalEntity')}
        {checkbox('paysVAT')}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {text('companyName', legal)}
        {text('ic', legal, { inputMode: 'numeric', autoComplete: 'off' })}
        {text('firstName')}
        {text('lastName', !legal)}
        {text('street')}
        {text('city')}
        {text('zipcode')}
        <FormField name="country" label={field('country')} required>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field {...register('country')}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name[language]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('email', false, { type: 'email', autoComplete: 'off' })}
        {text('phone', false, { type: 'tel' })}
        <FormField
          name="bankAccountNumber"
          label={field('bankAccountNumber')}
          help={t('organizers.fields.bankAccountHelp')}
        >
          <Input
            {...register('bankAccountNumber', { onChange: recheck })}
            inputMode="numeric"
            autoComplete="off"
          />
        </FormField>
        {text('bankCode', false, { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 })}
        {paysVat && (
          <>
            <FormField name="taxDocuments.vatRate" label={field('vatRate')} required>
              <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field {...register('taxDocuments.vatRate', { setValueAs: Number })}>
                  {ORGANIZER_VAT_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {t('organizers.fields.vatRateOption', { rate })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="taxDocuments.dic" label={field('dic')} help={t('organizers.fields.dicHelp')}>
              <Input {...register('taxDocuments.dic')} autoComplete="off" />
            </FormField>
          </>
        )}
        <FormField name="currency" label={field('currency')} required>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field {...register('currency')}>
              {CURRENCY_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </BackOfficeForm>
  );
}
