import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { Currency, DiscountCodeRange, DiscountRange, SubEventType } from '@shared/codelists/enums';
import type { DiscountRecord, OrderItemRecord } from '../orders/order-records';
import { discountCounterGuid, type DiscountableItem } from './discounts';
import {
  applyDiscounts,
  discountCodes,
  expirationDays,
  orderTotals,
  withDiscounts,
  type AppliedDiscounts,
} from './order-pricing';
import { race, resolvedItem } from './test-fixtures';

const now = new Date('2026-04-01T10:00:00Z');
const line = (index: number): DiscountableItem => ({
  index,
  seriesEventGuid: 'event-1',
  subEventGuid: 'race-1',
  subEventType: SubEventType.REGULAR,
  categoryGuid: 'cat-1',
  subcategoryGuid: null,
  waveGuid: null,
  basePrice: 60000,
  additionalsPrice: 0,
});
const discount = (code: string, over: Partial<DiscountRecord> = {}): DiscountRecord => ({
  entity: 'discount',
  seriesGuid: 'series-1',
  code,
  description: code,
  price: '100',
  currency: Currency.CZK,
  discountRange: DiscountRange.REGISTRATION,
  codeRange: DiscountCodeRange.ALL,
  usageLimit: 0,
  scope: {},
  ...over,
});
const apply = (codes: string[], records: DiscountRecord[], items = [line(0), line(1)], used = 0) =>
  applyDiscounts({
    codes: discountCodes(codes),
    records: new Map(records.map((r) => [r.code, r])),
    ctx: {
      seriesGuid: 'series-1',
      counters: new Map(
        records.map((r) => [
          `discount#${discountCounterGuid('series-1', r.code)}`,
          { capacity: r.usageLimit, used },
        ]),
      ),
    },
    items,
    currency: 'CZK',
    now,
  });

describe('discount codes at checkout', () => {
  it('are read as typed: trimmed, in capitals, each once', () => {
    expect(discountCodes([' jaro ', 'JARO', 'klub'])).toEqual(['JARO', 'KLUB']);
  });

  it('discount each registration once: a second code goes to a line the first did not take', () => {
    const out = apply(
      ['JARO', 'KLUB'],
      [discount('JARO', { usageLimit: 1 }), discount('KLUB')],
    ) as AppliedDiscounts;
    expect(out.applied).toEqual([
      { code: 'JARO', amount: 10000 },
      { code: 'KLUB', amount: 10000 },
    ]);
    expect([...out.perItem]).toEqual([
      [0, 10000],
      [1, 10000],
    ]);
    // Every code's use is counted, with or without a limit.
    expect(out.takes.map((t) => [t.guid, t.n, t.capacity])).toEqual([
      ['series-1#JARO', 1, 1],
      ['series-1#KLUB', 1, 0],
    ]);
  });

  it('refuse the order naming a code that does not apply (30) or whose uses are gone (31)', () => {
    expect(apply(['NIC'], [])).toEqual({
      reason: RegistrationFailure.DISCOUNT_NOT_APPLICABLE,
      params: { code: 'NIC' },
      field: 'discounts.NIC',
    });
    expect(apply(['JARO'], [discount('JARO', { usageLimit: 5 })], [line(0)], 5)).toEqual({
      reason: RegistrationFailure.DISCOUNT_USAGE_LIMIT,
      params: { code: 'JARO' },
      field: 'discounts.JARO',
    });
    // Two codes for one registration: the second has nothing left to discount.
    expect(apply(['JARO', 'KLUB'], [discount('JARO'), discount('KLUB')], [line(0)])).toMatchObject({
      reason: RegistrationFailure.DISCOUNT_NOT_APPLICABLE,
      params: { code: 'KLUB' },
    });
  });

  it("sit on each cart item's first registration, the one carrying its price", () => {
    const rec = (itemGuid: string) => ({ itemGuid, discount: 0 }) as OrderItemRecord;
    const out = withDiscounts([rec('a'), rec('b'), rec('c')], new Map([[1, 'b']]), new Map([[1, 5000]]));
    expect(out.map((r) => r.discount)).toEqual([0, 5000, 0]);
  });
});

describe("an order's totals", () => {
  const items = [
    { basePrice: 60000, additionalsPrice: 25000 },
    { basePrice: 0, additionalsPrice: 0 },
  ];

  it('add prices and extras, less the discounts, in minor units', () => {
    expect(orderTotals(items, [{ amount: 10000 }])).toEqual({
      basePrice: 60000,
      additionalsPrice: 25000,
      discountAmount: 10000,
      calculatedPrice: 75000,
      free: false,
    });
  });

  it('never go below zero: a discount beyond the price makes the order free', () => {
    expect(orderTotals(items, [{ amount: 50000 }, { amount: 50000 }])).toMatchObject({
      discountAmount: 85000,
      calculatedPrice: 0,
      free: true,
    });
  });
});

describe('how long an unpaid order is held', () => {
  it("is the shortest of its races' days (the race's, else its event's, else five)", () => {
    expect(expirationDays([resolvedItem()])).toBe(5);
    expect(expirationDays([resolvedItem({ event: { daysTillExpiration: 3 } })])).toBe(3);
    expect(
      expirationDays([
        resolvedItem({ event: { daysTillExpiration: 3 } }),
        resolvedItem({ sub: race({ daysTillExpiration: 1 }), event: { daysTillExpiration: 10 } }),
      ]),
    ).toBe(1);
  });
});
