import { describe, expect, it } from 'vitest';
import { formatDocumentNumber, parseDocumentNumber } from './document-number';

describe('document numbers', () => {
  it('are the year and a six-digit sequence', () => {
    expect(formatDocumentNumber(2026, 1)).toBe('2026000001');
    expect(formatDocumentNumber(2026, 999_999)).toBe('2026999999');
  });

  it('read back to the same year and sequence', () => {
    expect(parseDocumentNumber('2026000042')).toEqual({ year: 2026, sequence: 42 });
    expect(parseDocumentNumber('2026000000')).toBeUndefined();
    expect(parseDocumentNumber('26-42')).toBeUndefined();
  });

  it('refuse a sequence that does not fit the series', () => {
    expect(() => formatDocumentNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => formatDocumentNumber(2026, 1.5)).toThrow(RangeError);
  });
});
