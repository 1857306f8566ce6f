import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import {
  fullScopeFailure,
  itemTakes,
  orderLedger,
  overCapacity,
  planCounters,
  subcategoryTake,
  type Take,
} from './capacity-plan';
import { category, checkoutCtx, race, resolvedItem, subcategory, team, wave } from './test-fixtures';
import type { TeamReservationRecord } from './team-reservation';

const noHeld = new Map<string, number>();
const byScope = (takes: Take[]) => takes.map((t) => [t.scope, t.n]);

describe('a full scope, before the forms are looked at', () => {
  it('names the first full one of event, race, category and wave', () => {
    const item = resolvedItem({ wave: wave() });
    expect(fullScopeFailure(checkoutCtx(), item, noHeld)).toBeUndefined();
    const raceFull = checkoutCtx([['subevent', 'race-1', { capacity: 500, used: 500 }]]);
    expect(fullScopeFailure(raceFull, item, noHeld)).toEqual({
      reason: RegistrationFailure.CAPACITY_SUBEVENT,
      params: { name: '21 km' },
      field: 'items.0',
    });
    const waveFull = checkoutCtx([['wave', 'wave-1', { capacity: 100, used: 100 }]]);
    expect(fullScopeFailure(waveFull, item, noHeld)).toMatchObject({
      reason: RegistrationFailure.CAPACITY_WAVE,
      params: { name: 'Vlna A' },
    });
  });

  it("counts the place the runner's own reservation or waiting-list offer holds as free", () => {
    const full = checkoutCtx([['subevent', 'race-1', { capacity: 500, used: 500 }]]);
    expect(fullScopeFailure(full, resolvedItem(), new Map([['subevent#race-1', 1]]))).toBeUndefined();
  });

  it('never finds an unlimited scope full', () => {
    const unlimited = checkoutCtx([['category', 'cat-1', { capacity: 0, used: 9_999 }]]);
    expect(fullScopeFailure(unlimited, resolvedItem(), noHeld)).toBeUndefined();
  });
});

describe('the places a cart item takes', () => {
  it('a runner: one in the event, race, category and wave', () => {
    expect(byScope(itemTakes(checkoutCtx(), resolvedItem({ wave: wave() }), null, 1, []))).toEqual([
      ['event', 1],
      ['subevent', 1],
      ['category', 1],
      ['wave', 1],
    ]);
  });

  it("a relay of four: one place in the race, four in its team (up to the race's members)", () => {
    const item = resolvedItem({ sub: race({ type: SubEventType.RELAY, membersTo: 4 }) });
    const takes = itemTakes(checkoutCtx(), item, { guid: 'new', name: 'Štafeta' }, 4, []);
    expect(byScope(takes)).toEqual([
      ['event', 1],
      ['subevent', 1],
      ['category', 1],
      ['team', 4],
    ]);
    expect(takes[3]).toMatchObject({
      capacity: 4,
      failure: { reason: RegistrationFailure.CAPACITY_RELAY, params: { team: 'Štafeta' } },
    });
  });

  it("a team race: a place per member; joining takes the team's own limit", () => {
    const item = resolvedItem({ sub: race({ type: SubEventType.TEAM, membersTo: 5 }) });
    const ctx = checkoutCtx([['team', 'team-1', { capacity: 3, used: 2 }]], [team()]);
    const takes = itemTakes(ctx, item, { guid: 'team-1', name: 'Rychlí Šneci' }, 2, []);
    expect(byScope(takes)).toEqual([
      ['event', 2],
      ['subevent', 2],
      ['category', 2],
      ['team', 2],
    ]);
    expect(takes[3]).toMatchObject({ capacity: 3, failure: { reason: RegistrationFailure.CAPACITY_TEAM } });
  });

  it("a chosen option's place, with its tie counter for the §4 rule", () => {
    const inc = {
      scope: 'cardItem' as const,
      guid: 'shirt-m',
      capacity: 0,
      name: 'Tričko M',
      group: { guid: 'shirt' },
      tie: { kind: 'category' as const, guid: 'cat-1' },
    };
    const takes = itemTakes(checkoutCtx(), resolvedItem(), null, 1, [inc]);
    expect(takes.slice(3).map((t) => [t.scope, t.n, t.failure.reason])).toEqual([
      ['cardItem', 1, RegistrationFailure.CAPACITY_CARD_ITEM],
      ['cardItem', 1, RegistrationFailure.CAPACITY_CARD_ITEM],
    ]);
    expect(takes[4]?.guid).not.toBe('shirt-m');
  });

  it('a subcategory: a place per runner, one per relay team on its first member', () => {
    const sc = subcategory();
    expect(subcategoryTake(sc, false, 2, 'items.0').n).toBe(1);
    expect([0, 1, 2].map((i) => subcategoryTake(sc, true, i, 'items.0').n)).toEqual([1, 0, 0]);
  });
});

describe("the order's counters", () => {
  const ctx = checkoutCtx([
    ['subevent', 'race-1', { capacity: 500, used: 499 }],
    ['category', 'cat-1', { capacity: 400, used: 10 }],
  ]);
  const two = [
    ...itemTakes(ctx, resolvedItem(), null, 1, []),
    ...itemTakes(ctx, resolvedItem({ index: 1 }), null, 1, []),
  ];

  it('sum the cart items of one race into one counter each, checked against the stored capacity', () => {
    const counters = planCounters(ctx, noHeld, two);
    expect(counters.map((c) => [c.scope, c.n, c.capacity])).toEqual([
      ['event', 2, 1000],
      ['subevent', 2, 500],
      ['category', 2, 400],
    ]);
  });

  it('refuse a cart of two runners when one place is left, naming the race on its first item', () => {
    expect(overCapacity(ctx, planCounters(ctx, noHeld, two))).toEqual({
      reason: RegistrationFailure.CAPACITY_SUBEVENT,
      params: { name: '21 km' },
      field: 'items.0',
    });
    expect(overCapacity(ctx, planCounters(ctx, noHeld, two.slice(0, 3)))).toBeUndefined();
  });

  it("let a reservation's held place through: the order records it as held", () => {
    const held = new Map([['subevent#race-1', 1]]);
    const counters = planCounters(ctx, held, two);
    expect(counters[1]).toMatchObject({ scope: 'subevent', n: 2, held: 1 });
    expect(overCapacity(ctx, counters)).toBeUndefined();
  });

  it('allow as many more option entries as the §4 rule ignores', () => {
    const ctxOpt = checkoutCtx([['cardValue', 'shirt', { capacity: 10, used: 10 }]]);
    const take: Take = {
      scope: 'cardValue',
      guid: 'shirt',
      capacity: 10,
      n: 1,
      ignored: 2,
      failure: {
        reason: RegistrationFailure.CAPACITY_CARD_VALUE,
        params: { name: 'Tričko' },
        field: 'items.0',
      },
    };
    const [counter] = planCounters(ctxOpt, noHeld, [take]);
    expect(counter?.capacity).toBe(12);
    expect(overCapacity(ctxOpt, [counter!])).toBeUndefined();
  });
});

describe("the order's ledger", () => {
  it('names every place it takes, and a reserved place in the bucket the reservation took it from', () => {
    const ctx = checkoutCtx();
    const counters = planCounters(
      ctx,
      noHeld,
      itemTakes(ctx, resolvedItem({ category: category() }), null, 1, []),
    );
    const reservation = {
      held: [{ scope: 'subevent', guid: 'race-1', n: 1, bucket: 5 }],
    } as TeamReservationRecord;
    const ledger = orderLedger(counters, [{ reservationGuid: 'r1' }], new Map([['r1', reservation]]), []);
    expect(ledger).toEqual([
      { scope: 'event', guid: 'event-1', n: 1 },
      { scope: 'category', guid: 'cat-1', n: 1 },
      { scope: 'subevent', guid: 'race-1', n: 1, bucket: 5 },
    ]);
    // Joining an existing team consumes no reservation.
    expect(
      orderLedger(counters, [{ teamGuid: 't', reservationGuid: 'r1' }], new Map([['r1', reservation]]), []),
    ).toEqual(counters.map(({ scope, guid, n }) => ({ scope, guid, n })));
  });
});
