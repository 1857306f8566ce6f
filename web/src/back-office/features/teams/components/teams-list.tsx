import { Badge, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TeamRace, TeamRow } from '@shared/back-office/team-admin-schemas';
import { formatDateTime } from '../../../../lib/dates';
import {
  EditDeleteActions,
  booleanFilter,
  DataList,
  FilterForm,
  selectFilter,
  textFilter,
  useAskThenRun,
  useListFilters,
  type DataListColumn,
  type FilterField,
  listQueryProps,
  seriesFilterField,
} from '../../../kit';
import {
  deleteTeam,
  teamSeriesQuery,
  teamsChanged,
  teamsQuery,
  type TeamsSource,
} from '../api/teams-queries';
import { TEAMS_NS } from '../teams-namespace';
import { TeamForm } from './team-form';

const PAID_PALETTE = { paid: 'green', partly: 'orange', unpaid: 'red' } as const;

/**
 * Teams with their members, places taken / free, paid state and the incomplete flag (below
 * membersFrom); edit and delete (refused by the server while the team has registered members).
 * One list for the series form's tab and /event-manager/teams: the server scopes the rows.
 */
export function TeamsList({ source }: { source: TeamsSource }) {
  const { t } = useTranslation(TEAMS_NS);
  const client = useQueryClient();
  const askThenRun = useAskThenRun();
  const [editing, setEditing] = useState<TeamRow | null>(null);
  const series = useQuery({
    ...teamSeriesQuery(source.kind === 'manager' ? source.userId : ''),
    enabled: source.kind === 'manager',
  });
  const seriesRows = series.data?.rows;
  // The race options come with the list's answer; the race the address names is kept meanwhile
  // (the server answers no rows for a race outside the caller's scope).
  const [params] = useSearchParams();
  const raceInAddress = params.get('race');
  const [races, setRaces] = useState<TeamRace[]>([]);
  const raceGuids = useMemo(
    () => [...new Set([...races.map((r) => r.guid), ...(raceInAddress ? [raceInAddress] : [])])],
    [races, raceInAddress],
  );
  const filters = useListFilters(
    useMemo(
      () => ({
        ...(source.kind === 'manager' ? { series: selectFilter((seriesRows ?? []).map((s) => s.guid)) } : {}),
        race: selectFilter(raceGuids),
        searchText: textFilter(),
        incomplete: booleanFilter(),
      }),
      [source.kind, seriesRows, raceGuids],
    ),
  );
  const list = useQuery(teamsQuery(source, filters.query));
  // Kept across filter changes (a page filtered by race still names every race of the scope).
  const listedRaces = list.data?.races;
  if (listedRaces && listedRaces !== races) setRaces(listedRaces);

  const remove = (team: TeamRow) =>
    askThenRun(
      {
        title: t('delete.title', { name: team.name }),
        body: team.members > 0 ? t('delete.bodyMembers', { count: team.members }) : t('delete.body'),
        confirmLabel: t('delete.confirm'),
        destructive: true,
      },
      async () => {
        await deleteTeam(team.guid);
        await teamsChanged(client);
        return t('delete.done', { name: team.name });
      },
    );

  const columns = useMemo<DataListColumn<TeamRow>[]>(
    () => [
      { id: 'name', header: t('columns.name'), cell: (r) => r.name, rowHeader: true, hideable: false },
      { id: 'race', header: t('columns.race'), cell: (r) => `${r.eventName} – ${r.subEventName}` },
      { id: 'manager', header: t('columns.manager'), cell: (r) => r.managerEmail },
      { id: 'members', header: t('columns.members'), align: 'end', cell: (r) => String(r.members) },
      {
        id: 'places',
        header: t('columns.places'),
        cell: (r) =>
          r.placesFree === null
            ? t('places.unlimited', { taken: r.placesTaken })
            : t('places.limited', { taken: r.placesTaken, free: r.placesFree }),
      },
      {
        id: 'state',
        header: t('columns.state'),
        cell: (r) => (
          <HStack gap="1" wrap="wrap">
            <Badge colorPalette={PAID_PALETTE[r.paidState]}>{t(`paid.${r.paidState}`)}</Badge>
            {r.incomplete && (
              <Badge colorPalette="orange">{t('incomplete', { count: r.membersMissing })}</Badge>
            )}
          </HStack>
        ),
      },
      { id: 'kind', header: t('columns.kind'), cell: (r) => t(`kinds.${r.kind}`), defaultVisible: false },
      {
        id: 'dateCreated',
        header: t('columns.dateCreated'),
        cell: (r) => formatDateTime(r.dateCreated),
        defaultVisible: false,
      },
    ],
    [t],
  );

  const fields: FilterField<typeof filters.definitions>[] = [
    ...(source.kind === 'manager' ? [seriesFilterField(t('filters.series'), seriesRows)] : []),
    {
      key: 'race',
      label: t('filters.race'),
      optionLabels: Object.fromEntries(races.map((r) => [r.guid, `${r.eventName} – ${r.name}`])),
    },
    { key: 'searchText', label: t('filters.searchText') },
    { key: 'incomplete', label: t('filters.incomplete') },
  ];

  return (
    <>
      <Text>{t('lead')}</Text>
      <FilterForm filters={filters} fields={fields} />
      {editing && <TeamForm key={editing.guid} team={editing} onDone={() => setEditing(null)} />}
      <DataList
        listId={source.kind === 'series' ? 'series-teams' : 'teams'}
        caption={t('caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(r) => r.guid}
        error={list.error ?? series.error}
        emptyText={t('empty')}
        rowActions={(r) => (
          <EditDeleteActions
            editText={t('actions.edit')}
            deleteText={t('actions.delete')}
            editLabel={t('actions.editTeam', { name: r.name })}
            deleteLabel={t('actions.deleteTeam', { name: r.name })}
            onEdit={() => setEditing(r)}
            onDelete={() => void remove(r)}
          />
        )}
      />
    </>
  );
}
