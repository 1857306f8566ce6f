import type { Locale } from '@shared/codelists/enums';
import type { BillingDetail } from '@shared/payments/billing-schemas';
import { money, type ExportFile } from '../export/export-table';

const TEXTS = {
  cs: {
    title: 'Vyúčtování',
    totalsSheet: 'Souhrn',
    ordersSheet: 'Objednávky',
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
    totalsSheet: 'Totals',
    ordersSheet: 'Orders',
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

/**
 * A settlement for accounting: the totals per currency, then its orders, each a table of its own
 * (its own sheet in the XLSX, so sorting and filtering the orders works; one after the other in
 * the CSV). Amounts are amounts (two decimals), dates instants shown in Prague time.
 */
export function billingTable(billing: BillingDetail, locale: Locale): ExportFile {
  const t = TEXTS[locale];
  return {
    title: `${t.title} ${billing.id} ${billing.organizerName}`,
    tables: [
      {
        name: t.totalsSheet,
        headers: [...t.totals],
        rows: billing.totals.map((x) => [
          x.currency,
          x.orders,
          x.registrations,
          money(x.expected),
          money(x.paid),
          money(x.returned),
          money(x.gatewayFees),
          money(x.provision),
          money(x.tax),
          money(x.external),
          money(x.outside),
          money(x.summary),
        ]),
      },
      {
        name: t.ordersSheet,
        headers: [...t.orders],
        rows: billing.orders.map((o) => [
          o.variableSymbol,
          o.registratorName,
          o.email,
          o.seriesName,
          o.paymentMethod === 1 ? t.card : t.transfer,
          o.currency,
          o.registrations,
          money(o.expected),
          money(o.paid),
          money(o.returned),
          money(o.gatewayFee),
          new Date(o.dateCreated),
          o.datePaid ? new Date(o.datePaid) : null,
          money(o.valueChangeFees.reduce((sum, f) => sum + f.amount, 0)),
        ]),
      },
    ],
  };
}
