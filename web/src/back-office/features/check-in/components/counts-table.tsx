import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CheckInCounts } from '@shared/check-in/check-in-schemas';
import { DataList, type DataListColumn } from '../../../kit';
import { countsQuery } from '../api/check-in-calls';
import { CHECK_IN_NS } from '../check-in-namespace';

type Race = CheckInCounts['races'][number];

/** "Checked in / paid" per race of the event, live (refetched every 15 s). */
export function CountsTable({ eventGuid }: { eventGuid: string }) {
  const { t } = useTranslation(CHECK_IN_NS);
  const counts = useQuery(countsQuery(eventGuid));
  const rows = counts.data?.races ?? [];
  const columns: DataListColumn<Race>[] = [
    { id: 'race', header: t('counts.race'), cell: (r) => r.name, rowHeader: true, hideable: false },
    { id: 'checkedIn', header: t('counts.checkedIn'), cell: (r) => r.checkedIn, align: 'end' },
    { id: 'paid', header: t('counts.paid'), cell: (r) => r.paid, align: 'end' },
  ];
  return (
    <DataList
      listId="check-in-counts"
      caption={t('counts.caption')}
      columns={columns}
      data={counts.data ? { page: 0, maxPage: 0, total: rows.length, rows } : undefined}
      getRowId={(r) => r.subEventGuid}
      loading={counts.isPending}
      fetching={counts.isFetching}
      error={counts.error}
      onRetry={() => void counts.refetch()}
      sort={null}
      onSortChange={() => {}}
      onPageChange={() => {}}
      emptyText={t('counts.empty')}
    />
  );
}
