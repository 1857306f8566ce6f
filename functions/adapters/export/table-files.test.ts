import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import type { BillingDetail } from '@shared/payments/billing-schemas';
import { billingTable } from '../../domain/billing/billing-export';
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

describe('billing files', () => {
  const billing = {
    id: 7,
    organizerName: 'Běžci Praha z.s.',
    totals: [
      {
        currency: 'CZK',
        orders: 1,
        registrations: 2,
        expected: 53750,
        paid: 53750,
        returned: 0,
        gatewayFees: 1250,
        provision: 10238,
        tax: 2150,
        external: 0,
        outside: 0,
        summary: 40112,
      },
    ],
    orders: [
      {
        kind: 'order',
        orderId: 'o1',
        variableSymbol: '2026000123',
        registratorName: '=Žofie Řezníčková',
        email: 'zofie@example.com',
        seriesName: 'Běžecký pohár',
        paymentMethod: 2,
        currency: 'CZK',
        // 23:03 UTC on 10 December is 00:03 on 11 December in Prague (winter time)
        dateCreated: '2026-12-10T23:03:00.000Z',
        datePaid: null,
        registrations: 2,
        expected: 53750,
        paid: 53750,
        returned: 0,
        gatewayFee: 1250,
        valueChangeFees: [],
      },
    ],
  } as unknown as BillingDetail;

  it('puts the totals and the orders on sheets of their own, amounts and dates as real cells', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(billingTable(billing, 'cs'))) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Souhrn', 'Objednávky']);
    const [totals, orders] = book.worksheets;
    expect(totals?.getRow(1).getCell(12).value).toBe('Celkem k výplatě');
    expect(totals?.getRow(2).getCell(4).value).toBe(537.5);
    expect(totals?.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(totals?.getRow(2).getCell(4).numFmt).toBe('0.00');
    // The orders' header is the first row of their sheet: frozen, filtered, sortable.
    expect(orders?.getRow(1).getCell(1).value).toBe('Variabilní symbol');
    expect(orders?.rowCount).toBe(2);
    expect(orders?.getRow(2).getCell(2).value).toBe("'=Žofie Řezníčková");
    expect(orders?.getRow(2).getCell(8).value).toBe(537.5);
    const created = orders?.getRow(2).getCell(12);
    expect(created?.type).toBe(ExcelJS.ValueType.Date);
    expect(created?.value).toEqual(new Date(Date.UTC(2026, 11, 11, 0, 3)));
    expect(created?.numFmt).toBe('d. m. yyyy hh:mm');
    expect(orders?.getRow(2).getCell(13).value).toBeNull();
  });

  it('writes Czech decimal commas and dates in the CSV, and a file name without a double dot', () => {
    const file = billingTable(billing, 'cs');
    const lines = toCsv(file).slice(1).split('\r\n');
    expect(lines[1]).toBe('CZK;1;2;537,50;537,50;0,00;12,50;102,38;21,50;0,00;0,00;401,12');
    expect(lines[2]).toBe('');
    expect(lines[3]?.startsWith('Variabilní symbol;Registrující;')).toBe(true);
    expect(lines[4]).toBe(
      "2026000123;'=Žofie Řezníčková;zofie@example.com;Běžecký pohár;převodem;CZK;2;537,50;537,50;0,00;12,50;11. 12. 2026 00:03;;0,00",
    );
    expect(exportFileName(file.title, 'csv')).toBe('Vyúčtování 7 Běžci Praha z.s.csv');
  });
});
