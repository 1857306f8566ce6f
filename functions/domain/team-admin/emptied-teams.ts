import type { TransitionActor } from '../orders/order-state';
import { teamHistory, type TeamChange } from './team-admin';
import type { TeamAdminPorts } from './team-admin-ports';

/** What deleting an emptied team reads and writes (adapter: dynamodb/team-admin-repository.ts). */
export type EmptiedTeamPorts = Pick<
  TeamAdminPorts,
  'findTeam' | 'findSubevent' | 'eventName' | 'teamCounters' | 'deleteTeam' | 'newId'
>;

/**
 * The expiry's outbox of teams that may have been emptied: every team counter an expiry released
 * is marked in the same transaction (adapter: dynamodb/team-admin-repository.ts).
 */
export interface TeamSweepPorts extends EmptiedTeamPorts {
  markedTeams(): Promise<string[]>;
  /** Clears a mark, held on the team still having a place (an emptied one stays for the next sweep). */
  unmarkTeam(teamGuid: string): Promise<void>;
}

/** A transition's actor as the series history names it. */
export const teamChangeOf = (actor: TransitionActor, now: Date): TeamChange => ({
  actor: { userId: actor.by, name: actor.byName ?? actor.by },
  now,
});

/**
 * A team whose last place was given back (its members' orders expired, were cancelled or removed)
 * is deleted with its name and counter, so the name is free again (spec §4 "remove team … delete
 * the team"). Runs after the release was written: the team counter was decremented there, exactly
 * once, and the delete is held on the counter holding no place (a member joining meanwhile keeps
 * the team) and on the team as read. Deleting twice is harmless (an absent team is skipped).
 * Orders that still name a deleted team cannot take its place again (unset expiry and restore are
 * refused with "team unavailable"). Answers the guids of the teams deleted.
 */
export async function deleteEmptiedTeams(
  ports: EmptiedTeamPorts,
  teamGuids: readonly string[],
  change: TeamChange,
): Promise<string[]> {
  const deleted: string[] = [];
  if (teamGuids.length === 0) return deleted;
  const counters = await ports.teamCounters(teamGuids);
  for (const guid of teamGuids) {
    if ((counters.get(guid)?.used ?? 0) > 0) continue;
    const team = await ports.findTeam(guid);
    const subevent = team ? await ports.findSubevent(team.subEventGuid) : undefined;
    if (!team || !subevent) continue;
    const eventName = await ports.eventName(subevent.eventGuid);
    const history = teamHistory(ports, change, 'DELETE', subevent, eventName, team, undefined);
    if ((await ports.deleteTeam(team, history)) === 'ok') deleted.push(guid);
  }
  return deleted;
}

/**
 * The orders' `teamsReleased` port (functions/domain/orders/admin-order-ports.ts): the teams whose
 * places a written change gave back are deleted when it left them empty, the series history naming
 * the change's actor.
 */
export const deleteTeamsEmptiedBy =
  (ports: EmptiedTeamPorts) =>
  (teamGuids: readonly string[], actor: TransitionActor, now: Date): Promise<string[]> =>
    deleteEmptiedTeams(ports, teamGuids, teamChangeOf(actor, now));

/**
 * Deletes every marked team that is empty and clears the marks of teams that still have members.
 * Run at the end of each expiry run, it also finishes the work of a run that stopped between an
 * expiry and its team delete. Answers the guids of the teams deleted.
 */
export async function sweepEmptiedTeams(ports: TeamSweepPorts, change: TeamChange): Promise<string[]> {
  const marked = await ports.markedTeams();
  const deleted = await deleteEmptiedTeams(ports, marked, change);
  for (const guid of marked) if (!deleted.includes(guid)) await ports.unmarkTeam(guid);
  return deleted;
}
