import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { EventDetail, EventFields, EventListRow } from '@shared/back-office/series-editor-schemas';
import { api } from '../../../../lib/api-client';
import { formatDateRange } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { DataList, DeleteAndLeave, type DataListColumn, LoadFailed } from '../../../kit';
import { eventDetailQuery, eventsQuery, SERIES_EDITOR_KEY } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { EMPTY_EVENT, EventForm } from './event-form';
import { useCloseSales } from './close-sales';
import { CopyEvent } from './copy-event';
import { HistoryList } from './history-list';
import { moved, MoveButtons } from './move-buttons';

/** The series' events tab: the list in its order (moved up and down), the event form and history. */
export function EventsTab({ seriesId }: { seriesId: string }) {
  return (
    <Routes>
      <Route index element={<EventList seriesId={seriesId} />} />
      <Route path="new" element={<NewEvent seriesId={seriesId} />} />
      <Route path=":eventId" element={<EditEvent seriesId={seriesId} />} />
      <Route path=":eventId/copy" element={<CopyEvent seriesId={seriesId} />} />
    </Routes>
  );
}

function EventList({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const events = useQuery(eventsQuery(seriesId));
  const rows = events.data;
  const reorder = useMutation({
    mutationFn: (eventGuids: string[]) =>
      api.call(adminSeriesRoutes.reorderEvents, { body: { seriesGuid: seriesId, eventGuids } }),
    onSuccess: (list) => {
      queryClient.setQueryData(eventsQuery(seriesId).queryKey, list);
      notify.success(t('events.reordered'));
    },
    onError: async (error) => {
      notify.error(errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: eventsQuery(seriesId).queryKey });
    },
  });
  const move = (index: number, by: -1 | 1) => {
    if (rows)
      reorder.mutate(
        moved(
          rows.map((e) => e.guid),
          index,
          by,
        ),
      );
  };
  const columns = useMemo<DataListColumn<EventListRow>[]>(
    () => [
      { id: 'order', header: t('events.columns.order'), cell: (e) => e.order, hideable: false },
      { id: 'name', header: t('events.columns.name'), cell: (e) => e.name, rowHeader: true, hideable: false },
      { id: 'dates', header: t('events.columns.dates'), cell: (e) => formatDateRange(e.dateFrom, e.dateTo) },
      { id: 'location', header: t('events.columns.location'), cell: (e) => e.location },
      {
        id: 'capacity',
        header: t('events.columns.capacity'),
        cell: (e) => (e.capacity > 0 ? e.capacity : t('events.columns.unlimited')),
      },
    ],
    [t],
  );
  const data = rows && { page: 0, maxPage: 0, total: rows.length, rows };
  return (
    <Stack gap="4">
      <div>
        <Button asChild>
          <RouterLink to="new">{t('events.new')}</RouterLink>
        </Button>
      </div>
      <DataList
        listId="series-editor.events"
        caption={t('events.caption')}
        columns={columns}
        data={data}
        getRowId={(e) => e.guid}
        loading={events.isPending}
        fetching={events.isFetching || reorder.isPending}
        error={events.error}
        onRetry={() => void events.refetch()}
        sort={null}
        onSortChange={() => undefined}
        onPageChange={() => undefined}
        emptyText={t('events.empty')}
        rowActions={(e) => {
          const index = rows?.findIndex((r) => r.guid === e.guid) ?? -1;
          return (
            <HStack gap="1">
              <MoveButtons
                name={e.name}
                index={index}
                count={rows?.length ?? 0}
                busy={index < 0 || reorder.isPending}
                onMove={move}
              />
              <Button asChild size="xs" variant="outline">
                <RouterLink to={e.guid} aria-label={t('events.editOf', { name: e.name })}>
                  {t('events.edit')}
                </RouterLink>
              </Button>
              <Button asChild size="xs" variant="outline">
                <RouterLink to={`${e.guid}/copy`} aria-label={t('events.copy.actionOf', { name: e.name })}>
                  {t('events.copy.action')}
                </RouterLink>
              </Button>
            </HStack>
          );
        }}
      />
    </Stack>
  );
}

function NewEvent({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = async (fields: EventFields) => {
    const created = await api.call(adminSeriesRoutes.createEvent, {
      body: { ...fields, seriesGuid: seriesId },
    });
    queryClient.setQueryData(eventDetailQuery(created.guid).queryKey, created);
    await queryClient.invalidateQueries({ queryKey: eventsQuery(seriesId).queryKey });
    notify.success(t('form.cacheNote'), t('events.created'));
    setTimeout(() => navigate(`../${created.guid}`, { replace: true }), 0);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('events.newTitle')}
        </Heading>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="..">{t('events.back')}</RouterLink>
        </Button>
      </HStack>
      <EventForm defaultValues={EMPTY_EVENT} submitLabel={t('events.create')} onSubmit={create} />
    </Stack>
  );
}

const formValues = ({
  guid: _g,
  seriesGuid: _s,
  order: _o,
  logoUrl: _l,
  version: _v,
  dateCreated: _c,
  dateUpdated: _u,
  ...fields
}: EventDetail): EventFields => fields;

function EditEvent({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const eventId = useParams().eventId ?? '';
  const queryClient = useQueryClient();
  const detail = useQuery(eventDetailQuery(eventId));
  const event = detail.data;
  const closeSales = useCloseSales();
  const save = async (fields: EventFields) => {
    const saved = await closeSales((close) =>
      api.call(adminSeriesRoutes.updateEvent, {
        params: { id: eventId },
        body: { ...fields, version: event?.version ?? 0, ...close },
      }),
    );
    queryClient.setQueryData(eventDetailQuery(eventId).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: eventsQuery(seriesId).queryKey });
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'event-history', eventId] });
    notify.success(t('form.cacheNote'), t('events.saved'));
  };
  const labelOf = useMemo(() => (field: string) => t(`events.form.${field}`), [t]);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg">
          {event ? t('events.editTitle', { name: event.name }) : t('events.tab')}
        </Heading>
        <HStack gap="2">
          {event && <DeleteEvent event={event} />}
          <Button asChild variant="outline" size="sm">
            <RouterLink to="..">{t('events.back')}</RouterLink>
          </Button>
        </HStack>
      </HStack>
      {detail.isError && <LoadFailed title={t('events.loadFailed')} error={detail.error} />}
      {event && (
        <>
          <EventForm
            key={event.version}
            defaultValues={formValues(event)}
            submitLabel={t('events.save')}
            onSubmit={save}
          />
          <Heading as="h3" size="md">
            {t('events.historyTitle')}
          </Heading>
          <HistoryList
            listId="series-editor.event-history"
            caption={t('events.historyCaption')}
            of={{ kind: 'event', id: event.guid }}
            labelOf={labelOf}
          />
        </>
      )}
    </Stack>
  );
}

function DeleteEvent({ event }: { event: EventDetail }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  return (
    <DeleteAndLeave
      size="sm"
      label={t('events.delete')}
      question={{ title: t('events.deleteTitle'), body: t('events.deleteBody', { name: event.name }) }}
      deletedText={t('events.deleted')}
      remove={() => api.call(adminSeriesRoutes.deleteEvent, { params: { id: event.guid } })}
      refresh={() => queryClient.invalidateQueries({ queryKey: eventsQuery(event.seriesGuid).queryKey })}
    />
  );
}
