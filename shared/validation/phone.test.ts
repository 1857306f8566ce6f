import { describe, expect, it } from 'vitest';
import { checkPhone, isPhoneValueEmpty, parsePhoneValue } from './phone';

describe('phone check', () => {
  it.each([
    [{ number: '+420 777 123 456' }, '+420777123456'],
    [{ number: '777123456' }, '+420777123456'], // the default country is CZE (spec §9)
    [{ number: '777 123 456', country: 'CZE' }, '+420777123456'],
    [{ number: '777-123-456', country: 'cz' }, '+420777123456'],
    [{ number: '0907 123 456', country: 'SVK' }, '+421907123456'],
    [{ number: '+421 907 123 456', country: 'SVK' }, '+421907123456'],
    [{ number: '020 7946 0958', country: 'GBR' }, '+442079460958'],
    [{ number: '+44 20 7946 0958', country: 'GBR' }, '+442079460958'],
    // The US and Canada share +1: the calling code, not the country, must match.
    [{ number: '+1 202 555 0143', country: 'CAN' }, '+12025550143'],
  ])('accepts %j', (value, e164) => {
    expect(checkPhone(value)).toEqual({ ok: true, e164 });
  });

  it('uses a given default country for bare numbers', () => {
    expect(checkPhone({ number: '0907 123 456' }, 'SVK')).toEqual({ ok: true, e164: '+421907123456' });
  });

  it('reports too short and too long numbers', () => {
    expect(checkPhone({ number: '77712345', country: 'CZE' })).toEqual({
      ok: false,
      code: 'validation.phoneTooShort',
    });
    expect(checkPhone({ number: '+420', country: 'CZE' })).toEqual({
      ok: false,
      code: 'validation.phoneTooShort',
    });
    expect(checkPhone({ number: '7771234567890', country: 'CZE' })).toEqual({
      ok: false,
      code: 'validation.phoneTooLong',
    });
  });

  it('reports a number of another country than the one chosen', () => {
    expect(checkPhone({ number: '+44 20 7946 0958', country: 'CZE' })).toEqual({
      ok: false,
      code: 'validation.phoneInvalidForCountry',
      params: { country: 'CZE' },
    });
  });

  it.each([
    { number: 'abc', country: 'CZE' },
    { number: '777 123 456 ext. 5', country: 'CZE' },
    { number: 'tel: 777123456', country: 'CZE' },
    { number: '7771234567', country: 'CZE' }, // between the possible lengths
    { number: '+420 123 456 789' }, // no Czech number starts with 1
    { number: '+999 123456' }, // no such calling code
    { number: '777123456', country: 'XXX' }, // unknown country, no + prefix
    { number: '', country: 'CZE' },
  ])('reports %j as invalid', (value) => {
    expect(checkPhone(value)).toEqual({ ok: false, code: 'validation.invalidPhone' });
  });
});

describe('stored phone values', () => {
  it.each([
    ['CZE|+420|777123456', { country: 'CZE', number: '+420777123456' }],
    ['CZE|420|777 123 456', { country: 'CZE', number: '+420777 123 456' }],
    ['CZE|777123456', { country: 'CZE', number: '777123456' }],
    ['+420777123456', { number: '+420777123456' }],
    ['CZE||777123456', { country: 'CZE', number: '777123456' }],
  ])('reads %j', (value, expected) => {
    expect(parsePhoneValue(value)).toEqual(expected);
  });

  it('treats a bare prefix as empty', () => {
    expect(isPhoneValueEmpty(parsePhoneValue('CZE|+420|'))).toBe(true);
    expect(isPhoneValueEmpty(parsePhoneValue('SVK|+421'))).toBe(true);
    expect(isPhoneValueEmpty(parsePhoneValue('+420'))).toBe(true);
    expect(isPhoneValueEmpty(parsePhoneValue(''))).toBe(true);
    expect(isPhoneValueEmpty(parsePhoneValue('CZE|+420|7'))).toBe(false);
    // A national number that happens to equal a calling code is still a number.
    expect(isPhoneValueEmpty(parsePhoneValue('CZE|420'))).toBe(false);
  });
});
