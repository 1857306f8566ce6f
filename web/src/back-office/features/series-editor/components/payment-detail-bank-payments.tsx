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
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE } from '@shared/payments/payment-detail-bank-payment-schemas';
import { api } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import { DataList, DateInput, listQueryProps, type DataListColumn } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

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

function queryOf(seriesGuid: string, f: Filter, page: number) {
  return {
    seriesGuid,
    ...(f.searchText.trim() ? { searchText: f.searchText.trim() } : {}),
    ...(f.dateFrom ? { dateFrom: f.dateFrom } : {}),
    ...(f.dateTo ? { dateTo: f.dateTo } : {}),
    ...(minor(f.amountFrom) !== undefined ? { amountFrom: minor(f.amountFrom) } : {}),
    ...(minor(f.amountTo) !== undefined ? { amountTo: minor(f.amountTo) } : {}),
    ...(f.withMatch ? { withMatch: f.withMatch } : {}),
    take: PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE,
    skip: page * PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE,
  } as const;
}

/**
 * The bank payments of one payment detail (spec §3 payment-detail filter, §9 page 5; admins): the
 * payments matched to orders given this account and the unmatched ones in its currency, each
 * linking to its detail on the bank payments screen (where it can be matched by hand).
 */
export function PaymentDetailBankPayments({
  seriesId,
  paymentDetailId,
}: {
  seriesId: string;
  paymentDetailId: string;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const money = useMoney();
  const headingId = useId();
  const [draft, setDraft] = useState<Filter>(EMPTY);
  const [applied, setApplied] = useState<Filter>(EMPTY);
  const [page, setPage] = useState(0);
  const list = useQuery({
    queryKey: ['back-office', 'payment-detail-bank-payments', paymentDetailId, applied, page],
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.paymentDetailBankPayments,
        { params: { id: paymentDetailId }, query: queryOf(seriesId, applied, page) },
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
  const field = (key: keyof Filter) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const columns = useMemo<DataListColumn<BankPaymentRow>[]>(
    () => [
      { id: 'date', header: t('paymentDetails.bank.date'), cell: (p) => formatDate(p.date), rowHeader: true },
      {
        id: 'amount',
        header: t('paymentDetails.bank.amount'),
        cell: (p) => money(p.amount, p.currency as CurrencyCode),
        align: 'end',
      },
      {
        id: 'variableSymbol',
        header: t('paymentDetails.bank.variableSymbol'),
        cell: (p) => p.variableSymbol,
      },
      { id: 'originAccountName', header: t('paymentDetails.bank.from'), cell: (p) => p.originAccountName },
      {
        id: 'match',
        header: t('paymentDetails.bank.match'),
        cell: (p) =>
          p.orderId ? (
            <Badge colorPalette="green">{t('paymentDetails.bank.matched')}</Badge>
          ) : (
            <Badge colorPalette="orange">{t('paymentDetails.bank.unmatched')}</Badge>
          ),
      },
    ],
    [t, money],
  );
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="4">
      <Stack gap="3">
        <Heading as="h3" size="sm" id={headingId}>
          {t('paymentDetails.bank.heading')}
        </Heading>
        <form
          aria-label={t('paymentDetails.bank.filter')}
          onSubmit={(e) => {
            e.preventDefault();
            setApplied(draft);
            setPage(0);
          }}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <label>
              {t('paymentDetails.bank.searchText')}
              <Input size="sm" {...field('searchText')} />
            </label>
            <label>
              {t('paymentDetails.bank.dateFrom')}
              <DateInput value={draft.dateFrom} onChange={(v) => setDraft((d) => ({ ...d, dateFrom: v }))} />
            </label>
            <label>
              {t('paymentDetails.bank.dateTo')}
              <DateInput value={draft.dateTo} onChange={(v) => setDraft((d) => ({ ...d, dateTo: v }))} />
            </label>
            <label>
              {t('paymentDetails.bank.amountFrom')}
              <Input size="sm" inputMode="decimal" {...field('amountFrom')} />
            </label>
            <label>
              {t('paymentDetails.bank.amountTo')}
              <Input size="sm" inputMode="decimal" {...field('amountTo')} />
            </label>
            <label>
              {t('paymentDetails.bank.withMatch')}
              <NativeSelect.Root size="sm" recipe={nativeSelectSlotRecipe}>
                <NativeSelect.Field {...field('withMatch')}>
                  <option value="">{t('paymentDetails.bank.both')}</option>
                  <option value="true">{t('paymentDetails.bank.matched')}</option>
                  <option value="false">{t('paymentDetails.bank.unmatched')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </label>
          </SimpleGrid>
          <HStack mt="3" gap="2">
            <Button size="sm" type="submit">
              {t('paymentDetails.bank.apply')}
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
              {t('paymentDetails.bank.clear')}
            </Button>
          </HStack>
        </form>
        <DataList
          listId="payment-detail-bank-payments"
          caption={t('paymentDetails.bank.caption')}
          columns={columns}
          {...listQueryProps(list, { sort: null, setSort: () => undefined, setPage })}
          getRowId={(p) => p.id}
          emptyText={t('paymentDetails.bank.empty')}
          rowActions={(p) => (
            <Button asChild size="xs" variant="outline">
              <RouterLink
                to={`/admin/payments/bank-payments/${p.id}`}
                aria-label={t('paymentDetails.bank.open', { date: formatDate(p.date), vs: p.variableSymbol })}
              >
                {t('paymentDetails.bank.openShort')}
              </RouterLink>
            </Button>
          )}
        />
      </Stack>
    </Box>
  );
}
