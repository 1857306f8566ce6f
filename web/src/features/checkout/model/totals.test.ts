import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './totals';

describe('checkout totals', () => {
  it('adds base prices and extras, takes off discounts', () => {
    expect(checkoutTotals([45000, 35000], [25000, 0], [{ amount: 4500 }, { amount: 10000 }])).toEqual({
      base: 80000,
      additionals: 25000,
      discount: 14500,
      total: 90500,
    });
  });

  it('never goes below zero', () => {
    expect(checkoutTotals([10000], [0], [{ amount: 50000 }])).toEqual({
      base: 10000,
      additionals: 0,
      discount: 10000,
      total: 0,
    });
    expect(checkoutTotals([], [], [])).toEqual({ base: 0, additionals: 0, discount: 0, total: 0 });
  });
});
