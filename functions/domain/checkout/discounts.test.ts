import { describe, expect, it } from 'vitest';
import { Currency, DiscountCodeRange, DiscountRange, SubEventType } from '@shared/codelists/enums';
import { discountCounterGuid, evaluateDiscount, type DiscountableItem } from './discounts';
import type { DiscountRecord } from '../orders/order-records';

const now = new Date('2026-05-01T10:00:00Z');
const item = (over: Partial<DiscountableItem> = {}): DiscountableItem => ({
  index: 0,
  seriesEventGuid: 'e1',
  subEventGuid: 's1',
  subEventType: SubEventType.REGULAR,
  categoryGuid: 'c1',
  subcategoryGuid: null,
  waveGuid: null,
  basePrice: 50000,
  additionalsPrice: 20000,
  ...over,
});
const discount = (over: Partial<DiscountRecord> = {}): DiscountRecord => ({
  entity: 'discount',
  seriesGuid: 'S',
  code: 'JARO',
  description: 'Jaro',
  price: '10%',
  currency: Currency.CZK,
  discountRange: DiscountRange.REGISTRATION,
  codeRange: DiscountCodeRange.ALL,
  usageLimit: 0,
  scope: {},
  ...over,
});
const run = (record: DiscountRecord | undefined, items = [item()], used = 0, taken?: Set<number>) =>
  evaluateDiscount({
    code: ' jaro ',
    record,
    ctx: {
      seriesGuid: 'S',
      counters: new Map([
        [`discount#${discountCounterGuid('S', 'JARO')}`, { capacity: record?.usageLimit ?? 0, used }],
      ]),
    },
    items,
    currency: 'CZK',
    now,
    ...(taken ? { taken } : {}),
  });

describe('discount check (spec §4 results)', () => {
  it('gives every result of the check', () => {
    expect(run(undefined).result).toBe('doesNotExist');
    expect(run(discount({ currency: Currency.EUR })).result).toBe('notApplicableCurrency');
    expect(run(discount({ validFrom: '2026-06-01T00:00:00Z' })).result).toBe('beforeValidDate');
    expect(run(discount({ validTo: '2026-04-01T00:00:00Z' })).result).toBe('afterValidDate');
    expect(run(discount({ usageLimit: 3 }), [item()], 3).result).toBe('usageLimitExceeded');
    expect(run(discount({ scope: { eventGuids: ['other'] } })).result).toBe('notApplicable');
    expect(run(discount()).result).toBe('none');
  });

  it('takes the price range into account: registration, additionals, all', () => {
    expect(run(discount()).perItem.get(0)).toBe(5000);
    expect(run(discount({ discountRange: DiscountRange.ADDITIONALS })).perItem.get(0)).toBe(2000);
    expect(run(discount({ discountRange: DiscountRange.ALL, price: '100' })).perItem.get(0)).toBe(10000);
    // A formula, evaluated on the chosen base in major units.
    expect(run(discount({ price: '(10%+50)*2' })).perItem.get(0)).toBe(20000);
  });

  it('limits by scope, exceptions and code range', () => {
    const items = [
      item({ index: 0, categoryGuid: 'c1' }),
      item({ index: 1, categoryGuid: 'c2' }),
      item({ index: 2, subEventType: SubEventType.RELAY }),
    ];
    expect([...run(discount({ exceptions: { categoryGuids: ['c2'] } }), items).perItem.keys()]).toEqual([
      0, 2,
    ]);
    expect([...run(discount({ codeRange: DiscountCodeRange.TEAM }), items).perItem.keys()]).toEqual([2]);
    expect([...run(discount({ codeRange: DiscountCodeRange.INDIVIDUAL }), items).perItem.keys()]).toEqual([
      0, 1,
    ]);
    expect([...run(discount({ scope: { categoryGuids: ['c2'] } }), items).perItem.keys()]).toEqual([1]);
  });

  it('discounts only as many items as uses remain, and skips items already discounted', () => {
    const items = [item({ index: 0 }), item({ index: 1 }), item({ index: 2 })];
    const outcome = run(discount({ usageLimit: 5 }), items, 3);
    expect([...outcome.perItem.keys()]).toEqual([0, 1]);
    expect(outcome.usage).toEqual({ guid: 'S#JARO', capacity: 5, n: 2 });
    expect([...run(discount(), items, 0, new Set([0, 1])).perItem.keys()]).toEqual([2]);
  });

  it('a stored formula that no longer evaluates discounts nothing instead of failing', () => {
    expect(run(discount({ price: '10/0' })).result).toBe('notApplicable');
  });
});
