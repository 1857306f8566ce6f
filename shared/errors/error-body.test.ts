import { describe, expect, it } from 'vitest';
import { deriveErrorMessage } from './error-body';
import { formatMessage } from './messages';

describe('error message derivation (spec §8)', () => {
  it('uses the message when present', () => {
    expect(
      deriveErrorMessage(
        { message: 'Kapacita naplněna', validationErrors: [{ field: 'a', errors: ['x'] }] },
        409,
      ),
    ).toBe('Kapacita naplněna');
  });
  it('falls back to the first validation error', () => {
    expect(
      deriveErrorMessage({ validationErrors: [{ field: 'email', errors: ['Neplatný e-mail', 'b'] }] }, 400),
    ).toBe('Neplatný e-mail');
  });
  it('falls back to the status code', () => {
    expect(deriveErrorMessage(undefined, 502)).toBe('REQUEST RETURN CODE: 502');
    expect(deriveErrorMessage({ validationErrors: [] }, 400)).toBe('REQUEST RETURN CODE: 400');
  });
  it('fills message placeholders in both languages', () => {
    expect(formatMessage('validation.tooLong', 'cs', { maximum: 10 })).toBe('Maximální délka je 10 znaků.');
    expect(formatMessage('validation.tooLong', 'en', { maximum: 10 })).toBe(
      'The maximum length is 10 characters.',
    );
    expect(formatMessage('no.such.code', 'en')).toBeUndefined();
  });
});
