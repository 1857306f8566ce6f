import { CURRENCY_CODES } from '@shared/codelists/enums';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import type { PaymentDetailBankPaymentsQuery } from '@shared/payments/payment-detail-bank-payment-schemas';
import { bankPaymentRow } from '../bank-import/bank-payments-admin';
import { bankPaymentSearch } from '../bank-import/bank-payment-search';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import type { OrderPaymentDetail } from '../orders/order-records';
import type { PaymentDetailRecord } from '../series-editor/payment-details';
import { NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';

/**
 * GET admin/series/payment-details/{id}/bank-payments (spec §3 payment-detail bank-payment filter,
 * §9 page 5): the bank payments of one bank account of a series. A statement does not name the
 * account it came to on every row, so "of the account" means: matched to an order that was told to
 * pay to this account (the bank data the order got at checkout), or not matched to any order yet
 * and in the account's currency (what may still belong to one of its orders). `withMatch` picks one
 * side. Reads: the payment detail (GetItem), the series' orders index projected to the bank data,
 * the bank payments index over the date range; every filter before paging.
 */

export interface PaymentDetailBankPaymentsPorts {
  paymentDetail(seriesGuid: string, guid: string): Promise<PaymentDetailRecord | undefined>;
  /** The series' orders with the bank data they were given. */
  orderAccounts(
    seriesGuid: string,
  ): Promise<Array<{ guid: string; paymentDetail: OrderPaymentDetail | null }>>;
  bankPaymentsBetween(range: { from?: string; to?: string }): Promise<BankPaymentRecord[]>;
}

/** Czech account numbers compare without leading zeros of prefix and number. */
export const sameAccount = (
  a: { bankAccount: string; bankCode: string },
  b: { bankAccount: string; bankCode: string },
) => {
  const norm = (acc: string) => {
    const [prefix, number] = acc.includes('-') ? acc.split('-') : ['0', acc];
    return `${Number(prefix)}-${Number(number)}`;
  };
  return norm(a.bankAccount) === norm(b.bankAccount) && a.bankCode === b.bankCode;
};

export async function paymentDetailBankPayments(
  ports: PaymentDetailBankPaymentsPorts,
  guid: string,
  query: PaymentDetailBankPaymentsQuery,
): Promise<Envelope<BankPaymentRow>> {
  const detail = await ports.paymentDetail(query.seriesGuid, guid);
  if (!detail) throw new NotFoundError();
  const currency = CURRENCY_CODES[detail.currency - 1];
  const [orders, payments] = await Promise.all([
    ports.orderAccounts(query.seriesGuid),
    ports.bankPaymentsBetween({ from: query.dateFrom, to: query.dateTo }),
  ]);
  const ordersOfAccount = new Set(
    orders.filter((o) => o.paymentDetail && sameAccount(o.paymentDetail, detail)).map((o) => o.guid),
  );
  const matchesText = bankPaymentSearch(query.searchText);
  const rows = payments.filter((p) => {
    if (p.amount <= 0) return false;
    const matched = p.orderGuid !== null && ordersOfAccount.has(p.orderGuid);
    const unmatched = p.orderGuid === null && p.currency === currency;
    if (query.withMatch === true ? !matched : query.withMatch === false ? !unmatched : !matched && !unmatched)
      return false;
    if (query.amountFrom !== undefined && p.amount < query.amountFrom) return false;
    if (query.amountTo !== undefined && p.amount > query.amountTo) return false;
    return matchesText(p);
  });
  return envelope(rows.map(bankPaymentRow), query);
}
