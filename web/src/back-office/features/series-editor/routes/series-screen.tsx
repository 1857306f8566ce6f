import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  organizerDisplayName,
  type CreateSeriesBody,
  type SeriesDetail,
  type SeriesListRow,
} from '@shared/back-office/series-editor-schemas';
import { api } from '../../../../lib/api-client';
import { formatDateRange } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import {
  DataList,
  DeleteAndLeave,
  dateRangeFilter,
  FilterForm,
  textFilter,
  useListFilters,
  type DataListColumn,
  listQueryProps,
  LoadFailed,
  labelledFields,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import {
  SeriesEmailsSection,
  SeriesFormsSection,
  SeriesNumberingsSection,
  SeriesTeamsSection,
} from '../../../shell/series-sections';
import type { BackOfficeArea, ScreenProps } from '../../../shell/screens';
import {
  allOrganizersQuery,
  SERIES_EDITOR_KEY,
  seriesDetailQuery,
  seriesListQuery,
} from '../api/series-editor-queries';
import { SectionTabs } from '../components/section-tabs';
import { EMPTY_SERIES, SeriesForm } from '../components/series-form';
import { EventsTab } from '../components/events-tab';
import { HistoryList } from '../components/history-list';
import { PaymentDetailsTab } from '../components/payment-details-tab';
import { RacesTab } from '../components/races-tab';
import { StylingsTab } from '../components/stylings-tab';
import { TemplatesTab } from '../components/templates-tab';
import { DocumentsTab } from '../components/documents-tab';
import { TermsTab } from '../components/terms-tab';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/**
 * /admin/series and /event-manager/series (spec §2): one screen for both areas. The list call
 * answers what the caller may see (all series for admins, the permitted ones for event managers);
 * creating and deleting are the admin's.
 */
export default function SeriesScreen({ area }: ScreenProps) {
  return (
    <Routes>
      <Route index element={<SeriesList area={area} />} />
      {area === 'admin' && <Route path="new" element={<NewSeries />} />}
      <Route path=":id/*" element={<EditSeries area={area} />} />
    </Routes>
  );
}

const FILTERS = { searchText: textFilter(), date: dateRangeFilter() };

function SeriesList({ area }: { area: BackOfficeArea }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const filters = useListFilters(FILTERS);
  const list = useQuery(seriesListQuery(filters.query));
  const columns = useMemo<DataListColumn<SeriesListRow>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (s) => s.name,
        rowHeader: true,
        hideable: false,
        sortable: true,
      },
      {
        id: 'dateFrom',
        header: t('columns.dates'),
        cell: (s) => formatDateRange(s.dateFrom, s.dateTo),
        sortable: true,
      },
      { id: 'organizer', header: t('columns.organizer'), cell: (s) => s.organizerName ?? '' },
      {
        id: 'access',
        header: t('columns.access'),
        cell: (s) => (
          <Badge colorPalette={s.access === 'events' ? 'orange' : 'green'}>{t(`access.${s.access}`)}</Badge>
        ),
        defaultVisible: area === 'eventManager',
      },
      {
        id: 'homepage',
        header: t('columns.homepage'),
        cell: (s) => (s.allowOnHomepage ? t('yes') : t('no')),
        defaultVisible: false,
      },
    ],
    [t, area],
  );
  return (
    <ScreenPage
      title={t('list.title')}
      lead={area === 'admin' ? t('list.lead') : t('list.leadManager')}
      actions={
        area === 'admin' && (
          <Button asChild>
            <RouterLink to="new">{t('list.new')}</RouterLink>
          </Button>
        )
      }
    >
      <FilterForm
        filters={filters}
        fields={labelledFields(['searchText', 'date'], (key) => t(`filters.${key}`))}
      />
      <DataList
        listId={`${area}.series`}
        caption={t('list.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(s) => s.guid}
        emptyText={t('list.empty')}
        rowActions={(s) => (
          <HStack gap="2">
            {s.access !== 'events' && (
              <Button asChild size="xs" variant="outline">
                <RouterLink to={s.guid} aria-label={t('list.editOf', { name: s.name })}>
                  {t('list.edit')}
                </RouterLink>
              </Button>
            )}
            {area === 'eventManager' && (
              <Button asChild size="xs" variant="outline">
                <RouterLink
                  to={`../events?series=${encodeURIComponent(s.guid)}`}
                  aria-label={t('list.eventsOf', { name: s.name })}
                >
                  {t('list.events')}
                </RouterLink>
              </Button>
            )}
          </HStack>
        )}
      />
    </ScreenPage>
  );
}

/** Organizers to choose from in the admin's form (all of them: a native select of a few hundred at most). */
function useOrganizerOptions(enabled: boolean) {
  const organizers = useQuery({ ...allOrganizersQuery(), enabled });
  return useMemo(
    () => organizers.data?.map((o) => ({ guid: o.guid, name: organizerDisplayName(o) })),
    [organizers.data],
  );
}

function NewSeries() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organizers = useOrganizerOptions(true);
  const create = async (body: CreateSeriesBody) => {
    const created = await api.call(adminSeriesRoutes.create, { body });
    queryClient.setQueryData(seriesDetailQuery(created.guid).queryKey, created);
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'list'] });
    notify.success(t('form.cacheNote'), t('form.created'));
    // After the form is reset (not dirty), so leaving it does not ask about unsaved changes.
    setTimeout(() => navigate(`../${created.guid}`, { replace: true }), 0);
  };
  return (
    <ScreenPage
      title={t('form.newTitle')}
      actions={
        <Button asChild variant="outline">
          <RouterLink to="..">{t('form.back')}</RouterLink>
        </Button>
      }
    >
      <SeriesForm
        defaultValues={EMPTY_SERIES}
        organizers={organizers ?? []}
        submitLabel={t('form.create')}
        onSubmit={create}
      />
    </ScreenPage>
  );
}

const formValues = ({
  guid: _g,
  logoUrl: _l,
  version: _v,
  dateCreated: _c,
  dateUpdated: _u,
  ...fields
}: SeriesDetail) => fields;

function EditSeries({ area }: { area: BackOfficeArea }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const id = useParams().id ?? '';
  const detail = useQuery(seriesDetailQuery(id));
  const series = detail.data;
  // The tabs link from the series' own address: from a section's sub-page (history, a race) a
  // relative link would resolve below it.
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.indexOf(id) + id.length);
  return (
    <ScreenPage
      title={series ? t('form.editTitle', { name: series.name }) : t('list.title')}
      actions={
        <HStack gap="2">
          {area === 'admin' && series && <DeleteSeries series={series} />}
          <Button asChild variant="outline">
            <RouterLink to="..">{t('form.back')}</RouterLink>
          </Button>
        </HStack>
      }
    >
      {detail.isError && <LoadFailed title={t('form.loadFailed')} error={detail.error} />}
      {series && (
        <Stack gap="4">
          <SectionTabs
            label={t('tabs.label')}
            tabs={[
              { to: base, label: t('tabs.detail'), end: true },
              { to: `${base}/events`, label: t('tabs.events') },
              { to: `${base}/races`, label: t('tabs.races') },
              { to: `${base}/payment-details`, label: t('tabs.paymentDetails') },
              { to: `${base}/terms`, label: t('tabs.terms') },
              { to: `${base}/templates`, label: t('tabs.templates') },
              { to: `${base}/documents`, label: t('tabs.documents') },
              { to: `${base}/stylings`, label: t('tabs.stylings') },
              { to: `${base}/emails`, label: t('tabs.emails') },
              { to: `${base}/forms`, label: t('tabs.forms') },
              { to: `${base}/numberings`, label: t('tabs.numberings') },
              { to: `${base}/teams`, label: t('tabs.teams') },
              { to: `${base}/history`, label: t('tabs.history') },
            ]}
          />
          <Routes>
            <Route index element={<SeriesDetailTab series={series} area={area} />} />
            <Route path="events/*" element={<EventsTab seriesId={series.guid} />} />
            <Route path="races/*" element={<RacesTab seriesId={series.guid} />} />
            <Route path="payment-details" element={<PaymentDetailsTab seriesId={series.guid} />} />
            <Route path="terms" element={<TermsTab seriesId={series.guid} />} />
            <Route path="templates" element={<TemplatesTab seriesId={series.guid} />} />
            <Route path="documents" element={<DocumentsTab seriesId={series.guid} />} />
            <Route path="stylings" element={<StylingsTab seriesId={series.guid} />} />
            <Route path="emails" element={<SeriesEmailsSection seriesId={series.guid} />} />
            <Route path="forms" element={<SeriesFormsSection seriesId={series.guid} />} />
            <Route path="numberings" element={<SeriesNumberingsSection seriesId={series.guid} />} />
            <Route path="teams" element={<SeriesTeamsSection seriesId={series.guid} />} />
            <Route path="history" element={<SeriesHistoryTab seriesId={series.guid} />} />
          </Routes>
        </Stack>
      )}
    </ScreenPage>
  );
}

/** History field names → the form's labels. */
const SERIES_LABEL_KEY: Record<string, string> = {
  organizerId: 'form.organizer',
  emailLayoutId: 'form.emailLayout',
};

function SeriesHistoryTab({ seriesId }: { seriesId: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const labelOf = useMemo(() => (field: string) => t(SERIES_LABEL_KEY[field] ?? `form.${field}`), [t]);
  return (
    <HistoryList
      listId="series-editor.history"
      caption={t('history.caption')}
      of={{ kind: 'series', id: seriesId }}
      labelOf={labelOf}
    />
  );
}

function SeriesDetailTab({ series, area }: { series: SeriesDetail; area: BackOfficeArea }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const organizers = useOrganizerOptions(area === 'admin');
  const save = async (body: CreateSeriesBody) => {
    const saved = await api.call(adminSeriesRoutes.update, {
      params: { id: series.guid },
      body: { ...body, version: series.version },
    });
    queryClient.setQueryData(seriesDetailQuery(series.guid).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'list'] });
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'history', series.guid] });
    notify.success(t('form.cacheNote'), t('form.saved'));
  };
  return (
    <SeriesForm
      // A saved version starts a fresh form (its values are the new starting point).
      key={series.version}
      defaultValues={formValues(series)}
      organizers={area === 'admin' ? (organizers ?? []) : undefined}
      submitLabel={t('form.save')}
      onSubmit={save}
    />
  );
}

function DeleteSeries({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  return (
    <DeleteAndLeave
      label={t('form.delete')}
      question={{ title: t('form.deleteTitle'), body: t('form.deleteBody', { name: series.name }) }}
      deletedText={t('form.deleted')}
      remove={() => api.call(adminSeriesRoutes.delete, { params: { id: series.guid } })}
      refresh={() => queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'list'] })}
    />
  );
}
