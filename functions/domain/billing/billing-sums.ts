import { CURRENCY_CODES, type CurrencyCode } from '@shared/codelists/enums';
import type {
  BillingAmount,
  BillingOrder,
  BillingProvision,
  BillingTotals,
  BillingType,
} from '@shared/payments/billing-schemas';
import { pragueDay } from '../series-editor/series-dates';

/** What a settlement needs of an order (read from `ORDER#`, amounts in minor units). */
export interface BillableOrder {
  guid: string;
  variableSymbol: string;
  seriesGuid: string;
  seriesName: string;
  eventGuids: string[];
  subEventGuids: string[];
  categoryGuids: string[];
  waveGuids: string[];
  registratorName: string;
  email: string;
  currency: CurrencyCode;
  paymentMethod: number;
  paid: boolean;
  deleted: boolean;
  dateCreated: string;
  datePaid: string | null;
  calculatedPrice: number;
  /** What the gateway charged (card import) or null: then the price counts as paid. */
  chargedAmount: number | null;
  /** Money given back to the runner (the order's returned amount, ≥ 0). */
  cancelledAmount: number;
  /** The card gateway's fee from the card payment import (null before it ran). */
  gatewayFee: number | null;
  itemCount: number;
}

export interface BillingSettings {
  type: BillingType;
  dateFrom: string;
  dateTo: string;
  exceptions: readonly string[];
  provisions: readonly BillingProvision[];
  external: readonly BillingAmount[];
  outside: readonly BillingAmount[];
}

/**
 * The orders a settlement takes: paid, not removed, paid on a Prague day within the period, not
 * named as an exception and not in an accepted settlement already. A settlement of external
 * payments takes no orders (it settles the entered amounts only).
 */
export function billableOrders(
  orders: readonly BillableOrder[],
  settings: Pick<BillingSettings, 'type' | 'dateFrom' | 'dateTo' | 'exceptions'>,
  alreadyBilled: ReadonlySet<string>,
): BillableOrder[] {
  if (settings.type === 'externalPayments') return [];
  const excluded = new Set(settings.exceptions.map((vs) => vs.replace(/^0+(?=\d)/, '')));
  return orders
    .filter((o) => {
      if (!o.paid || o.deleted || !o.datePaid) return false;
      const day = pragueDay(o.datePaid);
      if (day < settings.dateFrom || day > settings.dateTo) return false;
      if (excluded.has(o.variableSymbol.replace(/^0+(?=\d)/, ''))) return false;
      return !alreadyBilled.has(o.guid);
    })
    .sort((a, b) => (a.datePaid ?? '').localeCompare(b.datePaid ?? '') || a.guid.localeCompare(b.guid));
}

/** What one order brings into the settlement. */
export function billingOrder(o: BillableOrder): BillingOrder {
  return {
    orderId: o.guid,
    variableSymbol: o.variableSymbol,
    registratorName: o.registratorName,
    email: o.email,
    seriesName: o.seriesName,
    paymentMethod: o.paymentMethod,
    currency: o.currency,
    dateCreated: o.dateCreated,
    datePaid: o.datePaid,
    registrations: o.itemCount,
    expected: o.calculatedPrice,
    paid: o.chargedAmount ?? o.calculatedPrice,
    returned: -o.cancelledAmount,
    gatewayFee: o.gatewayFee ?? 0,
  };
}

/** Tax of a provision: rate in percent, rounded half up to the minor unit. */
export const taxOf = (provision: number, taxRate: number): number =>
  Math.round((provision * Math.round(taxRate * 100)) / 10_000);

const sumOf = (lines: readonly BillingAmount[], currency: CurrencyCode) =>
  lines.filter((l) => l.currency === currency).reduce((s, l) => s + l.amount, 0);

/**
 * Spec §9: summary = paid − (gateway fees + provision + tax + outside) + returned + external,
 * per currency. `returned` is negative (money given back to runners), so adding it lowers the
 * summary. The provision is per paid registration for a settlement of orders and a single amount
 * for a settlement of external payments.
 */
export function billingTotals(orders: readonly BillingOrder[], settings: BillingSettings): BillingTotals[] {
  const used = new Set<CurrencyCode>([
    ...orders.map((o) => o.currency),
    ...settings.provisions.filter((p) => p.amount > 0).map((p) => p.currency),
    ...settings.external.map((l) => l.currency),
    ...settings.outside.map((l) => l.currency),
  ]);
  return CURRENCY_CODES.filter((c) => used.has(c)).map((currency) => {
    const mine = orders.filter((o) => o.currency === currency);
    const registrations = mine.reduce((s, o) => s + o.registrations, 0);
    const expected = mine.reduce((s, o) => s + o.expected, 0);
    const paid = mine.reduce((s, o) => s + o.paid, 0);
    const returned = mine.reduce((s, o) => s + o.returned, 0);
    const gatewayFees = mine.reduce((s, o) => s + o.gatewayFee, 0);
    const setting = settings.provisions.find((p) => p.currency === currency);
    const provision = setting ? setting.amount * (settings.type === 'orders' ? registrations : 1) : 0;
    const tax = setting ? taxOf(provision, setting.taxRate) : 0;
    const external = sumOf(settings.external, currency);
    const outside = sumOf(settings.outside, currency);
    return {
      currency,
      orders: mine.length,
      registrations,
      expected,
      paid,
      returned,
      gatewayFees,
      provision,
      tax,
      external,
      outside,
      summary: paid - (gatewayFees + provision + tax + outside) + returned + external,
    };
  });
}
