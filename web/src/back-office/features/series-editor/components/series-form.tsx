import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useTranslation } from 'react-i18next';
import {
  createSeriesBodySchema,
  type CreateSeriesBody,
  type SeriesFields,
} from '@shared/back-office/series-editor-schemas';
import {
  BackOfficeForm,
  CheckboxField,
  DateRangeFields,
  FormField,
  SubmitButton,
  useBackOfficeForm,
} from '../../../kit';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

export const EMPTY_SERIES: SeriesFields = {
  name: '',
  dateFrom: '',
  dateTo: '',
  organizerId: '',
  emailLayoutId: '',
  url: '',
  anotation: '',
  description: '',
  allowOnHomepage: false,
  hasRanking: false,
  customClient: 0,
  gdprReplacement: '',
  scripts: '',
  ecommerce: false,
};

/** The yes/no fields of a series, as checkboxes. */
const FLAGS = ['allowOnHomepage', 'hasRanking', 'ecommerce'] as const;

export interface SeriesFormProps {
  defaultValues: SeriesFields;
  /** The organizers to choose from; undefined hides the choice (event managers keep the admin's). */
  organizers?: Array<{ guid: string; name: string }>;
  submitLabel: string;
  onSubmit: (values: CreateSeriesBody) => Promise<unknown>;
}

/**
 * The series detail form (spec §3 Series): validated as the user types with the same schema the
 * server runs (Date To not before Date From, lengths, url), and the server's own refusals (unknown
 * organizer, a conflicting save) put on their fields or above the form.
 */
export function SeriesForm({ defaultValues, organizers, submitLabel, onSubmit }: SeriesFormProps) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: createSeriesBodySchema, defaultValues });
  const { register } = form;
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('form.formLabel')}>
      <FormField name="name" label={t('form.name')} required>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DateRangeFields kind="date" labels={{ dateFrom: t('form.dateFrom'), dateTo: t('form.dateTo') }} />
      </SimpleGrid>
      {organizers && (
        <FormField name="organizerId" label={t('form.organizer')}>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field {...register('organizerId')}>
              <option value="">{t('form.noOrganizer')}</option>
              {organizers.map((o) => (
                <option key={o.guid} value={o.guid}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <FormField name="url" label={t('form.url')}>
        <Input type="url" {...register('url')} placeholder="https://" />
      </FormField>
      <FormField name="anotation" label={t('form.anotation')}>
        <Textarea recipe={textareaRecipe} rows={2} {...register('anotation')} />
      </FormField>
      <FormField name="description" label={t('form.description')} help={t('form.descriptionHelp')}>
        <Textarea recipe={textareaRecipe} rows={6} {...register('description')} />
      </FormField>
      <Stack gap="2">
        {FLAGS.map((flag) => (
          <CheckboxField<SeriesFields> key={flag} name={flag} label={t(`form.${flag}`)} />
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="customClient" label={t('form.customClient')} help={t('form.customClientHelp')}>
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            {...register('customClient', { valueAsNumber: true })}
          />
        </FormField>
        <FormField name="emailLayoutId" label={t('form.emailLayout')} help={t('form.emailLayoutHelp')}>
          <Input {...register('emailLayoutId')} autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <FormField name="gdprReplacement" label={t('form.gdprReplacement')}>
        <Textarea recipe={textareaRecipe} rows={3} {...register('gdprReplacement')} />
      </FormField>
      <FormField name="scripts" label={t('form.scripts')} help={t('form.scriptsHelp')}>
        <Textarea recipe={textareaRecipe} rows={3} fontFamily="mono" {...register('scripts')} />
      </FormField>
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}
