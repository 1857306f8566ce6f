import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import type { OrderItemRecord, OrderRecord } from './order-records';
import { placesOfItem, takeShare } from './item-places';
import { adminContext as ctx, orderItem, orderRecord, planOf as plan, RACE_S1 } from './order-test-fixtures';
import {
  cancelItem,
  cancelOrder,
  changePrice,
  expireItem,
  setFree,
  setItemIssued,
  updateItem,
} from './order-item-state';
import { removeOrder, type TransitionPlan, unsetExpiry } from './order-state';

const item = (index: number, over: Partial<OrderItemRecord> = {}) => orderItem(RACE_S1, index, over);
const items = [item(0), item(1)];
const order = (over: Partial<OrderRecord> = {}) => orderRecord(RACE_S1, over);

const released = (p: TransitionPlan) => (p.capacity && 'release' in p.capacity ? p.capacity.release : []);

describe('the places of one item', () => {
  it('are its own keys, clipped to what the order still holds', () => {
    const wanted = placesOfItem(item(0, { subcategoryGuid: 'sc1' }), items);
    expect(wanted.map((c) => `${c.scope}#${c.guid}`)).toContain('subcategory#sc1');
    const { share, rest } = takeShare(order().counters, wanted);
    expect(share).not.toContainEqual(expect.objectContaining({ scope: 'subcategory' }));
    expect(share).toContainEqual({ scope: 'wave', guid: 'w1', n: 1 });
    expect(rest).toContainEqual({ scope: 'event', guid: 'e1', n: 1 });
    expect(rest).toContainEqual({ scope: 'discount', guid: 'd1', n: 1 });
  });

  it("with a card place, the usage entry tied to the item's category it took (spec §3 usage records)", () => {
    const ledger = [
      ...(order().counters ?? []),
      { scope: 'cardItem' as const, guid: 'opt-m@category:c1', n: 2 },
    ];
    const { share, rest } = takeShare(ledger, placesOfItem(item(0), items));
    expect(share).toContainEqual({ scope: 'cardItem', guid: 'opt-m@category:c1', n: 1 });
    expect(rest).toContainEqual({ scope: 'cardItem', guid: 'opt-m@category:c1', n: 1 });
    expect(share).not.toContainEqual(expect.objectContaining({ guid: 'opt-m@wave:w1' }));
  });

  it('a relay takes the race place on its first racer only, the team place on each', () => {
    const relay = [0, 1].map((i) => item(i, { kind: 'relay', teamGuid: 't1', waveGuid: null }));
    expect([...new Set(placesOfItem(relay[1] as OrderItemRecord, relay).map((c) => c.scope))]).toEqual([
      'cardItem',
      'cardValue',
      'team',
    ]);
    expect(placesOfItem(relay[0] as OrderItemRecord, relay).map((c) => c.scope)).toContain('subevent');
  });
});

describe('cancel an item', () => {
  it('releases the item share once, takes it off the ledger and the start list, queues the item e-mail', () => {
    const p = plan(cancelItem(order(), items, items[0] as OrderItemRecord, 30000, ctx));
    expect(released(p)).toEqual([
      { scope: 'cardItem', guid: 'opt-m', n: 1 },
      { scope: 'category', guid: 'c1', n: 1 },
      { scope: 'event', guid: 'e1', n: 1 },
      { scope: 'subevent', guid: 's1', n: 1 },
      { scope: 'wave', guid: 'w1', n: 1 },
    ]);
    expect(p.set.counters).toEqual([
      { scope: 'cardItem', guid: 'opt-m', n: 1 },
      { scope: 'category', guid: 'c1', n: 1 },
      { scope: 'discount', guid: 'd1', n: 1 },
      { scope: 'event', guid: 'e1', n: 1 },
      { scope: 'subevent', guid: 's1', n: 1 },
    ]);
    expect(p.set).toMatchObject({ cancelledAmount: 30000 });
    expect(p.set.cancelled).toBeUndefined();
    expect(p.expectUpdated).toBe('2026-05-01T10:00:00.000Z');
    expect(p.items).toEqual([
      expect.objectContaining({
        index: 0,
        startList: 'remove',
        set: expect.objectContaining({ cancelled: true, cancelledAmount: 30000 }),
      }),
    ]);
    expect(p.email).toEqual({ type: EmailType.ITEM_CANCELLATION, suffix: 'item-0', itemGuid: 'item-0' });
    expect(p.history).toMatchObject({
      action: 'itemCancelled',
      by: 'admin-1',
      byName: 'Ada Admin',
      date: ctx.now,
    });
  });

  it('twice is refused: the second reading sees the item cancelled', () => {
    const cancelled = [item(0, { cancelled: true }), item(1)];
    expect(cancelItem(order(), cancelled, cancelled[0] as OrderItemRecord, 0, ctx)).toEqual({
      refused: true,
      code: 'registrations.itemCancelled',
    });
  });

  it('refuses a returned amount above the item price, and a removed order', () => {
    expect(cancelItem(order(), items, items[0] as OrderItemRecord, 45001, ctx)).toEqual({
      refused: true,
      code: 'registrations.returnedAmountTooHigh',
    });
    expect(cancelItem(order({ deleted: true }), items, items[0] as OrderItemRecord, 0, ctx)).toEqual({
      refused: true,
      code: 'registrations.orderDeleted',
    });
  });

  it('the last active item cancels the order and releases what is left; an order that expired releases nothing', () => {
    const rest = [item(0, { cancelled: true }), item(1)];
    const ledger = takeShare(order().counters, placesOfItem(rest[0] as OrderItemRecord, rest)).rest;
    const p = plan(cancelItem(order({ counters: ledger }), rest, rest[1] as OrderItemRecord, 0, ctx));
    expect(p.set).toMatchObject({ cancelled: true, counters: [] });
    expect(released(p)).toContainEqual({ scope: 'discount', guid: 'd1', n: 1 });
    expect(p.expiryIndex).toBe('remove');
    const expired = plan(cancelItem(order({ expired: true }), items, items[0] as OrderItemRecord, 0, ctx));
    expect(expired.capacity).toBeNull();
  });

  it('a cancelled item stays off the start list and keeps its places released when the order is removed or its expiry unset', () => {
    const mixed = [item(0, { cancelled: true }), item(1)];
    expect(plan(removeOrder(order(), mixed, ctx)).items.map((i) => i.index)).toEqual([1]);
    expect(plan(unsetExpiry(order({ expired: true }), mixed, ctx)).items.map((i) => i.index)).toEqual([1]);
  });
});

describe('expire an item', () => {
  it('releases its share once; refused when paid or already expired', () => {
    const p = plan(expireItem(order(), items, items[1] as OrderItemRecord, ctx));
    expect(released(p)).toHaveLength(4);
    expect(p.items[0]).toMatchObject({ index: 1, startList: 'remove', set: { expiredAlone: true } });
    expect(p.email).toBeNull();
    expect(expireItem(order({ paid: true }), items, items[1] as OrderItemRecord, ctx)).toEqual({
      refused: true,
      code: 'registrations.alreadyPaid',
    });
    const again = [item(0), item(1, { expiredAlone: true })];
    expect(expireItem(order(), again, again[1] as OrderItemRecord, ctx)).toEqual({
      refused: true,
      code: 'registrations.itemExpired',
    });
  });
});

describe('issue', () => {
  it('issues an item and the order; taking it back clears the order when no item is issued', () => {
    const p = plan(setItemIssued(order(), items, items[0] as OrderItemRecord, true, ctx));
    expect(p.set).toMatchObject({ issued: true, dateIssued: ctx.now });
    expect(p.capacity).toBeNull();
    const issued = [item(0, { issued: true }), item(1)];
    expect(
      plan(setItemIssued(order({ issued: true }), issued, issued[0] as OrderItemRecord, false, ctx)).set,
    ).toMatchObject({
      issued: false,
    });
    expect(setItemIssued(order(), issued, issued[0] as OrderItemRecord, true, ctx)).toEqual({
      refused: true,
      code: 'registrations.itemAlreadyIssued',
    });
    expect(setItemIssued(order(), items, items[0] as OrderItemRecord, false, ctx)).toEqual({
      refused: true,
      code: 'registrations.itemNotIssued',
    });
  });
});

describe('update an item', () => {
  it('records each change from → to and re-sorts a renamed item on the start list', () => {
    const p = plan(
      updateItem(
        order(),
        items[0] as OrderItemRecord,
        { lastName: 'Novák', values: [{ name: 'tshirt', value: 'L' }] },
        ctx,
      ),
    );
    expect(p.items[0]).toMatchObject({ startList: 'add', set: { lastName: 'Novák' } });
    expect(p.history.changes).toMatchObject({
      lastName: { from: 'Běžec0', to: 'Novák' },
      'values.tshirt': { from: 'M', to: 'L' },
    });
  });
});

describe('cancel the order', () => {
  it('releases every place it holds once and cancels the active items; refused twice', () => {
    const p = plan(cancelOrder(order(), items, 90000, ctx));
    expect(released(p)).toHaveLength(6);
    expect(p.items.map((i) => i.startList)).toEqual(['remove', 'remove']);
    expect(p.email).toEqual({ type: EmailType.CANCELLATION });
    expect(cancelOrder(order({ cancelled: true }), items, 0, ctx)).toEqual({
      refused: true,
      code: 'registrations.orderCancelled',
    });
    expect(cancelOrder(order(), items, 90001, ctx)).toEqual({
      refused: true,
      code: 'registrations.returnedAmountTooHigh',
    });
  });
});

describe('free registration and prices', () => {
  it('free makes every item cost nothing and the order paid', () => {
    const p = plan(setFree(order(), items, ctx));
    expect(p.set).toMatchObject({ paid: true, calculatedPrice: 0 });
    expect(p.items.every((i) => i.set.basePrice === 0 && i.set.paid)).toBe(true);
    expect(setFree(order({ paid: true }), items, ctx)).toEqual({
      refused: true,
      code: 'registrations.alreadyPaid',
    });
  });

  it('change price recomputes the totals and keeps the price history', () => {
    const p = plan(
      changePrice(
        order(),
        items,
        { items: [{ id: 'item-1', basePrice: 30000, additionalsPrice: 0, discount: 1000 }] },
        ctx,
      ),
    );
    expect(p.set).toMatchObject({
      basePrice: 70000,
      additionalsPrice: 5000,
      discountAmount: 1000,
      calculatedPrice: 74000,
    });
    expect(p.items).toHaveLength(1);
    expect(p.history.changes).toMatchObject({ calculatedPrice: { from: 90000, to: 74000 } });
  });
});
