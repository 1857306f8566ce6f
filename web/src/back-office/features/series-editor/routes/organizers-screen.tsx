import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import {
  organizerDisplayName,
  type Organizer,
  type OrganizerFields,
} from '@shared/back-office/series-editor-schemas';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import {
  DataList,
  DeleteAndLeave,
  FilterForm,
  textFilter,
  useListFilters,
  type DataListColumn,
  listQueryProps,
  LoadFailed,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { organizerQuery, organizersQuery, SERIES_EDITOR_KEY } from '../api/series-editor-queries';
import { HistoryList } from '../components/history-list';
import { EMPTY_ORGANIZER, OrganizerForm } from '../components/organizer-form';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** /admin/series/organizers (spec §2): the organizers list and form, admins only. */
export default function OrganizersScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<OrganizerList />} />
      <Route path="new" element={<NewOrganizer />} />
      <Route path=":id" element={<EditOrganizer />} />
    </Routes>
  );
}

const FILTERS = { searchText: textFilter() };

function OrganizerList() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const filters = useListFilters(FILTERS);
  const list = useQuery(organizersQuery(filters.query));
  const columns = useMemo<DataListColumn<Organizer>[]>(
    () => [
      {
        id: 'name',
        header: t('organizers.columns.name'),
        cell: (o) => organizerDisplayName(o),
        rowHeader: true,
        hideable: false,
      },
      { id: 'ic', header: t('organizers.columns.ic'), cell: (o) => o.ic },
      { id: 'city', header: t('organizers.columns.city'), cell: (o) => o.city },
      { id: 'email', header: t('organizers.columns.email'), cell: (o) => o.email },
      {
        id: 'bankAccount',
        header: t('organizers.columns.bankAccount'),
        cell: (o) => (o.bankAccountNumber ? `${o.bankAccountNumber}/${o.bankCode}` : ''),
      },
      {
        id: 'currency',
        header: t('organizers.columns.currency'),
        cell: (o) => o.currency,
        defaultVisible: false,
      },
      {
        id: 'paysVAT',
        header: t('organizers.columns.paysVAT'),
        cell: (o) => (o.paysVAT ? t('yes') : t('no')),
        defaultVisible: false,
      },
    ],
    [t],
  );
  return (
    <ScreenPage
      title={t('organizers.title')}
      lead={t('organizers.lead')}
      actions={
        <Button asChild>
          <RouterLink to="new">{t('organizers.new')}</RouterLink>
        </Button>
      }
    >
      <FilterForm filters={filters} fields={[{ key: 'searchText', label: t('filters.searchText') }]} />
      <DataList
        listId="admin.organizers"
        caption={t('organizers.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(o) => o.guid}
        emptyText={t('organizers.empty')}
        rowActions={(o) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={o.guid} aria-label={t('organizers.editOf', { name: organizerDisplayName(o) })}>
              {t('organizers.edit')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}

const BackButton = () => {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <Button asChild variant="outline">
      <RouterLink to="..">{t('organizers.back')}</RouterLink>
    </Button>
  );
};

function NewOrganizer() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = async (body: OrganizerFields) => {
    const created = await api.call(adminSeriesRoutes.createOrganizer, { body });
    queryClient.setQueryData(organizerQuery(created.guid).queryKey, created);
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'organizers'] });
    notify.success(t('organizers.created'));
    setTimeout(() => navigate(`../${created.guid}`, { replace: true }), 0);
  };
  return (
    <ScreenPage title={t('organizers.newTitle')} actions={<BackButton />}>
      <OrganizerForm defaultValues={EMPTY_ORGANIZER} submitLabel={t('organizers.create')} onSubmit={create} />
    </ScreenPage>
  );
}

const formValues = ({ guid: _g, dateCreated: _c, dateUpdated: _u, ...fields }: Organizer): OrganizerFields =>
  fields;

function EditOrganizer() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const id = useParams().id ?? '';
  const queryClient = useQueryClient();
  const detail = useQuery(organizerQuery(id));
  const organizer = detail.data;
  const save = async (body: OrganizerFields) => {
    const saved = await api.call(adminSeriesRoutes.updateOrganizer, { params: { id }, body });
    queryClient.setQueryData(organizerQuery(id).queryKey, saved);
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'organizers'] });
    await queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'organizer-history', id] });
    notify.success(t('organizers.saved'));
  };
  return (
    <ScreenPage
      title={
        organizer
          ? t('organizers.editTitle', { name: organizerDisplayName(organizer) })
          : t('organizers.title')
      }
      actions={
        <HStack gap="2">
          {organizer && <DeleteOrganizer organizer={organizer} />}
          <BackButton />
        </HStack>
      }
    >
      {detail.isError && <LoadFailed title={t('organizers.loadFailed')} error={detail.error} />}
      {organizer && (
        <OrganizerForm
          key={organizer.dateUpdated ?? organizer.guid}
          defaultValues={formValues(organizer)}
          submitLabel={t('organizers.save')}
          onSubmit={save}
        />
      )}
      {organizer && <OrganizerHistory id={organizer.guid} />}
    </ScreenPage>
  );
}

function OrganizerHistory({ id }: { id: string }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const labelOf = useCallback((field: string) => t(`organizers.fields.${field}`), [t]);
  return (
    <Stack as="section" gap="3" mt="8" aria-labelledby="organizer-history-heading">
      <Heading as="h2" size="md" id="organizer-history-heading">
        {t('organizers.historyTitle')}
      </Heading>
      <HistoryList
        listId="series-editor.organizer-history"
        caption={t('organizers.historyCaption')}
        of={{ kind: 'organizer', id }}
        labelOf={labelOf}
      />
    </Stack>
  );
}

function DeleteOrganizer({ organizer }: { organizer: Organizer }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const queryClient = useQueryClient();
  const name = organizerDisplayName(organizer);
  return (
    <DeleteAndLeave
      label={t('organizers.delete')}
      question={{ title: t('organizers.deleteTitle'), body: t('organizers.deleteBody', { name }) }}
      deletedText={t('organizers.deleted')}
      remove={() => api.call(adminSeriesRoutes.deleteOrganizer, { params: { id: organizer.guid } })}
      refresh={() => queryClient.invalidateQueries({ queryKey: [...SERIES_EDITOR_KEY, 'organizers'] })}
    />
  );
}
