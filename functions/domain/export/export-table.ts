import { formatPragueDateTime, pragueWallTime, pragueWallTimeToIso } from '@shared/prague-time';

/**
 * The one place every export's cells are shaped (start lists, billing, orders, discount codes):
 * the formula guard, the Czech number and date forms of a CSV, and the cell kinds an XLSX writer
 * turns into real number and date cells. An export builds an `ExportFile` of typed cells and hands
 * it to `toCsv` (here) or `toXlsx` (functions/adapters/export/table-files.ts).
 */

/** An amount in minor units (hellers, cents): shown with two decimals in major units. */
export interface MoneyCell {
  minor: number;
}

/**
 * A cell: text, a number, an amount, an instant (shown in Prague time) or empty. Text is guarded
 * against formulas on the way out; numbers, amounts and dates are never text.
 */
export type Cell = string | number | MoneyCell | Date | null;

export const money = (minor: number): MoneyCell => ({ minor });

/** One table: its own sheet in an XLSX, a block (header row first) in a CSV. */
export interface ExportTable {
  /** Sheet name. */
  name: string;
  headers: string[];
  rows: Cell[][];
}

export interface ExportFile {
  /** The file name stem. */
  title: string;
  tables: ExportTable[];
}

/** A file of one table, named after it. */
export const singleTableFile = (table: ExportTable): ExportFile => ({ title: table.name, tables: [table] });

/**
 * Spreadsheets run a cell starting with `=`, `+`, `-` or `@` as a formula, and some strip a leading
 * tab or carriage return and then do the same (OWASP CSV injection). Such text gets a leading
 * apostrophe, which Excel and LibreOffice show as "this is text". A text that already starts with
 * apostrophes before one of those characters gets one more, so `unguardText` reads back exactly
 * what was exported while a plain `'abc` passes both ways untouched.
 */
const NEEDS_GUARD = /^'*[=+\-@\t\r]/;

export function guardText(text: string): string {
  return NEEDS_GUARD.test(text) ? `'${text}` : text;
}

/** The inverse of `guardText`, for a file we exported coming back as an import. */
export function unguardText(text: string): string {
  return text.startsWith("'") && NEEDS_GUARD.test(text.slice(1)) ? text.slice(1) : text;
}

export const isMoney = (value: Cell): value is MoneyCell =>
  typeof value === 'object' && value !== null && !(value instanceof Date);

/** Czech number form: decimal comma, no grouping (Czech Excel reads `537,50` as a number). */
export function csvNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** An amount in minor units as Czech major units with two decimals: 53750 → `537,50`. */
export function csvMoney(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A CSV cell as Czech Excel reads it: the value's text form, guarded, quoted when it must be. */
export function csvCell(value: Cell): string {
  let text: string;
  if (value === null) text = '';
  else if (value instanceof Date) text = formatPragueDateTime(value);
  else if (isMoney(value)) text = csvMoney(value.minor);
  else if (typeof value === 'number') text = csvNumber(value);
  else text = guardText(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Excel opens a UTF-8 CSV with Czech letters intact only with the byte-order mark. */
const BOM = '\uFEFF';

/**
 * CSV as Czech Excel reads it: UTF-8 with BOM, `;` separators, CRLF rows; several tables follow
 * one another, an empty row between them, each with its header row.
 */
export function toCsv(file: ExportFile): string {
  const lines: string[] = [];
  file.tables.forEach((table, i) => {
    if (i > 0) lines.push('');
    for (const row of [table.headers, ...table.rows]) lines.push(row.map(csvCell).join(';'));
  });
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * An instant as the date an XLSX cell holds: spreadsheets have no time zones, so the cell carries
 * the Prague wall-clock time (exceljs writes a Date by its UTC fields).
 */
export function xlsxPragueDate(instant: Date): Date {
  const wall = pragueWallTime(instant);
  if (!wall) return instant;
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
}

/** Excel's number format of the spec's `D. M. YYYY HH:mm`. */
export const XLSX_DATE_FORMAT = 'd. m. yyyy hh:mm';
export const XLSX_MONEY_FORMAT = '0.00';

/**
 * The Prague `D. M. YYYY HH:mm` (or `D. M. YYYY`, midnight) of a CSV cell as an ISO instant, the
 * inverse of `csvCell` for a date. Undefined for any other text (an importer passes ISO on as it is).
 */
export function parseCsvDateTime(text: string): string | undefined {
  const czech = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!czech) return undefined;
  const [day, month, year, hour, minute] = czech.slice(1).map((p) => Number(p ?? 0));
  const wall = { year: year ?? 0, month: month ?? 0, day: day ?? 0, hour: hour ?? 0, minute: minute ?? 0 };
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.hour > 23 || wall.minute > 59)
    return undefined;
  const iso = pragueWallTimeToIso(wall);
  // 31. 2. would roll over into March: not a date.
  return pragueWallTime(iso)?.day === wall.day ? iso : undefined;
}

/** A file name without characters that break a download (keeps Czech letters). */
export function exportFileName(title: string, extension: 'csv' | 'xlsx', fallback = 'export'): string {
  const stem =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // "Praha z.s." + ".csv" would read "Praha z.s..csv"; Windows also drops a trailing dot.
      .replace(/[.\s]+$/, '') || fallback;
  return `${stem}.${extension}`;
}
