import { Box, Button, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
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
import { BackOfficeForm, FormField, RichTextField, useBackOfficeForm } from '../../../kit';
import { eventsQuery, subEventsQuery, templatesQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { RecordList, useDelete, useSaved } from './races-tab';

type Option = [value: string, text: string];

function Select({ name, label, options }: { name: string; label: string; options: Option[] }) {
  const { register } = useFormContext();
  return (
    <FormField name={name} label={label} required>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field {...register(name)}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

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
    <Select name="targetGuid" label={t('templates.form.targetGuid')} options={options} />
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
      <Select
        name="type"
        label={t('templates.form.type')}
        options={TEMPLATE_TYPES.map((type): Option => [type, t(`templates.types.${type}`)])}
      />
      <TargetField targets={targets} />
      <RichTextField name="html" label={t('templates.form.html')} help={t('templates.htmlHelp')} required />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </BackOfficeForm>
  );
}

const fieldsOf = ({ type, targetGuid, html }: TemplateView): TemplateFields => ({ type, targetGuid, html });

function EventTemplates({ eventId, eventName }: { eventId: string; eventName: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const list = useQuery(templatesQuery(eventId));
  const targets = useTargets(eventId, eventName);
  const remove = useDelete();
  const saved = useSaved();
  const items = (list.data ?? []).map((d) => ({
    ...d,
    name: `${t(`templates.types.${d.type}`)} · ${d.targetName || t('templates.targetGone')}`,
  }));
  return (
    <>
      {list.isError && <Text color="fg.error">{errorMessage(list.error)}</Text>}
      <RecordList
        title={t('templates.title')}
        addLabel={t('templates.add')}
        items={items}
        summary={(d) => t(`templates.shownOn.${d.type}`)}
        onDelete={(d) =>
          void remove(d.name, () =>
            api.call(adminSeriesRoutes.deleteTemplate, {
              params: { id: d.guid },
              query: { eventGuid: eventId },
            }),
          )
        }
        form={(d, close) => (
          <TemplateForm
            targets={targets}
            defaultValues={d ? fieldsOf(d) : { type: 'eventPage', targetGuid: eventId, html: '' }}
            submitLabel={d ? t('races.save') : t('templates.add')}
            onSubmit={async (fields) => {
              const body = { ...fields, eventGuid: eventId };
              if (d) await api.call(adminSeriesRoutes.updateTemplate, { params: { id: d.guid }, body });
              else await api.call(adminSeriesRoutes.createTemplate, { body });
              await saved(close);
            }}
          />
        )}
      />
    </>
  );
}

/** The series' templates tab (spec §2 templates): rich text of an event's page, races, categories, waves. */
export function TemplatesTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [params, setParams] = useSearchParams();
  const events = useQuery(eventsQuery(seriesId));
  const eventId = params.get('event') ?? events.data?.[0]?.guid ?? '';
  const event = events.data?.find((e) => e.guid === eventId);
  if (events.data && !events.data.length) return <Text>{t('races.noEvents')}</Text>;
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('templates.lead')}</Text>
      <Box maxW="sm">
        <label htmlFor="templates-event">
          <Text fontWeight="medium" mb="1">
            {t('races.event')}
          </Text>
        </label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            id="templates-event"
            value={eventId}
            onChange={(e) => setParams({ event: e.target.value }, { replace: true })}
          >
            {events.data?.map((e) => (
              <option key={e.guid} value={e.guid}>
                {e.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {event && <EventTemplates key={event.guid} eventId={event.guid} eventName={event.name} />}
    </Stack>
  );
}
