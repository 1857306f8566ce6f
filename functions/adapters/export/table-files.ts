import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  guardText,
  isMoney,
  xlsxPragueDate,
  XLSX_DATE_FORMAT,
  XLSX_MONEY_FORMAT,
  type Cell,
  type ExportFile,
} from '../../domain/export/export-table';

export { toCsv } from '../../domain/export/export-table';

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
const sheetName = (title: string) =>
  title
    .replace(/[[\]:*?/\\]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/** A cell's value and number format: amounts and dates are real number and date cells. */
function xlsxCell(value: Cell): { value: ExcelJS.CellValue; numFmt?: string } {
  if (value === null) return { value: null };
  if (value instanceof Date) return { value: xlsxPragueDate(value), numFmt: XLSX_DATE_FORMAT };
  if (isMoney(value)) return { value: value.minor / 100, numFmt: XLSX_MONEY_FORMAT };
  if (typeof value === 'number') return { value };
  return { value: guardText(value) };
}

/**
 * XLSX through exceljs's streaming writer: each table on its own sheet with a bold, frozen header
 * row and an autofilter, so sorting and filtering work on every table.
 */
export async function toXlsx(file: ExportFile): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const used = new Set<string>();
  for (const table of file.tables) {
    let name = sheetName(table.name);
    // Sheet names are unique in a workbook.
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${sheetName(table.name).slice(0, 28)} ${n}`;
    used.add(name.toLowerCase());
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.headers.map((header) => ({
      header: guardText(header),
      width: Math.max(12, header.length + 2),
    }));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.headers.length } };
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const cells of table.rows) {
      const row = sheet.addRow([]);
      cells.forEach((value, i) => {
        const { value: v, numFmt } = xlsxCell(value);
        const cell = row.getCell(i + 1);
        cell.value = v;
        if (numFmt) cell.numFmt = numFmt;
      });
      row.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}
