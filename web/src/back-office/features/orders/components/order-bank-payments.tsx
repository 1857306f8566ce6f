import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
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
import { DataList, DateInput, listQueryProps, useConfirm, type DataListColumn } from '../../../kit';
import { orderKeys } from '../api/order-queries';
import { ORDERS_NS } from '../orders-namespace';

interface Filter {
  searchText: string;
  dateFrom: string;
  dateTo: string;
  amountFrom: string;
  amountTo: string;
  withMatch: '' | 'true' | 'false';
}
const EMPTY: Filter = {
  searchText: '',
  dateFrom: '',
  dateTo: '',
  amountFrom: '',
  amountTo: '',
  withMatch: '',
};

/** Crowns typed by the admin → minor units (empty or unreadable: no bound). */
const minor = (crowns: string) => {
  const n = Number(crowns.replace(/\s/g, '').replace(',', '.'));
  return crowns.trim() && Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : undefined;
};

function queryOf(f: Filter, page: number) {
  const amountFrom = minor(f.amountFrom);
  const amountTo = minor(f.amountTo);
  return {
    ...(f.searchText.trim() ? { searchText: f.searchText.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
    ...(amountFrom !== undefined ? { amountFrom } : {}),
    ...(amountTo !== undefined ? { amountTo } : {}),
    ...(f.withMatch ? { withMatch: f.withMatch } : {}),
    take: ORDER_BANK_PAYMENTS_PAGE_SIZE,
    skip: page * ORDER_BANK_PAYMENTS_PAGE_SIZE,
  } as const;
}

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
  const headingId = useId();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [applied, setApplied] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: [...bankPaymentsKey(order.id), applied, page],
    queryFn: ({ signal }) =>
      api.call(
        adminRegistrationsRoutes.orderBankPayments,
        { params: { id: order.id }, query: queryOf(applied, page) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
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
  const field = (key: keyof Filter) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const columns = useMemo<DataListColumn<OrderBankPaymentRow>[]>(
    () => [
      { id: 'date', header: t('bankPayments.date'), cell: (p) => formatDate(p.date), rowHeader: true },
      {
        id: 'amount',
        header: t('bankPayments.amount'),
        cell: (p) => money(p.amount, p.currency as CurrencyCode),
        align: 'end',
      },
      { id: 'variableSymbol', header: t('bankPayments.variableSymbol'), cell: (p) => p.variableSymbol },
      { id: 'from', header: t('bankPayments.from'), cell: (p) => p.originAccountName },
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
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="3">
        <Heading as="h2" size="lg" id={headingId}>
          {t('bankPayments.heading')}
        </Heading>
        <form
          aria-label={t('bankPayments.filter')}
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(draft);
            setPage(0);
          }}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <label>
              {t('bankPayments.searchText')}
              <Input size="sm" {...field('searchText')} />
            </label>
            <label>
              {t('bankPayments.dateFrom')}
              <DateInput value={draft.dateFrom} onChange={(v) => setDraft((d) => ({ ...d, dateFrom: v }))} />
            </label>
            <label>
              {t('bankPayments.dateTo')}
              <DateInput value={draft.dateTo} onChange={(v) => setDraft((d) => ({ ...d, dateTo: v }))} />
            </label>
            <label>
              {t('bankPayments.amountFrom')}
              <Input size="sm" inputMode="decimal" {...field('amountFrom')} />
            </label>
            <label>
              {t('bankPayments.amountTo')}
              <Input size="sm" inputMode="decimal" {...field('amountTo')} />
            </label>
            <label>
              {t('bankPayments.withMatch')}
              <NativeSelect.Root size="sm" recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field {...field('withMatch')}>
                  <option value="">{t('bankPayments.both')}</option>
                  <option value="true">{t('bankPayments.matchedOnly')}</option>
                  <option value="false">{t('bankPayments.candidatesOnly')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
          </SimpleGrid>
          <HStack mt="3" gap="2">
            <Button size="sm" type="submit">
              {t('bankPayments.apply')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft(EMPTY);
                setApplied(EMPTY);
                setPage(0);
              }}
            >
              {t('bankPayments.clear')}
            </Button>
          </HStack>
        </form>
        <DataList
          listId="order-bank-payments"
          caption={t('bankPayments.caption', { vs: order.variableSymbol })}
          columns={columns}
          {...listQueryProps(list, { sort: null, setSort: () => undefined, setPage })}
          getRowId={(p) => p.id}
          emptyText={t('bankPayments.empty')}
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
              <Button asChild size="xs" variant="outline">
                <RouterLink
                  to={`/admin/payments/bank-payments/${p.id}`}
                  aria-label={t('bankPayments.open', { date: formatDate(p.date), vs: p.variableSymbol })}
                >
                  {t('bankPayments.openShort')}
                </RouterLink>
              </Button>
            </HStack>
          )}
        />
      </Stack>
    </Box>
  );
}
