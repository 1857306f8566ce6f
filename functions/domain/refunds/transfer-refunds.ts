import { PaymentMethod, type Locale } from '@shared/codelists/enums';
import { parseCzechAccount, formatCzechAccount } from '@shared/payments/czech-account';
import type { OrderRecord } from '../orders/order-records';
import { BusinessRuleError } from '../errors';
import { money, type ExportFile } from '../export/export-table';
import { AboBatchError, buildAboBatch } from './abo-batch';
import { refundable } from './refund-rules';

/**
 * The refund list of transfer-paid orders (issue 28 item 1): who gets how much back to which account,
 * as a CSV for the organiser and as an ABO batch their bank imports; each payment is then marked
 * refunded in the order (functions/domain/refunds/card-refunds.ts `markRefunded`). The account is the
 * one the runner paid from, as the bank statement import recorded it.
 */

export interface PayerAccount {
  originAccount: string;
  originBankCode: string;
  originAccountName: string;
  amount: number;
}

export interface TransferRefundPorts {
  orderGuidsOfEvent(eventGuid: string): Promise<string[]>;
  loadOrders(guids: readonly string[]): Promise<OrderRecord[]>;
  /** The bank payments matched to the order (the payer's account of each). */
  payerAccounts(orderGuid: string): Promise<PayerAccount[]>;
}

export interface TransferRefundRow {
  orderGuid: string;
  variableSymbol: string;
  name: string;
  email: string;
  amount: number;
  currency: string;
  /** `[prefix-]number/bank` when the statement gave a valid Czech account, else null. */
  account: string | null;
  accountName: string;
}

/** The payer's account: of the largest payment matched to the order with a valid Czech account. */
function accountOf(payments: readonly PayerAccount[]): { account: string | null; accountName: string } {
  const valid = [...payments]
    .sort((a, b) => b.amount - a.amount)
    .map((p) => ({ p, parsed: parseCzechAccount(`${p.originAccount}/${p.originBankCode}`) }))
    .find((x) => x.parsed.ok);
  if (!valid || !valid.parsed.ok) return { account: null, accountName: payments[0]?.originAccountName ?? '' };
  return { account: formatCzechAccount(valid.parsed.account), accountName: valid.p.originAccountName };
}

export async function transferRefundRows(
  ports: TransferRefundPorts,
  eventGuid: string,
): Promise<TransferRefundRow[]> {
  const orders = (await ports.loadOrders([...new Set(await ports.orderGuidsOfEvent(eventGuid))])).filter(
    (o) => o.paymentMethod === PaymentMethod.TRANSFER && !o.deleted && refundable(o) > 0,
  );
  orders.sort((a, b) => a.variableSymbol.localeCompare(b.variableSymbol));
  return Promise.all(
    orders.map(async (o) => ({
      orderGuid: o.guid,
      variableSymbol: o.variableSymbol,
      name: `${o.registrator.firstName} ${o.registrator.lastName}`.trim(),
      email: o.registrator.email,
      amount: refundable(o),
      currency: o.currency,
      ...accountOf(await ports.payerAccounts(o.guid)),
    })),
  );
}

const HEADERS: Record<Locale, string[]> = {
  cs: [
    'Variabilní symbol',
    'Jméno',
    'E-mail',
    'Částka k vrácení',
    'Měna',
    'Číslo účtu',
    'Název účtu',
    'Poznámka',
  ],
  en: [
    'Variable symbol',
    'Name',
    'E-mail',
    'Amount to refund',
    'Currency',
    'Account number',
    'Account name',
    'Note',
  ],
};
const NO_ACCOUNT: Record<Locale, string> = {
  cs: 'Účet plátce není známý: zjistěte ho od běžce.',
  en: 'The payer’s account is not known: ask the runner.',
};

export function transferRefundTable(rows: readonly TransferRefundRow[], locale: Locale): ExportFile {
  const name = locale === 'cs' ? 'Vratky převodem' : 'Transfer refunds';
  return {
    title: name,
    tables: [
      {
        name,
        headers: HEADERS[locale],
        rows: rows.map((r) => [
          r.variableSymbol,
          r.name,
          r.email,
          money(r.amount),
          r.currency,
          r.account ?? '',
          r.accountName,
          r.account ? '' : NO_ACCOUNT[locale],
        ]),
      },
    ],
  };
}

/**
 * The ABO batch of the rows it can pay: CZK refunds to a known Czech account (others stay in the
 * CSV for the organiser to pay by hand). Refuses with a message code when none is left or the
 * organiser's account is not a valid Czech account.
 */
export function transferRefundAbo(
  rows: readonly TransferRefundRow[],
  batch: { clientName: string; debitAccount: string; dueDate: string; createdOn: string },
): string {
  const payable = rows.filter((r) => r.account && r.currency === 'CZK');
  try {
    return buildAboBatch({
      ...batch,
      payments: payable.map((r) => ({
        account: r.account as string,
        amountMinor: r.amount,
        variableSymbol: r.variableSymbol,
        message: `Vraceni VS ${r.variableSymbol}`,
      })),
    });
  } catch (error) {
    if (error instanceof AboBatchError)
      throw new BusinessRuleError(
        error.code === 'abo.empty' ? 'refunds.nothingForAbo' : 'refunds.invalidDebitAccount',
        undefined,
        400,
      );
    throw error;
  }
}
