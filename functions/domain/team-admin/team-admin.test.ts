import { describe, expect, it, vi } from 'vitest';
import { SubEventType } from '@shared/codelists/enums';
import type { Counter } from '../catalog/availability';
import type { EventRecord, SubeventRecord } from '../catalog/records';
import type { TeamRecord } from '../checkout/checkout-context';
import { deleteEmptiedTeams, teamChangeOf } from './emptied-teams';
import { listSeriesTeams, updateTeam } from './team-admin';
import type { TeamAdminPorts } from './team-admin-ports';

const race = (guid: string, over: Partial<SubeventRecord> = {}): SubeventRecord =>
  ({
    entity: 'subevent',
    guid,
    eventGuid: 'ev',
    seriesGuid: 'series',
    name: `Závod ${guid}`,
    type: SubEventType.TEAM,
    membersFrom: 3,
    membersTo: 5,
    ...over,
  }) as SubeventRecord;
const team = (guid: string, subEventGuid = 'teamRace'): TeamRecord => ({
  entity: 'team',
  guid,
  subEventGuid,
  name: `Tým ${guid}`,
  pin: '123456',
  managerEmail: 'kapitan@example.com',
  orderGuid: `o-${guid}`,
  dateCreated: '2027-01-01T00:00:00.000Z',
});

function ports(counters: Record<string, Counter>, over: Partial<TeamAdminPorts> = {}) {
  const races = [
    race('teamRace'),
    race('relayRace', { type: SubEventType.RELAY }),
    race('solo', { type: 1 }),
  ];
  const teams: Record<string, TeamRecord[]> = {
    teamRace: [team('a'), team('b')],
    relayRace: [team('r', 'relayRace')],
  };
  const p: TeamAdminPorts = {
    newId: () => 'h1',
    newPin: () => '999999',
    eventsOfSeries: async () => [{ guid: 'ev', name: 'Jaro', seriesGuid: 'series' } as EventRecord],
    eventsByGuid: async () => [],
    allSeriesGuids: async () => ['series'],
    subeventsOfEvent: async () => races,
    teamsOfSubevent: vi.fn(async (sub: string) => teams[sub] ?? []),
    teamCounters: async (guids) =>
      new Map(guids.flatMap((g) => (counters[g] ? [[g, counters[g]] as const] : []))),
    listMemberItems: async () => [],
    getOrders: async () => [],
    findTeam: async (g) =>
      Object.values(teams)
        .flat()
        .find((t) => t.guid === g),
    findSubevent: async (g) => races.find((r) => r.guid === g),
    eventName: async () => 'Jaro',
    updateTeam: vi.fn(async () => 'ok' as const),
    deleteTeam: vi.fn(async () => 'ok' as const),
    moveItem: async () => 'ok',
    ...over,
  };
  return p;
}

const change = { actor: { userId: 'admin', name: 'Admin' }, now: new Date('2027-02-01T10:00:00.000Z') };

describe('teams list race filter', () => {
  it('reads the teams of the chosen race only, and names every team race of the series', async () => {
    const p = ports({ a: { capacity: 5, used: 1 } });
    const page = await listSeriesTeams(p, 'series', { take: 30, skip: 0, subEventGuid: 'relayRace' });
    expect(p.teamsOfSubevent).toHaveBeenCalledTimes(1);
    expect(p.teamsOfSubevent).toHaveBeenCalledWith('relayRace');
    expect(page.rows.map((r) => r.guid)).toEqual(['r']);
    expect(page.races.map((r) => [r.guid, r.kind])).toEqual([
      ['relayRace', 'relay'],
      ['teamRace', 'team'],
    ]);
    const all = await listSeriesTeams(ports({}), 'series', { take: 30, skip: 0 });
    expect(all.total).toBe(3);
  });
});

describe('team capacity', () => {
  const body = { name: 'Tým a', managerEmail: 'kapitan@example.com' };

  it('refuses a capacity below the places the members hold, with both numbers', async () => {
    const p = ports({ a: { capacity: 5, used: 3 } });
    await expect(updateTeam(p, change, 'a', { ...body, capacity: 2 })).rejects.toMatchObject({
      code: 'teams.capacityBelowMembers',
      params: { capacity: 2, used: 3 },
    });
    expect(p.updateTeam).not.toHaveBeenCalled();
  });

  it('writes another capacity (null = unlimited, 0 to the counter) with a history entry', async () => {
    const p = ports({ a: { capacity: 5, used: 3 } });
    await updateTeam(p, change, 'a', { ...body, capacity: 3 });
    expect(p.updateTeam).toHaveBeenLastCalledWith(
      expect.objectContaining({ guid: 'a' }),
      expect.objectContaining({ guid: 'a' }),
      [],
      expect.objectContaining({ changes: [{ field: 'capacity', before: 5, after: 3 }] }),
      3,
    );
    await updateTeam(p, change, 'a', { ...body, capacity: null });
    expect(vi.mocked(p.updateTeam).mock.lastCall?.[4]).toBe(0);
  });

  it('leaves the capacity alone when it is absent or unchanged', async () => {
    const p = ports({ a: { capacity: 5, used: 3 } });
    await updateTeam(p, change, 'a', { ...body, capacity: 5 });
    await updateTeam(p, change, 'a', body);
    expect(p.updateTeam).not.toHaveBeenCalled();
  });

  it('answers the refusal when members joined between the read and the write', async () => {
    const p = ports({ a: { capacity: 5, used: 3 } }, { updateTeam: async () => 'capacityBelowMembers' });
    await expect(updateTeam(p, change, 'a', { ...body, capacity: 4 })).rejects.toMatchObject({
      code: 'teams.capacityBelowMembers',
    });
  });
});

describe('teams emptied by a release', () => {
  it('deletes a team whose counter holds no place, keeps one with members, skips a deleted one', async () => {
    const p = ports({ a: { capacity: 5, used: 0 }, b: { capacity: 5, used: 1 } });
    const deleted = await deleteEmptiedTeams(
      p,
      ['a', 'b', 'gone'],
      teamChangeOf({ by: 'system:expiry' }, change.now),
    );
    expect(deleted).toEqual(['a']);
    expect(p.deleteTeam).toHaveBeenCalledTimes(1);
    expect(p.deleteTeam).toHaveBeenCalledWith(
      expect.objectContaining({ guid: 'a' }),
      expect.objectContaining({
        action: 'DELETE',
        actor: { userId: 'system:expiry', name: 'system:expiry' },
        target: expect.objectContaining({ kind: 'team', guid: 'a' }),
      }),
    );
  });

  it('keeps the team when a member joined before the delete (the counter condition fails)', async () => {
    const p = ports({ a: { capacity: 5, used: 0 } }, { deleteTeam: async () => 'hasMembers' });
    expect(await deleteEmptiedTeams(p, ['a'], change)).toEqual([]);
  });
});
