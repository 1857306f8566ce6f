import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import { teamNameKey } from '@shared/team-management/team-name';
import { heldPlaces, teamApplicationFailure } from './team-application';
import { reservationHolds, type TeamReservationRecord } from './team-reservation';

const now = new Date('2026-05-01T10:00:00Z');
const SUB = '00000000-0000-4000-8000-000000000001';
const team = { guid: SUB, type: SubEventType.TEAM };
const regular = { guid: SUB, type: SubEventType.REGULAR };
const reservation = (over: Partial<TeamReservationRecord> = {}): TeamReservationRecord => ({
  entity: 'teamReservation',
  guid: 'r1',
  subEventGuid: SUB,
  name: 'Rychlí Šneci',
  nameKey: teamNameKey('Rychlí Šneci'),
  pin: '123456',
  validUntil: '2026-05-01T10:30:00Z',
  dateCreated: '2026-05-01T09:30:00Z',
  held: [{ scope: 'subevent', guid: SUB, n: 1 }],
  ...over,
});
const reasonOf = (
  sub: { guid: string; type: number },
  items: Parameters<typeof teamApplicationFailure>[1],
  reservations = new Map([['r1', reservation()]]),
) => teamApplicationFailure(sub, items, 0, reservations, now)?.reason;

describe('team names', () => {
  it('compare case-, accent- and spacing-insensitively', () => {
    expect(teamNameKey('  Rychlí   ŠNECI ')).toBe('rychli sneci');
    expect(teamNameKey('Rychli sneci')).toBe(teamNameKey('RYCHLÍ Šneci'));
    expect(teamNameKey('Rychlí Šneci')).not.toBe(teamNameKey('Rychlí Šnek'));
  });
});

describe('reservations', () => {
  it('hold their name in their race until validUntil', () => {
    expect(reservationHolds(reservation(), SUB, 'rychli SNECI', now)).toBe(true);
    expect(reservationHolds(reservation(), SUB, 'Jiní', now)).toBe(false);
    expect(reservationHolds(reservation(), 'other', 'Rychlí Šneci', now)).toBe(false);
    expect(reservationHolds(reservation({ validUntil: now.toISOString() }), SUB, 'Rychlí Šneci', now)).toBe(
      false,
    );
    expect(reservationHolds(undefined, SUB, 'Rychlí Šneci', now)).toBe(false);
  });
});

describe('team application at checkout', () => {
  it('lets a plain item, a join and a reserved founding through', () => {
    expect(reasonOf(regular, [{ subEventGuid: SUB }])).toBeUndefined();
    expect(reasonOf(team, [{ subEventGuid: SUB, teamGuid: 't', pin: '1' }])).toBeUndefined();
    expect(
      reasonOf(team, [{ subEventGuid: SUB, teamName: 'Rychlí Šneci', reservationGuid: 'r1' }]),
    ).toBeUndefined();
    expect(reasonOf(team, [{ subEventGuid: SUB, teamName: 'Bez rezervace' }])).toBeUndefined();
  });

  it('27: team fields on a regular race, joining and founding at once, a reservation used twice', () => {
    const invalid = RegistrationFailure.INVALID_TEAM_APPLICATION;
    expect(reasonOf(regular, [{ subEventGuid: SUB, teamName: 'X' }])).toBe(invalid);
    expect(reasonOf(team, [{ subEventGuid: SUB, teamGuid: 't', reservationGuid: 'r1' }])).toBe(invalid);
    const twice = { subEventGuid: SUB, teamName: 'Rychlí Šneci', reservationGuid: 'r1' };
    expect(reasonOf(team, [twice, twice])).toBe(invalid);
  });

  it('29: a PIN or reservation without a team', () => {
    expect(reasonOf(team, [{ subEventGuid: SUB, pin: '123456' }])).toBe(
      RegistrationFailure.TEAM_APPLICATION_EMPTY,
    );
    expect(reasonOf(team, [{ subEventGuid: SUB, reservationGuid: 'r1', teamName: ' ' }])).toBe(
      RegistrationFailure.TEAM_APPLICATION_EMPTY,
    );
  });

  it('14: the reservation is gone, expired or of another name', () => {
    const notFound = RegistrationFailure.RESERVATION_NOT_FOUND;
    const item = { subEventGuid: SUB, teamName: 'Rychlí Šneci', reservationGuid: 'r1' };
    expect(reasonOf(team, [item], new Map())).toBe(notFound);
    expect(
      reasonOf(team, [item], new Map([['r1', reservation({ validUntil: '2026-05-01T09:59:59Z' })]])),
    ).toBe(notFound);
    expect(reasonOf(team, [{ ...item, teamName: 'Jiný tým' }])).toBe(notFound);
  });

  it('counts the places consumed reservations hold', () => {
    const held = heldPlaces(
      [
        { subEventGuid: SUB, teamName: 'Rychlí Šneci', reservationGuid: 'r1' },
        { subEventGuid: SUB, teamGuid: 't', reservationGuid: 'r1' },
        { subEventGuid: SUB },
      ],
      new Map([['r1', reservation()]]),
    );
    expect([...held]).toEqual([[`subevent#${SUB}`, 1]]);
  });
});
