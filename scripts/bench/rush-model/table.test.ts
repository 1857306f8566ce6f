import { describe, expect, it } from 'vitest';
import { SimTable, type SimWrite } from './table';

const w = (key: string, extra: Partial<SimWrite> = {}): SimWrite => ({
  key: `${key}|SK`,
  pk: key,
  wcu: 2,
  conflicts: true,
  ...extra,
});

describe('rush model: the conflict rule', () => {
  it('cancels a transaction one of whose items is part of another in-flight transaction', () => {
    const table = new SimTable();
    const first = table.transact([w('A'), w('B')], 0);
    expect(first.outcome.kind).toBe('ok');
    expect(table.transact([w('B'), w('C')], 1).outcome.kind).toBe('conflict');
    // Items no in-flight transaction holds go through.
    expect(table.transact([w('C')], 1).outcome.kind).toBe('ok');
    first.commit?.();
    expect(table.transact([w('B')], 2).outcome.kind).toBe('ok');
  });

  it('fails a single-item write to an item of an in-flight transaction, not to a free one', () => {
    const table = new SimTable();
    const tx = table.transact([w('A')], 0);
    expect(table.write({ ...w('A'), wcu: 1 }, 1)).toEqual({ kind: 'conflict' });
    expect(table.write({ ...w('B'), wcu: 1 }, 1)).toEqual({ kind: 'ok' });
    tx.commit?.();
    expect(table.write({ ...w('A'), wcu: 1 }, 2)).toEqual({ kind: 'ok' });
  });

  it('lets orders share a partition without conflicts when each writes its own item', () => {
    const table = new SimTable();
    const search = (order: string): SimWrite => ({
      key: `SEARCH|${order}`,
      pk: 'SEARCH',
      wcu: 2,
      conflicts: false,
    });
    expect(table.transact([search('o1')], 0).outcome.kind).toBe('ok');
    expect(table.transact([search('o2')], 0).outcome.kind).toBe('ok');
  });

  it('refuses a counter increment beyond its capacity (the "sold out" condition), not a conflict', () => {
    const table = new SimTable();
    const counter = (n: number) => w('CAP', { counter: { capacity: 2, n } });
    table.transact([counter(2)], 0).commit?.();
    expect(table.transact([w('X'), counter(1)], 1).outcome).toEqual({ kind: 'condition', index: 1 });
    expect(table.used('CAP|SK')).toBe(2);
    expect(table.oversold()).toBe(0);
  });
});

describe('rush model: the throttle rule', () => {
  it('lets one partition key take 1,000 write units per second, then throttles until it refills', () => {
    const table = new SimTable(1000);
    // 500 transactional items of 2 WCU each fill the second; each transaction commits at once.
    for (let i = 0; i < 500; i++) {
      const tx = table.transact([{ key: `HOT|${i}`, pk: 'HOT', wcu: 2, conflicts: false }], 0);
      expect(tx.outcome.kind).toBe('ok');
    }
    expect(table.transact([{ key: 'HOT|x', pk: 'HOT', wcu: 2, conflicts: false }], 0).outcome).toEqual({
      kind: 'throttled',
      pk: 'HOT',
    });
    // Another partition key has its own thousand.
    expect(table.transact([{ key: 'COLD|x', pk: 'COLD', wcu: 2, conflicts: false }], 0).outcome.kind).toBe(
      'ok',
    );
    // Half a second later half of the units are back.
    for (let i = 0; i < 250; i++)
      expect(table.write({ key: `HOT|r${i}`, pk: 'HOT', wcu: 2, conflicts: false }, 500).kind).toBe('ok');
    expect(table.write({ key: 'HOT|y', pk: 'HOT', wcu: 2, conflicts: false }, 500).kind).toBe('throttled');
    expect(table.consumed.get('HOT')).toBe(1500);
  });

  it('counts every item of a transaction against its partition: a throttled transaction writes nothing', () => {
    const table = new SimTable(10);
    const items = Array.from({ length: 6 }, (_, i): SimWrite => ({
      key: `P|${i}`,
      pk: 'P',
      wcu: 2,
      conflicts: true,
      counter: { capacity: 0, n: 1 },
    }));
    expect(table.transact(items, 0).outcome.kind).toBe('throttled');
    expect(table.used('P|0')).toBe(0);
    expect(table.isLocked('P|0')).toBe(false);
  });
});
