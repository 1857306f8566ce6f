import { CURRENCY_CODES, type CurrencyCode } from '@shared/codelists/enums';
import type {
  BillingAmount,
  BillingOrder,
  BillingValueChangeFee,
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
  /** Fees of paid priced value changes, each already in the price and the charged amount. */
  valueChangeFees: BillingValueChangeFee[];
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

const withoutZeros = (vs: string) => vs.replace(/^0+(?=\d)/, '');

/** Orders a settlement may bill anything of: paid, not removed, not named as an exception. */
function eligible(
  orders: readonly BillableOrder[],
  settings: Pick<BillingSettings, 'type' | 'exceptions'>,
): BillableOrder[] {
  if (settings.type === 'externalPayments') return [];
  const excluded = new Set(settings.exceptions.map(withoutZeros));
  return orders.filter(
    (o) => o.paid && !o.deleted && o.datePaid && !excluded.has(withoutZeros(o.variableSymbol)),
  );
}

const inPeriod = (iso: string, settings: Pick<BillingSettings, 'dateFrom' | 'dateTo'>) => {
  const day = pragueDay(iso);
  return day >= settings.dateFrom && day <= settings.dateTo;
};

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
  return eligible(orders, settings)
    .filter((o) => o.datePaid && inPeriod(o.datePaid, settings) && !alreadyBilled.has(o.guid))
    .sort((a, b) => (a.datePaid ?? '').localeCompare(b.datePaid ?? '') || a.guid.localeCompare(b.guid));
}

/**
 * The value-change fees a settlement could bill (whose guards it must read): of the eligible
 * orders, every fee paid on a Prague day up to the period's end.
 */
export function candidateFees(
  orders: readonly BillableOrder[],
  settings: Pick<BillingSettings, 'type' | 'dateTo' | 'exceptions'>,
): string[] {
  return eligible(orders, settings).flatMap((o) =>
    o.valueChangeFees.filter((f) => pragueDay(f.datePaid) <= settings.dateTo).map((f) => f.changeGuid),
  );
}

const feeSum = (fees: readonly BillingValueChangeFee[]) => fees.reduce((s, f) => s + f.amount, 0);

/**
 * The lines of a settlement. Billing a priced value change's fee exactly once (its payment may come
 * long after the order was billed): every fee is a unit of its own, guarded like an order (one
 * accepted settlement per fee, `BILLEDFEE#` beside `BILLEDORDER#`), billed by the first settlement
 * covering it:
 * - an order line (the order paid in the period, not billed yet) bills the order's price with the
 *   fees paid by the period's end and not billed yet; a fee paid later or billed already is taken
 *   out of its expected and paid amounts (the order's price and charged amount hold every fee);
 * - a fee line bills the fees paid in the period of an order that has no line here (billed before,
 *   or paid outside the period), not billed yet: the fees' sum as expected and paid, no
 *   registrations (so no second provision), no gateway fee.
 * Accepting a settlement puts the guards of its order lines' orders and of every fee it bills, so a
 * fee in two settlements is accepted in one of them only, like an order.
 */
export function settlementLines(
  orders: readonly BillableOrder[],
  settings: Pick<BillingSettings, 'type' | 'dateFrom' | 'dateTo' | 'exceptions'>,
  billedOrders: ReadonlySet<string>,
  billedFees: ReadonlySet<string>,
): { lines: BillingOrder[] } {
  const taken = billableOrders(orders, settings, billedOrders);
  const takenGuids = new Set(taken.map((o) => o.guid));
  const open = (f: BillingValueChangeFee) => !billedFees.has(f.changeGuid);
  const orderLines = taken.map((o) => {
    const included = o.valueChangeFees.filter((f) => open(f) && pragueDay(f.datePaid) <= settings.dateTo);
    const left = feeSum(o.valueChangeFees) - feeSum(included);
    const line = billingOrder(o);
    return { ...line, expected: line.expected - left, paid: line.paid - left, valueChangeFees: included };
  });
  const feeOrders = eligible(orders, settings).filter((o) => !takenGuids.has(o.guid));
  const feeLines = feeOrders.flatMap((o): BillingOrder[] => {
    const fees = o.valueChangeFees.filter((f) => open(f) && inPeriod(f.datePaid, settings));
    if (!fees.length) return [];
    const sum = feeSum(fees);
    const last = fees.map((f) => f.datePaid).sort()[fees.length - 1] ?? null;
    return [
      {
        ...billingOrder(o),
        kind: 'valueChangeFees',
        datePaid: last,
        registrations: 0,
        expected: sum,
        paid: sum,
        returned: 0,
        gatewayFee: 0,
        valueChangeFees: fees,
      },
    ];
  });
  const lines = [...orderLines, ...feeLines].sort(
    (a, b) => (a.datePaid ?? '').localeCompare(b.datePaid ?? '') || a.orderId.localeCompare(b.orderId),
  );
  return { lines };
}

/** What one order brings into the settlement (its whole price; see `settlementLines` for fees). */
export function billingOrder(o: BillableOrder): BillingOrder {
  return {
    kind: 'order',
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
    valueChangeFees: o.valueChangeFees,
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
      // A line of fees alone is not another order (its order is counted where it was billed).
      orders: mine.filter((o) => o.kind === 'order').length,
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
