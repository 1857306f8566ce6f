import { describe, expect, it } from 'vitest';
import type { DiscountView } from '@shared/back-office/discount-schemas';
import { csvColumnOf, discountsToCsv, parseDiscountsCsv } from './discount-csv';

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
