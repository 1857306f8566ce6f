import type { Locale } from '@shared/codelists/enums';
import { formatPragueDateTime } from '@shared/prague-time';
import type { BillingDetail } from '@shared/payments/billing-schemas';
import type { Cell, ExportTable } from '../orders/start-list-table';

const TEXTS = {
  cs: {
    title: 'Vyúčtování',
    totals: [
      'Měna',
      'Objednávky',
      'Registrace',
      'Očekáváno',
      'Zaplaceno',
      'Vráceno',
      'Poplatky platební brány',
      'Provize',
      'DPH z provize',
      'Externí platby',
      'Mimo systém',
      'Celkem k výplatě',
    ],
    orders: [
      'Variabilní symbol',
      'Registrující',
      'E-mail',
      'Série',
      'Způsob platby',
      'Měna',
      'Registrace',
      'Očekáváno',
      'Zaplaceno',
      'Vráceno',
      'Poplatek brány',
      'Vytvořeno',
      'Zaplaceno dne',
      'Z toho poplatky za změny údajů',
    ],
    card: 'kartou',
    transfer: 'převodem',
  },
  en: {
    title: 'Billing',
    totals: [
      'Currency',
      'Orders',
      'Registrations',
      'Expected',
      'Paid',
      'Returned',
      'Payment gateway fees',
      'Provision',
      'Tax on provision',
      'External payments',
      'Outside',
      'Summary',
    ],
    orders: [
      'Variable symbol',
      'Registrator',
      'E-mail',
      'Series',
      'Payment method',
      'Currency',
      'Registrations',
      'Expected',
      'Paid',
      'Returned',
      'Gateway fee',
      'Created',
      'Paid on',
      'Of which value change fees',
    ],
    card: 'card',
    transfer: 'bank transfer',
  },
} as const;

/** Minor units as a decimal number of major units (Excel sums it; 12345 → 123.45). */
const major = (minor: number): number => minor / 100;

/**
 * A settlement for accounting: one table, the totals per currency first, an empty row, then its
 * orders. Amounts in major units (crowns) as numbers; dates in Prague time.
 */
export function billingTable(billing: BillingDetail, locale: Locale): ExportTable {
  const t = TEXTS[locale];
  const width = Math.max(t.totals.length, t.orders.length);
  const pad = (row: Cell[]): Cell[] => [...row, ...Array<Cell>(width - row.length).fill(null)];
  const rows: Cell[][] = [
    ...billing.totals.map((x) =>
      pad([
        x.currency,
        x.orders,
        x.registrations,
        major(x.expected),
        major(x.paid),
        major(x.returned),
        major(x.gatewayFees),
        major(x.provision),
        major(x.tax),
        major(x.external),
        major(x.outside),
        major(x.summary),
      ]),
    ),
    pad([]),
    pad([...t.orders]),
    ...billing.orders.map((o) =>
      pad([
        o.variableSymbol,
        o.registratorName,
        o.email,
        o.seriesName,
        o.paymentMethod === 1 ? t.card : t.transfer,
        o.currency,
        o.registrations,
        major(o.expected),
        major(o.paid),
        major(o.returned),
        major(o.gatewayFee),
        formatPragueDateTime(o.dateCreated),
        o.datePaid ? formatPragueDateTime(o.datePaid) : null,
        major(o.valueChangeFees.reduce((sum, f) => sum + f.amount, 0)),
      ]),
    ),
  ];
  return {
    title: `${t.title} ${billing.id} ${billing.organizerName}`,
    headers: [...t.totals, ...Array<string>(width - t.totals.length).fill('')],
    rows,
  };
}
