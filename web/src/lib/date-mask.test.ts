import { describe, expect, it } from 'vitest';
import { maskDateInput } from './date-mask';

describe('date edit format DD/MM/YYYY', () => {
  it('adds the slashes to typed digits', () => {
    expect(maskDateInput('0')).toBe('0');
    expect(maskDateInput('01')).toBe('01');
    expect(maskDateInput('010')).toBe('01/0');
    expect(maskDateInput('0105')).toBe('01/05');
    expect(maskDateInput('01052')).toBe('01/05/2');
    expect(maskDateInput('01052000')).toBe('01/05/2000');
    expect(maskDateInput('0105200099')).toBe('01/05/2000');
    expect(maskDateInput('01/05/2000')).toBe('01/05/2000');
  });

  it('keeps a slash typed after the day or month, and deleting works', () => {
    expect(maskDateInput('01/')).toBe('01/');
    expect(maskDateInput('01/05/')).toBe('01/05/');
    expect(maskDateInput('01/0')).toBe('01/0');
  });

  it('leaves other accepted forms as typed', () => {
    expect(maskDateInput('1. 5. 2000')).toBe('1. 5. 2000');
    expect(maskDateInput('1/5/2000')).toBe('1/5/2000');
    expect(maskDateInput('2000-05-01')).toBe('2000-05-01');
    expect(maskDateInput('1a/5')).toBe('1/5');
  });
});
