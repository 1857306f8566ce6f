import { describe, expect, it } from 'vitest';
import type { StartListItem, StartListPorts } from '../orders/admin-start-list';
import { startListRow as row } from '../orders/order-test-fixtures';
import { assignStartNumbers, chooseItems } from './start-number-assignment';

const rule = (over: Partial<Parameters<typeof chooseItems>[1]> = {}) => ({
  numberingFrom: 1,
  includeOpenRegistrations: false,
  order: 'lastName' as const,
  ...over,
});

describe('numbering rules', () => {
  const rows = [
    row({ itemGuid: 'c', lastName: 'Černý', dateCreated: '2026-03-01T09:00:00.000Z' }),
    row({ itemGuid: 'a', lastName: 'Adámek', dateCreated: '2026-03-02T09:00:00.000Z' }),
    row({ itemGuid: 'z', lastName: 'Žák', gender: 2, categoryGuid: 'cat-women' }),
    row({ itemGuid: 'u', lastName: 'Bárta', paid: false }),
    row({ itemGuid: 'n', lastName: 'Dvořák', startNumber: 7 }),
    row({ itemGuid: 'w', lastName: 'Hrubý', waveGuid: 'wave-elite' }),
  ];

  it('chooses paid items without a number, by Czech alphabet or by registration time', () => {
    expect(chooseItems(rows, rule()).map((r) => r.itemGuid)).toEqual(['a', 'c', 'w', 'z']);
    expect(chooseItems(rows, rule({ order: 'dateCreated' })).map((r) => r.itemGuid)).toEqual([
      'c',
      'w',
      'z',
      'a',
    ]);
  });

  it('includes open (unpaid) registrations only when asked', () => {
    expect(chooseItems(rows, rule({ includeOpenRegistrations: true })).map((r) => r.itemGuid)).toEqual([
      'a',
      'u',
      'c',
      'w',
      'z',
    ]);
  });

  it('filters by category, wave and gender', () => {
    expect(chooseItems(rows, rule({ categoryGuid: 'cat-women' })).map((r) => r.itemGuid)).toEqual(['z']);
    expect(chooseItems(rows, rule({ waveGuid: 'wave-elite' })).map((r) => r.itemGuid)).toEqual(['w']);
    expect(chooseItems(rows, rule({ gender: 1 })).map((r) => r.itemGuid)).toEqual(['a', 'c', 'w']);
  });
});

/** An in-memory subevent with the guard semantics of the DynamoDB adapter. */
function memoryPorts(rows: StartListItem[], guards = new Set<number>()) {
  const claims: Array<[string, number]> = [];
  const ports: StartListPorts = {
    subeventName: async () => 'Desítka',
    startListRows: async () => rows.map((r) => ({ ...r })),
    takenStartNumbers: async () => new Set(guards),
    startNumberTaken: async (_, n) => guards.has(n),
    claimStartNumber: async (_, item, n) => {
      if (guards.has(n)) return 'numberTaken';
      const stored = rows.find((r) => r.itemGuid === item.itemGuid) as StartListItem;
      if (stored.startNumber !== null) return 'itemNumbered';
      guards.add(n);
      stored.startNumber = n;
      claims.push([item.itemGuid, n]);
      return 'claimed';
    },
  };
  return { ports, claims, guards };
}

describe('assignStartNumbers', () => {
  it('numbers around numbers already taken, and changes nothing when run again', async () => {
    const rows = [
      row({ itemGuid: 'a', lastName: 'Adámek' }),
      row({ itemGuid: 'b', lastName: 'Bárta', startNumber: 2 }),
      row({ itemGuid: 'c', lastName: 'Černý' }),
    ];
    const { ports } = memoryPorts(rows, new Set([1]));
    const first = await assignStartNumbers(ports, 'sub', rule());
    expect(first.assigned.map((a) => [a.itemGuid, a.startNumber])).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    expect(await assignStartNumbers(ports, 'sub', rule())).toEqual({ assigned: [], unassigned: 0 });
  });

  it('takes the next free number when another run took one meanwhile', async () => {
    const rows = [row({ itemGuid: 'a', lastName: 'Adámek' }), row({ itemGuid: 'c', lastName: 'Černý' })];
    const { ports, guards } = memoryPorts(rows);
    const claim = ports.claimStartNumber;
    ports.claimStartNumber = async (sub, item, n) => {
      if (n === 1) guards.add(1); // someone else claimed 1 between the read and the write
      return claim(sub, item, n);
    };
    const result = await assignStartNumbers(ports, 'sub', rule());
    expect(result.assigned.map((a) => a.startNumber)).toEqual([2, 3]);
  });

  it('counts the items left without a number when the range runs out', async () => {
    const rows = ['a', 'b', 'c'].map((g) => row({ itemGuid: g, lastName: g }));
    const { ports } = memoryPorts(rows);
    const result = await assignStartNumbers(ports, 'sub', rule({ numberingFrom: 10, numberingTo: 11 }));
    expect(result.assigned.map((a) => a.startNumber)).toEqual([10, 11]);
    expect(result.unassigned).toBe(1);
  });
});
