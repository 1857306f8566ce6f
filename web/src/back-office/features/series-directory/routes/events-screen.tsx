import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventRow } from '@shared/back-office/series-directory-schemas';
import { formatDateRange } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import {
  DataList,
  FilterForm,
  selectFilter,
  textFilter,
  useListFilters,
  type DataListColumn,
  listQueryProps,
  seriesFilterField,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { permittedEventsQuery, permittedSeriesQuery } from '../api/series-directory-queries';
import { SERIES_DIRECTORY_NS } from '../series-directory-namespace';

/** /event-manager/events: the events the manager may work on, optionally of one series. */
export default function EventsScreen(_props: ScreenProps) {
  const { t } = useTranslation(SERIES_DIRECTORY_NS);
  const userId = useSession().user?.userId ?? '';
  // The series filter offers the manager's own series (a manager has few).
  const series = useQuery(permittedSeriesQuery(userId, { take: 100, skip: 0 }));
  const seriesRows = series.data?.rows;
  const filters = useListFilters(
    useMemo(
      () => ({ searchText: textFilter(), series: selectFilter((seriesRows ?? []).map((s) => s.guid)) }),
      [seriesRows],
    ),
  );
  const list = useQuery({ ...permittedEventsQuery(userId, filters.query), enabled: !series.isPending });
  const columns = useMemo<DataListColumn<EventRow>[]>(
    () => [
      { id: 'name', header: t('columns.name'), cell: (e) => e.name, rowHeader: true, hideable: false },
      { id: 'series', header: t('columns.series'), cell: (e) => e.seriesName },
      { id: 'dates', header: t('columns.dates'), cell: (e) => formatDateRange(e.dateFrom, e.dateTo) },
      { id: 'location', header: t('columns.location'), cell: (e) => e.location },
      {
        id: 'homepage',
        header: t('columns.homepage'),
        cell: (e) => (e.allowOnHomepage ? t('yes') : t('no')),
        defaultVisible: false,
      },
    ],
    [t],
  );
  return (
    <ScreenPage title={t('events.title')} lead={t('events.lead')}>
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: t('filters.searchText') },
          seriesFilterField(t('filters.series'), seriesRows),
        ]}
      />
      <DataList
        listId="event-manager.events"
        caption={t('events.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(e) => e.guid}
        error={list.error ?? series.error}
        onRetry={() => void (series.isError ? series.refetch() : list.refetch())}
        emptyText={t('events.empty')}
      />
    </ScreenPage>
  );
}
