import { parse } from 'csv-parse/sync';
import {
  REQUIRED_COLUMNS,
  type BankMovement,
  type ParsedStatement,
  type StatementColumn,
} from './bank-movement';
import { normalizeSymbol, parseAmount, parseDay } from './statement-values';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/["\s_.-]+/g, '')
    .toLowerCase();

/**
 * Header names → the spec's bank payment fields: Fio's Czech export headers first, then the
 * English names of Fio's API and the spec's own field names (compared without accents, case or
 * spaces), so other banks' exports can be renamed to them.
 */
const HEADER_ALIASES: Record<StatementColumn, string[]> = {
  movementId: ['ID pohybu', 'ID operace', 'movementId', 'Movement ID', 'ID transakce'],
  date: ['Datum', 'Datum zaúčtování', 'Datum provedení', 'date', 'Booking date'],
  amount: ['Objem', 'Částka', 'amount', 'Volume'],
  currency: ['Měna', 'currency'],
  originAccount: ['Protiúčet', 'Číslo protiúčtu', 'originAccount', 'Counter account'],
  originAccountName: ['Název protiúčtu', 'originAccountName', 'Counter account name'],
  originBankCode: ['Kód banky', 'originBankCode', 'Bank code'],
  constantSymbol: ['KS', 'Konstantní symbol', 'constantSymbol', 'Constant symbol'],
  variableSymbol: ['VS', 'Variabilní symbol', 'variableSymbol', 'Variable symbol'],
  specificSymbol: ['SS', 'Specifický symbol', 'specificSymbol', 'Specific symbol'],
  bic: ['BIC', 'bic'],
  message: ['Zpráva pro příjemce', 'Zpráva', 'message', 'Message for recipient'],
  type: ['Typ', 'Typ pohybu', 'type'],
  performedBy: ['Provedl', 'performedBy', 'Performed by'],
  comment: ['Komentář', 'comment'],
  instructionId: ['ID pokynu', 'instructionId', 'Instruction ID', 'command id', 'commandId'],
};

const COLUMN_BY_HEADER = new Map<string, StatementColumn>(
  (Object.entries(HEADER_ALIASES) as Array<[StatementColumn, string[]]>).flatMap(([column, names]) =>
    names.map((name) => [fold(name), column] as const),
  ),
);

const columnOf = (header: string) => COLUMN_BY_HEADER.get(fold(header));

/** The header line: found by its content (Fio puts a `key;value` preamble before it). */
function findHeader(lines: string[]): { index: number; delimiter: ';' | ',' } | undefined {
  for (let index = 0; index < Math.min(lines.length, 60); index++) {
    const line = lines[index] ?? '';
    const delimiter = (line.match(/;/g)?.length ?? 0) >= (line.match(/,/g)?.length ?? 0) ? ';' : ',';
    const known = new Set(line.split(delimiter).map(columnOf).filter(Boolean));
    if (known.size >= 3 && (known.has('amount') || known.has('date'))) return { index, delimiter };
  }
  return undefined;
}

/**
 * Whether the text has a header line naming at least two of a statement's columns: a statement
 * missing a required column still reports it, while random bytes or an unrelated CSV (a start
 * list, a contacts export) is no bank statement at all.
 */
export function looksLikeCsvStatement(text: string): boolean {
  const lines = text.split(/\r?\n/, 60);
  return lines.some((line) => {
    const delimiter = (line.match(/;/g)?.length ?? 0) >= (line.match(/,/g)?.length ?? 0) ? ';' : ',';
    const known = new Set(line.split(delimiter).map(columnOf).filter(Boolean));
    return known.size >= 3 && (known.has('amount') || known.has('date') || known.has('variableSymbol'));
  });
}

type TextColumn = Exclude<StatementColumn, 'movementId' | 'date' | 'amount'>;

const EMPTY: Record<TextColumn, string> = {
  currency: '',
  originAccount: '',
  originAccountName: '',
  originBankCode: '',
  constantSymbol: '',
  variableSymbol: '',
  specificSymbol: '',
  bic: '',
  message: '',
  type: '',
  performedBy: '',
  comment: '',
  instructionId: '',
};

/**
 * A CSV statement (Fio's export and API CSV; other banks' exports with the same or English
 * headers): `;` or `,` separated, quoted cells with doubled quotes, decimal comma, thousands
 * separators. Rows without a movement id get one from their content, so importing the same
 * statement again still finds them.
 */
export function parseCsvStatement(text: string, fingerprint: (parts: string[]) => string): ParsedStatement {
  const lines = text.split(/\r?\n/);
  const header = findHeader(lines);
  if (!header)
    return { format: 'fio-csv', movements: [], unparsed: [], missingColumns: [...REQUIRED_COLUMNS] };
  let records: string[][];
  try {
    records = parse(lines.slice(header.index).join('\n'), {
      delimiter: header.delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch (error) {
    return {
      format: 'fio-csv',
      movements: [],
      unparsed: [{ line: header.index + 1, reason: (error as Error).message }],
      missingColumns: [],
    };
  }
  const [head = [], ...rows] = records;
  const positions = new Map<StatementColumn, number>();
  head.forEach((name, i) => {
    const column = columnOf(name);
    if (column && !positions.has(column)) positions.set(column, i);
  });
  const missingColumns = REQUIRED_COLUMNS.filter((c) => !positions.has(c));
  if (missingColumns.length) return { format: 'fio-csv', movements: [], unparsed: [], missingColumns };

  const result: ParsedStatement = { format: 'fio-csv', movements: [], unparsed: [], missingColumns: [] };
  rows.forEach((cells, i) => {
    // Records map to lines one to one: quoted line breaks are not used by bank exports, and
    // skip_empty_lines is off so empty lines keep their place.
    const line = header.index + 2 + i;
    if (cells.every((c) => !c.trim())) return;
    const cell = (column: StatementColumn) => {
      const at = positions.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const date = parseDay(cell('date'));
    const amount = parseAmount(cell('amount'));
    if (!date) {
      result.unparsed.push({ line, reason: `date: ${cell('date') || '(empty)'}` });
      return;
    }
    if (amount === undefined) {
      result.unparsed.push({ line, reason: `amount: ${cell('amount') || '(empty)'}` });
      return;
    }
    const movement: BankMovement = { ...EMPTY, movementId: '', date, amount };
    for (const column of Object.keys(EMPTY) as TextColumn[]) movement[column] = cell(column);
    movement.variableSymbol = normalizeSymbol(movement.variableSymbol);
    movement.constantSymbol = normalizeSymbol(movement.constantSymbol);
    movement.specificSymbol = normalizeSymbol(movement.specificSymbol);
    movement.currency = movement.currency.toUpperCase();
    movement.movementId =
      cell('movementId') ||
      fingerprint([date, String(amount), movement.variableSymbol, movement.originAccount, movement.message]);
    result.movements.push({ line, movement });
  });
  return result;
}
