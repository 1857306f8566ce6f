import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { icoCheckDigit, isValidIco } from './ico';

function weightedRemainder(firstSeven: string): number {
  return [...firstSeven].reduce((sum, d, i) => sum + Number(d) * (8 - i), 0) % 11;
}

describe('IČO', () => {
  it.each(['00177041', '25123891', '27074358', '45274819', '69947830'])('accepts %s', (ico) => {
    expect(isValidIco(ico)).toBe(true);
  });

  it('covers the r = 0 → 1 and r = 1 → 0 special cases', () => {
    expect(weightedRemainder('1000007')).toBe(0);
    expect(isValidIco('10000071')).toBe(true);
    expect(weightedRemainder('1000002')).toBe(1);
    expect(isValidIco('10000020')).toBe(true);
    expect(icoCheckDigit('0017704')).toBe(1);
  });

  it('tolerates surrounding whitespace only', () => {
    expect(isValidIco(' 25123891 ')).toBe(true);
    expect(isValidIco('251 23 891')).toBe(false);
  });

  it.each([
    '00177042',
    '25123890',
    '25123892',
    '177041', // leading zeros are part of the number
    '0177041',
    '001770410',
    '',
    'abcdefgh',
    '2512389a',
    'CZ25123891', // that is the VAT number (DIČ), not the IČO
    '-2512389',
    '２５１２３８９１',
  ])('rejects %j', (ico) => {
    expect(isValidIco(ico)).toBe(false);
  });
});

// Property runs are CPU-bound; a generous timeout keeps them stable on a loaded CI machine.
describe('IČO properties', { timeout: 30_000 }, () => {
  const valid = fc.stringMatching(/^\d{7}$/).map((seven) => `${seven}${icoCheckDigit(seven)}`);

  it('accepts every number built with the check digit', () => {
    fc.assert(
      fc.property(valid, (ico) => {
        expect(isValidIco(ico)).toBe(true);
      }),
    );
  });

  it('rejects a changed check digit', () => {
    fc.assert(
      fc.property(valid, fc.integer({ min: 1, max: 9 }), (ico, delta) => {
        const changed = `${ico.slice(0, 7)}${(Number(ico[7]) + delta) % 10}`;
        expect(isValidIco(changed)).toBe(false);
      }),
    );
  });

  it('rejects a changed body digit except where the scheme maps r = 0 and r = 10 both to 1', () => {
    // Weights 2–8 times a non-zero change below 11 always move r; only the r 0 ↔ 10 move keeps
    // the check digit (both give 1), a weakness of the official formula.
    fc.assert(
      fc.property(
        valid,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        (ico, position, delta) => {
          const changed = `${ico.slice(0, position)}${(Number(ico[position]) + delta) % 10}${ico.slice(position + 1)}`;
          const before = weightedRemainder(ico.slice(0, 7));
          const after = weightedRemainder(changed.slice(0, 7));
          const collision = (before === 0 && after === 10) || (before === 10 && after === 0);
          expect(isValidIco(changed)).toBe(collision);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
