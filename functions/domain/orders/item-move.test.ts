import { describe, expect, it } from 'vitest';
import type { CounterRef, OrderItemRecord, OrderRecord } from './order-records';
import { moveItem, type MoveTarget } from './item-move';
import {
  adminContext as ctx,
  orderItem,
  orderRecord,
  planOf as plan,
  type FixtureRace,
} from './order-test-fixtures';
import { isRefusal, type TransitionPlan } from './order-state';

/** The half marathon the runners are in before a move. */
const HALF: FixtureRace = {
  subEventGuid: 'half',
  subEventName: 'Half marathon',
  categoryGuid: 'half-m',
  categoryName: 'Men',
  waveGuid: 'half-w1',
  waveName: 'Wave 1',
};
const item = (index: number, over: Partial<OrderItemRecord> = {}) => orderItem(HALF, index, over);
const items = [item(0), item(1)];
const order = (over: Partial<OrderRecord> = {}) => orderRecord(HALF, over);

/** The 10 km of the same event, its men's category and its first wave. */
const tenK = (over: Partial<MoveTarget> = {}): MoveTarget => ({
  seriesGuid: 'series-1',
  event: { guid: 'e1', name: 'Spring run' },
  subEvent: { guid: 'ten', name: '10 km' },
  category: { guid: 'ten-m', name: 'Men 10' },
  subcategory: null,
  wave: { guid: 'ten-w1', name: 'Wave A' },
  cardGuids: ['k'],
  discountApplies: true,
  ...over,
});

const keysOf = (counters: readonly CounterRef[]) => counters.map((c) => `${c.scope}#${c.guid}:${c.n}`);
const capacity = (p: TransitionPlan) => ({
  release: p.capacity && 'release' in p.capacity ? keysOf(p.capacity.release) : [],
  take: p.capacity && 'take' in p.capacity ? keysOf(p.capacity.take) : [],
});

describe('moving an item to another race', () => {
  it('releases the old race places and takes the new ones in one plan, the shared event untouched', () => {
    const p = plan(moveItem(order(), items, items[0] as OrderItemRecord, tenK(), ctx));
    expect(capacity(p)).toEqual({
      release: ['category#half-m:1', 'subevent#half:1', 'wave#half-w1:1'],
      take: ['category#ten-m:1', 'subevent#ten:1', 'wave#ten-w1:1'],
    });
    // The ledger: the other item's places, the new ones, the event once per item, options untouched.
    expect(keysOf(p.set.counters ?? [])).toEqual([
      'cardItem#opt-m:2',
      'category#half-m:1',
      'category#ten-m:1',
      'discount#d1:1',
      'event#e1:2',
      'subevent#half:1',
      'subevent#ten:1',
      'wave#ten-w1:1',
    ]);
    expect(p.guard).toEqual({ deleted: false, cancelled: false, expired: false });
    expect(p.expectUpdated).toBe(order().dateUpdated);
    expect(p.items).toEqual([
      {
        index: 0,
        startList: 'add',
        set: expect.objectContaining({
          subEventGuid: 'ten',
          subEventName: '10 km',
          categoryGuid: 'ten-m',
          waveGuid: 'ten-w1',
          waveName: 'Wave A',
        }),
      },
    ]);
    expect(p.set.subEventGuids).toEqual(['ten', 'half']);
    expect(p.set.waveGuids).toEqual(['ten-w1']);
    expect(p.email).toBeNull();
    // Payment state and price are left alone by default.
    expect(p.set).not.toHaveProperty('paid');
    expect(p.set).not.toHaveProperty('calculatedPrice');
    expect(p.items[0]?.set).not.toHaveProperty('basePrice');
  });

  it('writes the history with the names before and after', () => {
    const p = plan(moveItem(order(), items, items[0] as OrderItemRecord, tenK(), ctx));
    expect(p.history).toMatchObject({
      action: 'itemMoved',
      by: 'admin-1',
      byName: 'Ada Admin',
      changes: {
        item: { id: 'item-0', name: 'Petr Běžec0' },
        subEvent: { from: 'Half marathon', to: '10 km' },
        category: { from: 'Men', to: 'Men 10' },
        wave: { from: 'Wave 1', to: 'Wave A' },
      },
    });
    expect(p.history.changes).not.toHaveProperty('event');
  });

  it('a sharded race: the place released goes back to its own bucket, a kept place stays in its bucket', () => {
    // The order's places of the race and the event came from buckets 3 and 5 (sharded scopes).
    const sharded = order({
      counters: order().counters.map((c) =>
        c.scope === 'subevent' ? { ...c, bucket: 3 } : c.scope === 'event' ? { ...c, bucket: 5 } : c,
      ),
    });
    const p = plan(moveItem(sharded, items, items[0] as OrderItemRecord, tenK(), ctx));
    const release = p.capacity && 'release' in p.capacity ? p.capacity.release : [];
    expect(release.find((c) => c.scope === 'subevent')).toEqual({
      scope: 'subevent',
      guid: 'half',
      n: 1,
      bucket: 3,
    });
    // The event place is kept (same event), still in bucket 5; the new race's place has no bucket
    // yet (the adapter places it when it writes the take).
    const ledger = p.set.counters ?? [];
    expect(ledger.filter((c) => c.scope === 'event')).toEqual([
      { scope: 'event', guid: 'e1', n: 2, bucket: 5 },
    ]);
    expect(ledger.filter((c) => c.scope === 'subevent')).toEqual([
      { scope: 'subevent', guid: 'half', n: 1, bucket: 3 },
      { scope: 'subevent', guid: 'ten', n: 1 },
    ]);
  });

  it('releases only what the item still holds: a place the order never took is not given back', () => {
    const clipped = order({ counters: order().counters.filter((c) => c.scope !== 'wave') });
    const p = plan(moveItem(clipped, items, items[0] as OrderItemRecord, tenK(), ctx));
    expect(capacity(p).release).not.toContain('wave#half-w1:1');
  });

  it('within the race changes only the category counters and keeps the start number', () => {
    const numbered = item(0, { startNumber: 42 });
    const p = plan(
      moveItem(
        order(),
        [numbered, items[1] as OrderItemRecord],
        numbered,
        tenK({
          subEvent: { guid: 'half', name: 'Half marathon' },
          category: { guid: 'half-w', name: 'Women' },
          wave: { guid: 'half-w1', name: 'Wave 1' },
        }),
        ctx,
      ),
    );
    expect(capacity(p)).toEqual({ release: ['category#half-m:1'], take: ['category#half-w:1'] });
    expect(p.freedStartNumbers).toBeUndefined();
    expect(p.items[0]?.set).not.toHaveProperty('startNumber');
  });

  it('gives up the start number (and its guard) when the race changes', () => {
    const numbered = item(0, { startNumber: 42 });
    const p = plan(moveItem(order(), [numbered], numbered, tenK(), ctx));
    expect(p.items[0]?.set).toMatchObject({ startNumber: null, numberingGuid: null });
    expect(p.freedStartNumbers).toEqual([{ subEventGuid: 'half', startNumber: 42, itemGuid: 'item-0' }]);
    expect(p.history.changes.startNumber).toEqual({ from: 42, to: null });
  });

  it("takes the target's price when asked: item and order totals recomputed, with the price history", () => {
    const p = plan(
      moveItem(
        order(),
        items,
        items[0] as OrderItemRecord,
        tenK({ price: { basePrice: 30000, pricingName: 'Early' } }),
        ctx,
      ),
    );
    expect(p.items[0]?.set).toMatchObject({ basePrice: 30000, pricingName: 'Early' });
    expect(p.set).toMatchObject({ basePrice: 70000, additionalsPrice: 10000, calculatedPrice: 80000 });
    expect(p.history.changes).toMatchObject({
      basePrice: { from: 40000, to: 30000 },
      calculatedPrice: { from: 90000, to: 80000 },
    });
  });

  it('moves to another event of the series: the event place moves too', () => {
    const p = plan(
      moveItem(
        order(),
        items,
        items[1] as OrderItemRecord,
        tenK({ event: { guid: 'e2', name: 'Autumn run' }, wave: null }),
        ctx,
      ),
    );
    expect(capacity(p)).toEqual({
      release: ['category#half-m:1', 'event#e1:1', 'subevent#half:1'],
      take: ['category#ten-m:1', 'event#e2:1', 'subevent#ten:1'],
    });
    expect(p.set.eventGuids).toEqual(['e1', 'e2']);
    expect(p.history.changes.event).toEqual({ from: 'Spring run', to: 'Autumn run' });
  });
});

describe('card answers and discounts follow the target race', () => {
  it('drops the answers of a card the target race does not ask, with their option places and price', () => {
    // Another event: its own cards, none of them the item's card k.
    const p = plan(
      moveItem(
        order(),
        items,
        items[0] as OrderItemRecord,
        tenK({ event: { guid: 'e2', name: 'Autumn run' }, cardGuids: ['autumn-card'] }),
        ctx,
      ),
    );
    expect(p.items[0]?.set).toMatchObject({ values: [], additionalsPrice: 0 });
    // The option place goes back once, with the race places; the other item keeps its option.
    expect(capacity(p).release).toContain('cardItem#opt-m:1');
    expect(keysOf(p.set.counters ?? [])).toContain('cardItem#opt-m:1');
    expect(p.set).toMatchObject({ additionalsPrice: 5000, calculatedPrice: 85000 });
    expect(p.history.changes).toMatchObject({
      droppedAnswers: [{ name: 'tshirt', label: 'T', value: 'M', price: 5000 }],
      additionalsPrice: { from: 5000, to: 0 },
      calculatedPrice: { from: 90000, to: 85000 },
    });
    expect(p.history.changes).not.toHaveProperty('basePrice');
  });

  it('keeps the answers of a card that also applies to the target race', () => {
    const p = plan(
      moveItem(order(), items, items[0] as OrderItemRecord, tenK({ cardGuids: ['k', 'x'] }), ctx),
    );
    expect(p.items[0]?.set).not.toHaveProperty('values');
    expect(capacity(p).release.filter((c) => c.startsWith('card'))).toEqual([]);
    expect(p.history.changes).not.toHaveProperty('droppedAnswers');
    expect(p.set).not.toHaveProperty('calculatedPrice');
  });

  it('refuses to move a discounted item where the discount does not apply, and moves it where it does', () => {
    const discounted = item(0, { discount: 5000 });
    const outcome = moveItem(order(), [discounted], discounted, tenK({ discountApplies: false }), ctx);
    expect(isRefusal(outcome) && outcome.code).toBe('registrations.moveDiscountNotApplicable');
    const p = plan(moveItem(order(), [discounted], discounted, tenK(), ctx));
    expect(p.items[0]?.set).not.toHaveProperty('discount');
    // Without a discount the scope of the order's codes does not matter.
    expect(isRefusal(moveItem(order(), [item(0)], item(0), tenK({ discountApplies: false }), ctx))).toBe(
      false,
    );
  });
});

describe('moves that are refused', () => {
  const refusal = (o: OrderRecord, i: OrderItemRecord, t: MoveTarget = tenK()) => {
    const outcome = moveItem(o, [i], i, t, ctx);
    return isRefusal(outcome) ? outcome.code : 'planned';
  };
  it.each([
    ['a cancelled item', order(), item(0, { cancelled: true }), 'registrations.itemCancelled'],
    ['an item of a cancelled order', order({ cancelled: true }), item(0), 'registrations.itemCancelled'],
    ['an item of an expired order', order({ expired: true }), item(0), 'registrations.orderExpired'],
    ['an item expired alone', order(), item(0, { expiredAlone: true }), 'registrations.itemExpired'],
    ['an item of a removed order', order({ deleted: true }), item(0), 'registrations.orderDeleted'],
    ['a team member', order(), item(0, { kind: 'team', teamGuid: 't1' }), 'registrations.moveTeamItem'],
    ['a relay racer', order(), item(0, { kind: 'relay', teamGuid: 't1' }), 'registrations.moveTeamItem'],
  ])('%s', (_, o, i, code) => {
    expect(refusal(o, i)).toBe(code);
  });

  it('a target in another series', () => {
    expect(refusal(order(), item(0), tenK({ seriesGuid: 'series-2' }))).toBe('registrations.moveOtherSeries');
  });

  it('a target that is where the item already is, at the same price', () => {
    const here = tenK({
      subEvent: { guid: 'half', name: 'Half marathon' },
      category: { guid: 'half-m', name: 'Men' },
      wave: { guid: 'half-w1', name: 'Wave 1' },
    });
    expect(refusal(order(), item(0), here)).toBe('registrations.moveNothingChanged');
    // The same place at the target's (different) price is a change.
    expect(refusal(order(), item(0), { ...here, price: { basePrice: 1, pricingName: null } })).toBe(
      'planned',
    );
  });
});
