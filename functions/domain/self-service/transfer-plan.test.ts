import { describe, expect, it } from 'vitest';
import type { OrderItemRecord } from '../orders/order-records';
import { isRefusal } from '../orders/order-state';
import { orderItem, orderRecord, planOf, RACE_S1 } from '../orders/order-test-fixtures';
import { TransferAlreadyApplied, transferItem, type NewRunner, type TransferExtra } from './transfer-plan';

const ctx = { by: 'transfer:eva@example.com', byName: 'Eva Nová', now: '2026-05-20T10:00:00.000Z' };
const items = [
  orderItem(RACE_S1, 0, { startNumber: 17, email: 'petr@example.com', paid: true }),
  orderItem(RACE_S1, 1),
];
const item = items[0] as OrderItemRecord;
const eva: NewRunner = {
  firstName: 'Eva',
  lastName: 'Nová',
  email: 'eva@example.com',
  birthDate: '1990-04-01',
  gender: 2,
  club: null,
};
const extra = (over: Partial<TransferExtra> = {}): TransferExtra => ({
  subcategory: null,
  startNumber: 'keep',
  fee: 0,
  offeredAt: '2026-05-19T10:00:00.000Z',
  offeredBy: 'Petr Běžec0',
  ...over,
});
const paidOrder = orderRecord(RACE_S1, { paid: true, chargedAmount: 90000 });

describe('a transfer applied to the order', () => {
  it('puts the new runner on the item, keeps the place and the number, and says who and when in history', () => {
    const p = planOf(transferItem(paidOrder, items, item, eva, extra(), ctx));
    expect(p.items).toEqual([
      {
        index: 0,
        startList: 'add',
        set: expect.objectContaining({
          firstName: 'Eva',
          lastName: 'Nová',
          email: 'eva@example.com',
          birthDate: '1990-04-01',
          birthYear: 1990,
          gender: 2,
        }),
      },
    ]);
    expect(p.items[0]?.set).not.toHaveProperty('startNumber');
    expect(p.capacity).toBeNull();
    expect(p.freedStartNumbers).toBeUndefined();
    expect(p.history).toMatchObject({
      action: 'itemTransferred',
      by: 'transfer:eva@example.com',
      byName: 'Eva Nová',
      date: ctx.now,
      changes: {
        from: { name: 'Petr Běžec0', email: 'petr@example.com' },
        to: { name: 'Eva Nová', email: 'eva@example.com' },
        offeredBy: 'Petr Běžec0',
      },
    });
    expect(p.expectUpdated).toBe(paidOrder.dateUpdated);
  });

  it("clears the start number when the organiser's rule says so (its guard freed)", () => {
    const p = planOf(transferItem(paidOrder, items, item, eva, extra({ startNumber: 'clear' }), ctx));
    expect(p.items[0]?.set).toMatchObject({ startNumber: null, numberingGuid: null });
    expect(p.freedStartNumbers).toEqual([{ subEventGuid: 's1', startNumber: 17, itemGuid: 'item-0' }]);
    expect(p.history.changes.startNumber).toEqual({ from: 17, to: null });
  });

  it('adds a paid fee to the item, the charged amount and the value-change fees billing counts', () => {
    const payment = { changeGuid: 'pay-1', orderNumber: '123', amount: 30000 };
    const p = planOf(transferItem(paidOrder, items, item, eva, extra({ fee: 30000, payment }), ctx));
    expect(p.items[0]?.set.additionalsPrice).toBe(35000);
    expect(p.set).toMatchObject({ chargedAmount: 120000, calculatedPrice: 120000 });
    expect(p.set.valueChangeFees).toEqual([{ ...payment, datePaid: ctx.now }]);
    expect(p.history.changes.transferFee).toEqual({ amount: 30000, currency: paidOrder.currency });
  });

  it('moves the sub-category place when the new runner falls into another one', () => {
    const p = planOf(
      transferItem(
        paidOrder,
        items,
        item,
        eva,
        extra({ subcategory: { guid: 'sc-w', name: 'Women 30' } }),
        ctx,
      ),
    );
    expect(p.items[0]?.set).toMatchObject({
      subcategoryGuid: 'sc-w',
      subcategoryName: 'Women 30',
      firstName: 'Eva',
    });
    expect(p.capacity).toEqual({ release: [], take: [{ scope: 'subcategory', guid: 'sc-w', n: 1 }] });
    expect(p.history.action).toBe('itemTransferred');
  });

  it('refuses a cancelled registration', () => {
    const outcome = transferItem({ ...paidOrder, cancelled: true }, items, item, eva, extra(), ctx);
    expect(isRefusal(outcome)).toBe(true);
  });

  it('a retried acceptance whose transaction already ran changes nothing a second time', () => {
    const done = { ...item, firstName: 'Eva', lastName: 'Nová', email: eva.email, birthDate: eva.birthDate };
    const after = items.map((i) => (i.index === 0 ? done : i));
    expect(() => transferItem(paidOrder, after, done, eva, extra(), ctx)).toThrow(TransferAlreadyApplied);
    const payment = { changeGuid: 'pay-1', orderNumber: '42', amount: 30000 };
    const paidFee = {
      ...paidOrder,
      valueChangeFees: [{ ...payment, datePaid: ctx.now }],
    };
    expect(() => transferItem(paidFee, items, item, eva, extra({ fee: 30000, payment }), ctx)).toThrow(
      TransferAlreadyApplied,
    );
    // Not yet applied: the same card goes through.
    expect(isRefusal(transferItem(paidOrder, items, item, eva, extra({ fee: 30000, payment }), ctx))).toBe(
      false,
    );
  });
});
