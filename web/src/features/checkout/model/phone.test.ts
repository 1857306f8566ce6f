import { describe, expect, it } from 'vitest';
import {
  decodePhone,
  DEFAULT_PHONE_STATE,
  encodePhone,
  formatPhoneDigits,
  phoneCountryChange,
  phoneDisplay,
  phoneMask,
  phoneTextChange,
} from './phone';

const cz = phoneMask({ alpha2: 'cz', callingCode: '420' });
const us = phoneMask({ alpha2: 'us', callingCode: '1' });
const calling = (code: string) => ({ CZE: '420', SVK: '421', USA: '1' })[code];

describe('phone input (spec §5)', () => {
  it('masks from the country example and knows its length', () => {
    expect(cz).toEqual({ groups: [3, 3, 3], maxDigits: 9 });
    expect(us.maxDigits).toBe(10);
    expect(formatPhoneDigits('777123456', cz)).toBe('777 123 456');
    expect(formatPhoneDigits('7771', cz)).toBe('777 1');
    expect(formatPhoneDigits('77712345699', cz)).toBe('777 123 456');
  });

  it('has no mask for a country without an example: up to 15 digits with the prefix', () => {
    const none = phoneMask({ alpha2: 'aq', callingCode: '672' });
    expect(none).toEqual({ groups: null, maxDigits: 12 });
  });

  it('defaults to +420 / CZE and shows the prefix alone', () => {
    expect(DEFAULT_PHONE_STATE).toEqual({ country: 'CZE', prefix: '+420', digits: '' });
    expect(phoneDisplay(DEFAULT_PHONE_STATE, cz)).toBe('+420');
    expect(encodePhone(DEFAULT_PHONE_STATE)).toBe('CZE|+420|');
  });

  it('keeps digits only and cuts extra digits', () => {
    const next = phoneTextChange(DEFAULT_PHONE_STATE, '+420 777-12a3 456 789', cz);
    expect(next.digits).toBe('777123456');
    expect(phoneDisplay(next, cz)).toBe('+420 777 123 456');
    expect(encodePhone(next)).toBe('CZE|+420|777123456');
  });

  it('resets to just the prefix when the text gets shorter than the prefix', () => {
    const filled = { ...DEFAULT_PHONE_STATE, digits: '777123456' };
    expect(phoneTextChange(filled, '+42', cz).digits).toBe('');
    expect(phoneTextChange(filled, '', cz).digits).toBe('');
    expect(phoneTextChange(filled, '+', cz).digits).toBe('');
    // Editing the prefix itself also puts it back.
    expect(phoneTextChange(filled, '+421 777 123 456', cz).digits).toBe('');
  });

  it('takes a national number typed or pasted without the prefix', () => {
    expect(phoneTextChange(DEFAULT_PHONE_STATE, '777 123 456', cz).digits).toBe('777123456');
    expect(phoneTextChange(DEFAULT_PHONE_STATE, '420777123456', cz).digits).toBe('777123456');
  });

  it('switching the country switches the prefix and keeps the digits within the new length', () => {
    const filled = { ...DEFAULT_PHONE_STATE, digits: '777123456' };
    const sk = phoneMask({ alpha2: 'sk', callingCode: '421' });
    expect(phoneCountryChange(filled, { code: 'SVK', alpha2: 'sk', callingCode: '421' }, sk)).toEqual({
      country: 'SVK',
      prefix: '+421',
      digits: '777123456',
    });
  });

  it('reads stored values', () => {
    expect(decodePhone('CZE|+420|777123456', calling)).toEqual({
      country: 'CZE',
      prefix: '+420',
      digits: '777123456',
    });
    expect(decodePhone('SVK|421|905 123 456', calling)).toEqual({
      country: 'SVK',
      prefix: '+421',
      digits: '905123456',
    });
    expect(decodePhone('USA|2015550123', calling)).toEqual({
      country: 'USA',
      prefix: '+1',
      digits: '2015550123',
    });
    expect(decodePhone('', calling)).toEqual(DEFAULT_PHONE_STATE);
    expect(decodePhone('garbage|x', calling)).toEqual(DEFAULT_PHONE_STATE);
  });
});
