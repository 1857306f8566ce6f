import { randomUUID } from 'node:crypto';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { SubEventType } from '@shared/codelists/enums';
import type {
  RelayRacer,
  RelayRacerFields,
  RelayTeam,
  RemoveRelayRacerBody,
  UpdateRelayRacerBody,
} from '@shared/team-management/relay-racer-schemas';
import type { SubeventRecord } from '../catalog/records';
import { placePerson } from '../checkout/person-rules';
import type { OrderHistoryRecord, OrderItemRecord, OrderRecord } from '../orders/order-records';
import { RegistrationFailedError } from '../checkout/registration-failed-error';
import { BusinessRuleError, NotFoundError } from '../errors';
import type { RelayRacerPorts, RelayRacerChange } from './team-management-ports';
import { holdsPlaces } from '../orders/order-state';
import { holdsTeamPlace } from './team-members';
import { racersWithTracks } from '../orders/relay-legs';

export type RelayChanges = RelayTeam['changes'];

/** Spec §4: relay changes are closed before relayChangesFrom and after relayChangesTo. */
export function relayChangesState(
  sub: Pick<SubeventRecord, 'relayChangesFrom' | 'relayChangesTo'>,
  now: Date,
): RelayChanges {
  if (sub.relayChangesFrom && now < new Date(sub.relayChangesFrom)) return 'notYetOpen';
  if (sub.relayChangesTo && now > new Date(sub.relayChangesTo)) return 'closed';
  return 'open';
}

/** The legs of a relay: membersTo of the race (at least one). */
export const relayTracks = (sub: Pick<SubeventRecord, 'membersTo'>): number =>
  Math.max(1, sub.membersTo ?? 1);

const pragueTime = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    timeZone: 'Europe/Prague',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

function assertChangesOpen(sub: SubeventRecord, now: Date): void {
  const state = relayChangesState(sub, now);
  if (state === 'notYetOpen')
    throw new BusinessRuleError('teamManagement.relayChangesNotYetOpen', {
      from: pragueTime(sub.relayChangesFrom as string),
    });
  if (state === 'closed')
    throw new BusinessRuleError('teamManagement.relayChangesClosed', {
      to: pragueTime(sub.relayChangesTo as string),
    });
}

const toRacer = ({ item, track }: { item: OrderItemRecord; track: number }): RelayRacer => ({
  id: item.itemGuid,
  track,
  firstName: item.firstName,
  lastName: item.lastName,
  email: item.email,
  birthDate: item.birthDate,
  gender: item.gender,
});

/** The relay racers of active orders; `orders` are the racers' orders by guid. */
export function relayTeamOf(
  sub: SubeventRecord,
  items: OrderItemRecord[],
  orders: Map<string, OrderRecord>,
  now: Date,
): RelayTeam {
  const racers = items.filter((i) => i.kind === 'relay' && holdsTeamPlace(i, orders.get(i.orderGuid)));
  return {
    tracks: relayTracks(sub),
    changesFrom: sub.relayChangesFrom ?? null,
    changesTo: sub.relayChangesTo ?? null,
    changes: relayChangesState(sub, now),
    racers: racersWithTracks(racers).map(toRacer),
  };
}

async function loadRelay(ports: RelayRacerPorts, teamGuid: string, now: Date) {
  const team = await ports.findTeam(teamGuid);
  const race = team ? await ports.loadRace(team) : undefined;
  if (!team || !race) throw new NotFoundError('teamManagement.teamNotFound');
  if (race.subevent.type !== SubEventType.RELAY) throw new BusinessRuleError('teamManagement.notRelay');
  assertChangesOpen(race.subevent, now);
  const items = await ports.listMemberItems(teamGuid);
  const orderGuids = [...new Set([team.orderGuid, ...items.map((i) => i.orderGuid)])];
  const orders = new Map((await ports.getOrders(orderGuids)).map((o) => [o.guid, o]));
  const racers = racersWithTracks(
    items.filter((i) => i.kind === 'relay' && holdsTeamPlace(i, orders.get(i.orderGuid))),
  );
  return { team, sub: race.subevent, racers, orders };
}

/** Category age and gender rules of the racer's category, with §8 reasons; the leg must exist (24). */
async function checkRacer(
  ports: RelayRacerPorts,
  sub: SubeventRecord,
  categoryGuid: string,
  body: RelayRacerFields,
): Promise<{ subcategoryGuid: string | null; subcategoryName: string | null }> {
  if (body.track > relayTracks(sub))
    throw new RegistrationFailedError(RegistrationFailure.RELAY_VALUE_NOT_FOUND, {}, 'track');
  const rules = await ports.loadCategory(sub, categoryGuid);
  if (!rules) throw new RegistrationFailedError(RegistrationFailure.RELAY_VALUE_NOT_FOUND, {}, 'track');
  const placed = placePerson(body, rules.category, rules.subcategories, sub);
  if ('reason' in placed) throw new RegistrationFailedError(placed.reason, placed.params, 'birthDate');
  return {
    subcategoryGuid: placed.subcategory?.guid ?? null,
    subcategoryName: placed.subcategory?.name ?? null,
  };
}

const personOf = (body: RelayRacerFields) => ({
  track: body.track,
  firstName: body.firstName.trim(),
  lastName: body.lastName.trim(),
  email: body.email.trim(),
  birthDate: body.birthDate,
  birthYear: Number(body.birthDate.slice(0, 4)),
  gender: body.gender,
});

const racerSummary = (
  i: Pick<OrderItemRecord, 'firstName' | 'lastName' | 'email' | 'birthDate' | 'gender'> & { track?: number },
) => ({
  track: i.track,
  firstName: i.firstName,
  lastName: i.lastName,
  email: i.email,
  birthDate: i.birthDate,
  gender: i.gender,
});

async function apply(
  ports: RelayRacerPorts,
  change: RelayRacerChange,
  racers: Array<{ item: OrderItemRecord; track: number }>,
  history: Omit<OrderHistoryRecord, 'entity' | 'orderGuid'>,
): Promise<void> {
  const fixTracks = racers.filter((r) => !r.item.track && r.item.itemGuid !== change.item.itemGuid);
  await ports.applyRacerChange(change, fixTracks, {
    entity: 'orderHistory',
    orderGuid: change.item.orderGuid,
    ...history,
  });
}

export interface RacerChangeActor {
  email: string;
}

/** POST …/add-relay-racer: a racer on a free leg of the manager's relay, inside the change window. */
export async function addRelayRacer(
  ports: RelayRacerPorts,
  teamGuid: string,
  body: RelayRacerFields,
  actor: RacerChangeActor,
  now: Date,
): Promise<RelayRacer> {
  const { team, sub, racers, orders } = await loadRelay(ports, teamGuid, now);
  const tracks = relayTracks(sub);
  if (body.track > tracks)
    throw new RegistrationFailedError(RegistrationFailure.RELAY_VALUE_NOT_FOUND, {}, 'track');
  if (racers.length >= tracks) throw new BusinessRuleError('teamManagement.relayFull', { tracks });
  if (racers.some((r) => r.track === body.track))
    throw new BusinessRuleError('teamManagement.trackTaken', { track: body.track });
  const order = orders.get(team.orderGuid);
  if (!order || !holdsPlaces(order)) throw new BusinessRuleError('teamManagement.relayOrderInactive');
  const orderItems = await ports.listOrderItems(order.guid);
  const model =
    orderItems.find((i) => i.kind === 'relay' && i.teamGuid === team.guid && !i.relayRemoved) ??
    orderItems.find((i) => i.kind === 'relay' && i.teamGuid === team.guid) ??
    orderItems[0];
  if (!model) throw new BusinessRuleError('teamManagement.relayOrderInactive');
  const placed = await checkRacer(ports, sub, model.categoryGuid, body);
  const nowIso = now.toISOString();
  const item: OrderItemRecord = {
    ...model,
    ...placed,
    ...personOf(body),
    itemGuid: randomUUID(),
    index: Math.max(...orderItems.map((i) => i.index)) + 1,
    kind: 'relay',
    teamGuid: team.guid,
    teamName: team.name,
    club: null,
    startNumber: null,
    values: [],
    // The relay's price sits on its first racer; a racer added later rides along.
    basePrice: 0,
    additionalsPrice: 0,
    discount: 0,
    cancelledAmount: 0,
    paid: order.paid,
    dateCreated: nowIso,
  };
  // Copied from a sibling racer: none of its own states (expired, removed) carry over.
  delete item.expired;
  delete item.dateExpired;
  delete item.relayRemoved;
  await apply(ports, { kind: 'add', item, userId: order.userId ?? null, teamCapacity: tracks }, racers, {
    date: nowIso,
    by: 'teamManager',
    byName: actor.email,
    action: 'relayRacerAdded',
    changes: { team: team.name, racer: racerSummary(item) },
  });
  return toRacer({ item, track: body.track });
}

function findRacer(racers: Array<{ item: OrderItemRecord; track: number }>, id: string) {
  const found = racers.find((r) => r.item.itemGuid === id);
  if (!found) throw new NotFoundError('teamManagement.racerNotFound');
  return found;
}

/** POST …/update-relay-racer: another person or another free leg, inside the change window. */
export async function updateRelayRacer(
  ports: RelayRacerPorts,
  teamGuid: string,
  body: UpdateRelayRacerBody,
  actor: RacerChangeActor,
  now: Date,
): Promise<RelayRacer> {
  const { team, sub, racers } = await loadRelay(ports, teamGuid, now);
  const current = findRacer(racers, body.id);
  if (racers.some((r) => r.track === body.track && r.item.itemGuid !== body.id))
    throw new BusinessRuleError('teamManagement.trackTaken', { track: body.track });
  const placed = await checkRacer(ports, sub, current.item.categoryGuid, body);
  const item: OrderItemRecord = { ...current.item, ...placed, ...personOf(body) };
  await apply(ports, { kind: 'update', item }, racers, {
    date: now.toISOString(),
    by: 'teamManager',
    byName: actor.email,
    action: 'relayRacerUpdated',
    changes: {
      team: team.name,
      before: racerSummary({ ...current.item, track: current.track }),
      after: racerSummary(item),
    },
  });
  return toRacer({ item, track: body.track });
}

/** POST …/remove-relay-racer: frees the racer's leg (the relay's price stays on its order). */
export async function removeRelayRacer(
  ports: RelayRacerPorts,
  teamGuid: string,
  body: RemoveRelayRacerBody,
  actor: RacerChangeActor,
  now: Date,
): Promise<{ id: string }> {
  const { team, racers } = await loadRelay(ports, teamGuid, now);
  const current = findRacer(racers, body.id);
  await apply(ports, { kind: 'remove', item: current.item }, racers, {
    date: now.toISOString(),
    by: 'teamManager',
    byName: actor.email,
    action: 'relayRacerRemoved',
    changes: { team: team.name, racer: racerSummary({ ...current.item, track: current.track }) },
  });
  return { id: current.item.itemGuid };
}
