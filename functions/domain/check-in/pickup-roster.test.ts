import { describe, expect, it } from 'vitest';
import { checkInCounts, matchesRunner, searchRunners, SEARCH_LIMIT, type RosterRow } from './pickup-roster';
import { ticketKey, verifyTicket } from './ticket-token';

const ORDER = '0b9a4a52-5a51-4c5e-9d0a-2f2f3f6d7e01';
const row = (n: number, first: string, last: string, extra: Partial<RosterRow> = {}): RosterRow => ({
  orderGuid: ORDER,
  index: n,
  itemGuid: `item-${n}`,
  firstName: first,
  lastName: last,
  categoryName: 'Muži',
  startNumber: null,
  paid: true,
  checkIn: null,
  ...extra,
});

const key = ticketKey('secret');
const ports = (rosters: Record<string, RosterRow[]>, counters: Record<string, number> = {}) => ({
  ticketKey: () => Promise.resolve(key),
  races: () => Promise.resolve(Object.keys(rosters).map((guid) => ({ guid, name: `Race ${guid}` }))),
  roster: (guid: string) => Promise.resolve(rosters[guid] ?? []),
  checkedInCounters: () =>
    Promise.resolve(
      Object.entries(counters).map(([subEventGuid, checkedIn]) => ({ subEventGuid, checkedIn })),
    ),
});

describe('the pickup desk search', () => {
  it('finds a start number exactly and names by the beginnings of their words, without accents', () => {
    const jana = row(0, 'Jana', 'Nováková', { startNumber: 112 });
    expect(matchesRunner(jana, '112')).toBe(true);
    expect(matchesRunner(jana, '11')).toBe(false);
    expect(matchesRunner(jana, 'novak')).toBe(true);
    expect(matchesRunner(jana, 'jan NOV')).toBe(true);
    expect(matchesRunner(jana, 'vak')).toBe(false);
    expect(matchesRunner(jana, 'petr')).toBe(false);
    expect(matchesRunner(row(1, 'Eva', 'Malá-Velká'), 'velk')).toBe(true);
  });

  it('answers runners of every race sorted by name, each with a ticket of their own item', async () => {
    const p = ports({
      a: [row(0, 'Petr', 'Svoboda'), row(1, 'Jan', 'Novák', { startNumber: 7 })],
      b: [row(2, 'Eva', 'Nováková', { paid: false })],
    });
    const found = await searchRunners(p, 'e1', 'nov');
    expect(found.more).toBe(false);
    expect(found.runners.map((r) => [r.runner.name, r.runner.raceName, r.runner.paid])).toEqual([
      ['Jan Novák', 'Race a', true],
      ['Eva Nováková', 'Race b', false],
    ]);
    expect(verifyTicket(key, found.runners[1]!.token)).toEqual({ orderGuid: ORDER, index: 2 });
  });

  it('lists at most the limit and says there are more', async () => {
    const many = Array.from({ length: SEARCH_LIMIT + 3 }, (_, n) => row(n, `Jan${n}`, 'Dvořák'));
    const found = await searchRunners(ports({ a: many }), 'e1', 'dvorak');
    expect(found.runners).toHaveLength(SEARCH_LIMIT);
    expect(found.more).toBe(true);
  });
});

describe('the counts per race', () => {
  it('are checked in from the counters and paid from the start list, zero where nobody is', async () => {
    const p = ports(
      { a: [row(0, 'A', 'A'), row(1, 'B', 'B', { paid: false }), row(2, 'C', 'C')], b: [] },
      { a: 1 },
    );
    expect(await checkInCounts(p, 'e1')).toEqual({
      races: [
        { subEventGuid: 'a', name: 'Race a', checkedIn: 1, paid: 2 },
        { subEventGuid: 'b', name: 'Race b', checkedIn: 0, paid: 0 },
      ],
    });
  });
});
