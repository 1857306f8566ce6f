import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import { exportFileName, singleTableFile } from '../../domain/export/export-table';
import { startListTable } from '../../domain/orders/start-list-table';
import { toCsv, toXlsx } from './table-files';

const runner: AdminStartListRow = {
  itemGuid: 'i1',
  orderGuid: 'o1',
  startNumber: 12,
  firstName: 'Žofie',
  lastName: 'Řezníčková',
  email: 'zofie@example.com',
  birthYear: 1991,
  gender: 2,
  categoryGuid: 'c',
  categoryName: 'Ženy',
  waveGuid: null,
  waveName: null,
  teamName: 'Rychlé "šneci"',
  club: '=HYPERLINK("x")',
  paid: true,
  // 22:30 UTC on 31 July is 00:30 on 1 August in Prague (summer time)
  dateCreated: '2026-07-31T22:30:00.000Z',
};

describe('start-list table', () => {
  it('has the §3 start-list columns in the caller language and Prague time', () => {
    const cs = startListTable('Desítka', [runner], 'cs');
    expect(cs.headers).toEqual([
      'Startovní číslo',
      'Příjmení',
      'Jméno',
      'Rok narození',
      'Pohlaví',
      'Kategorie',
      'Vlna',
      'Tým',
      'Klub',
      'Zaplaceno',
      'E-mail',
      'Datum registrace',
    ]);
    expect(cs.rows[0]).toEqual([
      12,
      'Řezníčková',
      'Žofie',
      1991,
      'žena',
      'Ženy',
      null,
      'Rychlé "šneci"',
      '=HYPERLINK("x")',
      'ano',
      'zofie@example.com',
      new Date('2026-07-31T22:30:00.000Z'),
    ]);
    const en = startListTable('Desítka', [{ ...runner, paid: false, gender: 1 }], 'en');
    expect(en.headers[0]).toBe('Start number');
    expect(en.rows[0]?.[4]).toBe('man');
    expect(en.rows[0]?.[9]).toBe('no');
  });

  it('names files without characters a download cannot carry', () => {
    expect(exportFileName('Běh: 10/5 km?', 'xlsx')).toBe('Běh 10 5 km.xlsx');
    expect(exportFileName('  ', 'csv')).toBe('export.csv');
    // An organizer ending in a dot does not give a double dot before the extension.
    expect(exportFileName('Vyúčtování 7 Běžci Praha z.s.', 'csv')).toBe('Vyúčtování 7 Běžci Praha z.s.csv');
  });
});

describe('CSV for Excel', () => {
  it('starts with the BOM, separates by `;`, quotes and defuses formulas', () => {
    const csv = toCsv(singleTableFile(startListTable('Desítka', [runner], 'cs')));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, line, end] = csv.slice(1).split('\r\n');
    expect(header?.split(';')).toHaveLength(12);
    expect(line).toBe(
      '12;Řezníčková;Žofie;1991;žena;Ženy;;"Rychlé ""šneci""";"\'=HYPERLINK(""x"")";ano;zofie@example.com;1. 8. 2026 00:30',
    );
    expect(end).toBe('');
  });
});

describe('XLSX', () => {
  it('reads back with the header row, numbers as numbers, dates as dates and Czech letters intact', async () => {
    const table = startListTable(
      'Desítka: hlavní závod [10 km] pro všechny',
      [runner, { ...runner, startNumber: null }],
      'cs',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(singleTableFile(table))) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Desítka  hlavní závod  10 km  p');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Startovní číslo');
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.getRow(2).getCell(1).value).toBe(12);
    expect(sheet?.getRow(2).getCell(2).value).toBe('Řezníčková');
    // A real date cell holding the Prague wall-clock time, shown as D. M. YYYY HH:mm.
    const created = sheet?.getRow(2).getCell(12);
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    expect(created?.value).toEqual(new Date(Date.UTC(2026, 7, 1, 0, 30)));
    expect(created?.numFmt).toBe('d. m. yyyy hh:mm');
    expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Number);
    // The formula payload of the club is text, guarded, never a formula.
    expect(sheet?.getRow(2).getCell(9).type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getRow(2).getCell(9).value).toBe('\'=HYPERLINK("x")');
    expect(sheet?.getRow(3).getCell(1).value).toBeNull();
  });
});
