import type { Locale } from '@shared/codelists/enums';
import type { OrderExportBody } from '@shared/orders/admin-order-schemas';
import type { Access } from '../access/access';
import type { OrderListEntry, OrderListPorts } from './admin-order-ports';
import { matchingOrders } from './admin-orders';
import { money, type ExportTable } from '../export/export-table';

const TEXTS = {
  cs: {
    title: 'Objednávky',
    headers: [
      'Variabilní symbol',
      'Vytvořeno',
      'Jméno',
      'Příjmení',
      'E-mail',
      'Počet registrací',
      'Cena',
      'Měna',
      'Platba',
      'Zaplaceno',
      'Stav',
    ],
    card: 'kartou',
    transfer: 'převodem',
    states: { active: 'platná', expired: 'propadlá', cancelled: 'zrušená', deleted: 'smazaná' },
  },
  en: {
    title: 'Orders',
    headers: [
      'Variable symbol',
      'Created',
      'First name',
      'Last name',
      'E-mail',
      'Registrations',
      'Price',
      'Currency',
      'Payment',
      'Paid on',
      'State',
    ],
    card: 'card',
    transfer: 'bank transfer',
    states: { active: 'active', expired: 'expired', cancelled: 'cancelled', deleted: 'removed' },
  },
} as const;

const state = (o: OrderListEntry) =>
  o.deleted ? 'deleted' : o.cancelled ? 'cancelled' : o.expired ? 'expired' : 'active';

/**
 * The caller's filtered orders (every page) as a table for the XLSX export of the event manager's
 * registrations: one row per order (not per registration: its registrations are counted), prices
 * as amounts, times as instants (Prague time in the file).
 */
export async function ordersExportTable(
  ports: Pick<OrderListPorts, 'ordersOfSeries' | 'allSeriesGuids' | 'listIndex'>,
  access: Access,
  body: OrderExportBody,
  locale: Locale,
): Promise<ExportTable> {
  const texts = TEXTS[locale] ?? TEXTS.cs;
  const orders = await matchingOrders(ports, access, body.filter);
  return {
    name: texts.title,
    headers: [...texts.headers],
    rows: orders.map((o) => [
      o.variableSymbol,
      new Date(o.dateCreated),
      o.registrator.firstName,
      o.registrator.lastName,
      o.registrator.email,
      o.itemCount,
      money(o.calculatedPrice),
      o.currency,
      o.paymentMethod === 1 ? texts.card : texts.transfer,
      o.paid && o.datePaid ? new Date(o.datePaid) : null,
      texts.states[state(o)],
    ]),
  };
}
