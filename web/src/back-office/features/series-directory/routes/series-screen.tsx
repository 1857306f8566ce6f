import { Badge, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { SeriesRow } from '@shared/back-office/series-directory-schemas';
import { formatDateRange } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import { DataList, FilterForm, textFilter, useListFilters, type DataListColumn } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { permittedSeriesQuery } from '../api/series-directory-queries';
import { SERIES_DIRECTORY_NS } from '../series-directory-namespace';

const FILTERS = { searchText: textFilter() };

/** /event-manager/series: the series the manager may work on (spec §2), newest season first. */
export default function SeriesScreen(_props: ScreenProps) {
  const { t } = useTranslation(SERIES_DIRECTORY_NS);
  const userId = useSession().user?.userId ?? '';
  const filters = useListFilters(FILTERS);
  const list = useQuery(permittedSeriesQuery(userId, filters.query));
  const columns = useMemo<DataListColumn<SeriesRow>[]>(
    () => [
      { id: 'name', header: t('columns.name'), cell: (s) => s.name, rowHeader: true, hideable: false },
      { id: 'dates', header: t('columns.dates'), cell: (s) => formatDateRange(s.dateFrom, s.dateTo) },
      {
        id: 'access',
        header: t('columns.access'),
        cell: (s) => (
          <Badge colorPalette={s.access === 'events' ? 'orange' : 'green'}>{t(`access.${s.access}`)}</Badge>
        ),
      },
      {
        id: 'homepage',
        header: t('columns.homepage'),
        cell: (s) => (s.allowOnHomepage ? t('yes') : t('no')),
        defaultVisible: false,
      },
    ],
    [t],
  );
  return (
    <ScreenPage title={t('series.title')} lead={t('series.lead')}>
      <FilterForm filters={filters} fields={[{ key: 'searchText', label: t('filters.searchText') }]} />
      <DataList
        listId="event-manager.series"
        caption={t('series.caption')}
        columns={columns}
        data={list.data}
        getRowId={(s) => s.guid}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        sort={filters.sort}
        onSortChange={filters.setSort}
        onPageChange={filters.setPage}
        emptyText={t('series.empty')}
        rowActions={(s) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={`../events?series=${encodeURIComponent(s.guid)}`}
              aria-label={t('series.eventsOf', { name: s.name })}
            >
              {t('series.events')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}
