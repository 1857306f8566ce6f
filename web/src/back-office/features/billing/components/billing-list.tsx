import { Badge, Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import type { BillingRow } from '@shared/payments/billing-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import { SearchCatalogueList, type DataListColumn } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { billingListQuery } from '../api/billing-queries';
import { BILLING_NS } from '../billing-namespace';
import { CardImport } from './card-import';

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
      <SearchCatalogueList
        filterLabel={(key) => t(`filters.${key}`)}
        queryOf={billingListQuery}
        listId="billing"
        caption={t('list.caption')}
        columns={columns}
        emptyText={t('list.empty')}
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
