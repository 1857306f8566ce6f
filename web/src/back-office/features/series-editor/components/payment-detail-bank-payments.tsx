import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE } from '@shared/payments/payment-detail-bank-payment-schemas';
import { api } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import {
  BankPaymentLink,
  BankPaymentList,
  bankPaymentColumns,
  type BankPaymentListText,
  type DataListColumn,
} from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

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
  const text = (key: BankPaymentListText) =>
    t(
      `paymentDetails.bank.${key === 'matchedOnly' ? 'matched' : key === 'unmatchedOnly' ? 'unmatched' : key}`,
    );
  const columns = useMemo<DataListColumn<BankPaymentRow>[]>(
    () => [
      ...bankPaymentColumns<BankPaymentRow>(
        (key) => t(`paymentDetails.bank.${key}`),
        money,
        'originAccountName',
      ),
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
    <BankPaymentList
      text={text}
      listId="payment-detail-bank-payments"
      queryKey={['back-office', 'payment-detail-bank-payments', paymentDetailId]}
      fetchPage={(query, signal) =>
        api.call(
          adminSeriesRoutes.paymentDetailBankPayments,
          { params: { id: paymentDetailId }, query: { seriesGuid: seriesId, ...query } },
          { signal },
        )
      }
      pageSize={PAYMENT_DETAIL_BANK_PAYMENTS_PAGE_SIZE}
      columns={columns}
      headingLevel="h3"
      ruled
      rowActions={(p) => (
        <BankPaymentLink
          id={p.id}
          label={t('paymentDetails.bank.open', { date: formatDate(p.date), vs: p.variableSymbol })}
        >
          {t('paymentDetails.bank.openShort')}
        </BankPaymentLink>
      )}
    />
  );
}
