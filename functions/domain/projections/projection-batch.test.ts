import { describe, expect, it } from 'vitest';
import { countDay, flagCombination } from '../orders/order-list-index';
import { counterWrites, statItemKey } from '../statistics/stat-counters';
import {
  entryId,
  indexEntries,
  orderChangeOf,
  snapshotOf,
  statContribution,
  type OrderStreamChange,
  type ProjectionState,
} from './order-projection';
import { chunkUnits, countItemKey, foldBatch, type ProjectionChunk } from './projection-batch';

const DAY = '2026-05-01T10:00:00.000Z';

const orderImage = (guid: string, over: Record<string, unknown> = {}) => ({
  entity: 'order',
  guid,
  seriesGuid: 'S1',
  dateCreated: DAY,
  variableSymbol: `2026${guid}`,
  registrator: { firstName: 'Jan', lastName: `Dvořák${guid}`, email: `${guid}@example.cz` },
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
  ...over,
});

const itemImage = (orderGuid: string, index: number) => ({
  entity: 'orderItem',
  orderGuid,
  index,
  kind: 'regular',
  seriesEventGuid: 'E1',
  subEventGuid: `R${index}`,
});

let seq = 1000;
const rec = (newImage?: Record<string, unknown>, oldImage?: Record<string, unknown>): OrderStreamChange =>
  orderChangeOf({ seq: String(seq++), newImage, oldImage })!;

/**
 * The table as the projector's transactions see it: per-order states with their revision, counter
 * items and index entries. A chunk is one transaction: refused whole when a state's revision moved.
 */
class Table {
  states = new Map<string, ProjectionState>();
  counters = new Map<string, Record<string, number>>();
  entries = new Set<string>();
  /** Counter item writes, per item. */
  counterWrites = new Map<string, number>();

  transact(chunk: ProjectionChunk): boolean {
    if (chunk.units.some((u) => (this.states.get(u.orderGuid)?.rev ?? 0) !== u.stored.rev)) return false;
    for (const u of chunk.units) {
      this.states.set(u.orderGuid, { ...u.next, rev: u.stored.rev + 1 });
      for (const e of u.diff.deletes) this.entries.delete(entryId(e));
      for (const e of u.diff.puts) this.entries.add(entryId(e));
    }
    for (const d of counterWrites(chunk.stats)) this.add(statItemKey(d), d.add);
    const counts = new Map<string, Record<string, number>>();
    for (const m of chunk.counts) {
      const add = counts.get(countItemKey(m)) ?? {};
      if (m.from) add[m.from] = (add[m.from] ?? 0) - 1;
      if (m.to) add[m.to] = (add[m.to] ?? 0) + 1;
      counts.set(countItemKey(m), add);
    }
    for (const [key, add] of counts) this.add(key, add);
    return true;
  }

  add(key: string, add: Record<string, number>) {
    this.counterWrites.set(key, (this.counterWrites.get(key) ?? 0) + 1);
    const into = this.counters.get(key) ?? {};
    for (const [k, v] of Object.entries(add)) into[k] = (into[k] ?? 0) + v;
    this.counters.set(key, into);
  }

  /** What the projector does with one delivered batch; `crashAfter` chunks written, then it dies. */
  project(batch: readonly OrderStreamChange[], maxItems = 100, crashAfter = Infinity) {
    let chunks = chunkUnits(foldBatch(this.states, batch), maxItems);
    for (let written = 0; chunks.length;) {
      const refused: ProjectionChunk[] = [];
      for (const chunk of chunks) {
        if (written >= crashAfter) throw new Error('stopped mid-batch');
        if (this.transact(chunk)) written++;
        else refused.push(chunk);
      }
      const again = new Set(refused.flatMap((c) => c.units.map((u) => u.orderGuid)));
      chunks = chunkUnits(
        foldBatch(
          this.states,
          batch.filter((c) => again.has(c.orderGuid)),
        ),
        maxItems,
      );
    }
  }

  view() {
    return {
      counters: Object.fromEntries(
        [...this.counters]
          .map(([k, c]) => [k, Object.fromEntries(Object.entries(c).filter(([, v]) => v !== 0))] as const)
          .filter(([, c]) => Object.keys(c).length)
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      ),
      entries: [...this.entries].sort(),
    };
  }
}

/** The projections the final orders stand for, counted from scratch. */
function recount(finals: Array<{ order: Record<string, unknown>; items: Array<Record<string, unknown>> }>) {
  const t = new Table();
  for (const f of finals) {
    const s = snapshotOf(f.order, f.items);
    for (const d of counterWrites(statContribution(s))) t.add(statItemKey(d), d.add);
    if (s.order)
      t.add(countItemKey({ seriesGuid: s.order.seriesGuid, day: countDay(s.order.dateCreated) }), {
        [flagCombination(s.order)]: 1,
      });
    for (const e of indexEntries(s)) t.entries.add(entryId(e));
  }
  return t.view();
}

/** Orders placed (order and two items), then most of them paid and some cancelled. */
function season(count: number) {
  const placed: OrderStreamChange[] = [];
  const changed: OrderStreamChange[] = [];
  const finals: Array<{ order: Record<string, unknown>; items: Array<Record<string, unknown>> }> = [];
  const unchanged: typeof finals = [];
  for (let i = 0; i < count; i++) {
    const guid = `o${i}`;
    const created = orderImage(guid);
    const items = [itemImage(guid, 0), itemImage(guid, 1)];
    placed.push(rec(created), ...items.map((it) => rec(it)));
    unchanged.push({ order: created, items });
    let last: Record<string, unknown> = created;
    if (i % 4 !== 3) {
      const paid = orderImage(guid, { paid: true });
      changed.push(rec(paid, last));
      last = paid;
    }
    if (i % 5 === 0) {
      const cancelled = { ...last, cancelled: true, cancelledAmount: 10_000 };
      changed.push(rec(cancelled, last));
      last = cancelled;
    }
    finals.push({ order: last, items });
  }
  return { placed, changed, finals, unchanged };
}

describe('a stream batch projected in aggregated transactions', () => {
  it('writes each counter item once per transaction, its orders’ deltas added up', () => {
    const { placed, unchanged } = season(20);
    const t = new Table();
    const chunks = chunkUnits(foldBatch(t.states, placed), 100);
    // 20 orders: 20 states + 20 × 3 search entries + 20 event entries do not fit one transaction.
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) {
      const keys = counterWrites(c.stats).map(statItemKey);
      expect(new Set(keys).size).toBe(keys.length);
      expect(c.ownItems.reduce((a, b) => a + b, 0) + c.counterItems).toBeLessThanOrEqual(100);
    }
    for (const c of chunks) expect(t.transact(c)).toBe(true);
    expect(t.view()).toEqual(recount(unchanged));
    // Day, race-day, month and order-count items: written once per transaction, not once per order.
    expect(Math.max(...t.counterWrites.values())).toBe(chunks.length);
  });

  it('pays 40 orders with one write of each counter item', () => {
    const { placed, changed, finals } = season(40);
    const t = new Table();
    t.project(placed);
    const before = new Map(t.counterWrites);
    t.project(changed);
    for (const [key, n] of t.counterWrites) expect(n - (before.get(key) ?? 0)).toBeLessThanOrEqual(1);
    expect(t.view()).toEqual(recount(finals));
  });

  it('leaves every counter as if once when a batch is delivered twice or replayed after a later one', () => {
    const { placed, changed, finals } = season(12);
    const t = new Table();
    t.project(placed, 30);
    t.project(changed, 30);
    t.project(changed, 30);
    t.project(placed, 30);
    t.project([...placed, ...changed], 30);
    expect(t.view()).toEqual(recount(finals));
  });

  it('a projector stopped between two transactions of a batch: the batch delivered again completes it', () => {
    const { placed, changed, finals, unchanged } = season(16);
    const t = new Table();
    expect(() => t.project(placed, 25, 2)).toThrow('stopped mid-batch');
    expect(t.view()).not.toEqual(recount(unchanged));
    t.project(placed, 25);
    expect(t.view()).toEqual(recount(unchanged));
    expect(() => t.project(changed, 10, 1)).toThrow('stopped mid-batch');
    // Delivered again from a record in its middle, then whole.
    t.project(changed.slice(Math.floor(changed.length / 2)), 10);
    t.project(changed, 10);
    expect(t.view()).toEqual(recount(finals));
  });

  it('interleaved batches of two readers racing on the same orders count each change once', () => {
    const { placed, changed, finals } = season(10);
    const t = new Table();
    // Both readers read the states, then one writes first: the other's transactions are refused
    // (revision moved) and folded again against what the first wrote.
    const first = chunkUnits(foldBatch(t.states, placed), 40);
    const second = chunkUnits(foldBatch(t.states, placed), 40);
    for (const c of first) expect(t.transact(c)).toBe(true);
    for (const c of second) expect(t.transact(c)).toBe(false);
    t.project(placed, 40);
    // The changes split unevenly between two batches, each read by both readers in turn.
    const odd = changed.filter((_, i) => i % 2 === 1);
    const even = changed.filter((_, i) => i % 2 === 0);
    t.project(changed.slice(0, 5), 40);
    t.project(changed, 40);
    t.project(odd, 40);
    t.project(even, 40);
    expect(t.view()).toEqual(recount(finals));
  });
});
