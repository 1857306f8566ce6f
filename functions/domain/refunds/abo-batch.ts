import { parseCzechAccount, type CzechAccount } from '@shared/payments/czech-account';

/**
 * A domestic payment order batch in the ABO format (the "ABO/KPC" file Czech banks' internet banking
 * imports for bulk payments: KB, ČSOB, Fio, Raiffeisenbank, …). Fixed records, CRLF line ends,
 * ASCII only (every bank reads it; diacritics are folded):
 *
 *   UHL1 DDMMYY name(20) client number(10) 001 999 fixed code(6) secret code(6)   file header
 *   1 1501 DDDNNN BBBB            accounting file: type 1501 = payment orders, file number
 *                                 (day of month ×1000 + sequence), debtor's bank code
 *   2 ACCOUNT TOTAL DDMMYY        group: debtor's account ([prefix-]number), total in hellers
 *                                 (14 digits), due date
 *   ACCOUNT AMOUNT VS BBBBKKKK SS AV:message     one item per payment: creditor's account, amount in
 *                                 hellers, variable symbol, creditor's bank code + constant symbol,
 *                                 specific symbol, message for the payee
 *   3 +                           end of group
 *   5 +                           end of accounting file
 *
 * Source: the banks' published descriptions of the ABO format for domestic orders (the same layout
 * the common open-source ABO generators write). Banks differ in small details (the client number,
 * the codes of the UHL1 line, the length of the AV message): check the file against your bank's
 * import description before the first real use (docs/refunds.md).
 */

export interface AboPayment {
  /** Creditor's account `[prefix-]number/bank`. */
  account: string;
  amountMinor: number;
  variableSymbol: string;
  message: string;
}

export interface AboBatch {
  /** The organiser (debtor) name: the UHL1 line's client name. */
  clientName: string;
  /** Debtor's account `[prefix-]number/bank`. */
  debitAccount: string;
  /** Calendar day the bank pays them, YYYY-MM-DD. */
  dueDate: string;
  /** Day the file is made, YYYY-MM-DD (Prague). */
  createdOn: string;
  payments: AboPayment[];
}

export class AboBatchError extends Error {
  constructor(readonly code: 'abo.invalidDebitAccount' | 'abo.invalidAccount' | 'abo.empty') {
    super(code);
    this.name = 'AboBatchError';
  }
}

const ddmmyy = (isoDay: string) => `${isoDay.slice(8, 10)}${isoDay.slice(5, 7)}${isoDay.slice(2, 4)}`;

/** Folds to printable ASCII (ABO is read as ASCII or windows-1250, depending on the bank). */
export function aboText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const accountText = (a: CzechAccount) => `${a.prefix ? `${a.prefix}-` : ''}${a.number}`;

function parsed(input: string, code: 'abo.invalidDebitAccount' | 'abo.invalidAccount'): CzechAccount {
  const result = parseCzechAccount(input);
  if (!result.ok) throw new AboBatchError(code);
  return result.account;
}

export function buildAboBatch(batch: AboBatch): string {
  if (!batch.payments.length) throw new AboBatchError('abo.empty');
  const debit = parsed(batch.debitAccount, 'abo.invalidDebitAccount');
  const items = batch.payments.map((p) => {
    const credit = parsed(p.account, 'abo.invalidAccount');
    const vs = p.variableSymbol.replace(/\D/g, '').slice(0, 10) || '0';
    const message = aboText(p.message, 35);
    return `${accountText(credit)} ${p.amountMinor} ${vs} ${credit.bankCode}0000 0${message ? ` AV:${message}` : ''}`;
  });
  const total = batch.payments.reduce((s, p) => s + p.amountMinor, 0);
  const fileNumber = `${batch.createdOn.slice(8, 10).padStart(3, '0')}001`;
  const lines = [
    `UHL1${ddmmyy(batch.createdOn)}${aboText(batch.clientName, 20).padEnd(20, ' ')}${'0'.repeat(10)}001999${'0'.repeat(6)}${'0'.repeat(6)}`,
    `1 1501 ${fileNumber} ${debit.bankCode}`,
    `2 ${accountText(debit)} ${String(total).padStart(14, '0')} ${ddmmyy(batch.dueDate)}`,
    ...items,
    '3 +',
    '5 +',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
