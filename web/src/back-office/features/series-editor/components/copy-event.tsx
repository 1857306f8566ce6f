import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  COPY_EVENT_DEFAULT_DAYS,
  copyEventBodySchema,
  type CopyEventBody,
  type EventDetail,
} from '@shared/back-office/series-editor-schemas';
import { shiftByPragueDays } from '@shared/prague-time';
import { api } from '../../../../lib/api-client';
import { formatDateRange } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, useBackOfficeForm, useConfirm, LoadFailed } from '../../../kit';
import { eventDetailQuery, eventsQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

const shifted = (iso: string, days: number) => shiftByPragueDays(iso, Number.isFinite(days) ? days : 0);
const requiredNumber = (v: unknown) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v));

/**
 * Copy of an event to next season (`:eventId/copy` of the events tab): days to move every date
 * (364 keeps the weekday) and the new name; after a confirmation the new event opens.
 */
export function CopyEvent({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const eventId = useParams().eventId ?? '';
  const detail = useQuery(eventDetailQuery(eventId));
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {detail.data ? t('events.copy.title', { name: detail.data.name }) : t('events.copy.action')}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="..">{t('events.back')}</RouterLink>
        </Button>
      </HStack>
      {detail.isError && <LoadFailed title={t('events.loadFailed')} error={detail.error} />}
      {detail.data && <CopyEventForm seriesId={seriesId} event={detail.data} />}
    </Stack>
  );
}

function CopyEventForm({ seriesId, event }: { seriesId: string; event: EventDetail }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useBackOfficeForm({
    schema: copyEventBodySchema,
    defaultValues: { shiftDays: COPY_EVENT_DEFAULT_DAYS, name: event.name },
  });
  const days = Number(form.watch('shiftDays'));
  const newDates = formatDateRange(shifted(event.dateFrom, days), shifted(event.dateTo, days));
  const copy = async (values: CopyEventBody) => {
    const name = values.name?.trim() || event.name;
    const yes = await confirm({
      title: t('events.copy.confirmTitle'),
      body: t('events.copy.confirmBody', {
        name: event.name,
        newName: name,
        days: values.shiftDays,
        dates: newDates,
      }),
      confirmLabel: t('events.copy.submit'),
    });
    if (!yes) return;
    const created = await api.call(adminSeriesRoutes.copyEvent, {
      params: { id: event.guid },
      body: { shiftDays: values.shiftDays, name, seriesGuid: seriesId },
    });
    queryClient.setQueryData(eventDetailQuery(created.guid).queryKey, created);
    await queryClient.invalidateQueries({ queryKey: eventsQuery(seriesId).queryKey });
    notify.success(t('events.copy.doneNote'), t('events.copy.done', { name: created.name }));
    // After the form has settled (not dirty), so the unsaved-changes guard lets it go.
    setTimeout(() => navigate(`../${created.guid}`, { replace: true }), 0);
  };
  return (
    <BackOfficeForm form={form} onSubmit={copy} aria-label={t('events.copy.formLabel')}>
      <Text>{t('events.copy.intro')}</Text>
      <FormField
        name="shiftDays"
        label={t('events.copy.shiftDays')}
        help={t('events.copy.shiftDaysHelp', { dates: newDates })}
        required
      >
        <Input
          type="number"
          min={1}
          max={3650}
          {...form.register('shiftDays', { setValueAs: requiredNumber })}
        />
      </FormField>
      <FormField name="name" label={t('events.copy.name')}>
        <Input {...form.register('name')} autoComplete="off" />
      </FormField>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('events.copy.submit')}
        </Button>
      </div>
    </BackOfficeForm>
  );
}
