import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType, type Locale } from '@shared/codelists/enums';
import type {
  VerifyTeamApplicationAnswer,
  VerifyTeamApplicationBody,
} from '@shared/team-management/team-reservation-schemas';
import { assertNotLockedOut, RATE_RULES, type RateKey } from '../accounts/rate-limit';
import type { TeamRecord } from '../checkout/checkout-context';
import { RegistrationFailedError } from '../checkout/registration-failed-error';
import { isTeamRace, reservationHolds, type TeamReservationPorts } from '../checkout/team-reservation';
import { NotFoundError } from '../errors';
import { samePin } from './team-management';
import type { TeamManagementPorts } from './team-management-ports';
import { teamPlaces } from './team-places';

/** A team-name guard as stored: the team that owns the name, or the reservation holding it. */
export interface TeamNameGuard {
  teamGuid?: string;
  reservationGuid?: string;
  validUntil?: string;
}

export interface VerifyTeamApplicationPorts
  extends
    Pick<TeamManagementPorts, 'findTeam' | 'loadRace' | 'rateLimiter'>,
    Pick<TeamReservationPorts, 'loadSubevent' | 'findReservation'> {
  findNameGuard(subEventGuid: string, name: string): Promise<TeamNameGuard | undefined>;
}

const given = (v: string | null | undefined): v is string => !!v && v.trim() !== '';

/**
 * POST checkout/verify-team-application (spec §4 team application status, §8 team verification):
 * may this cart item join the team (guid or name, with its PIN) or found it under its reserved
 * name? Answers a result, not an error, so the cart can say what to fix. Wrong PINs (and unknown
 * teams asked for with a PIN) count in the same per-team and per-address windows as the team
 * manager's sign-in and the checkout's PIN check: one limit for every way of guessing.
 */
export async function verifyTeamApplication(input: {
  ports: VerifyTeamApplicationPorts;
  body: VerifyTeamApplicationBody;
  clientAddress: string;
  locale: Locale;
  now: Date;
}): Promise<VerifyTeamApplicationAnswer> {
  const { ports, body, now, locale } = input;
  const fail = (
    reason:
      typeof RegistrationFailure.INVALID_TEAM_APPLICATION | typeof RegistrationFailure.TEAM_APPLICATION_EMPTY,
  ) => {
    throw new RegistrationFailedError(reason, {}, 'teamName', locale);
  };
  if (!given(body.teamGuid) && !given(body.teamName)) fail(RegistrationFailure.TEAM_APPLICATION_EMPTY);
  if (given(body.teamGuid) && given(body.reservationGuid)) fail(RegistrationFailure.INVALID_TEAM_APPLICATION);
  const race = await ports.loadSubevent(body.subEventGuid);
  if (!race) throw new NotFoundError('series.subeventNotFound');
  if (!isTeamRace(race.subevent)) fail(RegistrationFailure.INVALID_TEAM_APPLICATION);
  const result = (r: VerifyTeamApplicationAnswer['result']): VerifyTeamApplicationAnswer => ({
    result: r,
    team: null,
  });

  const joining = given(body.teamGuid) || (given(body.pin) && !given(body.reservationGuid));
  if (joining) {
    const addressKey: RateKey = { rule: RATE_RULES.teamPinPerAddress, id: input.clientAddress };
    const teamKeys = (guid: string): RateKey[] => [{ rule: RATE_RULES.teamPinPerTeam, id: guid }, addressKey];
    await assertNotLockedOut(
      ports.rateLimiter,
      given(body.teamGuid) ? teamKeys(body.teamGuid) : [addressKey],
      now,
    );
    let team: TeamRecord | undefined;
    if (given(body.teamGuid)) team = await ports.findTeam(body.teamGuid);
    else {
      const guard = await ports.findNameGuard(body.subEventGuid, body.teamName as string);
      team = guard?.teamGuid ? await ports.findTeam(guard.teamGuid) : undefined;
    }
    if (!team) {
      await ports.rateLimiter.hit([addressKey], now);
      return result('notFound');
    }
    await assertNotLockedOut(ports.rateLimiter, teamKeys(team.guid), now);
    if (team.subEventGuid !== body.subEventGuid) return result('differentSubEvent');
    if (race.subevent.type === SubEventType.RELAY) return result('relayAlreadyRegistered');
    if (!samePin(team.pin, body.pin ?? '')) {
      await ports.rateLimiter.hit(teamKeys(team.guid), now);
      return result('pinInvalid');
    }
    const teamRace = await ports.loadRace(team);
    const places = teamPlaces(race.subevent, teamRace?.counter);
    if (places.placesFree !== null && places.placesFree <= 0) return result('full');
    return { result: 'ok', team: { guid: team.guid, name: team.name, placesFree: places.placesFree } };
  }

  // Founding a team under a (reserved) name.
  const name = (body.teamName as string).trim();
  const free = race.subevent.membersTo && race.subevent.membersTo > 0 ? race.subevent.membersTo : null;
  if (given(body.reservationGuid)) {
    const r = await ports.findReservation(body.reservationGuid);
    if (reservationHolds(r, body.subEventGuid, name, now))
      return { result: 'ok', team: { guid: r.guid, name: r.name, placesFree: free } };
    return result('reservationNotFound');
  }
  const guard = await ports.findNameGuard(body.subEventGuid, name);
  const taken = !!guard && (!!guard.teamGuid || (!!guard.validUntil && new Date(guard.validUntil) > now));
  if (taken) return result('reservationConflict');
  return { result: 'ok', team: null };
}
