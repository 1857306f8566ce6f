import type { BankMovement, ParsedStatement } from './bank-movement';
import { normalizeSymbol } from './statement-values';

/**
 * Fio banka's JSON statement (its API's `…/transactions.json` and `last/…/transactions.json`
 * answers): `accountStatement.transactionList.transaction[]`, each movement a set of
 * `columnN: { value, name, id } | null`. Column numbers per Fio's API documentation.
 */
const COLUMNS = {
  date: 0,
  amount: 1,
  originAccount: 2,
  originBankCode: 3,
  constantSymbol: 4,
  variableSymbol: 5,
  specificSymbol: 6,
  type: 8,
  performedBy: 9,
  originAccountName: 10,
  currency: 14,
  message: 16,
  instructionId: 17,
  movementId: 22,
  comment: 25,
  bic: 26,
} as const;

type Cell = { value?: unknown } | null | undefined;
type FioTransaction = Record<string, Cell>;

/** Whether the text is a Fio JSON statement (checked before the CSV reader). */
export function looksLikeFioJson(text: string): boolean {
  return /^\s*\{/.test(text) && text.includes('"accountStatement"');
}

/** `2026-01-05+0100` or epoch milliseconds → yyyy-mm-dd (the booking day in Prague). */
function dayOf(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    // Fio's epoch dates are midnight in Prague; the Prague calendar day is the booking day.
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(value));
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  }
  return undefined;
}

/** Fio writes amounts as numbers of crowns (`450.5`); minor units, rounded off float noise. */
function minorOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return undefined;
  const minor = Math.round(n * 100);
  return Number.isSafeInteger(minor) && Math.abs(n * 100 - minor) < 1e-6 ? minor : undefined;
}

const text = (t: FioTransaction, column: number): string => {
  const value = t[`column${column}`]?.value;
  return value === null || value === undefined ? '' : String(value).trim();
};

export function parseFioJsonStatement(json: string): ParsedStatement {
  const result: ParsedStatement = { format: 'fio-json', movements: [], unparsed: [], missingColumns: [] };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    result.unparsed.push({ line: 1, reason: (error as Error).message });
    return result;
  }
  const list = (data as { accountStatement?: { transactionList?: { transaction?: unknown } } })
    .accountStatement?.transactionList?.transaction;
  if (!Array.isArray(list)) return result;
  list.forEach((raw, i) => {
    const line = i + 1;
    const t = (raw ?? {}) as FioTransaction;
    const date = dayOf(t[`column${COLUMNS.date}`]?.value);
    const amount = minorOf(t[`column${COLUMNS.amount}`]?.value);
    if (!date) return result.unparsed.push({ line, reason: `date: ${text(t, COLUMNS.date) || '(empty)'}` });
    if (amount === undefined)
      return result.unparsed.push({ line, reason: `amount: ${text(t, COLUMNS.amount) || '(empty)'}` });
    const movementId = text(t, COLUMNS.movementId);
    if (!movementId) return result.unparsed.push({ line, reason: 'movement id: (empty)' });
    const movement: BankMovement = {
      movementId,
      date,
      amount,
      currency: text(t, COLUMNS.currency).toUpperCase(),
      originAccount: text(t, COLUMNS.originAccount),
      originAccountName: text(t, COLUMNS.originAccountName),
      originBankCode: text(t, COLUMNS.originBankCode),
      constantSymbol: normalizeSymbol(text(t, COLUMNS.constantSymbol)),
      variableSymbol: normalizeSymbol(text(t, COLUMNS.variableSymbol)),
      specificSymbol: normalizeSymbol(text(t, COLUMNS.specificSymbol)),
      bic: text(t, COLUMNS.bic),
      message: text(t, COLUMNS.message),
      type: text(t, COLUMNS.type),
      performedBy: text(t, COLUMNS.performedBy),
      comment: text(t, COLUMNS.comment),
      instructionId: text(t, COLUMNS.instructionId),
    };
    result.movements.push({ line, movement });
  });
  return result;
}
