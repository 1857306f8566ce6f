import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { decodeStatement } from '../../domain/bank-import/decode-statement';
import { readUpload } from './uploads';

/** Files a job reads as a table (start numbers): at most this large. */
export const TABLE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/**
 * A cell as text; dates as YYYY-MM-DD (a birth date read from Excel), a time-only cell (Excel
 * keeps it as a date of its 1899 epoch: a finish time) as H:MM:SS.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (value.getUTCFullYear() >= 1900) return value.toISOString().slice(0, 10);
    const seconds = Math.round((value.getTime() - Date.UTC(1899, 11, 30)) / 1000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The first sheet of an XLSX workbook as rows of cell texts. */
export async function xlsxTable(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  // A copy in its own ArrayBuffer: what exceljs's types ask for (its `Buffer` is an ArrayBuffer).
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value);
    });
    rows[number - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

/** A CSV (UTF-8 or windows-1250; `;`, `,` or tab separated, as its header line shows) as rows. */
export function csvTable(bytes: Uint8Array): string[][] {
  const { text } = decodeStatement(bytes);
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, d) =>
    first.split(d).length > first.split(best).length ? d : best,
  );
  return parse(text, {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as string[][];
}

/** An uploaded CSV or XLSX as a table; undefined when missing, too large or not readable. */
export async function readTableUpload(fileKey: string): Promise<string[][] | undefined> {
  const bytes = await readUpload(fileKey, TABLE_UPLOAD_MAX_BYTES);
  if (!bytes) return undefined;
  try {
    return isZip(bytes) ? await xlsxTable(bytes) : csvTable(bytes);
  } catch {
    return undefined;
  }
}
