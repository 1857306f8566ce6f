import { describe, expect, it } from 'vitest';
import type { DiscountView } from '@shared/back-office/discount-schemas';
import { csvColumnOf, discountsFile, discountsToCsv, parseDiscountsCsv } from './discount-csv';

const G1 = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const G2 = '7f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const row: DiscountView = {
  seriesGuid: G1,
  code: 'ŽLUŤOUČKÝ',
  description: 'Sleva; „pro členy“ klubu\nŘíčany',
  price: '(10% + 50) / 2',
  currency: 'EUR',
  discountRange: 1,
  codeRange: 2,
  usageLimit: 5,
  validFrom: '2027-01-01T00:00:00.000Z',
  validTo: null,
  scope: { eventGuids: [G1, G2] },
  exceptions: { waveGuids: [G2] },
  archived: false,
  used: 3,
};

describe('discount CSV', () => {
  it('opens in Excel: UTF-8 BOM, `;` between columns, CRLF lines', () => {
    const csv = discountsToCsv([row]);
    expect(csv.startsWith('\uFEFFcode;description;price;currency;')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('reads its own export back, Czech characters, separators and quotes included', () => {
    const { rows, missingColumns } = parseDiscountsCsv(
      discountsToCsv([row, { ...row, code: 'B', description: 'x' }]),
    );
    expect(missingColumns).toEqual([]);
    expect(rows[0]).toEqual({
      line: 2,
      input: {
        code: 'ŽLUŤOUČKÝ',
        description: 'Sleva; „pro členy“ klubu\nŘíčany',
        price: '(10% + 50) / 2',
        currency: 'EUR',
        discountRange: 1,
        codeRange: 2,
        usageLimit: 5,
        validFrom: '2027-01-01T00:00:00.000Z',
        validTo: null,
        scope: { eventGuids: [G1, G2] },
        exceptions: { waveGuids: [G2] },
      },
    });
    // The quoted description spans lines 2 and 3: the next row starts on line 4.
    expect(rows[1]?.line).toBe(4);
  });

  it('guards formulas, writes validity in Prague time, and reads back exactly what it wrote', () => {
    const tricky = [
      {
        ...row,
        code: 'F1',
        description: '=HYPERLINK("http://x","click")',
        price: '-50',
        validTo: '2026-11-18T09:00:00.000Z',
      },
      { ...row, code: 'F2', description: '-2+3 sleva', price: '+10%' },
      { ...row, code: 'F3', description: "'=už s apostrofem", price: '@50' },
      { ...row, code: 'F4', description: "'jen apostrof", price: '50' },
    ];
    const csv = discountsToCsv(tricky);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]?.split(';').slice(1, 3)).toEqual(['"\'=HYPERLINK(""http://x"",""click"")"', "'-50"]);
    expect(lines[1]).toContain(';1. 1. 2027 01:00;18. 11. 2026 10:00;');
    expect(lines[2]?.split(';').slice(1, 3)).toEqual(["'-2+3 sleva", "'+10%"]);
    expect(lines[3]?.split(';').slice(1, 3)).toEqual(["''=už s apostrofem", "'@50"]);
    expect(lines[4]?.split(';').slice(1, 3)).toEqual(["'jen apostrof", '50']);
    const back = parseDiscountsCsv(csv).rows.map((r) => r.input);
    expect(back.map((i) => [i.code, i.description, i.price, i.validFrom, i.validTo])).toEqual(
      tricky.map((d) => [d.code, d.description, d.price, d.validFrom, d.validTo]),
    );
  });

  it('is named after the series and the Prague day of the export', () => {
    expect(discountsFile([row], 'Běžecký pohár', 'cs', new Date('2026-12-31T23:30:00Z')).title).toBe(
      'Slevové kódy Běžecký pohár 2027-01-01',
    );
    expect(discountsFile([row], 'Cup', 'en', new Date('2026-06-01T10:00:00Z')).title).toBe(
      'Discount codes Cup 2026-06-01',
    );
  });

  it('takes columns in any order and names the missing ones', () => {
    const { rows, missingColumns } = parseDiscountsCsv('price;kod\n10;A\n');
    expect(missingColumns).toEqual(['code']);
    expect(rows[0]?.line).toBe(2);
    expect(parseDiscountsCsv('price;code\n10;A\n').rows[0]?.input).toMatchObject({ code: 'A', price: '10' });
  });

  it('names the column of a field', () => {
    expect(csvColumnOf(['price'])).toBe('price');
    expect(csvColumnOf(['scope', 'waveGuids', 0])).toBe('waveGuids');
    expect(csvColumnOf(['exceptions', 'eventGuids'])).toBe('exceptEventGuids');
  });
});
