import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { formatDate } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import {
  DataList,
  dateRangeFilter,
  FilterForm,
  textFilter,
  useListFilters,
  type DataListColumn,
  listQueryProps,
  labelledFields,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { bankPaymentListQuery } from '../api/bank-payment-queries';
import { BANK_PAYMENTS_NS, BANK_RECONCILE_NS } from '../bank-payments-namespace';
import { BankPaymentStatus } from './bank-payment-status';
import { StatementImport } from './statement-import';

const FILTERS = { searchText: textFilter(), date: dateRangeFilter() };

/** /admin/payments/bank-payments: the statement import and the bank payments (spec §2, §3 filters). */
export function BankPaymentsList() {
  const { t } = useTranslation(BANK_PAYMENTS_NS);
  const { t: tr } = useTranslation(BANK_RECONCILE_NS);
  const money = useMoney();
  const navigate = useNavigate();
  const filters = useListFilters(FILTERS);
  const list = useQuery(bankPaymentListQuery(filters.query));
  const columns = useMemo<DataListColumn<BankPaymentRow>[]>(
    () => [
      {
        id: 'date',
        header: t('columns.date'),
        cell: (p) => formatDate(p.date),
        rowHeader: true,
        hideable: false,
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        cell: (p) => money(p.amount, (p.currency || 'CZK') as CurrencyCode),
        align: 'end',
      },
      {
        id: 'variableSymbol',
        header: t('columns.variableSymbol'),
        // Where the VS came from the message, or which symbols the message named for hand assignment.
        cell: (p) =>
          p.statementVariableSymbol !== undefined
            ? `${p.variableSymbol} (${tr('fromMessageShort')})`
            : p.messageCandidates?.length
              ? `${p.variableSymbol || '—'} (${tr('candidatesCount', { count: p.messageCandidates?.length })})`
              : p.variableSymbol,
      },
      {
        id: 'originAccount',
        header: t('columns.originAccount'),
        cell: (p) => [p.originAccount, p.originBankCode].filter(Boolean).join('/'),
      },
      { id: 'originAccountName', header: t('columns.originAccountName'), cell: (p) => p.originAccountName },
      { id: 'message', header: t('columns.message'), cell: (p) => p.message, defaultVisible: false },
      { id: 'status', header: t('columns.status'), cell: (p) => <BankPaymentStatus status={p.status} /> },
      { id: 'movementId', header: t('columns.movementId'), cell: (p) => p.movementId, defaultVisible: false },
    ],
    [t, tr, money],
  );
  return (
    <ScreenPage title={t('list.title')} lead={t('list.lead')}>
      <StatementImport />
      <FilterForm
        filters={filters}
        fields={labelledFields(['searchText', 'date'], (key) => t(`filters.${key}`))}
      />
      <DataList
        listId="bank-payments"
        caption={t('list.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(p) => p.id}
        emptyText={t('list.empty')}
        onRowClick={(p) => void navigate(p.id)}
        rowActions={(p) => (
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={p.id}
              aria-label={t('list.openPayment', { date: formatDate(p.date), vs: p.variableSymbol || '—' })}
            >
              {t('list.open')}
            </RouterLink>
          </Button>
        )}
      />
    </ScreenPage>
  );
}
