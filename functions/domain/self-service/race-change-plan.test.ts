import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import type { OrderItemRecord } from '../orders/order-records';
import type { MoveTarget } from '../orders/item-move';
import { isRefusal } from '../orders/order-state';
import {
  adminContext,
  orderItem,
  orderRecord,
  planOf,
  type FixtureRace,
} from '../orders/order-test-fixtures';
import { RaceChangeAlreadyApplied, selfServiceMove } from './race-change-plan';

const HALF: FixtureRace = {
  subEventGuid: 'half',
  subEventName: 'Half marathon',
  categoryGuid: 'half-m',
  categoryName: 'Men',
  waveGuid: null as unknown as string,
  waveName: null as unknown as string,
};
const ctx = { by: 'runner-1', byName: 'Rita Runner', now: adminContext.now };
const items = [
  orderItem(HALF, 0, { waveGuid: null, waveName: null }),
  orderItem(HALF, 1, { waveGuid: null, waveName: null }),
];
const item = items[0] as OrderItemRecord;
const tenK = (basePrice: number): MoveTarget => ({
  seriesGuid: 'series-1',
  event: { guid: 'e1', name: 'Spring run' },
  subEvent: { guid: 'ten', name: '10 km' },
  category: { guid: 'ten-m', name: 'Men 10' },
  subcategory: null,
  wave: null,
  price: { basePrice, pricingName: null },
  cardGuids: ['k'],
  discountApplies: true,
});

describe("the runner's own race change", () => {
  it('moves the item at the target price with the fee on its additionals, in history and with e-mail 17', () => {
    const order = orderRecord(HALF);
    const p = planOf(selfServiceMove(order, items, item, tenK(45000), { fee: 2000 }, ctx));
    expect(p.items[0]?.set).toMatchObject({ subEventGuid: 'ten', basePrice: 45000, additionalsPrice: 7000 });
    expect(p.set.calculatedPrice).toBe(order.calculatedPrice + 5000 + 2000);
    expect(p.set.valueChangeFees).toBeUndefined();
    expect(p.history).toMatchObject({
      action: 'itemMoved',
      by: 'runner-1',
      changes: {
        byRunner: true,
        changeFee: { amount: 2000 },
        basePrice: { from: 40000, to: 45000 },
        subEvent: { from: 'Half marathon', to: '10 km' },
      },
    });
    expect(p.email?.type).toBe(EmailType.RACE_CHANGED);
    expect(p.capacity).toMatchObject({
      release: expect.arrayContaining([{ scope: 'subevent', guid: 'half', n: 1 }]),
      take: expect.arrayContaining([{ scope: 'subevent', guid: 'ten', n: 1 }]),
    });
  });

  it('a paid change adds its payment to the charged amount and lists it once', () => {
    const order = orderRecord(HALF, { paid: true, chargedAmount: 90000 });
    const payment = { changeGuid: 'c1', orderNumber: '123', amount: 7000 };
    const p = planOf(selfServiceMove(order, items, item, tenK(45000), { fee: 2000, payment }, ctx));
    expect(p.set.chargedAmount).toBe(97000);
    expect(p.set.calculatedPrice).toBe(97000);
    expect(p.set.valueChangeFees).toEqual([{ ...payment, datePaid: ctx.now }]);
    expect(() =>
      selfServiceMove(
        { ...order, valueChangeFees: p.set.valueChangeFees ?? [] },
        items,
        item,
        tenK(45000),
        { fee: 2000, payment },
        ctx,
      ),
    ).toThrow(RaceChangeAlreadyApplied);
  });

  it('a cheaper target lowers the price (the organiser refunds the rest) and charges nothing', () => {
    const order = orderRecord(HALF, { paid: true, chargedAmount: 90000 });
    const p = planOf(selfServiceMove(order, items, item, tenK(30000), { fee: 0 }, ctx));
    expect(p.set.calculatedPrice).toBe(80000);
    expect(p.set.chargedAmount).toBeUndefined();
  });

  it('a cancelled registration is refused by the state machine', () => {
    const out = selfServiceMove(
      orderRecord(HALF, { cancelled: true }),
      items,
      item,
      tenK(45000),
      { fee: 0 },
      ctx,
    );
    expect(isRefusal(out)).toBe(true);
  });
});
