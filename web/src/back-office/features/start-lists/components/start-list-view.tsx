import { Alert, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import type { AdminStartListRow, AdminStartListSort } from '@shared/orders/start-list-schemas';
import { api } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import {
  DataList,
  permittedCatalogueQuery,
  saveDownload,
  type DataListColumn,
  type ListSort,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { listQuery, racesQuery, startListQuery, type StartListParams } from '../api/start-list-queries';
import { START_LISTS_NS } from '../start-lists-namespace';
import { RankingImport, WaveSeeding } from './ranking-tools';
import { Picker, type RaceCategory } from './start-list-picker';
import { AssignNumbers } from './assign-numbers';

const SORTABLE: readonly string[] = ['startNumber', 'lastName', 'club', 'category', 'dateCreated', 'rank'];

async function saveFile(params: StartListParams, kind: 'csv' | 'xlsx') {
  const route =
    kind === 'csv' ? adminRegistrationsRoutes.startlistCsv : adminRegistrationsRoutes.startlistXlsx;
  const file = await api.download(route, {
    params: { subEventId: params.subEventId },
    query: listQuery(params),
  });
  await saveDownload(file, `startlist.${kind}`);
}

/**
 * One race's start list: search, sort (by rank first when the race has an imported ranking),
 * paging, exports, start-number assignment, the ranking import and wave seeding from it.
 */
function RaceStartList({
  subEventId,
  seriesId,
  categories,
}: {
  subEventId: string;
  seriesId: string;
  categories: RaceCategory[];
}) {
  const { t } = useTranslation(START_LISTS_NS);
  const [searchText, setSearchText] = useState('');
  const [applied, setApplied] = useState('');
  // Null until the user sorts: the server's order (the ranking's when there is one).
  const [chosenSort, setSort] = useState<ListSort | null>(null);
  const [page, setPage] = useState(0);
  const searchId = useId();
  const params: StartListParams = {
    subEventId,
    searchText: applied,
    sort: chosenSort?.id as AdminStartListSort | undefined,
    descending: chosenSort?.desc ?? false,
    page,
  };
  const list = useQuery(startListQuery(params));
  const sort: ListSort = chosenSort ?? { id: list.data?.sort ?? 'startNumber', desc: false };
  const ranked = (list.data?.ranked ?? 0) > 0;
  const exporting = useMutation({
    mutationFn: (kind: 'csv' | 'xlsx') => saveFile(params, kind),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const columns = useMemo<DataListColumn<AdminStartListRow>[]>(
    () => [
      {
        id: 'startNumber',
        header: t('columns.startNumber'),
        cell: (r) => r.startNumber ?? '—',
        sortable: true,
        align: 'end',
      },
      // The imported ranking's columns, for races that have one.
      ...(ranked
        ? [
            {
              id: 'rank',
              header: t('columns.rank'),
              cell: (r: AdminStartListRow) => r.rank ?? '—',
              sortable: true,
              align: 'end' as const,
            },
            {
              id: 'rankTime',
              header: t('columns.rankTime'),
              cell: (r: AdminStartListRow) => r.rankTime ?? '',
            },
          ]
        : []),
      {
        id: 'lastName',
        header: t('columns.name'),
        cell: (r) => `${r.lastName} ${r.firstName}`,
        sortable: true,
        rowHeader: true,
        hideable: false,
      },
      { id: 'birthYear', header: t('columns.birthYear'), cell: (r) => r.birthYear ?? '' },
      {
        id: 'gender',
        header: t('columns.gender'),
        cell: (r) => t(`gender.${r.gender === 2 ? 'female' : 'male'}`),
      },
      { id: 'category', header: t('columns.category'), cell: (r) => r.categoryName, sortable: true },
      { id: 'wave', header: t('columns.wave'), cell: (r) => r.waveName ?? '' },
      { id: 'team', header: t('columns.team'), cell: (r) => r.teamName ?? '', defaultVisible: false },
      { id: 'club', header: t('columns.club'), cell: (r) => r.club ?? '', sortable: true },
      { id: 'paid', header: t('columns.paid'), cell: (r) => t(r.paid ? 'yes' : 'no') },
      { id: 'email', header: t('columns.email'), cell: (r) => r.email, defaultVisible: false },
      {
        id: 'dateCreated',
        header: t('columns.dateCreated'),
        cell: (r) => formatDateTime(r.dateCreated),
        sortable: true,
        defaultVisible: false,
      },
    ],
    [t, ranked],
  );
  return (
    <Stack gap="5">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(searchText);
            setPage(0);
          }}
        >
          <Flex gap="2" align="flex-end">
            <Field.Root>
              <Field.Label htmlFor={searchId}>{t('search')}</Field.Label>
              <Input id={searchId} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline">
              {t('apply')}
            </Button>
          </Flex>
        </form>
        <Flex gap="2" ml="auto">
          <Button
            variant="outline"
            loading={exporting.isPending && exporting.variables === 'csv'}
            onClick={() => exporting.mutate('csv')}
          >
            {t('export.csv')}
          </Button>
          <Button
            variant="outline"
            loading={exporting.isPending && exporting.variables === 'xlsx'}
            onClick={() => exporting.mutate('xlsx')}
          >
            {t('export.xlsx')}
          </Button>
        </Flex>
      </Flex>
      {list.data && (
        <Text>{t('summary', { total: list.data.total, withoutNumber: list.data.withoutNumber })}</Text>
      )}
      <DataList
        listId="start-list"
        caption={t('caption', { race: list.data?.subEventName ?? '' })}
        columns={columns}
        data={list.data}
        getRowId={(r) => r.itemGuid}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        sort={sort}
        onSortChange={(next) => {
          if (SORTABLE.includes(next.id)) setSort(next);
          setPage(0);
        }}
        onPageChange={setPage}
        emptyText={t('empty')}
      />
      <AssignNumbers subEventId={subEventId} categories={categories} />
      {seriesId && <RankingImport seriesId={seriesId} subEventId={subEventId} />}
      {ranked && <WaveSeeding subEventId={subEventId} />}
    </Stack>
  );
}

/** /admin/startlists and /event-manager/startlists: pick series, event and race, then work its list. */
export function StartListView() {
  const { t } = useTranslation(START_LISTS_NS);
  const userId = useSession().user?.userId ?? '';
  const options = useQuery(permittedCatalogueQuery(userId));
  const [seriesId, setSeriesId] = useState('');
  const [eventId, setEventId] = useState('');
  const [raceId, setRaceId] = useState('');
  const races = useQuery({ ...racesQuery(eventId), enabled: eventId !== '' });
  const events = (options.data?.events ?? []).filter((e) => !seriesId || e.seriesGuid === seriesId);
  return (
    <ScreenPage title={t('title')} lead={t('lead')}>
      <Flex gap="4" wrap="wrap" mb="6">
        <Picker
          label={t('pick.series')}
          placeholder={t('pick.allSeries')}
          value={seriesId}
          onChange={(v) => {
            setSeriesId(v);
            setEventId('');
            setRaceId('');
          }}
          options={(options.data?.series ?? []).map((s) => ({ value: s.guid, label: s.name }))}
        />
        <Picker
          label={t('pick.event')}
          placeholder={t('pick.choose')}
          value={eventId}
          onChange={(v) => {
            setEventId(v);
            setRaceId('');
          }}
          options={events.map((e) => ({ value: e.guid, label: e.name }))}
        />
        <Picker
          label={t('pick.race')}
          placeholder={t('pick.choose')}
          value={raceId}
          disabled={!eventId}
          onChange={setRaceId}
          options={(races.data ?? []).map((r) => ({ value: r.guid, label: r.name }))}
        />
      </Flex>
      {options.error || races.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(options.error ?? races.error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      {raceId ? (
        <RaceStartList
          key={raceId}
          subEventId={raceId}
          seriesId={events.find((e) => e.guid === eventId)?.seriesGuid ?? seriesId}
          categories={races.data?.find((r) => r.guid === raceId)?.categories ?? []}
        />
      ) : (
        <Text>{t('pick.hint')}</Text>
      )}
    </ScreenPage>
  );
}
