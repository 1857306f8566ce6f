import { parse } from 'csv-parse/sync';
import { CURRENCY_CODES, type CurrencyCode } from '@shared/codelists/enums';
import { decodeStatement } from '../bank-import/decode-statement';
import { normalizeSymbol, parseAmount, parseDay } from '../bank-import/statement-values';

/**
 * The card gateway's settlement export (GP webpay "přehled transakcí" / "vyúčtování" as CSV) read
 * by the card payment import. One header line (found by its content), then one payment per line;
 * `;` or `,` separated, UTF-8 or windows-1250, decimal comma or point. Columns by header name,
 * compared without accents, case or spaces:
 *
 * | column       | headers                                                         | required |
 * |--------------|-----------------------------------------------------------------|----------|
 * | orderNumber  | ORDERNUMBER, Číslo objednávky, Order number                     | one of   |
 * | merOrderNum  | MERORDERNUM, Číslo obchodníka, VS, Variabilní symbol            | these    |
 * | amount       | AMOUNT, Částka, Amount (what the gateway charged, major units)  | yes      |
 * | fee          | FEE, Poplatek, Fee, Provize (the gateway's fee, major units)    | yes      |
 * | currency     | CURRENCY, Měna, Currency (CZK/EUR/USD or 203/978/840)           | no (CZK) |
 * | date         | DATE, Datum, Date                                               | no       |
 *
 * ORDERNUMBER is the gateway's order number of the payment (the order's provider command id),
 * MERORDERNUM the merchant's number sent with it (our variable symbol).
 */
export type CardColumn = 'orderNumber' | 'merOrderNum' | 'amount' | 'fee' | 'currency' | 'date';

const HEADER_ALIASES: Record<CardColumn, string[]> = {
  orderNumber: ['ORDERNUMBER', 'Číslo objednávky', 'Order number', 'orderNumber', 'command id'],
  merOrderNum: ['MERORDERNUM', 'Číslo obchodníka', 'VS', 'Variabilní symbol', 'variableSymbol'],
  amount: ['AMOUNT', 'Částka', 'Amount', 'Zaúčtovaná částka', 'charged'],
  fee: ['FEE', 'Poplatek', 'Fee', 'Provize', 'Poplatek brány'],
  currency: ['CURRENCY', 'Měna', 'Currency'],
  date: ['DATE', 'Datum', 'Date', 'Datum transakce'],
};

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/["\s_.-]+/g, '')
    .toLowerCase();

const COLUMN_BY_HEADER = new Map<string, CardColumn>(
  (Object.entries(HEADER_ALIASES) as Array<[CardColumn, string[]]>).flatMap(([column, names]) =>
    names.map((name) => [fold(name), column] as const),
  ),
);

const NUMERIC_CURRENCY: Record<string, CurrencyCode> = { '203': 'CZK', '978': 'EUR', '840': 'USD' };

export interface CardSettlementRow {
  /** 1-based line of the file. */
  line: number;
  orderNumber: string;
  /** The variable symbol (MERORDERNUM), digits without leading zeros. */
  variableSymbol: string;
  amount: number;
  fee: number;
  currency: CurrencyCode;
  date: string | null;
}

export interface ParsedCardSettlement {
  rows: CardSettlementRow[];
  unparsed: Array<{ line: number; reason: string }>;
  /** Required columns the header lacks (`orderNumber|merOrderNum` when it has neither). */
  missingColumns: string[];
}

function currencyOf(raw: string | undefined): CurrencyCode | undefined {
  const s = (raw ?? '').trim().toUpperCase();
  if (!s) return 'CZK';
  if (NUMERIC_CURRENCY[s]) return NUMERIC_CURRENCY[s];
  return (CURRENCY_CODES as readonly string[]).includes(s) ? (s as CurrencyCode) : undefined;
}

export function parseCardSettlement(bytes: Uint8Array): ParsedCardSettlement {
  const { text } = decodeStatement(bytes);
  const lines = text.split(/\r?\n/);
  let headerIndex = -1;
  let delimiter: ';' | ',' = ';';
  let columns: Array<CardColumn | undefined> = [];
  for (let i = 0; i < Math.min(lines.length, 50); i++) {
    const line = lines[i] ?? '';
    const d = (line.match(/;/g)?.length ?? 0) >= (line.match(/,/g)?.length ?? 0) ? ';' : ',';
    const cells = line.split(d).map((c) => COLUMN_BY_HEADER.get(fold(c)));
    if (cells.filter(Boolean).length >= 2 && (cells.includes('amount') || cells.includes('fee'))) {
      headerIndex = i;
      delimiter = d;
      columns = cells;
      break;
    }
  }
  const missingColumns: string[] = [];
  if (headerIndex < 0)
    return { rows: [], unparsed: [], missingColumns: ['orderNumber|merOrderNum', 'amount', 'fee'] };
  if (!columns.includes('orderNumber') && !columns.includes('merOrderNum'))
    missingColumns.push('orderNumber|merOrderNum');
  if (!columns.includes('amount')) missingColumns.push('amount');
  if (!columns.includes('fee')) missingColumns.push('fee');
  if (missingColumns.length) return { rows: [], unparsed: [], missingColumns };

  const records = parse(lines.slice(headerIndex + 1).join('\n'), {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    bom: true,
  }) as string[][];
  const rows: CardSettlementRow[] = [];
  const unparsed: ParsedCardSettlement['unparsed'] = [];
  records.forEach((cells, i) => {
    const line = headerIndex + 2 + i;
    if (cells.every((c) => !c.trim())) return;
    const value = (column: CardColumn) => {
      const index = columns.indexOf(column);
      return index >= 0 ? (cells[index] ?? '').trim() : '';
    };
    const amount = parseAmount(value('amount'));
    const fee = parseAmount(value('fee') || '0');
    const currency = currencyOf(value('currency'));
    const orderNumber = value('orderNumber').replace(/\s+/g, '');
    const variableSymbol = normalizeSymbol(value('merOrderNum'));
    const rawDate = value('date');
    if (!orderNumber && !variableSymbol) unparsed.push({ line, reason: 'orderNumber' });
    else if (variableSymbol && !/^\d{1,10}$/.test(variableSymbol))
      unparsed.push({ line, reason: 'merOrderNum' });
    else if (amount === undefined || amount < 0) unparsed.push({ line, reason: 'amount' });
    else if (fee === undefined || fee < 0) unparsed.push({ line, reason: 'fee' });
    else if (!currency) unparsed.push({ line, reason: 'currency' });
    else
      rows.push({
        line,
        orderNumber,
        variableSymbol,
        amount,
        fee,
        currency,
        date: rawDate ? (parseDay(rawDate) ?? null) : null,
      });
  });
  return { rows, unparsed, missingColumns };
}
