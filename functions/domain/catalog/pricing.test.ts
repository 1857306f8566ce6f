import { describe, expect, it } from 'vitest';
import { currentCategoryPrice, priceWithWave, type PricedCategory } from './pricing';
import { availability, capacityView, windowState } from './availability';

const category: PricedCategory = {
  currencyPrices: { CZK: 55000, EUR: 2200 },
  pricings: [
    { name: 'First 50', capacityFrom: 0, capacityTo: 50, currencyPrices: { CZK: 40000 } },
    {
      name: 'Early',
      dateFrom: '2027-01-01T00:00:00Z',
      dateTo: '2027-02-01T00:00:00Z',
      currencyPrices: { CZK: 45000, EUR: 1800 },
    },
  ],
};

describe('current price', () => {
  const jan = new Date('2027-01-15T10:00:00Z');
  const mar = new Date('2027-03-15T10:00:00Z');
  it('takes the lowest applicable tier', () => {
    expect(currentCategoryPrice(category, 'CZK', jan, 10)).toEqual({ price: 40000, pricingName: 'First 50' });
  });
  it('moves on once the capacity tier is sold out', () => {
    expect(currentCategoryPrice(category, 'CZK', jan, 50)).toEqual({ price: 45000, pricingName: 'Early' });
  });
  it('falls back to the category price after the date tier', () => {
    expect(currentCategoryPrice(category, 'CZK', mar, 60)).toEqual({ price: 55000, pricingName: null });
  });
  it('ignores tiers without a price in the currency', () => {
    expect(currentCategoryPrice(category, 'EUR', jan, 10)).toEqual({ price: 1800, pricingName: 'Early' });
    expect(currentCategoryPrice(category, 'USD', jan, 10)).toBeUndefined();
  });
  it('uses the wave price where set', () => {
    expect(priceWithWave(45000, 60000)).toBe(60000);
    expect(priceWithWave(45000, null)).toBe(45000);
  });
});

describe('availability', () => {
  const now = new Date('2027-01-15T10:00:00Z');
  it('knows not yet open, open and closed windows', () => {
    expect(windowState(now, '2027-01-20T00:00:00Z', null)).toBe('notOpenYet');
    expect(windowState(now, '2027-01-01T00:00:00Z', '2027-01-10T00:00:00Z')).toBe('closed');
    expect(windowState(now, null, null)).toBe('open');
  });
  it('treats capacity 0 or less as unlimited', () => {
    expect(capacityView({ capacity: 0, used: 999 }).remaining).toBeNull();
    expect(capacityView({ capacity: -1, used: 5 }).remaining).toBeNull();
    expect(capacityView({ capacity: 10, used: 12 }).remaining).toBe(0);
  });
  it('reports capacity reached when any enclosing scope is full, window first', () => {
    const full = capacityView({ capacity: 2, used: 2 });
    const free = capacityView({ capacity: 0, used: 0 });
    expect(availability(now, {}, [free, full])).toBe('capacityReached');
    expect(availability(now, { from: '2027-02-01T00:00:00Z' }, [full])).toBe('notOpenYet');
    expect(availability(now, {}, [free])).toBe('open');
  });
});
