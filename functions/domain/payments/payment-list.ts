import { PaymentMethod, PaymentStatus } from '@shared/codelists/enums';
import type {
  PaymentListBody,
  PaymentListFilter,
  PaymentRow,
  PaymentStatusCode,
} from '@shared/payments/payment-list-schemas';
import type { Access } from '../access/access';
import type { BankPaymentRecord } from '../bank-import/bank-payment-record';
import type { OrderListBasis } from '../orders/order-list-basis';
import { orderListColumns, type OrderRecord } from '../orders/order-records';
import { envelope, type Envelope } from '../paging';
import { fold } from '@shared/text/search-text';

/**
 * POST admin/payments (spec §2 payments tab, §3 filters, §4 payment status): the orders money
 * arrived for, one row per order, newest payment first.
 *
 * - a paid order: Paid, or Overpaid when the bank payment that paid it brought more (its refund);
 *   a card payment counts what the gateway charged;
 * - an unpaid order with partial bank payments matched to it: Underpaid, what arrived = price − what
 *   the last partial payment left to pay.
 *
 * Reads: each permitted series partition of the orders index up to `dateTo` (money arrives after the
 * order was placed, so nothing newer can match), projected; the bank payments index over the date
 * range (partial payments); the bank payments that paid the listed orders by key. Every filter is
 * decided before paging, so pages and totals are exact.
 */

/** The order fields the list needs (one projected row per order). */
export type PaymentCandidate = OrderListBasis &
  Pick<
    OrderRecord,
    'paid' | 'datePaid' | 'cancelled' | 'deleted' | 'providerCommandId' | 'chargedAmount' | 'bankPaymentGuid'
  >;

export interface PaymentListPorts {
  allSeriesGuids(): Promise<string[]>;
  /** Orders of one series placed on or before the day (inclusive; open end allowed). */
  ordersOfSeriesUntil(seriesGuid: string, to?: string): Promise<PaymentCandidate[]>;
  /** Bank payments booked within the days (inclusive, open ends allowed). */
  bankPaymentsBetween(range: { from?: string; to?: string }): Promise<BankPaymentRecord[]>;
  /** Stored bank payments by guid. */
  bankPaymentsByGuid(guids: string[]): Promise<Map<string, BankPaymentRecord>>;
}

const inRange = (day: string, f: PaymentListFilter) =>
  (!f.dateFrom || day >= f.dateFrom) && (!f.dateTo || day <= f.dateTo);

function orderMatches(o: PaymentCandidate, f: PaymentListFilter): boolean {
  if (f.seriesEventId && !(o.eventGuids ?? []).includes(f.seriesEventId)) return false;
  if (f.seriesSubEventId && !(o.subEventGuids ?? []).includes(f.seriesSubEventId)) return false;
  if (f.seriesCategoryId && !(o.categoryGuids ?? []).includes(f.seriesCategoryId)) return false;
  if (f.seriesWaveId && !(o.waveGuids ?? []).includes(f.seriesWaveId)) return false;
  if (f.variableSymbol && o.variableSymbol !== f.variableSymbol) return false;
  if (f.paymentMethod && o.paymentMethod !== f.paymentMethod) return false;
  if (f.searchText) {
    const r = o.registrator;
    const haystack = fold(
      [o.variableSymbol, r.firstName, r.lastName, `${r.firstName} ${r.lastName}`, r.email].join('\n'),
    );
    if (!haystack.includes(fold(f.searchText))) return false;
  }
  return true;
}

/** The row of a paid order (its bank payment, when one paid it, is in `bank`). */
export function paidRow(o: PaymentCandidate, bank: BankPaymentRecord | undefined): PaymentRow {
  const refund = bank?.status === 'overpaid' ? (bank.refund ?? 0) : 0;
  const received =
    o.paymentMethod === PaymentMethod.CARD && o.chargedAmount !== null && o.chargedAmount !== undefined
      ? o.chargedAmount
      : o.calculatedPrice + refund;
  const status: PaymentStatusCode =
    received > o.calculatedPrice ? PaymentStatus.OVERPAID : PaymentStatus.PAID;
  return row(o, {
    receivedAmount: received,
    paymentStatus: status,
    paymentDate: o.datePaid ?? '',
    bankPaymentId: o.bankPaymentGuid ?? null,
  });
}

/** The row of an unpaid order with partial bank payments (`last`: the newest of them). */
export function underpaidRow(o: PaymentCandidate, last: BankPaymentRecord): PaymentRow {
  return row(o, {
    receivedAmount: Math.max(0, o.calculatedPrice - (last.remaining ?? o.calculatedPrice)),
    paymentStatus: PaymentStatus.UNDERPAID,
    paymentDate: last.date,
    bankPaymentId: last.guid,
  });
}

function row(
  o: PaymentCandidate,
  money: Pick<PaymentRow, 'receivedAmount' | 'paymentStatus' | 'paymentDate' | 'bankPaymentId'>,
): PaymentRow {
  return {
    ...orderListColumns(o),
    providerCommandId: o.providerCommandId ?? null,
    cancelled: Boolean(o.cancelled),
    deleted: Boolean(o.deleted),
    ...money,
  };
}

/** Every payment row the filter admits, newest payment first (the list before paging). */
export async function matchingPayments(
  ports: PaymentListPorts,
  access: Access,
  filter: PaymentListFilter,
): Promise<PaymentRow[]> {
  // The route is admin-only; an event manager's access (should the route ever admit one) names his series.
  const series = access.all
    ? filter.seriesId
      ? [filter.seriesId]
      : await ports.allSeriesGuids()
    : access.seriesGuids.filter((g) => !filter.seriesId || g === filter.seriesId);
  const wantsUnderpaid = !filter.paymentStatus || filter.paymentStatus === PaymentStatus.UNDERPAID;
  const [orders, partial] = await Promise.all([
    Promise.all(series.map((s) => ports.ordersOfSeriesUntil(s, filter.dateTo))).then((c) => c.flat()),
    wantsUnderpaid
      ? ports.bankPaymentsBetween({ from: filter.dateFrom, to: filter.dateTo })
      : Promise.resolve([]),
  ]);
  const candidates = orders.filter((o) => orderMatches(o, filter));

  const paid = candidates.filter((o) => o.paid && o.datePaid && inRange(o.datePaid.slice(0, 10), filter));
  const byBank = await ports.bankPaymentsByGuid([
    ...new Set(paid.flatMap((o) => (o.bankPaymentGuid ? [o.bankPaymentGuid] : []))),
  ]);
  const rows = paid.map((o) => paidRow(o, o.bankPaymentGuid ? byBank.get(o.bankPaymentGuid) : undefined));

  // The newest partial payment of each unpaid order (it names what is still left).
  const lastPartial = new Map<string, BankPaymentRecord>();
  for (const p of partial) {
    if (p.status !== 'underpaid' || !p.orderGuid) continue;
    const seen = lastPartial.get(p.orderGuid);
    if (!seen || p.date > seen.date || (p.date === seen.date && (p.remaining ?? 0) < (seen.remaining ?? 0)))
      lastPartial.set(p.orderGuid, p);
  }
  for (const o of candidates) {
    const last = !o.paid ? lastPartial.get(o.guid) : undefined;
    if (last) rows.push(underpaidRow(o, last));
  }

  return rows
    .filter((r) => !filter.paymentStatus || r.paymentStatus === filter.paymentStatus)
    .sort((a, b) =>
      a.paymentDate < b.paymentDate ? 1 : a.paymentDate > b.paymentDate ? -1 : a.id < b.id ? 1 : -1,
    );
}

/** POST admin/payments: one page of the payments list. */
export async function listPayments(
  ports: PaymentListPorts,
  access: Access,
  body: PaymentListBody,
): Promise<Envelope<PaymentRow>> {
  return envelope(await matchingPayments(ports, access, body.filter), body);
}
