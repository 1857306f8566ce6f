import { Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  termsFieldsSchema,
  type TermsFields,
  type TermsView,
} from '@shared/back-office/terms-editor-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/notify';
import { BackOfficeForm, FormField, RichTextField, SubmitButton, useBackOfficeForm } from '../../../kit';
import { termsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { RecordEditor } from './record-editor';

export const EMPTY_TERMS: TermsFields = { name: '', label: '', conditions: '' };

/** Name, the checkout checkbox's label and the conditions (HTML; the server removes scripts). */
export function TermsForm({
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  defaultValues: TermsFields;
  submitLabel: string;
  onSubmit: (values: TermsFields) => Promise<unknown>;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: termsFieldsSchema, defaultValues });
  const label = (name: keyof TermsFields) => t(`terms.form.${name}`);
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('terms.formLabel')}>
      <FormField name="name" label={label('name')} required>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <FormField name="label" label={label('label')} help={t('terms.labelHelp')} required>
        <Input {...form.register('label')} autoComplete="off" />
      </FormField>
      <RichTextField
        name="conditions"
        label={label('conditions')}
        help={t('terms.conditionsHelp')}
        required
        rows={10}
      />
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

const fieldsOf = ({ name, label, conditions }: TermsView): TermsFields => ({ name, label, conditions });

/** The series' terms tab (spec §2 "terms"): terms and conditions its events ask runners to accept. */
export function TermsTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const list = useQuery(termsQuery(seriesId));
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t('terms.lead')}</Text>
      {list.isError && <Text color="fg.error">{errorMessage(list.error)}</Text>}
      <RecordEditor<TermsView, TermsFields>
        title={t('terms.title')}
        addLabel={t('terms.add')}
        items={list.data ?? []}
        summary={(d) =>
          d.usedBy.length
            ? t('terms.usedBy', { events: d.usedBy.map((e) => e.name).join(', ') })
            : t('terms.unused')
        }
        fieldsOf={(d) => (d ? fieldsOf(d) : EMPTY_TERMS)}
        form={(props) => <TermsForm {...props} />}
        calls={{
          create: (fields) =>
            api.call(adminSeriesRoutes.createTerms, { body: { ...fields, seriesGuid: seriesId } }),
          update: (d, fields) =>
            api.call(adminSeriesRoutes.updateTerms, {
              params: { id: d.guid },
              body: { ...fields, seriesGuid: seriesId },
            }),
          remove: (d) =>
            api.call(adminSeriesRoutes.deleteTerms, {
              params: { id: d.guid },
              query: { seriesGuid: seriesId },
            }),
        }}
      />
    </Stack>
  );
}
