import { afterEach, describe, expect, it } from 'vitest';
import { deleteCookie } from '../../../lib/cookies';
import {
  RESERVATIONS_COOKIE,
  reservationFor,
  reservationOfRace,
  storeReservation,
  storeTeamPin,
  TEAM_PINS_COOKIE,
  teamPinOf,
} from './team-cookies';

const now = new Date();
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const reservation = (over: Record<string, string> = {}) => ({
  guid: 'r1',
  name: 'Rychlí Šneci',
  subEventGuid: 's1',
  validUntil: later(30),
  pin: '123456',
  ...over,
});

afterEach(() => {
  deleteCookie(RESERVATIONS_COOKIE);
  deleteCookie(TEAM_PINS_COOKIE);
});

describe('team cookies', () => {
  it('find a reservation by race and name, case and accents ignored', () => {
    storeReservation(reservation());
    expect(reservationFor('s1', 'rychli SNECI')?.guid).toBe('r1');
    expect(reservationFor('s1', 'Jiní')).toBeUndefined();
    expect(reservationFor('s2', 'Rychlí Šneci')).toBeUndefined();
  });

  it('keep one reservation per race and drop expired ones', () => {
    storeReservation(reservation());
    storeReservation(reservation({ guid: 'r2', name: 'Jiní' }));
    storeReservation(reservation({ guid: 'r3', subEventGuid: 's2', validUntil: later(-1) }));
    expect(reservationOfRace('s1')?.guid).toBe('r2');
    expect(reservationOfRace('s2')).toBeUndefined();
  });

  it('remember the PIN of a joined team', () => {
    storeTeamPin('t1', '654321');
    expect(teamPinOf('t1')).toBe('654321');
    expect(teamPinOf('t2')).toBeUndefined();
  });
});
