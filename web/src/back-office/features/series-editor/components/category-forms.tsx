import { HStack, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  categoryFormSchema,
  pricingFormSchema,
  subcategoryFormSchema,
  waveFormSchema,
  type CategoryFields,
  type PricingFields,
  type SubcategoryFields,
  type WaveFields,
} from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { BackOfficeForm, CheckboxField, SubmitButton, useBackOfficeForm } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import {
  GenderField,
  InstantField,
  NumberField,
  PricesField,
  TextField,
  useLabel,
  type FormProps,
} from './race-form-fields';

/** The forms below a race: category, sub-category, pricing tier and wave (spec §3), each on the shared schema. */
export const emptyCategory = (): CategoryFields => ({
  name: '',
  minAge: null,
  maxAge: null,
  gender: null,
  prices: {},
  teamPricing: false,
  capacity: 0,
  validateAgeToSubEventYear: false,
});

export function CategoryForm({
  defaultValues,
  submitLabel,
  onSubmit,
  currencies,
}: FormProps<CategoryFields> & { currencies: readonly CurrencyCode[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const label = useLabel('category');
  const form = useBackOfficeForm({ schema: categoryFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.category.formLabel')}>
      <TextField name="name" label={label('name')} required />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <NumberField name="minAge" label={label('minAge')} nullable />
        <NumberField name="maxAge" label={label('maxAge')} nullable />
        <GenderField />
        <NumberField name="capacity" label={label('capacity')} help={t('races.capacityHelp')} required />
      </SimpleGrid>
      <PricesField currencies={currencies} required />
      <HStack gap="6" wrap="wrap">
        <CheckboxField name="validateAgeToSubEventYear" label={label('validateAgeToSubEventYear')} />
        <CheckboxField name="teamPricing" label={label('teamPricing')} />
      </HStack>
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

export const emptySubcategory = (): SubcategoryFields => ({
  name: '',
  minAge: null,
  maxAge: null,
  gender: null,
  capacity: 0,
});

export function SubcategoryForm({ defaultValues, submitLabel, onSubmit }: FormProps<SubcategoryFields>) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const label = useLabel('category');
  const form = useBackOfficeForm({ schema: subcategoryFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.subcategory.formLabel')}>
      <TextField name="name" label={label('name')} required />
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        <NumberField name="minAge" label={label('minAge')} nullable />
        <NumberField name="maxAge" label={label('maxAge')} nullable />
        <GenderField />
        <NumberField name="capacity" label={label('capacity')} help={t('races.capacityHelp')} required />
      </SimpleGrid>
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

export const emptyPricing = (): PricingFields => ({
  name: '',
  prices: {},
  dateFrom: null,
  dateTo: null,
  capacityFrom: null,
  capacityTo: null,
});

export function PricingForm({
  defaultValues,
  submitLabel,
  onSubmit,
  currencies,
}: FormProps<PricingFields> & { currencies: readonly CurrencyCode[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const label = useLabel('pricing');
  const form = useBackOfficeForm({ schema: pricingFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.pricing.formLabel')}>
      <TextField name="name" label={label('name')} required />
      <PricesField currencies={currencies} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InstantField name="dateFrom" label={label('dateFrom')} pair="dateTo" />
        <InstantField name="dateTo" label={label('dateTo')} />
        <NumberField name="capacityFrom" label={label('capacityFrom')} nullable />
        <NumberField name="capacityTo" label={label('capacityTo')} nullable />
      </SimpleGrid>
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

export const emptyWave = (): WaveFields => ({
  name: '',
  prices: {},
  dateFrom: null,
  dateTo: null,
  capacity: 0,
});

export function WaveForm({
  defaultValues,
  submitLabel,
  onSubmit,
  currencies,
}: FormProps<WaveFields> & { currencies: readonly CurrencyCode[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const label = useLabel('wave');
  const form = useBackOfficeForm({ schema: waveFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.wave.formLabel')}>
      <TextField name="name" label={label('name')} required />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <InstantField name="dateFrom" label={label('dateFrom')} pair="dateTo" />
        <InstantField name="dateTo" label={label('dateTo')} />
        <NumberField name="capacity" label={label('capacity')} help={t('races.capacityHelp')} required />
      </SimpleGrid>
      <PricesField currencies={currencies} />
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}
