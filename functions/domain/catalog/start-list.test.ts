import { describe, expect, it } from 'vitest';
import { SubEventType } from '@shared/codelists/enums';
import { buildStartList } from './start-list';
import type { SubeventRecord } from './records';

const now = new Date('2026-05-01T10:00:00Z');
const race = (type: number, over: Partial<SubeventRecord> = {}): SubeventRecord => ({
  entity: 'subevent',
  guid: 'sub',
  eventGuid: 'event',
  seriesGuid: 'series',
  name: 'Firemní běh',
  type,
  dateFrom: '2026-06-01T08:00:00Z',
  dateTo: '2026-06-01T10:00:00Z',
  registrationFrom: '2026-04-01T00:00:00Z',
  registrationTo: '2026-05-30T00:00:00Z',
  startListFrom: '2026-04-01T00:00:00Z',
  startListTo: '2026-06-02T00:00:00Z',
  capacity: 100,
  membersFrom: 3,
  membersTo: 5,
  ...over,
});
const query = { sort: 'lastName' as const, descending: false, skip: 0, take: 30 };
const teams = [
  { name: 'Účetní na trati', capacity: 5, used: 4 },
  { name: 'Plný tým', capacity: 5, used: 5 },
  { name: 'Kancl Runners', capacity: 5, used: 3 },
];

describe('open team places on the public start list', () => {
  it('lists the teams of a team race that still have places, by name', () => {
    const list = buildStartList(race(SubEventType.TEAM), [], query, now, teams);
    expect(list.openTeams).toEqual([
      { teamName: 'Kancl Runners', members: 3, capacity: 5, open: 2 },
      { teamName: 'Účetní na trati', members: 4, capacity: 5, open: 1 },
    ]);
  });

  it('lists none while the start list is closed, nor for relays', () => {
    const closed = race(SubEventType.TEAM, { startListTo: '2026-04-30T00:00:00Z' });
    expect(buildStartList(closed, [], query, now, teams).openTeams).toEqual([]);
    expect(buildStartList(race(SubEventType.RELAY), [], query, now, teams).openTeams).toEqual([]);
  });
});
