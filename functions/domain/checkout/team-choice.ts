import { randomUUID } from 'node:crypto';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import type { SubeventRecord } from '../catalog/records';
import type { TeamRecord } from './checkout-context';
import type { OrderPlan, StepFailure } from './order-plan';
import { newTeamPin, type TeamReservationRecord } from './team-reservation';

/**
 * A cart item's team in a team or relay race (spec §4 "Teams and relays"), decided once for the
 * register call: join an existing team of this race with its PIN, found a new one under a name
 * (a reserved name keeps its reservation's guid and PIN), or run as an individual where the race
 * allows it. The form-independent application rules (reasons 14, 27, 29) are team-application.ts.
 */
export type TeamChoice =
  | { kind: 'none' }
  | { kind: 'join'; team: { guid: string; name: string } }
  | {
      kind: 'found';
      team: { guid: string; name: string };
      pin: string;
      /** The name reservation the new team consumes. */
      reservationGuid?: string;
    };

export interface TeamRef {
  teamGuid?: string | null | undefined;
  teamName?: string | null | undefined;
  pin?: string | null | undefined;
  reservationGuid?: string | null | undefined;
}

/**
 * The team of cart item `index`, or why it cannot have one: 16 the team is not in this race,
 * 18 a relay team already registered (a relay is one registration), 17 a wrong PIN, 13 a relay or
 * a team race without individuals entered without a team.
 */
export function teamChoice(
  sub: Pick<SubeventRecord, 'guid' | 'name' | 'type' | 'allowIndividuals'>,
  ref: TeamRef,
  index: number,
  teams: ReadonlyMap<string, Pick<TeamRecord, 'guid' | 'name' | 'pin' | 'subEventGuid'>>,
  reservations: ReadonlyMap<string, TeamReservationRecord> | undefined,
): TeamChoice | StepFailure {
  const isRelay = sub.type === SubEventType.RELAY;
  if (!isRelay && sub.type !== SubEventType.TEAM) return { kind: 'none' };
  const field = `items.${index}`;
  if (ref.teamGuid) {
    const existing = teams.get(ref.teamGuid);
    if (!existing || existing.subEventGuid !== sub.guid)
      return { reason: RegistrationFailure.TEAM_NOT_FOUND, params: {}, field };
    if (isRelay)
      return { reason: RegistrationFailure.RELAY_ALREADY_REGISTERED, params: { team: existing.name }, field };
    if (existing.pin !== (ref.pin ?? ''))
      return { reason: RegistrationFailure.TEAM_PIN_INVALID, params: {}, field };
    return { kind: 'join', team: { guid: existing.guid, name: existing.name } };
  }
  if (ref.teamName) {
    // A reserved name founds the team under the reservation's guid, name and PIN (team-application.ts
    // has checked that the reservation holds this name in this race).
    const reservation = ref.reservationGuid ? reservations?.get(ref.reservationGuid) : undefined;
    return {
      kind: 'found',
      team: { guid: reservation?.guid ?? randomUUID(), name: reservation?.name ?? ref.teamName.trim() },
      pin: reservation?.pin ?? newTeamPin(),
      ...(reservation ? { reservationGuid: reservation.guid } : {}),
    };
  }
  if (isRelay || sub.allowIndividuals === false)
    return { reason: RegistrationFailure.TEAM_REQUIRED, params: { name: sub.name }, field };
  return { kind: 'none' };
}

/** The team record a founding item creates with the order (its manager: the registrator). */
export function foundedTeam(
  choice: Extract<TeamChoice, { kind: 'found' }>,
  at: { index: number; subEventGuid: string; managerEmail: string; orderGuid: string; now: string },
): OrderPlan['newTeams'][number] {
  return {
    entity: 'team',
    index: at.index,
    guid: choice.team.guid,
    subEventGuid: at.subEventGuid,
    name: choice.team.name,
    pin: choice.pin,
    managerEmail: at.managerEmail,
    orderGuid: at.orderGuid,
    dateCreated: at.now,
    ...(choice.reservationGuid ? { reservationGuid: choice.reservationGuid } : {}),
  };
}

/** The team an item's registrations belong to (none for an individual or a regular race). */
export const teamOf = (choice: TeamChoice) => (choice.kind === 'none' ? null : choice.team);
