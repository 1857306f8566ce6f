import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Gender } from '../codelists/enums';
import { hasValidCheckDigit, isValidBirthNumber, parseBirthNumber } from './birth-number';

describe('birth number: valid numbers', () => {
  it('decodes the reference example, with and without the slash', () => {
    const expected = { valid: true, birthDate: '1971-03-19', gender: Gender.MALE };
    expect(parseBirthNumber('710319/2745')).toEqual(expected);
    expect(parseBirthNumber('7103192745')).toEqual(expected);
    expect(parseBirthNumber('  710319/2745 ')).toEqual(expected);
  });

  it.each([
    ['856224/1237', '1985-12-24', Gender.FEMALE], // +50
    ['102105/0019', '2010-01-05', Gender.MALE], // +20, since 2004
    ['127229/4562', '2012-02-29', Gender.FEMALE], // +70 on a leap day
    ['042101/0007', '2004-01-01', Gender.MALE], // first year of the +20 offset
    ['000229/7779', '2000-02-29', Gender.MALE], // YY < 54 with 10 digits is 20YY
    ['995101/1235', '1999-01-01', Gender.FEMALE],
    ['530101/123', '1953-01-01', Gender.MALE], // 9 digits, no check digit
    ['455812/345', '1945-08-12', Gender.FEMALE],
    ['000101/001', '1900-01-01', Gender.MALE],
  ])('decodes %s', (input, birthDate, gender) => {
    expect(parseBirthNumber(input)).toEqual({ valid: true, birthDate, gender });
  });

  it('accepts check digit 0 when the first nine digits leave remainder 10', () => {
    // 805115002 mod 11 = 10, so the whole number is not divisible by 11 but is valid.
    expect(Number('805115002') % 11).toBe(10);
    expect(parseBirthNumber('805115/0020')).toEqual({
      valid: true,
      birthDate: '1980-01-15',
      gender: Gender.FEMALE,
    });
    expect(hasValidCheckDigit('8051150020')).toBe(true);
    expect(hasValidCheckDigit('8051150021')).toBe(false);
    // The price of the rule: 452215/2250 and 452315/2250 differ in one digit and both validate.
    expect(isValidBirthNumber('452215/2250')).toBe(true);
    expect(isValidBirthNumber('452315/2250')).toBe(true);
  });
});

describe('birth number: invalid numbers', () => {
  it.each([
    ['710319/2746', 'birthNumber.invalidChecksum'],
    ['7103192744', 'birthNumber.invalidChecksum'],
    ['805115/0021', 'birthNumber.invalidChecksum'],
    ['711319/2745', 'birthNumber.invalidDate'], // month 13
    ['710019/2745', 'birthNumber.invalidDate'], // month 0
    ['710230/0000', 'birthNumber.invalidDate'], // 30 February
    ['010229/0000', 'birthNumber.invalidDate'], // 29 February 2001
    ['710332/0000', 'birthNumber.invalidDate'], // 32 March
    ['710300/0000', 'birthNumber.invalidDate'], // day 0
    ['714319/0000', 'birthNumber.invalidDate'], // month 43
    ['718319/0000', 'birthNumber.invalidDate'], // month 83
    ['716319/0000', 'birthNumber.invalidDate'], // month 63
    ['032115/0000', 'birthNumber.invalidDate'], // +20 used in 2003
    ['037115/0000', 'birthNumber.invalidDate'], // +70 used in 2003
    ['712119/0000', 'birthNumber.invalidDate'], // +20 used in 1971
    ['710319/274', 'birthNumber.invalidFormat'], // 9 digits after 1953
    ['540101/123', 'birthNumber.invalidFormat'],
    ['', 'birthNumber.invalidFormat'],
    ['abc', 'birthNumber.invalidFormat'],
    ['710319-2745', 'birthNumber.invalidFormat'],
    ['710319//2745', 'birthNumber.invalidFormat'],
    ['71031/92745', 'birthNumber.invalidFormat'],
    ['710319/27456', 'birthNumber.invalidFormat'],
    ['710319/27', 'birthNumber.invalidFormat'],
    ['710319 2745', 'birthNumber.invalidFormat'],
    ['７１０３１９/２７４５', 'birthNumber.invalidFormat'], // full-width digits
  ])('rejects %j (%s)', (input, code) => {
    expect(parseBirthNumber(input)).toEqual({ valid: false, code });
  });

  it('enforces the slash format when asked', () => {
    expect(parseBirthNumber('7103192745', { format: 'withSlash' })).toEqual({
      valid: false,
      code: 'birthNumber.slashRequired',
    });
    expect(parseBirthNumber('710319/2745', { format: 'withoutSlash' })).toEqual({
      valid: false,
      code: 'birthNumber.slashNotAllowed',
    });
    expect(isValidBirthNumber('710319/2745', { format: 'withSlash' })).toBe(true);
    expect(isValidBirthNumber('7103192745', { format: 'withoutSlash' })).toBe(true);
  });

  it('refuses birth dates after the reference day', () => {
    const notAfter = { year: 2025, month: 6, day: 1 };
    expect(isValidBirthNumber('250601/0001', { notAfter })).toBe(true);
    expect(isValidBirthNumber('250601/0001')).toBe(true);
    expect(parseBirthNumber('250602/0000', { notAfter })).toEqual({
      valid: false,
      code: 'birthNumber.invalidDate',
    });
    expect(isValidBirthNumber('250602/0000')).toBe(true);
  });
});

/** Builds the 10-digit number for a date, gender, offset variant and serial (check digit per the rule). */
function build(
  year: number,
  month: number,
  day: number,
  female: boolean,
  extended: boolean,
  serial: number,
): string {
  const mm = month + (female ? 50 : 0) + (extended ? 20 : 0);
  const nine = `${String(year % 100).padStart(2, '0')}${String(mm).padStart(2, '0')}${String(day).padStart(2, '0')}${String(serial).padStart(3, '0')}`;
  const remainder = Number(nine) % 11;
  return `${nine}${remainder === 10 ? 0 : remainder}`;
}

const generated = fc
  .record({
    date: fc.date({
      min: new Date('1954-01-01T00:00:00Z'),
      max: new Date('2053-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    female: fc.boolean(),
    extended: fc.boolean(),
    serial: fc.integer({ min: 0, max: 999 }),
    slash: fc.boolean(),
  })
  .map(({ date, female, extended, serial, slash }) => {
    const year = date.getUTCFullYear();
    const ten = build(
      year,
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      female,
      extended && year >= 2004,
      serial,
    );
    return {
      text: slash ? `${ten.slice(0, 6)}/${ten.slice(6)}` : ten,
      ten,
      iso: date.toISOString().slice(0, 10),
      gender: female ? Gender.FEMALE : Gender.MALE,
    };
  });

// Property runs are CPU-bound; a generous timeout keeps them stable on a loaded CI machine.
describe('birth number properties', { timeout: 30_000 }, () => {
  it('validates every generated number and decodes its date and gender', () => {
    fc.assert(
      fc.property(generated, ({ text, iso, gender }) => {
        expect(parseBirthNumber(text)).toEqual({ valid: true, birthDate: iso, gender });
      }),
      { numRuns: 500 },
    );
  });

  it('rejects a number with one changed digit (check digit 1–9)', () => {
    // A change of d·10^k is ±d (mod 11), never 0, so divisibility always breaks. Check digit 0 is
    // excluded: through the "remainder 10 → 0" rule a changed digit can land on another valid
    // number (e.g. 452215/2250 → 452315/2250), an ambiguity of the scheme itself.
    fc.assert(
      fc.property(
        generated.filter(({ ten }) => !ten.endsWith('0')),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        ({ ten }, position, delta) => {
          const digit = (Number(ten[position]) + delta) % 10;
          const changed = `${ten.slice(0, position)}${digit}${ten.slice(position + 1)}`;
          expect(isValidBirthNumber(changed)).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
