import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import { teamNameKey } from '@shared/team-management/team-name';
import { race, team } from './test-fixtures';
import { foundedTeam, teamChoice, teamOf } from './team-choice';
import type { TeamReservationRecord } from './team-reservation';

const teamRace = race({ type: SubEventType.TEAM, membersTo: 4 });
const relay = race({ type: SubEventType.RELAY, membersTo: 4 });
const teams = new Map([
  ['team-1', team()],
  ['other-race', team({ guid: 'other-race', subEventGuid: 'race-2' })],
]);
const reservation: TeamReservationRecord = {
  entity: 'teamReservation',
  guid: 'r1',
  subEventGuid: 'race-1',
  name: 'Rychlé Želvy',
  nameKey: teamNameKey('Rychlé Želvy'),
  pin: '654321',
  validUntil: '2026-05-01T10:30:00Z',
  dateCreated: '2026-05-01T10:00:00Z',
  held: [{ scope: 'subevent', guid: 'race-1', n: 1 }],
};
const choose = (sub = teamRace, ref: Parameters<typeof teamChoice>[1] = {}) =>
  teamChoice(sub, ref, 2, teams, new Map([['r1', reservation]]));

describe("a cart item's team", () => {
  it('joins a team of the race with its PIN', () => {
    expect(choose(teamRace, { teamGuid: 'team-1', pin: '123456' })).toEqual({
      kind: 'join',
      team: { guid: 'team-1', name: 'Rychlí Šneci' },
    });
  });

  it('refuses a wrong PIN (17), a team of another race or none at all (16), naming the item', () => {
    expect(choose(teamRace, { teamGuid: 'team-1', pin: '000000' })).toEqual({
      reason: RegistrationFailure.TEAM_PIN_INVALID,
      params: {},
      field: 'items.2',
    });
    expect(choose(teamRace, { teamGuid: 'team-1' })).toMatchObject({
      reason: RegistrationFailure.TEAM_PIN_INVALID,
    });
    expect(choose(teamRace, { teamGuid: 'other-race', pin: '123456' })).toMatchObject({
      reason: RegistrationFailure.TEAM_NOT_FOUND,
    });
    expect(choose(teamRace, { teamGuid: 'gone', pin: '1' })).toMatchObject({
      reason: RegistrationFailure.TEAM_NOT_FOUND,
    });
  });

  it('never joins a relay that is already registered (18), whatever the PIN', () => {
    expect(choose(relay, { teamGuid: 'team-1', pin: '123456' })).toEqual({
      reason: RegistrationFailure.RELAY_ALREADY_REGISTERED,
      params: { team: 'Rychlí Šneci' },
      field: 'items.2',
    });
  });

  it('founds a new team under the typed name with a fresh six-digit PIN', () => {
    const chosen = choose(teamRace, { teamName: '  Noví Běžci ' });
    expect(chosen).toMatchObject({ kind: 'found', team: { name: 'Noví Běžci' } });
    if (!('kind' in chosen) || chosen.kind !== 'found') throw new Error('not founded');
    expect(chosen.pin).toMatch(/^\d{6}$/);
    expect(chosen.reservationGuid).toBeUndefined();
    expect(teamOf(chosen)).toEqual(chosen.team);
  });

  it("founds a reserved name as reserved: the reservation's guid, spelling and PIN, consumed by the order", () => {
    const chosen = choose(relay, { teamName: 'rychle zelvy', reservationGuid: 'r1' });
    expect(chosen).toEqual({
      kind: 'found',
      team: { guid: 'r1', name: 'Rychlé Želvy' },
      pin: '654321',
      reservationGuid: 'r1',
    });
    if (!('kind' in chosen) || chosen.kind !== 'found') throw new Error('not founded');
    expect(
      foundedTeam(chosen, {
        index: 2,
        subEventGuid: 'race-1',
        managerEmail: 'kapitan@example.com',
        orderGuid: 'o1',
        now: '2026-05-01T10:05:00.000Z',
      }),
    ).toEqual({
      entity: 'team',
      index: 2,
      guid: 'r1',
      subEventGuid: 'race-1',
      name: 'Rychlé Želvy',
      pin: '654321',
      managerEmail: 'kapitan@example.com',
      orderGuid: 'o1',
      dateCreated: '2026-05-01T10:05:00.000Z',
      reservationGuid: 'r1',
    });
  });

  it('requires a team in a relay and in a team race without individuals (13); otherwise runs alone', () => {
    const required = {
      reason: RegistrationFailure.TEAM_REQUIRED,
      params: { name: '21 km' },
      field: 'items.2',
    };
    expect(choose(relay)).toEqual(required);
    expect(choose(race({ type: SubEventType.TEAM, allowIndividuals: false }))).toEqual(required);
    expect(choose(teamRace)).toEqual({ kind: 'none' });
    expect(teamOf({ kind: 'none' })).toBeNull();
  });

  it('has no team in a regular race', () => {
    expect(choose(race(), {})).toEqual({ kind: 'none' });
  });
});
