import { Badge, Button, DataList as Facts, Table } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RouterLink } from '../../../../components/router-link';
import type { BillingDetail as Billing } from '@shared/payments/billing-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import { ActionHistory, QueryProblem, TableSection, useConfirm, Fact } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import {
  acceptBilling,
  billingDetailQuery,
  billingKeys,
  rejectBilling,
  saveBillingFile,
} from '../api/billing-queries';
import { BILLING_NS } from '../billing-namespace';
import { BillingState } from './billing-list';
import { BillingTotals } from './billing-totals';

function BillingOrders({ billing }: { billing: Billing }) {
  const { t } = useTranslation(BILLING_NS);
  const money = useMoney();
  return (
    <TableSection
      title={t('detail.orders', { count: billing.orders.length })}
      columns={[
        { header: t('orders.variableSymbol') },
        { header: t('orders.registrator') },
        { header: t('orders.series') },
        { header: t('orders.datePaid') },
        { header: t('orders.registrations'), end: true },
        { header: t('orders.paid'), end: true },
        { header: t('orders.returned'), end: true },
        { header: t('orders.gatewayFee'), end: true },
      ]}
    >
      {billing.orders.map((o) => (
        <Table.Row key={o.orderId}>
          <Table.Cell>
            <RouterLink to={`/admin/registrations/${o.orderId}`}>{o.variableSymbol}</RouterLink>
            {/* Fees of value changes paid after the order was billed: billed on their own. */}
            {o.kind === 'valueChangeFees' && (
              <Badge ms="2" colorPalette="purple">
                {t('orders.valueChangeFees')}
              </Badge>
            )}
          </Table.Cell>
          <Table.Cell>{o.registratorName}</Table.Cell>
          <Table.Cell>{o.seriesName}</Table.Cell>
          <Table.Cell>{o.datePaid ? formatDateTime(o.datePaid) : '—'}</Table.Cell>
          <Table.Cell textAlign="end">{o.registrations}</Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {money(o.paid, o.currency)}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {money(o.returned, o.currency)}
          </Table.Cell>
          <Table.Cell textAlign="end" whiteSpace="nowrap">
            {money(o.gatewayFee, o.currency)}
          </Table.Cell>
        </Table.Row>
      ))}
    </TableSection>
  );
}

/** /admin/payments/billing/{id}: totals, orders and history; accept or reject with a confirmation; exports. */
export function BillingDetail({ id }: { id: number }) {
  const { t } = useTranslation(BILLING_NS);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery(billingDetailQuery(id));
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: [...billingKeys.all, 'list'] });
  const accept = useMutation({
    mutationFn: () => acceptBilling(id),
    onSuccess: (b) => {
      notify.success(t('accept.done'));
      queryClient.setQueryData(billingKeys.detail(id), b);
      refreshList();
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const reject = useMutation({
    mutationFn: () => rejectBilling(id),
    onSuccess: () => {
      notify.success(t('reject.done'));
      queryClient.removeQueries({ queryKey: billingKeys.detail(id) });
      refreshList();
      void navigate('..', { replace: true });
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const download = useMutation({
    mutationFn: (kind: 'csv' | 'xlsx') => saveBillingFile(id, kind),
    onError: (error) => notify.error(errorMessage(error)),
  });

  if (!detail.isSuccess) return <QueryProblem query={detail} loadingLabel={t('detail.loading')} />;
  const b = detail.data;
  return (
    <ScreenPage
      title={t('detail.title', { id: b.id, name: b.name })}
      actions={
        <>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="..">{t('detail.back')}</RouterLink>
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={download.isPending}
            onClick={() => download.mutate('xlsx')}
          >
            {t('detail.exportXlsx')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={download.isPending}
            onClick={() => download.mutate('csv')}
          >
            {t('detail.exportCsv')}
          </Button>
          {!b.confirmed && (
            <>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={reject.isPending}
                onClick={() =>
                  void confirm({
                    title: t('reject.title'),
                    body: t('reject.question'),
                    confirmLabel: t('reject.label'),
                    destructive: true,
                  }).then((ok) => ok && reject.mutate())
                }
              >
                {t('reject.label')}
              </Button>
              <Button
                size="sm"
                loading={accept.isPending}
                onClick={() =>
                  void confirm({
                    title: t('accept.title'),
                    body: t('accept.question'),
                    confirmLabel: t('accept.label'),
                  }).then((ok) => ok && accept.mutate())
                }
              >
                {t('accept.label')}
              </Button>
            </>
          )}
        </>
      }
    >
      <BillingState confirmed={b.confirmed} />
      <Facts.Root orientation="horizontal" size="sm">
        <Fact label={t('columns.organizer')}>{b.organizerName}</Fact>
        <Fact label={t('columns.period')}>{`${formatDate(b.dateFrom)} – ${formatDate(b.dateTo)}`}</Fact>
        <Fact label={t('columns.type')}>{t(`type.${b.type}`)}</Fact>
        <Fact label={t('form.exceptions')}>{b.exceptions.join(', ') || '—'}</Fact>
        <Fact label={t('columns.created')}>
          {`${formatDateTime(b.createdAt)} ${b.createdByName ?? ''}`.trim()}
        </Fact>
        {b.acceptedAt && <Fact label={t('detail.acceptedAt')}>{formatDateTime(b.acceptedAt)}</Fact>}
      </Facts.Root>
      <BillingTotals totals={b.totals} caption={t('detail.totals')} />
      {b.orders.length > 0 && <BillingOrders billing={b} />}
      <ActionHistory
        title={t('detail.history')}
        entries={b.history}
        actionLabel={(action) => t(`history.${action}`)}
      />
    </ScreenPage>
  );
}
