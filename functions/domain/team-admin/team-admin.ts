import { SubEventType } from '@shared/codelists/enums';
import type {
  ManagerTeamsQuery,
  TeamChoice,
  TeamRow,
  TeamRace,
  Teams,
  TeamsQuery,
  UpdateTeamBody,
} from '@shared/back-office/team-admin-schemas';
import { matchesSearch } from '@shared/text/search-text';
import type { Access } from '../access/access';
import type { Counter } from '../catalog/availability';
import type { EventRecord, SubeventRecord } from '../catalog/records';
import type { TeamRecord } from '../checkout/checkout-context';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { BusinessRuleError, NotFoundError } from '../errors';
import { envelope } from '../paging';
import { fieldChanges } from '../series-editor/history';
import type { Actor, SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { teamKind, teamPlaces } from '../team-management/team-places';
import type { TeamAdminPorts, TeamListPorts } from './team-admin-ports';
import { activeTeamMembers } from '../team-management/team-members';

const isTeamRace = (s: SubeventRecord) => s.type === SubEventType.TEAM || s.type === SubEventType.RELAY;

/** A team with its race, before the members are counted. */
interface TeamEntry {
  team: TeamRecord;
  subevent: SubeventRecord;
  eventName: string;
  counter: Counter | undefined;
}

/**
 * The team and relay races of the events, and the teams of those races: of every race, or only of
 * `subEventGuid` when given (its teams are queried by the race's key; the other races' are not read).
 */
async function teamsOfEvents(
  ports: TeamListPorts,
  events: readonly EventRecord[],
  subEventGuid?: string,
): Promise<{ races: TeamRace[]; entries: TeamEntry[] }> {
  const races = (
    await Promise.all(
      events.map(async (e) =>
        (await ports.subeventsOfEvent(e.guid)).filter(isTeamRace).map((s) => ({ s, eventName: e.name })),
      ),
    )
  ).flat();
  const read = subEventGuid ? races.filter(({ s }) => s.guid === subEventGuid) : races;
  const perRace = await Promise.all(
    read.map(async ({ s, eventName }) =>
      (await ports.teamsOfSubevent(s.guid)).map((team) => ({ team, subevent: s, eventName })),
    ),
  );
  const entries = perRace.flat();
  const counters = await ports.teamCounters(entries.map((e) => e.team.guid));
  return {
    races: races
      .map(({ s, eventName }) => ({ guid: s.guid, name: s.name, eventName, kind: teamKind(s) }))
      .sort((a, b) => a.eventName.localeCompare(b.eventName, 'cs') || a.name.localeCompare(b.name, 'cs')),
    entries: entries.map((e) => ({ ...e, counter: counters.get(e.team.guid) })),
  };
}

/** Items that hold a place in the team (see holdsTeamPlace), oldest first, with their paid state. */
export const activeMembers = (items: readonly OrderItemRecord[], orders: readonly OrderRecord[]) =>
  activeTeamMembers(items, new Map(orders.map((o) => [o.guid, o])));

export async function membersOf(ports: TeamListPorts, teamGuid: string) {
  const items = await ports.listMemberItems(teamGuid);
  const orders = await ports.getOrders([...new Set(items.map((i) => i.orderGuid))]);
  return { items, active: activeMembers(items, orders) };
}

async function toRow(ports: TeamListPorts, e: TeamEntry): Promise<TeamRow> {
  const { active } = await membersOf(ports, e.team.guid);
  const paid = active.filter((m) => m.paid).length;
  const places = teamPlaces(e.subevent, e.counter);
  return {
    guid: e.team.guid,
    name: e.team.name,
    kind: teamKind(e.subevent),
    managerEmail: e.team.managerEmail,
    seriesGuid: e.subevent.seriesGuid,
    seriesEventGuid: e.subevent.eventGuid,
    eventName: e.eventName,
    subEventGuid: e.subevent.guid,
    subEventName: e.subevent.name,
    members: active.length,
    placesTaken: places.placesTaken,
    placesFree: places.placesFree,
    membersFrom: places.membersFrom,
    membersTo: places.membersTo,
    membersMissing: places.membersMissing,
    incomplete: !places.complete,
    paidState: active.length > 0 && paid === active.length ? 'paid' : paid > 0 ? 'partly' : 'unpaid',
    dateCreated: e.team.dateCreated,
  };
}

/**
 * Filters on what the team records and counters carry (the race filter was applied when reading),
 * sorts, pages; counts members of the page only. The answer names the races of the listed scope
 * for the race filter.
 */
async function page(
  ports: TeamListPorts,
  { races, entries }: { races: TeamRace[]; entries: TeamEntry[] },
  query: TeamsQuery,
): Promise<Teams> {
  const matching = entries
    .filter((e) => !query.searchText || matchesSearch(query.searchText, e.team.name, e.team.managerEmail))
    .filter((e) => query.incomplete !== 'true' || !teamPlaces(e.subevent, e.counter).complete)
    .sort(
      (a, b) =>
        a.eventName.localeCompare(b.eventName, 'cs') ||
        a.subevent.name.localeCompare(b.subevent.name, 'cs') ||
        a.team.name.localeCompare(b.team.name, 'cs'),
    );
  const env = envelope(matching, query);
  return { ...env, rows: await Promise.all(env.rows.map((e) => toRow(ports, e))), races };
}

/** GET admin/series/{id}/teams: the teams of every team and relay race of the series. */
export async function listSeriesTeams(
  ports: TeamListPorts,
  seriesGuid: string,
  query: TeamsQuery,
): Promise<Teams> {
  return page(
    ports,
    await teamsOfEvents(ports, await ports.eventsOfSeries(seriesGuid), query.subEventGuid),
    query,
  );
}

/**
 * GET event-manager/{userId}/teams: the teams of the series and events the caller may work on
 * (only the permitted partitions are read).
 */
export async function listManagerTeams(
  ports: TeamListPorts,
  access: Access,
  query: ManagerTeamsQuery,
): Promise<Teams> {
  let events: EventRecord[];
  if (access.all) {
    const series = query.seriesGuid ? [query.seriesGuid] : await ports.allSeriesGuids();
    events = (await Promise.all(series.map((g) => ports.eventsOfSeries(g)))).flat();
  } else {
    const whole = access.seriesGuids.filter((g) => !query.seriesGuid || g === query.seriesGuid);
    const wholeEvents = (await Promise.all(whole.map((g) => ports.eventsOfSeries(g)))).flat();
    const single = (await ports.eventsByGuid(access.eventGuids)).filter(
      (e) => (!query.seriesGuid || e.seriesGuid === query.seriesGuid) && !whole.includes(e.seriesGuid),
    );
    events = [...wholeEvents, ...single];
  }
  return page(ports, await teamsOfEvents(ports, events, query.subEventGuid), query);
}

/** GET admin/registrations/series-teams/{subEventId}: teams of the race an item can move to. */
export async function teamChoices(
  ports: TeamListPorts,
  subEventGuid: string,
  subevent: SubeventRecord | undefined,
) {
  if (!subevent) throw new NotFoundError();
  const teams = await ports.teamsOfSubevent(subEventGuid);
  const counters = await ports.teamCounters(teams.map((t) => t.guid));
  const rows: TeamChoice[] = teams
    .map((t) => {
      const p = teamPlaces(subevent, counters.get(t.guid));
      return { guid: t.guid, name: t.name, placesTaken: p.placesTaken, placesFree: p.placesFree };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'cs'));
  return { rows };
}

/** Who is changing teams and when (every change is written to the series' history). */
export interface TeamChange {
  actor: Actor;
  now: Date;
}

const HISTORY_FIELDS = ['name', 'managerEmail', 'pin', 'capacity'] as const;

/** What the history compares: the team and its capacity (null = unlimited). */
type TeamShape = Partial<TeamRecord> & { capacity?: number | null };

export function teamHistory(
  ports: Pick<TeamAdminPorts, 'newId'>,
  change: TeamChange,
  action: SeriesHistoryRecord['action'],
  subevent: SubeventRecord,
  eventName: string,
  before: TeamRecord & { capacity?: number | null },
  after: (TeamRecord & { capacity?: number | null }) | undefined,
): SeriesHistoryRecord {
  // The PIN is a secret: the history says it changed, not what it is.
  const shape = (t: (TeamRecord & { capacity?: number | null }) | undefined): TeamShape | undefined =>
    t && { ...t, pin: t.pin === before.pin ? '••••••' : '••••••*' };
  return {
    seriesGuid: subevent.seriesGuid,
    historyId: ports.newId(),
    at: change.now.toISOString(),
    action,
    actor: change.actor,
    target: { kind: 'team', guid: before.guid, name: after?.name ?? before.name, eventName },
    changes: fieldChanges<TeamShape>(shape(before), shape(after), HISTORY_FIELDS),
  };
}

export async function teamWithRace(ports: TeamAdminPorts, teamGuid: string) {
  const team = await ports.findTeam(teamGuid);
  const subevent = team ? await ports.findSubevent(team.subEventGuid) : undefined;
  if (!team || !subevent) throw new NotFoundError('teams.notFound');
  return { team, subevent, eventName: await ports.eventName(subevent.eventGuid) };
}

/**
 * PUT admin/series/teams/{id}: rename (the name stays unique per race, case- and
 * accent-insensitive), another manager e-mail (the old manager's session ends at once, the token
 * check compares the team's current manager), optionally a new PIN and another capacity (the team
 * counter's limit, set by a conditional write: never below the places its members hold).
 */
export async function updateTeam(
  ports: TeamAdminPorts,
  change: TeamChange,
  teamGuid: string,
  body: UpdateTeamBody,
): Promise<TeamRow> {
  const { team, subevent, eventName } = await teamWithRace(ports, teamGuid);
  const counter = (await ports.teamCounters([team.guid])).get(team.guid);
  const capacityBefore = teamPlaces(subevent, counter).membersTo;
  const capacityAfter = body.capacity === undefined ? capacityBefore : body.capacity;
  const used = Math.max(0, counter?.used ?? 0);
  if (capacityAfter !== null && capacityAfter < used)
    throw new BusinessRuleError('teams.capacityBelowMembers', { capacity: capacityAfter, used }, 409);
  const after: TeamRecord = {
    ...team,
    name: body.name.trim().replace(/\s+/g, ' '),
    managerEmail: body.managerEmail.trim(),
    pin: body.resetPin ? ports.newPin() : team.pin,
  };
  const { items } = await membersOf(ports, team.guid);
  const history = teamHistory(
    ports,
    change,
    'UPDATE',
    subevent,
    eventName,
    { ...team, capacity: capacityBefore },
    { ...after, capacity: capacityAfter },
  );
  if (history.changes.length > 0) {
    const outcome = await ports.updateTeam(
      team,
      after,
      after.name !== team.name ? items : [],
      history,
      capacityAfter !== capacityBefore ? (capacityAfter ?? 0) : undefined,
    );
    if (outcome === 'nameTaken') throw new BusinessRuleError('teams.nameTaken', undefined, 409);
    if (outcome === 'capacityBelowMembers') {
      const now = (await ports.teamCounters([team.guid])).get(team.guid)?.used ?? 0;
      throw new BusinessRuleError(
        'teams.capacityBelowMembers',
        { capacity: capacityAfter ?? 0, used: now },
        409,
      );
    }
    if (outcome !== 'ok') throw new BusinessRuleError('teams.changedMeanwhile', undefined, 409);
  }
  const counters = await ports.teamCounters([team.guid]);
  return toRow(ports, { team: after, subevent, eventName, counter: counters.get(team.guid) });
}

/** DELETE admin/series/teams/{id}: only a team without registered members (its counter guards a late join). */
export async function deleteTeam(ports: TeamAdminPorts, change: TeamChange, teamGuid: string) {
  const { team, subevent, eventName } = await teamWithRace(ports, teamGuid);
  const { active } = await membersOf(ports, team.guid);
  if (active.length > 0) throw new BusinessRuleError('teams.hasMembers', undefined, 409);
  const outcome = await ports.deleteTeam(
    team,
    teamHistory(ports, change, 'DELETE', subevent, eventName, team, undefined),
  );
  if (outcome === 'hasMembers') throw new BusinessRuleError('teams.hasMembers', undefined, 409);
  if (outcome !== 'ok') throw new BusinessRuleError('teams.changedMeanwhile', undefined, 409);
  return { ok: true as const };
}
