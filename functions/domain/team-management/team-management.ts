import { timingSafeEqual } from 'node:crypto';
import type {
  PublicTeam,
  TeamAuthenticateBody,
  TeamData,
  TeamMember,
  TeamTokenAnswer,
} from '@shared/team-management/team-management-schemas';
import { assertNotLockedOut, RATE_RULES, type RateKey } from '../accounts/rate-limit';
import type { TeamRecord } from '../checkout/checkout-context';
import { NotFoundError, UnauthorizedError } from '../errors';
import type { TeamManagementPorts, TeamRace } from './team-management-ports';
import { relayTeamOf } from './relay-racers';
import { teamKind, teamPlaces } from './team-places';
import { holdsTeamPlace } from './team-members';

const NOT_FOUND = 'teamManagement.teamNotFound';

async function teamWithRace(
  ports: TeamManagementPorts,
  teamGuid: string,
): Promise<{ team: TeamRecord; race: TeamRace }> {
  const team = await ports.findTeam(teamGuid);
  const race = team ? await ports.loadRace(team) : undefined;
  if (!team || !race) throw new NotFoundError(NOT_FOUND);
  return { team, race };
}

function publicPart(team: TeamRecord, race: TeamRace): PublicTeam {
  return {
    guid: team.guid,
    name: team.name,
    kind: teamKind(race.subevent),
    seriesEventGuid: race.subevent.eventGuid,
    eventName: race.eventName,
    subEventGuid: race.subevent.guid,
    subEventName: race.subevent.name,
    ...teamPlaces(race.subevent, race.counter),
  };
}

/** GET series/team-management/{guid}: the team as anyone with its link may see it. */
export async function publicTeam(ports: TeamManagementPorts, teamGuid: string): Promise<PublicTeam> {
  const { team, race } = await teamWithRace(ports, teamGuid);
  return publicPart(team, race);
}

const fold = (email: string) => email.trim().toLowerCase();

/** Compares without leaking through timing how much of the PIN was right. */
export function samePin(expected: string, given: string): boolean {
  const a = Buffer.from(expected.trim());
  const b = Buffer.from(given.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST series/team-management/{guid}/authenticate: the manager's e-mail and the team's PIN give a
 * short-lived team-manager token for this team. A PIN is a short secret: wrong guesses (and
 * unknown teams, which answer the same) count per team and per client address in the windows the
 * checkout's PIN check uses too, so both ways of guessing share one limit.
 */
export async function authenticateTeamManager(
  ports: TeamManagementPorts,
  teamGuid: string,
  body: TeamAuthenticateBody,
  clientAddress: string,
  now: Date,
): Promise<TeamTokenAnswer> {
  const keys: RateKey[] = [
    { rule: RATE_RULES.teamPinPerTeam, id: teamGuid },
    { rule: RATE_RULES.teamPinPerAddress, id: clientAddress },
  ];
  await assertNotLockedOut(ports.rateLimiter, keys, now);
  const team = await ports.findTeam(teamGuid);
  const emailMatches = !!team && fold(team.managerEmail) === fold(body.email);
  const pinMatches = !!team && samePin(team.pin, body.pin);
  if (!team || !emailMatches || !pinMatches) {
    await ports.rateLimiter.hit(keys, now);
    throw new UnauthorizedError('teamManagement.authenticationFailed');
  }
  const token = await ports.issueTeamToken(team.guid, team.managerEmail);
  return { ...token, teamGuid: team.guid };
}

/**
 * GET series/team-management/{guid}/data: the team overview for its manager (the route's `team`
 * scope admits only a token of this team): members of active orders with their paid state, places
 * taken and free, and how many members are missing below membersFrom.
 */
export async function teamData(
  ports: TeamManagementPorts,
  teamGuid: string,
  now = new Date(),
): Promise<TeamData> {
  const { team, race } = await teamWithRace(ports, teamGuid);
  const items = await ports.listMemberItems(team.guid);
  const orders = new Map(
    (await ports.getOrders([...new Set(items.map((i) => i.orderGuid))])).map((o) => [o.guid, o]),
  );
  const members: TeamMember[] = items
    .filter((item) => holdsTeamPlace(item, orders.get(item.orderGuid)))
    .map((item) => ({
      id: item.itemGuid,
      firstName: item.firstName,
      lastName: item.lastName,
      email: item.email,
      categoryName: item.categoryName,
      waveName: item.waveName,
      startNumber: item.startNumber,
      paid: orders.get(item.orderGuid)?.paid === true,
      founder: item.orderGuid === team.orderGuid,
      dateCreated: item.dateCreated,
    }))
    .sort(
      (a, b) =>
        a.dateCreated.localeCompare(b.dateCreated) ||
        a.lastName.localeCompare(b.lastName, 'cs') ||
        a.firstName.localeCompare(b.firstName, 'cs'),
    );
  const paidMembers = members.filter((m) => m.paid).length;
  return {
    ...publicPart(team, race),
    managerEmail: team.managerEmail,
    pin: team.pin,
    dateCreated: team.dateCreated,
    members,
    paidMembers,
    unpaidMembers: members.length - paidMembers,
    allPaid: members.length > 0 && paidMembers === members.length,
    relay: teamKind(race.subevent) === 'relay' ? relayTeamOf(race.subevent, items, orders, now) : null,
  };
}
