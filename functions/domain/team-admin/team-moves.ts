import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { TeamRecord } from '../checkout/checkout-context';
import type { CounterRef, OrderItemRecord, OrderRecord } from '../orders/order-records';
import { countersToRelease } from '../orders/expire-orders';
import { BusinessRuleError, NotFoundError } from '../errors';
import { takeShare } from '../orders/item-places';
import type { OrderReadPorts } from '../orders/admin-order-ports';
import { getOrder } from '../orders/admin-orders';
import { history, holdsPlaces, type TransitionActor, type TransitionContext } from '../orders/order-state';
import { activeMembers } from './team-admin';
import type { TeamAdminPorts, TeamMovePlan } from './team-admin-ports';

export type TeamMoveRefusal =
  | 'registrations.orderDeleted'
  | 'teams.itemInactive'
  | 'teams.relayItem'
  | 'teams.notInTeam'
  | 'teams.otherRace'
  | 'teams.sameTeam';

const fold = (email: string) => email.trim().toLowerCase();

/**
 * Moves one order item out of its team, into another team of the same race or alone (spec §4
 * "change team, remove team (may move the team manager or delete the team)"). Pure: answers the
 * refusal or the plan the adapter writes in one transaction. While the order holds its places, the
 * item's team place moves in the order's ledger (released in the old team, taken in the new one
 * with its capacity condition). A leaving manager hands the team to its longest-standing other
 * active member; a team left without active members is deleted with its name.
 */
export function decideTeamMove(input: {
  order: OrderRecord;
  item: OrderItemRecord;
  from: TeamRecord | undefined;
  to: TeamRecord | null;
  /** Active members of the old team (activeMembers). */
  fromMembers: ReadonlyArray<Pick<OrderItemRecord, 'itemGuid' | 'email'>>;
  /** Capacity of the new team's counter (0 = unlimited). */
  toCapacity: number;
  ctx: TransitionContext;
}): { refused: TeamMoveRefusal } | TeamMovePlan {
  const { order, item, from, to, ctx } = input;
  if (order.deleted) return { refused: 'registrations.orderDeleted' };
  if (item.kind === 'relay') return { refused: 'teams.relayItem' };
  if (item.cancelled || item.expiredAlone) return { refused: 'teams.itemInactive' };
  if (!item.teamGuid || !from) return { refused: 'teams.notInTeam' };
  if (to && to.subEventGuid !== item.subEventGuid) return { refused: 'teams.otherRace' };
  if (to && to.guid === from.guid) return { refused: 'teams.sameTeam' };

  const holds = holdsPlaces(order);
  let counters: CounterRef[] | undefined;
  let releaseFrom = false;
  if (holds) {
    const { share, rest } = takeShare(order.counters, [{ scope: 'team', guid: from.guid, n: 1 }]);
    releaseFrom = share.length > 0;
    counters = countersToRelease([...rest, ...(to ? [{ scope: 'team' as const, guid: to.guid, n: 1 }] : [])]);
  }
  const remaining = input.fromMembers.filter((m) => m.itemGuid !== item.itemGuid);
  const leavingManager = fold(item.email ?? '') === fold(from.managerEmail);
  const heir = remaining.find((m) => m.email && fold(m.email) !== fold(from.managerEmail));
  const fromTeam: TeamMovePlan['fromTeam'] =
    remaining.length === 0
      ? { kind: 'delete' }
      : leavingManager && heir
        ? { kind: 'handOver', managerEmail: heir.email.trim() }
        : { kind: 'keep' };
  return {
    order: { guid: order.guid, dateUpdated: order.dateUpdated },
    item: {
      orderGuid: item.orderGuid,
      index: item.index,
      itemGuid: item.itemGuid,
      dateCreated: item.dateCreated,
    },
    now: ctx.now,
    counters,
    from,
    to,
    releaseFrom,
    takeTo: holds && to ? { capacity: input.toCapacity } : null,
    fromTeam,
    history: history(order, ctx, to ? 'teamChanged' : 'teamRemoved', {
      item: { id: item.itemGuid, name: `${item.firstName} ${item.lastName}`.trim() },
      team: { from: from.name, to: to?.name ?? null },
      ...(fromTeam.kind === 'handOver'
        ? { managerEmail: { team: from.name, from: from.managerEmail, to: fromTeam.managerEmail } }
        : {}),
      ...(fromTeam.kind === 'delete' ? { teamDeleted: from.name } : {}),
    }),
  };
}

export type TeamMovePorts = TeamAdminPorts & OrderReadPorts;

/**
 * POST admin/registrations/{id}/change-team and /remove-team: decide on the order as read, write
 * the plan (guarded on the order's dateUpdated and the teams as read); a concurrent change is
 * decided again once on fresh data. "Team capacity full" (§8) when the new team has no free place.
 */
export async function moveItemTeam(
  ports: TeamMovePorts,
  orderGuid: string,
  itemGuid: string,
  toTeamGuid: string | null,
  actor: TransitionActor,
  now: Date,
): Promise<OrderDetail> {
  const ctx = { ...actor, now: now.toISOString() };
  for (let attempt = 0; ; attempt++) {
    const loaded = await ports.loadOrder(orderGuid);
    if (!loaded) throw new NotFoundError();
    const item = loaded.items.find((i) => i.itemGuid === itemGuid);
    if (!item) throw new NotFoundError();
    const from = item.teamGuid ? await ports.findTeam(item.teamGuid) : undefined;
    const to = toTeamGuid ? ((await ports.findTeam(toTeamGuid)) ?? null) : null;
    if (toTeamGuid && !to) throw new NotFoundError('teams.notFound');
    const fromMembers = from ? (await membersOfTeam(ports, from.guid)).map((m) => m.item) : [];
    const toCapacity = to ? await capacityOf(ports, to) : 0;
    const outcome = decideTeamMove({ order: loaded.order, item, from, to, fromMembers, toCapacity, ctx });
    if ('refused' in outcome) throw new BusinessRuleError(outcome.refused);
    const result = await ports.moveItem(outcome);
    if (result === 'capacityFull') throw new BusinessRuleError('teams.capacityFull', undefined, 409);
    if (result === 'changed') {
      if (attempt < 1) continue;
      throw new BusinessRuleError('registrations.orderChanged', undefined, 409);
    }
    return getOrder(ports, orderGuid);
  }
}

async function membersOfTeam(ports: TeamAdminPorts, teamGuid: string) {
  const items = await ports.listMemberItems(teamGuid);
  return activeMembers(items, await ports.getOrders([...new Set(items.map((i) => i.orderGuid))]));
}

/** The new team's limit: its counter's, else the race's membersTo (the counter is created with it). */
async function capacityOf(ports: TeamAdminPorts, team: TeamRecord): Promise<number> {
  const counter = (await ports.teamCounters([team.guid])).get(team.guid);
  if (counter) return counter.capacity;
  return (await ports.findSubevent(team.subEventGuid))?.membersTo ?? 0;
}
