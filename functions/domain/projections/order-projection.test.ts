import { describe, expect, it } from 'vitest';
import { countDay, flagCombination } from '../orders/order-list-index';
import { mergeStatDeltas, statItemKey } from '../statistics/stat-counters';
import {
  compareSeq,
  emptyState,
  entryId,
  foldChanges,
  indexEntries,
  orderChangeOf,
  projectionDiff,
  projectsNothing,
  statContribution,
  type OrderStreamChange,
  type ProjectionSnapshot,
  type ProjectionState,
} from './order-projection';

const orderImage = (over: Record<string, unknown> = {}) => ({
  entity: 'order',
  guid: 'o1',
  seriesGuid: 'S1',
  dateCreated: '2026-05-01T10:00:00.000Z',
  variableSymbol: '2026000123',
  registrator: { firstName: 'Jan', lastName: 'Dvořák', email: 'jan@example.cz', birthDate: 'x', gender: 1 },
  eventGuids: ['E1'],
  paid: false,
  expired: false,
  cancelled: false,
  deleted: false,
  issued: false,
  paymentMethod: 2,
  currency: 'CZK',
  calculatedPrice: 45000,
  cancelledAmount: 0,
  cardAttempts: [],
  ...over,
});

const itemImage = (index: number, over: Record<string, unknown> = {}) => ({
  entity: 'orderItem',
  orderGuid: 'o1',
  index,
  kind: 'regular',
  seriesEventGuid: 'E1',
  subEventGuid: 'R1',
  startNumber: null,
  ...over,
});

let seq = 100;
const record = (
  newImage: Record<string, unknown> | undefined,
  oldImage?: Record<string, unknown>,
): OrderStreamChange => orderChangeOf({ seq: String(seq++), newImage, oldImage })!;

/**
 * The projections as a store applying the projector's transactions: counters (statistics items and
 * order counts) and index entries, next to the per-order states.
 */
class Store {
  counters = new Map<string, Record<string, number>>();
  entries = new Map<string, unknown>();
  states = new Map<string, ProjectionState>();

  apply(batch: readonly OrderStreamChange[]) {
    const byOrder = new Map<string, OrderStreamChange[]>();
    for (const c of batch) byOrder.set(c.orderGuid, [...(byOrder.get(c.orderGuid) ?? []), c]);
    for (const [guid, changes] of byOrder) {
      const stored = this.states.get(guid) ?? emptyState(guid);
      const { before, after, state } = foldChanges(stored, changes);
      this.write(projectionDiff(before, after));
      this.states.set(guid, state);
    }
  }

  write(diff: ReturnType<typeof projectionDiff>) {
    for (const d of diff.stats) this.add(statItemKey(d), d.add);
    for (const m of diff.counts) {
      const add: Record<string, number> = {};
      if (m.from) add[m.from] = (add[m.from] ?? 0) - 1;
      if (m.to) add[m.to] = (add[m.to] ?? 0) + 1;
      this.add(`count|${m.seriesGuid}|${m.day}`, add);
    }
    for (const e of diff.deletes) this.entries.delete(entryId(e));
    for (const e of diff.puts) this.entries.set(entryId(e), e);
  }

  add(key: string, add: Record<string, number>) {
    const into = this.counters.get(key) ?? {};
    for (const [k, v] of Object.entries(add)) into[k] = (into[k] ?? 0) + v;
    this.counters.set(key, Object.fromEntries(Object.entries(into).filter(([, v]) => v !== 0)));
  }

  /** Counters and entries without empty items, for comparing with a recount. */
  view() {
    return {
      counters: Object.fromEntries(
        [...this.counters].filter(([, c]) => Object.keys(c).length).sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
      entries: [...this.entries.keys()].sort(),
    };
  }
}

/** What the projections of these orders must be: computed from scratch, as the rebuild does. */
function recount(snapshots: readonly ProjectionSnapshot[]) {
  const store = new Store();
  for (const s of snapshots) {
    for (const d of mergeStatDeltas(statContribution(s))) store.add(statItemKey(d), d.add);
    if (s.order)
      store.add(`count|${s.order.seriesGuid}|${countDay(s.order.dateCreated)}`, {
        [flagCombination(s.order)]: 1,
      });
    for (const e of indexEntries(s)) store.entries.set(entryId(e), e);
  }
  return store.view();
}

const final = (order: Record<string, unknown> | null, items: Array<Record<string, unknown>>) => {
  const s = foldChanges(emptyState('o1'), [
    ...(order ? [record(order)] : []),
    ...items.map((i) => record(i)),
  ]).after;
  return s;
};

describe('order projections from the stream', () => {
  const placed = orderImage();
  const paid = orderImage({ paid: true, datePaid: '2026-05-02T08:00:00Z' });
  const renamed = orderImage({
    paid: true,
    registrator: { firstName: 'Jan', lastName: 'Svoboda', email: 'jan@example.cz' },
  });
  const history = (): OrderStreamChange[] => [
    record(placed),
    record(itemImage(0)),
    record(itemImage(1, { kind: 'team' })),
    record(paid, placed),
    record(itemImage(1, { kind: 'team', startNumber: 7 }), itemImage(1, { kind: 'team' })),
    record(renamed, paid),
  ];

  it('counts a new order and its items, then moves the counters with its changes', () => {
    const store = new Store();
    const [first, ...rest] = history();
    store.apply([first!]);
    expect(store.counters.get('day|S1|2026-05-01')).toEqual({
      orders: 1,
      unpaid: 1,
      'price#CZK#45000': 1,
    });
    store.apply(rest);
    expect(store.counters.get('day|S1|2026-05-01')).toMatchObject({
      orders: 1,
      paid: 1,
      paidTransfer: 1,
      items: 2,
      teamItems: 1,
      'revenue#CZK': 45000,
    });
    expect(store.counters.get('races|S1|2026-05-01')).toEqual({ 'race#E1#R1': 2 });
    expect(store.counters.get('count|S1|2026-05-01')).toEqual({ '10000': 1 });
    expect(store.entries.has('search|S1|svoboda|o1')).toBe(true);
    expect(store.entries.has('search|S1|dvorak|o1')).toBe(false);
    expect(store.view()).toEqual(recount([final(renamed, [itemImage(0), itemImage(1, { kind: 'team' })])]));
  });

  it('leaves every counter and index as if once when a batch is delivered twice', () => {
    const once = new Store();
    const records = history();
    once.apply(records);
    const twice = new Store();
    twice.apply(records);
    twice.apply(records);
    expect(twice.view()).toEqual(once.view());
  });

  it('ignores an older record of the order replayed after a newer one (a retried batch from its start)', () => {
    const store = new Store();
    const records = history();
    // The batch fails after four records, is retried from the start, and everything arrives again.
    store.apply(records.slice(0, 4));
    store.apply(records.slice(0, 2));
    store.apply(records);
    store.apply([records[0]!, records[3]!]);
    const expected = new Store();
    expected.apply(records);
    expect(store.view()).toEqual(expected.view());
    expect(store.counters.get('day|S1|2026-05-01')).toMatchObject({ paid: 1, orders: 1 });
    expect(store.counters.get('day|S1|2026-05-01')?.unpaid).toBeUndefined();
  });

  it('projects items that arrive before their order once the order arrives', () => {
    const store = new Store();
    store.apply([record(itemImage(0))]);
    expect(store.view().counters).toEqual({});
    store.apply([record(placed)]);
    expect(store.counters.get('day|S1|2026-05-01')).toMatchObject({ orders: 1, items: 1 });
  });

  it('takes the old image as the baseline of an order projected before the projector existed', () => {
    // Projections written inline by the old code: the order placed.
    const store = new Store();
    store.write(projectionDiff({ order: null, items: {} }, final(placed, [])));
    store.apply([record(paid, placed)]);
    expect(store.view()).toEqual(recount([final(paid, [])]));
  });

  it('takes back everything of an order whose record is removed', () => {
    const store = new Store();
    store.apply([record(placed), record(itemImage(0))]);
    store.apply([record(undefined, itemImage(0)), record(undefined, placed)]);
    expect(store.view()).toEqual({ counters: {}, entries: [] });
  });

  it('moves the event entries only when the order’s events change', () => {
    const before = final(placed, []);
    const same = final(orderImage({ paid: true, eventGuids: ['E1'] }), []);
    expect(projectionDiff(before, same).puts.filter((e) => e.kind === 'event')).toEqual([]);
    const moved = projectionDiff(before, final(orderImage({ eventGuids: ['E3', 'E2'] }), []));
    expect(moved.deletes.map(entryId)).toEqual(['event|E1|2026-05-01T10:00:00.000Z|o1']);
    expect(moved.puts.filter((e) => e.kind === 'event')).toEqual([
      expect.objectContaining({ eventGuid: 'E2', eventGuids: ['E2', 'E3'] }),
      expect.objectContaining({ eventGuid: 'E3', eventGuids: ['E2', 'E3'] }),
    ]);
  });

  it('rewrites search entries only when the tokens change', () => {
    const before = final(placed, []);
    const upper = orderImage({
      registrator: { firstName: 'Jan', lastName: 'DVOŘÁK', email: 'jan@example.cz' },
    });
    expect(projectionDiff(before, final(upper, []))).toMatchObject({ puts: [], deletes: [] });
  });

  it('compares stream sequence numbers as numbers', () => {
    expect(compareSeq('900', '1000')).toBeLessThan(0);
    expect(compareSeq('000123', '123')).toBe(0);
    expect(compareSeq('49668', '49667')).toBeGreaterThan(0);
  });

  it('ignores records of anything but orders and their items', () => {
    expect(orderChangeOf({ seq: '1', newImage: { entity: 'statDay' } })).toBeNull();
    expect(orderChangeOf({ seq: '1', newImage: { entity: 'projectionState', orderGuid: 'o1' } })).toBeNull();
  });

  it('drops a record no projection reads, and the projections end as if it were applied', () => {
    const placedItem = itemImage(0);
    const paidItem = itemImage(0, { paid: true, startNumber: 12 });
    const mailed = orderImage({ paid: true, emailsSent: [3] });
    const paid = orderImage({ paid: true });
    const records = [
      record(orderImage()),
      record(placedItem),
      record(paid, orderImage()),
      record(paidItem, placedItem),
      record(mailed, paid),
    ];
    expect(records.map(projectsNothing)).toEqual([false, false, false, true, true]);
    // A removal and an insert always project; so does an item moved to another race.
    expect(projectsNothing(record(undefined, paidItem))).toBe(false);
    expect(projectsNothing(record(itemImage(0, { subEventGuid: 'R2' }), placedItem))).toBe(false);
    const all = new Store();
    all.apply(records);
    const kept = new Store();
    kept.apply(records.filter((r) => !projectsNothing(r)));
    expect(kept.view()).toEqual(all.view());
    expect(kept.states.get('o1')).toMatchObject({
      order: all.states.get('o1')?.order,
      items: all.states.get('o1')?.items,
    });
  });
});
