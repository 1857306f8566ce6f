import { describe, expect, it } from 'vitest';
import { ageInYear, ageOn } from './age';

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('age', () => {
  it('counts completed years, the birthday included', () => {
    expect(ageOn(d(2007, 5, 10), d(2025, 5, 9))).toBe(17);
    expect(ageOn(d(2007, 5, 10), d(2025, 5, 10))).toBe(18);
    expect(ageOn(d(2007, 5, 10), d(2025, 12, 31))).toBe(18);
    expect(ageOn(d(2007, 5, 10), d(2025, 1, 1))).toBe(17);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageOn(d(2008, 2, 29), d(2026, 2, 28))).toBe(17);
    expect(ageOn(d(2008, 2, 29), d(2026, 3, 1))).toBe(18);
    expect(ageOn(d(2008, 2, 29), d(2028, 2, 29))).toBe(20);
  });

  it('is negative for a birth date after the reference day', () => {
    expect(ageOn(d(2030, 1, 1), d(2025, 1, 1))).toBe(-5);
  });

  it('in the subevent year is the year difference, whatever the day of birth', () => {
    expect(ageInYear(d(2007, 1, 1), 2025)).toBe(18);
    expect(ageInYear(d(2007, 12, 31), 2025)).toBe(18);
  });
});
