import { Badge, Button, HStack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { paymentsRoutes } from '@shared/api/areas/payments';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import {
  ORDER_BANK_PAYMENTS_PAGE_SIZE,
  type OrderBankPaymentRow,
} from '@shared/payments/order-bank-payment-schemas';
import { api } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import {
  BankPaymentLink,
  BankPaymentList,
  bankPaymentColumns,
  useConfirm,
  type BankPaymentListText,
  type DataListColumn,
} from '../../../kit';
import { orderKeys } from '../api/order-queries';
import { ORDERS_NS } from '../orders-namespace';

const bankPaymentsKey = (orderId: string) => [...orderKeys.detail(orderId), 'bank-payments'] as const;

/**
 * The order detail's bank payments (spec §3 payment-detail filter, §9 page 5; admins): what is
 * matched to the order and the unmatched payments in its currency it could take, those with its
 * variable symbol or the amount it owes first. An open order takes one with "assign" (the bank
 * payments' match call: paid through the state machine with the payment e-mail, history entry).
 */
export function OrderBankPayments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ORDERS_NS);
  const money = useMoney();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const assign = useMutation({
    mutationFn: (payment: OrderBankPaymentRow) =>
      api.call(paymentsRoutes.matchBankPayment, { params: { id: payment.id }, body: { orderId: order.id } }),
    onSuccess: (payment) => {
      notify.success(t(`bankPayments.assigned.${payment.status === 'underpaid' ? 'underpaid' : 'done'}`));
    },
    onError: (error) => notify.error(errorMessage(error)),
    onSettled: () => {
      // The order (paid, history) and this list (the payment is matched now) both changed.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
  const open = !order.paid && !order.deleted && !order.cancelled;
  const cur = order.currency as CurrencyCode;
  const text = (key: BankPaymentListText) =>
    key === 'caption'
      ? t('bankPayments.caption', { vs: order.variableSymbol })
      : t(`bankPayments.${key === 'unmatchedOnly' ? 'candidatesOnly' : key}`);
  const columns = useMemo<DataListColumn<OrderBankPaymentRow>[]>(
    () => [
      ...bankPaymentColumns<OrderBankPaymentRow>((key) => t(`bankPayments.${key}`), money),
      { id: 'message', header: t('bankPayments.message'), cell: (p) => p.message },
      {
        id: 'match',
        header: t('bankPayments.match'),
        cell: (p) => (
          <HStack gap="1" wrap="wrap">
            {p.matched ? (
              <Badge colorPalette="green">{t(`bankPayments.status.${p.status}`)}</Badge>
            ) : (
              <Badge colorPalette="gray">{t('bankPayments.candidate')}</Badge>
            )}
            {!p.matched && p.sameVariableSymbol && (
              <Badge colorPalette="blue">{t('bankPayments.sameVariableSymbol')}</Badge>
            )}
            {!p.matched && p.sameAmount && <Badge colorPalette="blue">{t('bankPayments.sameAmount')}</Badge>}
          </HStack>
        ),
      },
    ],
    [t, money],
  );
  const ask = async (p: OrderBankPaymentRow) => {
    const ok = await confirm({
      title: t('bankPayments.assign.title'),
      body: t('bankPayments.assign.question', {
        amount: money(p.amount, p.currency as CurrencyCode),
        date: formatDate(p.date),
        vs: order.variableSymbol,
        price: money(order.calculatedPrice, cur),
      }),
      confirmLabel: t('bankPayments.assign.label'),
    });
    if (ok) assign.mutate(p);
  };
  return (
    <BankPaymentList
      text={text}
      listId="order-bank-payments"
      queryKey={bankPaymentsKey(order.id)}
      fetchPage={(query, signal) =>
        api.call(adminRegistrationsRoutes.orderBankPayments, { params: { id: order.id }, query }, { signal })
      }
      pageSize={ORDER_BANK_PAYMENTS_PAGE_SIZE}
      columns={columns}
      rowActions={(p) => (
        <HStack gap="2">
          {open && !p.matched && (
            <Button
              size="xs"
              loading={assign.isPending && assign.variables.id === p.id}
              disabled={assign.isPending}
              onClick={() => void ask(p)}
              aria-label={t('bankPayments.assign.aria', {
                amount: money(p.amount, p.currency as CurrencyCode),
                date: formatDate(p.date),
              })}
            >
              {t('bankPayments.assign.label')}
            </Button>
          )}
          <BankPaymentLink
            id={p.id}
            label={t('bankPayments.open', { date: formatDate(p.date), vs: p.variableSymbol })}
          >
            {t('bankPayments.openShort')}
          </BankPaymentLink>
        </HStack>
      )}
    />
  );
}
