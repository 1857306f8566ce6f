import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Cell, ExportTable } from '../../domain/orders/start-list-table';

/** Excel opens a UTF-8 CSV with Czech letters intact only with the byte-order mark. */
const BOM = '\uFEFF';

function csvCell(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  // Quote what would split the cell or the row; a leading =, +, - or @ would run as a formula.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV as Czech Excel reads it: UTF-8 with BOM, `;` separators, CRLF rows. */
export function toCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvCell).join(';'));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** XLSX through exceljs's streaming writer: a bold, frozen header row and an autofilter. */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.headers.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
