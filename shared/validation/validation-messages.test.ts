import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../accounts/account-messages';
import { CHECKOUT_MESSAGES } from '../checkout/checkout-messages';
import { CORE_MESSAGES, ERROR_MESSAGES, formatMessage } from '../errors/messages';
import { PAYMENT_MESSAGES } from '../payments/payment-messages';
import type { BirthNumberErrorCode } from './birth-number';
import type { FormulaErrorCode } from './formula-error';
import type { PhoneErrorCode } from './phone';
import { VALIDATION_MESSAGES, interpolate } from './validation-messages';

// Compile-time completeness: every code of these unions must have texts (checked by tsc).
const _typed: Record<FormulaErrorCode | BirthNumberErrorCode | PhoneErrorCode, unknown> = VALIDATION_MESSAGES;
void _typed;

const catalogues = { VALIDATION_MESSAGES, PAYMENT_MESSAGES, CHECKOUT_MESSAGES, ACCOUNT_MESSAGES } as Record<
  string,
  Record<string, { cs: string; en: string }>
>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Code literals in a source file, e.g. 'validation.ageTooLow'. */
function codesIn(file: string, namespaces: string[]): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  const pattern = new RegExp(`'((?:${namespaces.join('|')})\\.[a-zA-Z]+)'`, 'g');
  return [...new Set([...source.matchAll(pattern)].map((m) => m[1] as string))];
}

describe('message catalogues', () => {
  for (const [name, catalogue] of Object.entries(catalogues)) {
    it(`${name}: both languages, same placeholders, no clash with another catalogue`, () => {
      for (const [code, texts] of Object.entries(catalogue)) {
        expect(texts.cs.trim(), code).not.toBe('');
        expect(texts.en.trim(), code).not.toBe('');
        expect(placeholders(texts.cs), code).toEqual(placeholders(texts.en));
        expect(code in CORE_MESSAGES, code).toBe(false);
        for (const [other, otherCatalogue] of Object.entries(catalogues))
          if (other !== name) expect(code in otherCatalogue, `${code} also in ${other}`).toBe(false);
        expect(ERROR_MESSAGES, code).toHaveProperty([code]);
      }
    });
  }

  it('covers every code the validation modules can return', () => {
    const known = { ...ERROR_MESSAGES, ...VALIDATION_MESSAGES };
    const files = ['./field-rules.ts', './phone.ts', './birth-number.ts', './formula-error.ts'];
    const codes = files.flatMap((file) => codesIn(file, ['validation', 'birthNumber', 'formula']));
    expect(codes.length).toBeGreaterThan(30);
    for (const code of codes) expect(known, code).toHaveProperty([code]);
  });

  it('covers every code the payment modules can throw', () => {
    const files = ['../payments/iban.ts', '../payments/czech-account.ts', '../payments/qr-platba.ts'];
    const codes = files.flatMap((file) => codesIn(file, ['iban', 'bankAccount', 'qrPlatba']));
    expect(codes.length).toBeGreaterThan(10);
    for (const code of codes) expect(PAYMENT_MESSAGES, code).toHaveProperty([code]);
  });
});

describe('formatting', () => {
  it('fills placeholders', () => {
    expect(formatMessage('validation.ageTooLowInYear', 'cs', { minimum: 18, year: 2025 })).toBe(
      'Věk dosažený v roce 2025 musí být nejméně 18.',
    );
    expect(formatMessage('formula.unknownCharacter', 'en', { character: '€', position: 3 })).toBe(
      'The formula contains an unsupported character "€" at position 3.',
    );
    expect(formatMessage('qrPlatba.invalidSymbol', 'cs', { key: 'X-VS', maximum: 10 })).toBe(
      'Symbol X-VS musí mít 1 až 10 číslic.',
    );
  });

  it('finds core codes and answers undefined for unknown ones', () => {
    expect(formatMessage('validation.tooLong', 'en', { maximum: 5 })).toBe(
      'The maximum length is 5 characters.',
    );
    expect(formatMessage('no.such', 'cs')).toBeUndefined();
    expect(formatMessage('no.such', 'cs')).toBeUndefined();
  });

  it('leaves missing parameters empty', () => {
    expect(interpolate('a {{x}} b {{y}}', { x: 1 })).toBe('a 1 b ');
  });
});
