import type { TeamReservation } from '@shared/team-management/team-reservation-schemas';
import { teamNameKey } from '@shared/team-management/team-name';
import { readCookie, writeCookie } from '../../../lib/cookies';

/**
 * Team secrets the checkout needs later (spec §9): reserved team names (guid, name, valid-until,
 * PIN) kept in a cookie until the last reservation expires, and the PINs of teams the runner joins
 * (typed in or from an invitation) for as long as the cart lives.
 */
export const RESERVATIONS_COOKIE = 'teamReservations';
export const TEAM_PINS_COOKIE = 'teamPins';
const PIN_SECONDS = 60 * 60;

function readJson<T>(name: string, fallback: T): T {
  const raw = readCookie(name);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

const live = (r: TeamReservation, now: Date) => new Date(r.validUntil).getTime() > now.getTime();

/** Reservations not yet expired. */
export function storedReservations(now = new Date()): TeamReservation[] {
  const list = readJson<unknown>(RESERVATIONS_COOKIE, []);
  return Array.isArray(list)
    ? (list as TeamReservation[]).filter((r) => r && typeof r.guid === 'string' && live(r, now))
    : [];
}

/** Keeps a reservation (replacing an older one of the same race) until the last one expires. */
export function storeReservation(reservation: TeamReservation, now = new Date()): void {
  const list = [
    ...storedReservations(now).filter(
      (r) => r.guid !== reservation.guid && r.subEventGuid !== reservation.subEventGuid,
    ),
    reservation,
  ];
  const until = Math.max(...list.map((r) => new Date(r.validUntil).getTime()));
  writeCookie(RESERVATIONS_COOKIE, JSON.stringify(list), {
    maxAgeSeconds: Math.max(1, (until - now.getTime()) / 1000),
  });
}

/** The live reservation of this race (any name): the one to renew or rename. */
export function reservationOfRace(subEventGuid: string, now = new Date()): TeamReservation | undefined {
  return storedReservations(now).find((r) => r.subEventGuid === subEventGuid);
}

/** The live reservation of this race and name (compared as the server does). */
export function reservationFor(
  subEventGuid: string,
  teamName: string,
  now = new Date(),
): TeamReservation | undefined {
  const key = teamNameKey(teamName);
  return storedReservations(now).find((r) => r.subEventGuid === subEventGuid && teamNameKey(r.name) === key);
}

/** Keeps the PIN of a team the runner joins. */
export function storeTeamPin(teamGuid: string, pin: string): void {
  const pins = { ...readJson<Record<string, string>>(TEAM_PINS_COOKIE, {}), [teamGuid]: pin };
  writeCookie(TEAM_PINS_COOKIE, JSON.stringify(pins), { maxAgeSeconds: PIN_SECONDS });
}

export function teamPinOf(teamGuid: string): string | undefined {
  const pin = readJson<Record<string, string>>(TEAM_PINS_COOKIE, {})[teamGuid];
  return typeof pin === 'string' ? pin : undefined;
}
