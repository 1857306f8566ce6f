import { describe, expect, it } from 'vitest';
import {
  changePersonalIdCountry,
  changePersonalIdNumber,
  decodePersonalId,
  DEFAULT_PERSONAL_ID_VALUE,
  encodePersonalId,
  isPersonalIdEditable,
} from './personal-id';

describe('country with personal id (spec §5)', () => {
  it('defaults to "CZE|"', () => {
    expect(DEFAULT_PERSONAL_ID_VALUE).toBe('CZE|');
    expect(decodePersonalId('CZE|')).toEqual({ country: 'CZE', id: '' });
  });

  it('reads and writes `country|id`', () => {
    const value = decodePersonalId('CZE|710319/2745');
    expect(value).toEqual({ country: 'CZE', id: '710319/2745' });
    expect(encodePersonalId(value)).toBe('CZE|710319/2745');
    expect(decodePersonalId('svk|')).toEqual({ country: 'SVK', id: '' });
  });

  it('is editable only for CZE and SVK', () => {
    expect(isPersonalIdEditable('CZE')).toBe(true);
    expect(isPersonalIdEditable('SVK')).toBe(true);
    expect(isPersonalIdEditable('AUT')).toBe(false);
    expect(changePersonalIdNumber({ country: 'AUT', id: '' }, '123')).toEqual({ country: 'AUT', id: '' });
  });

  it('always clears the id when the country changes', () => {
    expect(changePersonalIdCountry({ country: 'CZE', id: '710319/2745' }, 'SVK')).toEqual({
      country: 'SVK',
      id: '',
    });
    expect(changePersonalIdCountry({ country: 'CZE', id: '710319/2745' }, 'CZE')).toEqual({
      country: 'CZE',
      id: '',
    });
  });

  it('keeps digits and the slash only', () => {
    expect(changePersonalIdNumber({ country: 'CZE', id: '' }, '710319 / 2745x')).toEqual({
      country: 'CZE',
      id: '710319/2745',
    });
  });
});
