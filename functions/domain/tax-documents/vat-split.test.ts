import { describe, expect, it } from 'vitest';
import { splitGross, summarizeByRate } from './vat-split';

describe('VAT from a price that includes it', () => {
  it('takes 21 % out of 1 210 Kč as 210 Kč', () => {
    expect(splitGross(121_000, 21)).toEqual({ rate: 21, base: 100_000, vat: 21_000, gross: 121_000 });
  });

  it('rounds the VAT half away from zero to the haléř and keeps base + VAT = gross', () => {
    // 100 Kč at 21 %: 10000 × 21 / 121 = 1735.537… → 1736
    expect(splitGross(10_000, 21)).toEqual({ rate: 21, base: 8_264, vat: 1_736, gross: 10_000 });
    // 1 haléř at 12 %: 0.107… → 0
    expect(splitGross(1, 12)).toMatchObject({ base: 1, vat: 0 });
    // exactly half a haléř (1 × 100 / 200) goes up, away from zero
    expect(splitGross(1, 100).vat).toBe(1);
    expect(splitGross(-1, 100).vat).toBe(-1);
    expect(splitGross(116, 12).vat).toBe(12); // 116 × 12 / 112 = 12.43 → 12
    expect(splitGross(1_000, 10.5).vat).toBe(95); // 1000 × 10.5 / 110.5 = 95.02 → 95
  });

  it('splits a refund (negative) symmetrically', () => {
    expect(splitGross(-10_000, 21)).toEqual({ rate: 21, base: -8_264, vat: -1_736, gross: -10_000 });
  });

  it('has no VAT at 0 %', () => {
    expect(splitGross(45_000, 0)).toEqual({ rate: 0, base: 45_000, vat: 0, gross: 45_000 });
  });

  it('refuses fractions of a haléř and rates outside 0–100 %', () => {
    expect(() => splitGross(10.5, 21)).toThrow(RangeError);
    expect(() => splitGross(100, 101)).toThrow(RangeError);
    expect(() => splitGross(100, -1)).toThrow(RangeError);
  });

  it('splits each rate once from the sum of its lines, highest rate first', () => {
    // line by line 3 × 33 Kč at 21 % would give 3 × 573 = 1719; from the sum 9900 × 21/121 = 1718.18 → 1718
    const summary = summarizeByRate([
      { gross: 3_300, rate: 21 },
      { gross: 3_300, rate: 21 },
      { gross: 3_300, rate: 21 },
      { gross: 11_200, rate: 12 },
    ]);
    expect(summary).toEqual([
      { rate: 21, base: 8_182, vat: 1_718, gross: 9_900 },
      { rate: 12, base: 10_000, vat: 1_200, gross: 11_200 },
    ]);
  });
});
