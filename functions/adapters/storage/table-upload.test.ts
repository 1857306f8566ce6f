import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvTable, xlsxTable } from './table-upload';

describe('reading an uploaded table', () => {
  it('reads an XLSX with a birth date and a finish time formatted as time', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Výsledky');
    sheet.addRow(['Příjmení', 'Datum narození', 'Čas']);
    const row = sheet.addRow(['Nováková', new Date('1990-05-04T00:00:00Z'), 0.0265046296]);
    row.getCell(3).numFmt = 'h:mm:ss';
    const table = await xlsxTable(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(table).toEqual([
      ['Příjmení', 'Datum narození', 'Čas'],
      ['Nováková', '1990-05-04', '0:38:10'],
    ]);
  });

  it('reads a windows-1250 CSV separated by semicolons', () => {
    const bytes = new Uint8Array([
      0x50, 0x6f, 0xf8, 0x61, 0x64, 0xed, 0x3b, 0xe8, 0x61, 0x73, 0x0d, 0x0a, 0x31, 0x3b, 0x34, 0x32, 0x3a,
      0x31, 0x37,
    ]);
    expect(csvTable(bytes)).toEqual([
      ['Pořadí', 'čas'],
      ['1', '42:17'],
    ]);
  });
});
