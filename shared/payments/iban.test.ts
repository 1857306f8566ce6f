import { describe, expect, it } from 'vitest';
import {
  checkIban,
  formatIban,
  ibanCheckDigits,
  isValidIban,
  mod97,
  normalizeIban,
  toElectronicIban,
} from './iban';
import { PaymentFormatError } from './payment-errors';

describe('IBAN validation', () => {
  it.each([
    'CZ6508000000192000145399',
    'CZ9555000000000810883001',
    'DE89370400440532013000',
    'GB29NWBK60161331926819',
    'SK3112000000198742637541',
    'AT611904300234573201',
    'NO9386011117947',
    'MT84MALT011000012345MTLCAST001S',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts the paper format and lower case', () => {
    expect(checkIban('cz65 0800 0000 1920 0014 5399')).toEqual({
      ok: true,
      iban: 'CZ6508000000192000145399',
    });
  });

  it('rejects wrong check digits', () => {
    expect(checkIban('CZ6608000000192000145399')).toEqual({ ok: false, code: 'iban.invalidChecksum' });
    expect(checkIban('DE89370400440532013001')).toEqual({ ok: false, code: 'iban.invalidChecksum' });
  });

  it('rejects a length that does not match the country', () => {
    expect(checkIban('CZ650800000019200014539')).toEqual({
      ok: false,
      code: 'iban.invalidLength',
      expectedLength: 24,
    });
    expect(checkIban('DE8937040044053201300012')).toMatchObject({
      code: 'iban.invalidLength',
      expectedLength: 22,
    });
  });

  it('uses the generic 15–34 bounds for countries outside the table', () => {
    expect(checkIban('ZZ00123')).toEqual({ ok: false, code: 'iban.invalidLength' });
    // A structurally fine IBAN of an unlisted country passes when its check digits are right.
    const bban = '1234567890123456';
    expect(isValidIban(`ZZ${ibanCheckDigits('ZZ', bban)}${bban}`)).toBe(true);
  });

  it.each([
    '',
    'CZ',
    '6508000000192000145399CZ',
    'CZ65-0800-0000-1920-0014-5399',
    'CZAB08000000192000145399',
    'ČZ6508000000192000145399',
  ])('rejects malformed %j', (iban) => {
    expect(checkIban(iban)).toEqual({ ok: false, code: 'iban.invalidCharacters' });
  });

  it('throws a typed error from toElectronicIban', () => {
    expect(toElectronicIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
    expect(() => toElectronicIban('CZ6608000000192000145399')).toThrow(PaymentFormatError);
    expect(() => toElectronicIban('CZ123')).toThrow(
      expect.objectContaining({ code: 'iban.invalidLength', params: { expectedLength: 24 } }),
    );
  });
});

describe('IBAN helpers', () => {
  it('computes mod 97 of long alphanumeric strings without overflow', () => {
    expect(mod97('08000000192000145399CZ65')).toBe(1);
    expect(mod97('0'.repeat(60) + '98')).toBe(1);
    expect(mod97('Z'.repeat(40))).toBe(Number(BigInt('35'.repeat(40)) % 97n));
  });

  it('computes two-digit check digits, zero-padded', () => {
    expect(ibanCheckDigits('CZ', '08000000192000145399')).toBe('65');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
    expect(ibanCheckDigits('GB', 'NWBK60161331926819')).toBe('29');
    // 98 − (n mod 97) ranges over 02–98, so single digits need padding.
    const padded = Array.from({ length: 200 }, (_, i) => ibanCheckDigits('CZ', String(i).padStart(20, '0')));
    expect(padded.every((d) => /^\d{2}$/.test(d))).toBe(true);
    expect(padded.some((d) => d.startsWith('0'))).toBe(true);
  });

  it('normalizes and formats in groups of four', () => {
    expect(normalizeIban(' cz65 0800\t0000 ')).toBe('CZ6508000000');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(formatIban('cz6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
    expect(formatIban('MT84MALT011000012345MTLCAST001S')).toBe('MT84 MALT 0110 0001 2345 MTLC AST0 01S');
  });
});
