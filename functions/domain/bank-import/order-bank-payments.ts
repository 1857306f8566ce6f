import type {
  OrderBankPaymentRow,
  OrderBankPaymentsQuery,
} from '@shared/payments/order-bank-payment-schemas';
import type { OrderRecord } from '../orders/order-records';
import { NotFoundError } from '../errors';
import { envelope, type Envelope } from '../paging';
import { bankPaymentSearch } from './bank-payment-search';
import { bankPaymentRow } from './bank-payments-admin';
import type { BankPaymentRecord } from './bank-payment-record';

export interface OrderBankPaymentsPorts {
  order(guid: string): Promise<OrderRecord | undefined>;
  /** The payments matched to (or flagged naming) the order (its index of bank payments). */
  ofOrder(orderGuid: string): Promise<BankPaymentRecord[]>;
  /** Every bank payment booked within the days (inclusive; open ends allowed). */
  between(range: { from?: string; to?: string }): Promise<BankPaymentRecord[]>;
}

/** Payments an admin may still give to an order: incoming, unmatched, neither put aside nor being decided. */
const isFree = (p: BankPaymentRecord) =>
  p.orderGuid === null && p.amount > 0 && p.status !== 'discarded' && p.status !== 'pending';

const inDays = (p: BankPaymentRecord, q: OrderBankPaymentsQuery) =>
  (!q.dateFrom || p.date >= q.dateFrom) && (!q.dateTo || p.date <= q.dateTo);

/** Rank of a candidate: the order's variable symbol and amount first, then either, then the rest. */
const rank = (r: OrderBankPaymentRow) =>
  r.matched ? 0 : r.sameVariableSymbol && r.sameAmount ? 1 : r.sameVariableSymbol ? 2 : r.sameAmount ? 3 : 4;

/**
 * GET admin/registrations/{id}/bank-payments (spec §3 payment-detail bank-payment filter on the
 * order detail, §9 page 5): the bank payments matched to the order and the unmatched ones in its
 * currency it could take — those with its variable symbol or the amount it still owes first, then
 * newest first. An admin assigns one with the bank payments' match call. Reads: the order, its
 * payments index, the bank payments index over the date range; every filter before paging.
 */
export async function orderBankPayments(
  ports: OrderBankPaymentsPorts,
  orderGuid: string,
  query: OrderBankPaymentsQuery,
): Promise<Envelope<OrderBankPaymentRow>> {
  const order = await ports.order(orderGuid);
  if (!order) throw new NotFoundError();
  const [own, all] = await Promise.all([
    query.withMatch === false ? [] : ports.ofOrder(orderGuid),
    query.withMatch === true ? [] : ports.between({ from: query.dateFrom, to: query.dateTo }),
  ]);
  // What the order still owes: its price less the underpaying transfers matched to it.
  const owed =
    order.calculatedPrice - own.filter((p) => p.status === 'underpaid').reduce((sum, p) => sum + p.amount, 0);
  const matchesText = bankPaymentSearch(query.searchText);
  const candidates = all.filter((p) => isFree(p) && p.currency === order.currency);
  const rows = [...own.map((p) => ({ p, matched: true })), ...candidates.map((p) => ({ p, matched: false }))]
    .filter(
      ({ p }) =>
        inDays(p, query) &&
        (query.amountFrom === undefined || p.amount >= query.amountFrom) &&
        (query.amountTo === undefined || p.amount <= query.amountTo) &&
        matchesText(p),
    )
    .map(({ p, matched }): OrderBankPaymentRow => ({
      ...bankPaymentRow(p),
      matched,
      sameVariableSymbol: p.variableSymbol !== '' && p.variableSymbol === order.variableSymbol,
      sameAmount: p.amount === owed || p.amount === order.calculatedPrice,
    }))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
        (a.importedAt < b.importedAt ? 1 : a.importedAt > b.importedAt ? -1 : 0),
    );
  return envelope(rows, query);
}
