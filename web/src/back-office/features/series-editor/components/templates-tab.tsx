import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  TEMPLATE_TYPES,
  templateFieldsSchema,
  type TemplateFields,
  type TemplateTypeName,
  type TemplateView,
} from '@shared/back-office/template-editor-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/notify';
import {
  BackOfficeForm,
  RichTextField,
  SelectField,
  SubmitButton,
  useBackOfficeForm,
  type SelectOption as Option,
} from '../../../kit';
import { subEventsQuery, templatesQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { EventPicker, useEventParam } from './event-picker';
import { RecordEditor } from './record-editor';

/** What a template of each type can describe: the event itself, or its races, categories or waves. */
function useTargets(eventId: string, eventName: string): Record<TemplateTypeName, Option[]> {
  const races = useQuery(subEventsQuery(eventId));
  const rows = races.data ?? [];
  return {
    eventPage: [[eventId, eventName]],
    subevent: rows.map((r): Option => [r.guid, r.name]),
    category: rows.flatMap((r) => r.categories.map((c): Option => [c.guid, `${r.name} · ${c.name}`])),
    wave: rows.flatMap((r) => r.waves.map((w): Option => [w.guid, `${r.name} · ${w.name}`])),
  };
}

/** The target select follows the type: a target of another type is replaced by the first one. */
function TargetField({ targets }: { targets: Record<TemplateTypeName, Option[]> }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const { setValue, getValues } = useFormContext<TemplateFields>();
  const type = useWatch<TemplateFields, 'type'>({ name: 'type' });
  const options = targets[type];
  useEffect(() => {
    if (!options.some(([value]) => value === getValues('targetGuid')))
      setValue('targetGuid', options[0]?.[0] ?? '', { shouldDirty: true });
  }, [options, getValues, setValue]);
  return options.length ? (
    <SelectField name="targetGuid" label={t('templates.form.targetGuid')} options={options} required />
  ) : (
    <Text color="fg.muted">{t('templates.noTargets')}</Text>
  );
}

export function TemplateForm({
  targets,
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  targets: Record<TemplateTypeName, Option[]>;
  defaultValues: TemplateFields;
  submitLabel: string;
  onSubmit: (values: TemplateFields) => Promise<unknown>;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const form = useBackOfficeForm({ schema: templateFieldsSchema, defaultValues });
  return (
    <BackOfficeForm form={form} onSubmit={onSubmit} aria-label={t('templates.formLabel')}>
      <SelectField
        name="type"
        label={t('templates.form.type')}
        options={TEMPLATE_TYPES.map((type): Option => [type, t(`templates.types.${type}`)])}
        required
      />
      <TargetField targets={targets} />
      <RichTextField name="html" label={t('templates.form.html')} help={t('templates.htmlHelp')} required />
      <SubmitButton label={submitLabel} />
    </BackOfficeForm>
  );
}

const fieldsOf = ({ type, targetGuid, html }: TemplateView): TemplateFields => ({ type, targetGuid, html });

function EventTemplates({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const list = useQuery(templatesQuery(eventId));
  const targets = useTargets(eventId, eventName);
  const items = (list.data ?? []).map((d) => ({
    ...d,
    name: `${t(`templates.types.${d.type}`)} · ${d.targetName || t('templates.targetGone')}`,
  }));
  return (
    <>
      {list.isError && <Text color="fg.error">{errorMessage(list.error)}</Text>}
      <RecordEditor<(typeof items)[number], TemplateFields>
        title={t('templates.title')}
        addLabel={t('templates.add')}
        items={items}
        summary={(d) => t(`templates.shownOn.${d.type}`)}
        fieldsOf={(d) => (d ? fieldsOf(d) : { type: 'eventPage', targetGuid: eventId, html: '' })}
        form={(props) => <TemplateForm targets={targets} {...props} />}
        calls={{
          create: (fields) =>
            api.call(adminSeriesRoutes.createTemplate, { body: { ...fields, eventGuid: eventId } }),
          update: (d, fields) =>
            api.call(adminSeriesRoutes.updateTemplate, {
              params: { id: d.guid },
              body: { ...fields, eventGuid: eventId },
            }),
          remove: (d) =>
            api.call(adminSeriesRoutes.deleteTemplate, {
              params: { id: d.guid },
              query: { eventGuid: eventId },
            }),
        }}
      />
    </>
  );
}

/** The series' templates tab (spec §2 templates): rich text of an event's page, races, categories, waves. */
export function TemplatesTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const picked = useEventParam(seriesId);
  const { events, event } = picked;
  if (events.data && !events.data.length) return <Text>{t('races.noEvents')}</Text>;
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('templates.lead')}</Text>
      <EventPicker id="templates-event" picked={picked} maxW="sm" />
      {event && <EventTemplates key={event.guid} eventId={event.guid} eventName={event.name} />}
    </Stack>
  );
}
