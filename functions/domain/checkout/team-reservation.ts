import { randomInt, randomUUID } from 'node:crypto';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType, type Locale } from '@shared/codelists/enums';
import { formatPragueDateTime } from '@shared/prague-time';
import type { TeamReservation } from '@shared/team-management/team-reservation-schemas';
import { teamNameKey } from '@shared/team-management/team-name';
import type { Counter } from '../catalog/availability';
import type { SubeventRecord } from '../catalog/records';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { CounterRef } from '../orders/order-records';
import { RegistrationFailedError } from './registration-failed-error';

/** How long a reserved team name (and its place) is held: as long as the cart cookie lives (§9). */
export const RESERVATION_MINUTES = 60;

/**
 * A team name reservation (spec §4 "a name is reserved until a time"): holds the name in its
 * subevent and one place of the subevent (the team's / relay's first place) until `validUntil`.
 * The order that founds the team consumes it (the held places move to the order); otherwise the
 * scheduled sweep releases it, exactly once (whoever deletes the reservation item).
 */
export interface TeamReservationRecord {
  entity: 'teamReservation';
  guid: string;
  subEventGuid: string;
  name: string;
  nameKey: string;
  pin: string;
  validUntil: string;
  dateCreated: string;
  /** Places the reservation took (released by the sweep or handed to the order). */
  held: CounterRef[];
}

export type CreateReservationResult = 'ok' | 'nameTaken' | 'full';

export interface TeamReservationPorts {
  loadSubevent(
    subEventGuid: string,
  ): Promise<{ subevent: SubeventRecord; counter: Counter | undefined } | undefined>;
  findReservation(guid: string): Promise<TeamReservationRecord | undefined>;
  /**
   * One transaction: the name guard (new, or left by an expired reservation), the reservation item
   * and the held places (conditional counters).
   */
  createReservation(
    record: TeamReservationRecord,
    capacity: number,
    now: Date,
  ): Promise<CreateReservationResult>;
  /** Deletes the reservation and gives back its places, at most once; false when already gone. */
  releaseReservation(record: TeamReservationRecord): Promise<boolean>;
}

export const newTeamPin = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const isTeamRace = (sub: Pick<SubeventRecord, 'type'>) =>
  sub.type === SubEventType.TEAM || sub.type === SubEventType.RELAY;

/** A reservation still holds its name for this subevent and name (§4: until its time). */
export function reservationHolds(
  r: TeamReservationRecord | undefined,
  subEventGuid: string,
  name: string | null | undefined,
  now: Date,
): r is TeamReservationRecord {
  return (
    !!r &&
    r.subEventGuid === subEventGuid &&
    new Date(r.validUntil).getTime() > now.getTime() &&
    (name === undefined || (!!name && teamNameKey(name) === r.nameKey))
  );
}

export const reservationAnswer = (r: TeamReservationRecord): TeamReservation => ({
  guid: r.guid,
  name: r.name,
  subEventGuid: r.subEventGuid,
  validUntil: r.validUntil,
  pin: r.pin,
});

/**
 * GET checkout/reserve-team-name/{subEventGuid}: reserves a team name (unique per subevent, case-
 * and accent-insensitive) with one place of the race until RESERVATION_MINUTES from now. The
 * caller's own live reservation of the same name is answered again; one of another name is
 * released first (a renamed team holds one place, not two).
 */
export async function reserveTeamName(input: {
  ports: TeamReservationPorts;
  subEventGuid: string;
  teamName: string;
  reservationGuid?: string | undefined;
  locale: Locale;
  now: Date;
}): Promise<TeamReservation> {
  const { ports, subEventGuid, now, locale } = input;
  const name = input.teamName.trim().replace(/\s+/g, ' ');
  const race = await ports.loadSubevent(subEventGuid);
  if (!race) throw new NotFoundError('series.subeventNotFound');
  const sub = race.subevent;
  if (!isTeamRace(sub)) throw new BusinessRuleError('checkout.notTeamRace', { name: sub.name }, 400);
  if (now < new Date(sub.registrationFrom))
    throw new RegistrationFailedError(
      RegistrationFailure.NOT_OPENED_YET,
      { name: sub.name, date: formatPragueDateTime(sub.registrationFrom) },
      'teamName',
      locale,
    );
  if (now > new Date(sub.registrationTo))
    throw new RegistrationFailedError(
      RegistrationFailure.TOO_LATE,
      { name: sub.name, date: formatPragueDateTime(sub.registrationTo) },
      'teamName',
      locale,
    );

  if (input.reservationGuid) {
    const mine = await ports.findReservation(input.reservationGuid);
    if (reservationHolds(mine, subEventGuid, name, now)) return reservationAnswer(mine);
    if (mine) await ports.releaseReservation(mine);
  }

  const guid = randomUUID();
  const record: TeamReservationRecord = {
    entity: 'teamReservation',
    guid,
    subEventGuid,
    name,
    nameKey: teamNameKey(name),
    pin: newTeamPin(),
    validUntil: new Date(now.getTime() + RESERVATION_MINUTES * 60_000).toISOString(),
    dateCreated: now.toISOString(),
    held: [{ scope: 'subevent', guid: subEventGuid, n: 1 }],
  };
  const capacity = race.counter?.capacity ?? sub.capacity;
  const result = await ports.createReservation(record, capacity, now);
  if (result === 'nameTaken')
    throw new RegistrationFailedError(
      RegistrationFailure.TEAM_EXISTS,
      { team: name, name: sub.name },
      'teamName',
      locale,
    );
  if (result === 'full')
    throw new RegistrationFailedError(
      RegistrationFailure.CAPACITY_SUBEVENT,
      { name: sub.name },
      'teamName',
      locale,
    );
  return reservationAnswer(record);
}

/** The scheduled sweep: releases every overdue reservation; answers how many it released. */
export async function releaseExpiredReservations(
  ports: Pick<TeamReservationPorts, 'releaseReservation'> & {
    listOverdueReservations(now: Date): Promise<TeamReservationRecord[]>;
  },
  now: Date,
): Promise<number> {
  let released = 0;
  for (const r of await ports.listOverdueReservations(now)) {
    if (new Date(r.validUntil).getTime() > now.getTime()) continue;
    if (await ports.releaseReservation(r)) released++;
  }
  return released;
}
