import { Button } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { OrderRow } from '@shared/orders/admin-order-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { useMoney } from '../../../../lib/use-money';
import {
  booleanFilter,
  DataList,
  dateRangeFilter,
  FilterForm,
  textFilter,
  type DataListColumn,
  listQueryProps,
  useCatalogueFilters,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { downloadOrdersXlsx, orderListBody, orderListQuery } from '../api/order-queries';
import { ORDERS_NS } from '../orders-namespace';
import { GroupEmailDialog } from './group-email-dialog';
import { OrderStateBadges } from './order-state-badges';
import { EventRefunds } from './event-refunds';

const FILTERS = {
  searchText: textFilter(),
  date: dateRangeFilter(),
  paid: booleanFilter(),
  expired: booleanFilter(),
  cancelled: booleanFilter(),
  deleted: booleanFilter(),
  issued: booleanFilter(),
};

/** The orders list (spec §2 admin orders, §3 filters): filters apply on "Apply", 30 rows a page. */
export function OrdersList() {
  const { t } = useTranslation(ORDERS_NS);
  const money = useMoney();
  const navigate = useNavigate();
  const userId = useSession().user?.userId ?? '';
  const isAdmin = useSession().user?.roles.includes('admin') ?? false;
  const { filters, ready, seriesField, eventField, raceField, categoryField, waveField } =
    useCatalogueFilters(FILTERS, {
      series: t('filters.series'),
      event: t('filters.event'),
    });
  const list = useQuery({ ...orderListQuery(filters.query), enabled: ready });
  const exporting = useMutation({
    mutationFn: () => downloadOrdersXlsx(userId, filters.query),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const columns = useMemo<DataListColumn<OrderRow>[]>(
    () => [
      {
        id: 'variableSymbol',
        header: t('columns.variableSymbol'),
        cell: (o) => o.variableSymbol,
        rowHeader: true,
        hideable: false,
      },
      {
        id: 'registrator',
        header: t('columns.registrator'),
        cell: (o) => `${o.registrator.firstName} ${o.registrator.lastName}`,
      },
      { id: 'email', header: t('columns.email'), cell: (o) => o.registrator.email, defaultVisible: false },
      {
        id: 'price',
        header: t('columns.price'),
        cell: (o) => money(o.calculatedPrice, o.currency as CurrencyCode),
        align: 'end',
      },
      {
        id: 'paymentMethod',
        header: t('columns.paymentMethod'),
        cell: (o) => t(`paymentMethod.${o.paymentMethod === 1 ? 'card' : 'transfer'}`),
      },
      { id: 'state', header: t('columns.state'), cell: (o) => <OrderStateBadges order={o} /> },
      {
        id: 'items',
        header: t('columns.items'),
        cell: (o) => o.itemCount,
        align: 'end',
        defaultVisible: false,
      },
      { id: 'dateCreated', header: t('columns.dateCreated'), cell: (o) => formatDateTime(o.dateCreated) },
      {
        id: 'datePaid',
        header: t('columns.datePaid'),
        cell: (o) => formatDateTime(o.datePaid),
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
        <>
          <GroupEmailDialog filter={orderListBody(filters.query).filter} />
          <Button
            size="sm"
            variant="outline"
            loading={exporting.isPending}
            onClick={() => exporting.mutate()}
          >
            {t('list.exportXlsx')}
          </Button>
        </>
      }
    >
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: t('filters.searchText') },
          // A season holds many series and events: both are picked by typing.
          { ...seriesField, typeahead: true },
          { ...eventField, typeahead: true },
          raceField,
          categoryField,
          waveField,
          { key: 'date', label: t('filters.date') },
          { key: 'paid', label: t('filters.paid') },
          { key: 'expired', label: t('filters.expired') },
          { key: 'cancelled', label: t('filters.cancelled') },
          { key: 'deleted', label: t('filters.deleted') },
          { key: 'issued', label: t('filters.issued') },
        ]}
      />
      {isAdmin && filters.query.seriesEventId ? (
        <EventRefunds
          key={String(filters.query.seriesEventId)}
          eventGuid={String(filters.query.seriesEventId)}
        />
      ) : null}
      <DataList
        listId="orders"
        caption={t('list.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(o) => o.id}
        emptyText={t('list.empty')}
        onRowClick={(o) => void navigate(o.id)}
        rowActions={(o) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink to={o.id} aria-label={t('list.openOrder', { vs: o.variableSymbol })}>
              {t('list.open')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}
