import { Badge, Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { PaymentRow } from '@shared/payments/payment-list-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import {
  DataList,
  dateRangeFilter,
  FilterForm,
  selectFilter,
  textFilter,
  useCatalogueList,
  type DataListColumn,
  listQueryProps,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { paymentListQuery } from '../api/payment-queries';
import { PAYMENTS_NS } from '../payments-namespace';
import { PaymentsTabs } from './payments-tabs';

const STATUS_PALETTE = { 1: 'green', 2: 'orange', 3: 'purple' } as const;

const FILTERS = {
  searchText: textFilter(),
  variableSymbol: textFilter(),
  date: dateRangeFilter(),
  paymentStatus: selectFilter(['1', '2', '3']),
  paymentMethod: selectFilter(['1', '2']),
};

/** A bank booking day (yyyy-mm-dd) or a payment time (ISO). */
const paymentDate = (value: string) => (value.length === 10 ? formatDate(value) : formatDateTime(value));

/** /admin/payments: what arrived for each order against its price (spec §2 payments tab, §3 filters). */
export function PaymentsList() {
  const { t } = useTranslation(PAYMENTS_NS);
  const money = useMoney();
  const navigate = useNavigate();
  const { filters, list, catalogueFields } = useCatalogueList(
    FILTERS,
    { series: t('filters.series'), event: t('filters.event') },
    paymentListQuery,
  );
  const columns = useMemo<DataListColumn<PaymentRow>[]>(
    () => [
      {
        id: 'variableSymbol',
        header: t('columns.variableSymbol'),
        cell: (p) => p.variableSymbol,
        rowHeader: true,
        hideable: false,
      },
      {
        id: 'registrator',
        header: t('columns.registrator'),
        cell: (p) => `${p.registrator.firstName} ${p.registrator.lastName}`,
      },
      { id: 'email', header: t('columns.email'), cell: (p) => p.registrator.email, defaultVisible: false },
      {
        id: 'price',
        header: t('columns.price'),
        cell: (p) => money(p.calculatedPrice, p.currency as CurrencyCode),
        align: 'end',
      },
      {
        id: 'received',
        header: t('columns.received'),
        cell: (p) => money(p.receivedAmount, p.currency as CurrencyCode),
        align: 'end',
      },
      {
        id: 'difference',
        header: t('columns.difference'),
        cell: (p) => money(p.receivedAmount - p.calculatedPrice, p.currency as CurrencyCode),
        align: 'end',
        defaultVisible: false,
      },
      {
        id: 'paymentStatus',
        header: t('columns.paymentStatus'),
        cell: (p) => (
          <Badge colorPalette={STATUS_PALETTE[p.paymentStatus]}>
            {t(`paymentStatus.${p.paymentStatus}`)}
          </Badge>
        ),
      },
      {
        id: 'paymentMethod',
        header: t('columns.paymentMethod'),
        cell: (p) => t(`paymentMethod.${p.paymentMethod === 1 ? '1' : '2'}`),
      },
      { id: 'paymentDate', header: t('columns.paymentDate'), cell: (p) => paymentDate(p.paymentDate) },
      {
        id: 'providerCommandId',
        header: t('columns.providerCommandId'),
        cell: (p) => p.providerCommandId ?? '',
        defaultVisible: false,
      },
      {
        id: 'bankPayment',
        header: t('columns.bankPayment'),
        cell: (p) =>
          p.bankPaymentId ? (
            <RouterLink
              to={`/admin/payments/bank-payments/${p.bankPaymentId}`}
              onClick={(e) => e.stopPropagation()}
              aria-label={t('list.openBankPayment', { vs: p.variableSymbol })}
            >
              {t('list.bankPayment')}
            </RouterLink>
          ) : (
            ''
          ),
        defaultVisible: false,
      },
    ],
    [t, money],
  );
  return (
    <ScreenPage title={t('list.title')} lead={t('list.lead')}>
      <PaymentsTabs current="payments" />
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: t('filters.searchText') },
          { key: 'variableSymbol', label: t('filters.variableSymbol') },
          ...catalogueFields,
          { key: 'date', label: t('filters.date') },
          {
            key: 'paymentStatus',
            label: t('filters.paymentStatus'),
            optionLabels: { 1: t('paymentStatus.1'), 2: t('paymentStatus.2'), 3: t('paymentStatus.3') },
          },
          {
            key: 'paymentMethod',
            label: t('filters.paymentMethod'),
            optionLabels: { 1: t('paymentMethod.1'), 2: t('paymentMethod.2') },
          },
        ]}
      />
      <DataList
        listId="payments"
        caption={t('list.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(p) => p.id}
        emptyText={t('list.empty')}
        onRowClick={(p) => void navigate(`/admin/registrations/${p.id}`)}
        rowActions={(p) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={`/admin/registrations/${p.id}`}
              aria-label={t('list.openOrder', { vs: p.variableSymbol })}
            >
              {t('list.open')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}
