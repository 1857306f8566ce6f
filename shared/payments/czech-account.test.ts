import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  czechAccountToIban,
  formatCzechAccount,
  hasValidAccountChecksum,
  ibanToCzechAccount,
  isValidCzechAccount,
  isValidIban,
  parseCzechAccount,
} from './czech-account';
import { PaymentFormatError } from './payment-errors';

describe('domestic Czech account', () => {
  it('parses prefix, number and bank code', () => {
    expect(parseCzechAccount('19-2000145399/0800')).toEqual({
      ok: true,
      account: { prefix: '19', number: '2000145399', bankCode: '0800' },
    });
    expect(parseCzechAccount('810883001/5500')).toEqual({
      ok: true,
      account: { prefix: '', number: '810883001', bankCode: '5500' },
    });
  });

  it('tolerates spaces and leading zeros', () => {
    expect(parseCzechAccount(' 000019 - 2000145399 / 0800 ')).toEqual({
      ok: true,
      account: { prefix: '19', number: '2000145399', bankCode: '0800' },
    });
    expect(parseCzechAccount('0-0810883001/5500')).toMatchObject({ ok: true, account: { prefix: '' } });
  });

  it('checks prefix and number separately with the 6,3,7,9,10,5,8,4,2,1 weights', () => {
    expect(hasValidAccountChecksum('19')).toBe(true);
    expect(hasValidAccountChecksum('2000145399')).toBe(true);
    expect(hasValidAccountChecksum('2000145398')).toBe(false);
    expect(hasValidAccountChecksum('')).toBe(true);
    expect(parseCzechAccount('18-2000145399/0800')).toEqual({
      ok: false,
      code: 'bankAccount.invalidPrefixChecksum',
    });
    expect(parseCzechAccount('19-2000145398/0800')).toEqual({
      ok: false,
      code: 'bankAccount.invalidNumberChecksum',
    });
    expect(parseCzechAccount('810883002/5500')).toEqual({
      ok: false,
      code: 'bankAccount.invalidNumberChecksum',
    });
  });

  it.each([
    '',
    '2000145399',
    '2000145399/080',
    '2000145399/08000',
    '1234567-2000145399/0800',
    '12345678901/0800',
    '19-/0800',
    '-2000145399/0800',
    '0/0800',
    '0000000000/0800',
    'abc/0800',
    '19–2000145399/0800',
    '2000145399\\0800',
  ])('rejects the malformed %j', (input) => {
    expect(parseCzechAccount(input)).toEqual({ ok: false, code: 'bankAccount.invalidFormat' });
    expect(isValidCzechAccount(input)).toBe(false);
  });

  it('formats without zero padding and without a zero prefix', () => {
    expect(formatCzechAccount({ prefix: '000019', number: '2000145399', bankCode: '0800' })).toBe(
      '19-2000145399/0800',
    );
    expect(formatCzechAccount({ prefix: '0', number: '0810883001', bankCode: '5500' })).toBe(
      '810883001/5500',
    );
  });
});

describe('Czech account → IBAN', () => {
  it('converts the reference examples', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(czechAccountToIban('810883001/5500')).toBe('CZ9555000000000810883001');
    // The account behind the reference CRC32 example.
    expect(czechAccountToIban('1265098001/5500')).toBe('CZ5855000000001265098001');
  });

  it('accepts a parsed account', () => {
    expect(czechAccountToIban({ prefix: '19', number: '2000145399', bankCode: '0800' })).toBe(
      'CZ6508000000192000145399',
    );
  });

  it('produces IBANs that validate', () => {
    expect(isValidIban(czechAccountToIban('19-2000145399/0800'))).toBe(true);
  });

  it('throws a typed error for an invalid account', () => {
    expect(() => czechAccountToIban('19-2000145398/0800')).toThrow(PaymentFormatError);
    expect(() => czechAccountToIban('nonsense')).toThrow(
      expect.objectContaining({ code: 'bankAccount.invalidFormat' }),
    );
  });

  it('reads the domestic account back from a CZ IBAN', () => {
    expect(ibanToCzechAccount('CZ65 0800 0000 1920 0014 5399')).toEqual({
      prefix: '19',
      number: '2000145399',
      bankCode: '0800',
    });
    expect(ibanToCzechAccount('CZ9555000000000810883001')).toEqual({
      prefix: '',
      number: '810883001',
      bankCode: '5500',
    });
    expect(ibanToCzechAccount('SK3112000000198742637541')).toBeUndefined();
    expect(ibanToCzechAccount('CZ6608000000192000145399')).toBeUndefined();
  });
});

/** Completes 1–9 digits with the last digit (weight 1) that makes the weighted sum divisible by 11. */
function withCheckDigit(body: string): string | undefined {
  const weights = [6, 3, 7, 9, 10, 5, 8, 4, 2];
  const padded = body.padStart(9, '0');
  const sum = [...padded].reduce((acc, d, i) => acc + Number(d) * (weights[i] as number), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? undefined : `${body}${check}`;
}

// Property runs are CPU-bound; a generous timeout keeps them stable on a loaded CI machine.
describe('Czech account properties', { timeout: 30_000 }, () => {
  const account = fc
    .record({
      prefixBody: fc.stringMatching(/^[1-9]\d{0,4}$/),
      numberBody: fc.stringMatching(/^[1-9]\d{1,8}$/),
      bankCode: fc.stringMatching(/^\d{4}$/),
    })
    .map(({ prefixBody, numberBody, bankCode }) => ({
      prefix: withCheckDigit(prefixBody),
      number: withCheckDigit(numberBody),
      bankCode,
    }))
    .filter((a): a is { prefix: string; number: string; bankCode: string } => !!a.prefix && !!a.number);

  it('round-trips every valid account through its IBAN', () => {
    fc.assert(
      fc.property(account, (a) => {
        const iban = czechAccountToIban(`${a.prefix}-${a.number}/${a.bankCode}`);
        expect(iban).toMatch(/^CZ\d{22}$/);
        expect(isValidIban(iban)).toBe(true);
        expect(ibanToCzechAccount(iban)).toEqual(a);
      }),
    );
  });

  it('rejects any single changed digit of the number', () => {
    fc.assert(
      fc.property(account, fc.nat(), fc.integer({ min: 1, max: 9 }), (a, at, delta) => {
        const i = at % a.number.length;
        const changed = `${a.number.slice(0, i)}${(Number(a.number[i]) + delta) % 10}${a.number.slice(i + 1)}`;
        // Weights 1–10 times a non-zero change below 11 can never be a multiple of 11.
        expect(isValidCzechAccount(`${changed}/${a.bankCode}`)).toBe(false);
      }),
    );
  });
});
