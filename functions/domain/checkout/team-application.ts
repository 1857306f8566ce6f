import { RegistrationFailure, type RegistrationFailureReason } from '@shared/checkout/registration-failure';
import type { SubeventRecord } from '../catalog/records';
import { isTeamRace, reservationHolds, type TeamReservationRecord } from './team-reservation';

/** The team part of a cart item (spec §7 checkout/register). */
export interface TeamApplication {
  subEventGuid: string;
  teamGuid?: string | null;
  teamName?: string | null;
  pin?: string | null;
  reservationGuid?: string | null;
}

const given = (v: string | null | undefined) => !!v && v.trim() !== '';

/**
 * Rules of a cart item's team application that hold whatever the forms say (spec §8 "Checkout
 * create", "Registration create"): 27 invalid team application (team fields on a regular race,
 * joining and founding at once, one reservation used twice); 29 team application empty (a PIN or
 * reservation without a team to join or found); 14 a reserved name whose reservation is gone,
 * expired, of another race or of another name. Undefined when the application may proceed.
 */
export function teamApplicationFailure(
  sub: Pick<SubeventRecord, 'guid' | 'type'>,
  items: readonly TeamApplication[],
  index: number,
  reservations: ReadonlyMap<string, TeamReservationRecord> | undefined,
  now: Date,
): { reason: RegistrationFailureReason; params: Record<string, string> } | undefined {
  const ref = items[index];
  if (!ref) return undefined;
  const anything = [ref.teamGuid, ref.teamName, ref.pin, ref.reservationGuid].some(given);
  if (!anything) return undefined;
  const invalid = { reason: RegistrationFailure.INVALID_TEAM_APPLICATION, params: {} };
  if (!isTeamRace(sub)) return invalid;
  if (given(ref.teamGuid) && (given(ref.teamName) || given(ref.reservationGuid))) return invalid;
  if (!given(ref.teamGuid) && !given(ref.teamName))
    return { reason: RegistrationFailure.TEAM_APPLICATION_EMPTY, params: {} };
  if (given(ref.reservationGuid)) {
    if (items.filter((i) => i.reservationGuid === ref.reservationGuid).length > 1) return invalid;
    const r = reservations?.get(ref.reservationGuid as string);
    if (!reservationHolds(r, sub.guid, ref.teamName, now))
      return { reason: RegistrationFailure.RESERVATION_NOT_FOUND, params: { team: ref.teamName ?? '' } };
  }
  return undefined;
}

/** Places the cart's consumed reservations hold, per counter key `scope#guid`. */
export function heldPlaces(
  items: readonly TeamApplication[],
  reservations: ReadonlyMap<string, TeamReservationRecord> | undefined,
): Map<string, number> {
  const held = new Map<string, number>();
  for (const ref of items) {
    if (ref.teamGuid || !ref.reservationGuid) continue;
    for (const c of reservations?.get(ref.reservationGuid)?.held ?? []) {
      const key = `${c.scope}#${c.guid}`;
      held.set(key, (held.get(key) ?? 0) + c.n);
    }
  }
  return held;
}
