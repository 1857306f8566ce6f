import { Checkbox, Fieldset, HStack, Input, SimpleGrid, Textarea } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-recipes/fieldset';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { eventFormSchema, type EventFields } from '@shared/back-office/series-editor-schemas';
import { CURRENCY_CODES } from '@shared/codelists/enums';
import {
  BackOfficeForm,
  CheckboxField,
  DateRangeFields,
  FormField,
  SubmitButton,
  useBackOfficeForm,
} from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** The empty fields a race has as its event has them (spec §3: a race is the event fields plus its own). */
export const EMPTY_EVENT_BASICS = {
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
} satisfies Partial<EventFields>;

export const EMPTY_EVENT: EventFields = {
  ...EMPTY_EVENT_BASICS,
  allowOnHomepage: false,
  termsAndConditionsId: '',
  currencies: ['CZK'],
};

/** A number field: empty is null (nullable fields) or not a number (required ones). */
const optionalNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const requiredNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/** The event form (spec §3 Event): the shared schema the server runs (End not before Start, bounds). */
export function EventForm({
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  defaultValues: EventFields;
  submitLabel: string;
  onSubmit: (values: EventFields) => Promise<unknown>;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: eventFormSchema, defaultValues });
  const { register, control } = form;
  const label = (name: keyof EventFields) => t(`events.form.${name}`);
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('events.formLabel')}>
      <FormField name="name" label={label('name')} required>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateRangeFields kind="dateTime" labels={{ dateFrom: label('dateFrom'), dateTo: label('dateTo') }} />
        <FormField name="location" label={label('location')}>
          <Input {...register('location')} />
        </FormField>
        <FormField name="url" label={label('url')}>
          <Input type="url" {...register('url')} placeholder="https://" />
        </FormField>
        <FormField name="lattitude" label={label('lattitude')}>
          <Input type="number" step="any" {...register('lattitude', { setValueAs: optionalNumber })} />
        </FormField>
        <FormField name="longitude" label={label('longitude')}>
          <Input type="number" step="any" {...register('longitude', { setValueAs: optionalNumber })} />
        </FormField>
        <FormField name="capacity" label={label('capacity')} help={t('events.form.capacityHelp')} required>
          <Input type="number" min={0} {...register('capacity', { setValueAs: requiredNumber })} />
        </FormField>
        <FormField
          name="daysTillExpiration"
          label={label('daysTillExpiration')}
          help={t('events.form.daysTillExpirationHelp')}
        >
          <Input type="number" min={1} {...register('daysTillExpiration', { setValueAs: optionalNumber })} />
        </FormField>
      </SimpleGrid>
      <FormField name="anotation" label={label('anotation')}>
        <Textarea recipe={textareaRecipe} rows={2} {...register('anotation')} />
      </FormField>
      <FormField name="description" label={label('description')} help={t('form.descriptionHelp')}>
        <Textarea recipe={textareaRecipe} rows={5} {...register('description')} />
      </FormField>
      <FormField
        name="termsAndConditionsId"
        label={label('termsAndConditionsId')}
        help={t('events.form.termsHelp')}
      >
        <Input {...register('termsAndConditionsId')} autoComplete="off" />
      </FormField>
      <Controller
        control={control}
        name="currencies"
        render={({ field, fieldState }) => (
          <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={!!fieldState.error}>
            <Fieldset.Legend>{label('currencies')}</Fieldset.Legend>
            <HStack gap="4" wrap="wrap">
              {CURRENCY_CODES.map((code) => (
                <Checkbox.Root
                  key={code}
                  checked={field.value.includes(code)}
                  onCheckedChange={(e) =>
                    field.onChange(
                      e.checked === true ? [...field.value, code] : field.value.filter((c) => c !== code),
                    )
                  }
                >
                  <Checkbox.HiddenInput name={`currencies.${code}`} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{code}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            {fieldState.error?.message && <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>}
          </Fieldset.Root>
        )}
      />
      <CheckboxField<EventFields> name="allowOnHomepage" label={label('allowOnHomepage')} />
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}
