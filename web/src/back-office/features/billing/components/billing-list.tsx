import { Badge, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { BillingRow } from '@shared/payments/billing-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import { useMoney } from '../../../../lib/use-money';
import {
  DataList,
  dateRangeFilter,
  FilterForm,
  listQueryProps,
  permittedCatalogueQuery,
  selectFilter,
  textFilter,
  useListFilters,
  type DataListColumn,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { billingListQuery } from '../api/billing-queries';
import { BILLING_NS } from '../billing-namespace';
import { CardImport } from './card-import';

const filterDefinitions = (seriesGuids: string[], eventGuids: string[]) => ({
  searchText: textFilter(),
  seriesId: selectFilter(seriesGuids),
  seriesEventId: selectFilter(eventGuids),
  date: dateRangeFilter(),
});

export function BillingState({ confirmed }: { confirmed: boolean }) {
  const { t } = useTranslation(BILLING_NS);
  return (
    <Badge colorPalette={confirmed ? 'green' : 'gray'} variant="subtle">
      {confirmed ? t('state.accepted') : t('state.created')}
    </Badge>
  );
}

/** /admin/payments/billing: the settlements, newest first (spec §2, §3 filters). */
export function BillingList() {
  const { t } = useTranslation(BILLING_NS);
  const money = useMoney();
  const navigate = useNavigate();
  const userId = useSession().user?.userId ?? '';
  const options = useQuery(permittedCatalogueQuery(userId));
  const seriesRows = options.data?.series;
  const eventRows = options.data?.events;
  const filters = useListFilters(
    useMemo(
      () =>
        filterDefinitions(
          (seriesRows ?? []).map((s) => s.guid),
          (eventRows ?? []).map((e) => e.guid),
        ),
      [seriesRows, eventRows],
    ),
  );
  // As on the orders list: a series / event filter in the address waits for the options it is
  // checked against; without one the list loads at once.
  const [params] = useSearchParams();
  const waitsForOptions = params.has('seriesId') || params.has('seriesEventId');
  const list = useQuery({
    ...billingListQuery(filters.query),
    enabled: !waitsForOptions || !options.isPending,
  });
  const columns = useMemo<DataListColumn<BillingRow>[]>(
    () => [
      { id: 'id', header: t('columns.id'), cell: (b) => b.id, hideable: false },
      { id: 'name', header: t('columns.name'), cell: (b) => b.name, rowHeader: true, hideable: false },
      { id: 'organizer', header: t('columns.organizer'), cell: (b) => b.organizerName },
      {
        id: 'period',
        header: t('columns.period'),
        cell: (b) => `${formatDate(b.dateFrom)} – ${formatDate(b.dateTo)}`,
      },
      { id: 'type', header: t('columns.type'), cell: (b) => t(`type.${b.type}`) },
      {
        id: 'summary',
        header: t('columns.summary'),
        cell: (b) => b.totals.map((x) => money(x.summary, x.currency)).join(', ') || '—',
        align: 'end',
      },
      { id: 'state', header: t('columns.state'), cell: (b) => <BillingState confirmed={b.confirmed} /> },
      {
        id: 'created',
        header: t('columns.created'),
        cell: (b) => `${formatDateTime(b.createdAt)} ${b.createdByName ?? ''}`.trim(),
        defaultVisible: false,
      },
    ],
    [t, money],
  );
  return (
    <ScreenPage
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <Button asChild size="sm">
          <RouterLink to="new">{t('list.new')}</RouterLink>
        </Button>
      }
    >
      <CardImport />
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: t('filters.searchText') },
          {
            key: 'seriesId',
            label: t('filters.series'),
            optionLabels: Object.fromEntries((seriesRows ?? []).map((s) => [s.guid, s.name])),
          },
          {
            key: 'seriesEventId',
            label: t('filters.event'),
            optionLabels: Object.fromEntries(
              (eventRows ?? []).map((e) => [e.guid, `${e.seriesName}: ${e.name}`]),
            ),
          },
          { key: 'date', label: t('filters.date') },
        ]}
      />
      <DataList
        listId="billing"
        caption={t('list.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(b) => String(b.id)}
        emptyText={t('list.empty')}
        onRowClick={(b) => void navigate(String(b.id))}
        rowActions={(b) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={String(b.id)} aria-label={t('list.openBilling', { name: b.name })}>
              {t('list.open')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}
