import { describe, expect, it } from 'vitest';
import { crc32Hex } from './crc32';
import { PaymentFormatError } from './payment-errors';
import { buildQrPlatba, escapeSpdValue, spdCrc32, toSpdText, type QrPlatbaInput } from './qr-platba';

const base: QrPlatbaInput = { iban: 'CZ5855000000001265098001' };

function errorOf(input: QrPlatbaInput): PaymentFormatError {
  try {
    buildQrPlatba(input);
  } catch (error) {
    if (error instanceof PaymentFormatError) return error;
    throw error;
  }
  throw new Error('expected a PaymentFormatError');
}

describe('QR Platba string', () => {
  it('reproduces the reference example exactly', () => {
    expect(
      buildQrPlatba({
        iban: 'CZ6508000000192000145399',
        bic: 'GIBACZPX',
        amountMinor: 45000,
        currency: 'CZK',
        variableSymbol: '2025001',
        message: 'Startovné 10 km',
      }),
    ).toBe('SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:450.00*CC:CZK*X-VS:2025001*MSG:STARTOVNE 10 KM');
  });

  it('appends the reference CRC32 computed over the canonical string', () => {
    expect(buildQrPlatba({ ...base, amountMinor: 10000, currency: 'CZK', withCrc32: true })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:100.00*CC:CZK*CRC32:AAD80227',
    );
  });

  it('computes the CRC32 over keys in alphabetical order, whatever the printing order', () => {
    const text = buildQrPlatba({
      ...base,
      amountMinor: 10000,
      currency: 'CZK',
      variableSymbol: 123,
      message: 'x',
      dueDate: '2025-06-30',
      withCrc32: true,
    });
    expect(text).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:100.00*CC:CZK*DT:20250630*X-VS:123*MSG:X*CRC32:' +
        text.slice(-8),
    );
    expect(text.slice(-8)).toBe(
      crc32Hex('SPD*1.0*ACC:CZ5855000000001265098001*AM:100.00*CC:CZK*DT:20250630*MSG:X*X-VS:123'),
    );
    expect(
      spdCrc32([
        ['CC', 'CZK'],
        ['ACC', 'CZ5855000000001265098001'],
        ['AM', '100.00'],
      ]),
    ).toBe('AAD80227');
  });

  it('normalises the account and BIC', () => {
    expect(buildQrPlatba({ iban: 'cz58 5500 0000 0012 6509 8001', bic: ' rzbc czpp ' })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001+RZBCCZPP',
    );
    expect(buildQrPlatba({ ...base, bic: 'GIBACZPXXXX' })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001+GIBACZPXXXX',
    );
    expect(buildQrPlatba({ ...base, bic: '' })).toBe('SPD*1.0*ACC:CZ5855000000001265098001');
  });

  it('writes amounts from minor units with exactly two decimals', () => {
    const am = (amountMinor: number) => buildQrPlatba({ ...base, amountMinor }).split('*AM:')[1];
    expect(am(1)).toBe('0.01');
    expect(am(10)).toBe('0.10');
    expect(am(45000)).toBe('450.00');
    expect(am(45050)).toBe('450.50');
    expect(am(999_999_999)).toBe('9999999.99');
  });

  it('prints all keys in a fixed order', () => {
    expect(
      buildQrPlatba({
        ...base,
        amountMinor: 12345,
        currency: 'eur',
        dueDate: '20251231',
        variableSymbol: '0000012345',
        specificSymbol: 42,
        constantSymbol: '0308',
        recipientName: 'Běžecký klub Žďár',
        message: 'Přihláška',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:123.45*CC:EUR*DT:20251231*X-VS:0000012345*X-SS:42*X-KS:0308' +
        '*RN:BEZECKY KLUB ZDAR*MSG:PRIHLASKA',
    );
  });

  it('escapes * in text values', () => {
    expect(buildQrPlatba({ ...base, message: 'a*b' })).toBe('SPD*1.0*ACC:CZ5855000000001265098001*MSG:A%2AB');
    expect(escapeSpdValue('**')).toBe('%2A%2A');
  });

  it('leaves out empty optional values', () => {
    expect(
      buildQrPlatba({
        ...base,
        variableSymbol: '',
        message: '  ',
        recipientName: '€',
        currency: '',
        dueDate: '',
      }),
    ).toBe('SPD*1.0*ACC:CZ5855000000001265098001');
  });
});

describe('QR Platba text normalisation', () => {
  it('upper-cases and strips diacritics', () => {
    expect(toSpdText('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe(
      'PRILIS ZLUTOUCKY KUN UPEL DABELSKE ODY',
    );
    expect(toSpdText('Łódź, Øresund, Straße')).toBe('LODZ, ORESUND, STRASSE');
  });

  it('collapses whitespace and drops what is not printable ASCII', () => {
    expect(toSpdText('  a\n\tb  €  c ')).toBe('A B C');
    expect(toSpdText('🏃 run')).toBe('RUN');
  });
});

describe('QR Platba input errors', () => {
  it('rejects an invalid account or BIC', () => {
    expect(errorOf({ iban: 'CZ6608000000192000145399' })).toMatchObject({
      code: 'qrPlatba.invalidAccount',
      params: { reason: 'iban.invalidChecksum' },
    });
    expect(errorOf({ iban: '19-2000145399/0800' }).code).toBe('qrPlatba.invalidAccount');
    expect(errorOf({ ...base, bic: 'GIBA' }).code).toBe('qrPlatba.invalidBic');
    expect(errorOf({ ...base, bic: 'GIBACZPX1' }).code).toBe('qrPlatba.invalidBic');
  });

  it.each([0, -100, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000_000])(
    'rejects the amount %s',
    (amountMinor) => {
      expect(errorOf({ ...base, amountMinor }).code).toBe('qrPlatba.invalidAmount');
    },
  );

  it.each(['CZ', 'CZKK', 'C2K', 'Kč'])('rejects the currency %j', (currency) => {
    expect(errorOf({ ...base, currency }).code).toBe('qrPlatba.invalidCurrency');
  });

  it.each([
    ['variableSymbol', '12345678901'],
    ['variableSymbol', '12a'],
    ['variableSymbol', -1],
    ['variableSymbol', 1.5],
    ['variableSymbol', 12345678901],
    ['specificSymbol', '1 2'],
    ['constantSymbol', '+308'],
  ] as const)('rejects %s %j', (key, value) => {
    const error = errorOf({ ...base, [key]: value });
    expect(error.code).toBe('qrPlatba.invalidSymbol');
    expect(error.params).toMatchObject({ maximum: 10 });
  });

  it('names the key in symbol errors', () => {
    expect(errorOf({ ...base, constantSymbol: 'x' }).params).toEqual({ key: 'X-KS', maximum: 10 });
  });

  it('accepts symbols of exactly 10 digits', () => {
    expect(buildQrPlatba({ ...base, variableSymbol: '9999999999' })).toContain('*X-VS:9999999999');
  });

  it('limits MSG to 60 and RN to 35 characters, counted after escaping', () => {
    expect(buildQrPlatba({ ...base, message: 'a'.repeat(60) })).toContain(`MSG:${'A'.repeat(60)}`);
    expect(errorOf({ ...base, message: 'a'.repeat(61) })).toMatchObject({
      code: 'qrPlatba.messageTooLong',
      params: { maximum: 60 },
    });
    expect(errorOf({ ...base, message: `${'a'.repeat(58)}*` }).code).toBe('qrPlatba.messageTooLong');
    expect(buildQrPlatba({ ...base, recipientName: 'b'.repeat(35) })).toContain(`RN:${'B'.repeat(35)}`);
    expect(errorOf({ ...base, recipientName: 'b'.repeat(36) }).code).toBe('qrPlatba.recipientNameTooLong');
  });

  it.each(['2025-02-30', '2025-13-01', '31.12.2025', '2025/12/31', 'tomorrow', '2025-1-5'])(
    'rejects the due date %j',
    (dueDate) => {
      expect(errorOf({ ...base, dueDate }).code).toBe('qrPlatba.invalidDueDate');
    },
  );
});
