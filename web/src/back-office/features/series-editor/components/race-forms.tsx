import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Textarea,
} from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  categoryFormSchema,
  pricingFormSchema,
  subcategoryFormSchema,
  subeventFormSchema,
  waveFormSchema,
  type CategoryFields,
  type PricingFields,
  type Prices,
  type SubcategoryFields,
  type SubeventFields,
  type WaveFields,
} from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { BackOfficeForm, DateTimeInput, FormField, useBackOfficeForm } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { parseMajorAmount } from '@shared/money';

/**
 * The forms of the race structure (spec §3 Subevent, Category, Subcategory, Pricing, Wave), each on
 * the shared schema the server runs: the same §5 messages as you type and after saving.
 */

const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const requiredNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

function useLabel(prefix: string) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (name: string) => t(`races.${prefix}.${name}`);
}

function TextField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required={required}>
      <Input {...register(name)} autoComplete="off" />
    </FormField>
  );
}

function NumberField({
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
function InstantField({
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

function CheckField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(e) => field.onChange(e.checked === true)}
        >
          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

function GenderField() {
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
function PricesField({ currencies, required }: { currencies: readonly CurrencyCode[]; required?: boolean }) {
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

function Submit({ label }: { label: string }) {
  const { formState } = useFormContext();
  return (
    <div>
      <Button type="submit" loading={formState.isSubmitting}>
        {label}
      </Button>
    </div>
  );
}

interface FormProps<T> {
  defaultValues: T;
  submitLabel: string;
  onSubmit: (values: T) => Promise<unknown>;
}

// ——— race ———

export const emptyRace = (): SubeventFields => ({
  name: '',
  anotation: '',
  description: '',
  location: '',
  url: '',
  dateFrom: '',
  dateTo: '',
  lattitude: null,
  longitude: null,
  capacity: 0,
  daysTillExpiration: null,
  registrationFrom: '',
  registrationTo: '',
  startListFrom: null,
  startListTo: null,
  type: 1,
  membersFrom: null,
  membersTo: null,
  allowIndividuals: true,
  teamPricing: false,
  relayChangesFrom: null,
  relayChangesTo: null,
  forbidBankTransferFrom: null,
  allowRegistrationValueChange: false,
  registrationValueChangePrice: null,
});

function TeamFields() {
  const label = useLabel('form');
  const type = useWatch({ name: 'type' }) as number;
  if (type === 1) return null;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <NumberField name="membersFrom" label={label('membersFrom')} nullable required />
      <NumberField name="membersTo" label={label('membersTo')} nullable required />
      <CheckField name="allowIndividuals" label={label('allowIndividuals')} />
      <CheckField name="teamPricing" label={label('teamPricing')} />
      {type === 3 && (
        <>
          <InstantField name="relayChangesFrom" label={label('relayChangesFrom')} pair="relayChangesTo" />
          <InstantField name="relayChangesTo" label={label('relayChangesTo')} />
        </>
      )}
    </SimpleGrid>
  );
}

export function RaceForm({ defaultValues, submitLabel, onSubmit }: FormProps<SubeventFields>) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const label = useLabel('form');
  const form = useBackOfficeForm({ schema: subeventFormSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('races.formLabel')}>
      <TextField name="name" label={label('name')} required />
      <FormField name="type" label={label('type')} required>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field {...form.register('type', { setValueAs: requiredNumber })}>
            {[1, 2, 3].map((type) => (
              <option key={type} value={type}>
                {t(`races.types.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <InstantField name="dateFrom" label={label('dateFrom')} required pair="dateTo" />
        <InstantField name="dateTo" label={label('dateTo')} required />
        <InstantField
          name="registrationFrom"
          label={label('registrationFrom')}
          required
          pair="registrationTo"
        />
        <InstantField
          name="registrationTo"
          label={label('registrationTo')}
          required
          pair="forbidBankTransferFrom"
        />
        <InstantField name="startListFrom" label={label('startListFrom')} pair="startListTo" />
        <InstantField name="startListTo" label={label('startListTo')} />
        <InstantField name="forbidBankTransferFrom" label={label('forbidBankTransferFrom')} />
        <NumberField name="capacity" label={label('capacity')} help={t('races.capacityHelp')} required />
        <NumberField
          name="daysTillExpiration"
          label={label('daysTillExpiration')}
          help={t('events.form.daysTillExpirationHelp')}
          nullable
        />
        <TextField name="location" label={label('location')} />
      </SimpleGrid>
      <TeamFields />
      {/* allowRegistrationValueChange and its price: the race's registration-change panel (their own call). */}
      <FormField name="anotation" label={label('anotation')}>
        <Textarea recipe={textareaRecipe} rows={2} {...form.register('anotation')} />
      </FormField>
      <FormField name="description" label={label('description')} help={t('form.descriptionHelp')}>
        <Textarea recipe={textareaRecipe} rows={4} {...form.register('description')} />
      </FormField>
      <Submit label={submitLabel} />
    </BackOfficeForm>
  );
}

// ——— category, sub-category, pricing, wave ———

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
        <CheckField name="validateAgeToSubEventYear" label={label('validateAgeToSubEventYear')} />
        <CheckField name="teamPricing" label={label('teamPricing')} />
      </HStack>
      <Submit label={submitLabel} />
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
      <Submit label={submitLabel} />
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
      <Submit label={submitLabel} />
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
      <Submit label={submitLabel} />
    </BackOfficeForm>
  );
}
