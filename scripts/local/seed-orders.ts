import { SubEventType } from '@shared/codelists/enums';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { orderListIndexItems } from '../../functions/adapters/dynamodb/order-list-index-repository';
import { projectionStateItems } from '../../functions/adapters/dynamodb/projection-repository';
import { startNumberGuard } from '../../functions/adapters/dynamodb/start-number-guard';
import { newTeamPin } from '../../functions/domain/checkout/team-reservation';
import type { OrderItemRecord, OrderRecord } from '../../functions/domain/orders/order-records';
import {
  countersByDay,
  monthFromDays,
  type LoadedForCount,
} from '../../functions/domain/statistics/recount-statistics';
import { buildDemoRegistrations, demoGuid, type DemoEvent } from './seed-data';

export type Item = Record<string, unknown> & { pk: string; sk: string };

/** The demo's orders with their items and every index entry a real order gets. */
export const DAY_MS = 86_400_000;

/**
 * The demo orders as the checkout writes them (order, item, the series' orders index), placed over
 * the two months before today so the statistics graph has a shape, and the statistics day counters they add
 * up to, computed by the checkout's own function (`countersByDay` → `placementDeltas`), so the
 * demo statistics match what a recount of the series gives.
 */
export function demoOrderItems(events: DemoEvent[], now: number): Item[] {
  const items: Item[] = [];
  const raceOf = new Map(
    events.flatMap((e) => e.subevents.map((s) => [s.guid, { event: e, sub: s }] as const)),
  );
  const loaded: LoadedForCount[] = [];
  // The demo teams are real teams (record, name guard, place counter, members index), founded by
  // their first member's order, so captains can manage them and the back office lists them.
  const teams = new Map<string, { guid: string; members: number; capacity: number }>();
  const demoTeam = (subEventGuid: string, name: string) => {
    const key = `${subEventGuid}:${name}`;
    const known = teams.get(key) ?? { guid: demoGuid(`team:${key}`), members: 0, capacity: 0 };
    teams.set(key, known);
    return known;
  };
  buildDemoRegistrations(events).forEach((r, i) => {
    const race = raceOf.get(r.subEventGuid);
    if (!race) return;
    const orderGuid = demoGuid(`order:${i}`);
    const itemGuid = demoGuid(`item:${i}`);
    const price = 40000;
    // Placed 2 to 61 days ago and paid two hours later: never today, so the day's own work (a
    // billing of today's payments, today's statistics) starts from what the tests and users add.
    const created = new Date(now - (2 + ((i * 37) % 60)) * DAY_MS - (i % 9) * 3_600_000).toISOString();
    const paidAt = new Date(Date.parse(created) + 2 * 3_600_000).toISOString();
    const email = `demo${i}@example.com`;
    const birthDate = `${r.birthYear}-05-15`;
    const kind =
      race.sub.type === SubEventType.RELAY
        ? 'relay'
        : race.sub.type === SubEventType.TEAM
          ? 'team'
          : 'regular';
    const team = r.teamName ? demoTeam(r.subEventGuid, r.teamName) : undefined;
    if (team && team.members++ === 0) {
      team.capacity = race.sub.membersTo ?? 0;
      items.push(
        {
          ...keys.team(team.guid),
          entity: 'team',
          guid: team.guid,
          subEventGuid: r.subEventGuid,
          name: r.teamName,
          pin: newTeamPin(),
          managerEmail: email,
          orderGuid,
          dateCreated: created,
          gsi1pk: gsi.teamsOfSubevent(r.subEventGuid),
          gsi1sk: r.teamName,
        },
        {
          ...keys.teamName(r.subEventGuid, r.teamName as string),
          entity: 'teamName',
          subEventGuid: r.subEventGuid,
          name: r.teamName,
          teamGuid: team.guid,
        },
      );
    }
    const order = {
      entity: 'order',
      guid: orderGuid,
      variableSymbol: String(2_700_000_000 + i),
      seriesGuid: race.event.seriesGuid,
      eventGuids: [race.event.guid],
      subEventGuids: [r.subEventGuid],
      categoryGuids: [r.categoryGuid],
      waveGuids: r.waveGuid ? [r.waveGuid] : [],
      userId: null,
      language: 'cs',
      currency: 'CZK',
      paymentMethod: 2,
      registrator: { firstName: r.firstName, lastName: r.lastName, email, birthDate, gender: r.gender },
      basePrice: price,
      additionalsPrice: 0,
      discountAmount: 0,
      calculatedPrice: price,
      cancelledAmount: 0,
      discounts: [],
      paid: r.paid,
      datePaid: r.paid ? paidAt : null,
      expired: false,
      dateExpired: null,
      cancelled: false,
      dateCancelled: null,
      deleted: false,
      issued: false,
      dateCreated: created,
      dateUpdated: r.paid ? paidAt : created,
      expiresAt: new Date(Date.parse(created) + 7 * DAY_MS).toISOString(),
      counters: [],
      paymentDetail: null,
      cardAttempts: [],
      providerCommandId: null,
      chargedAmount: null,
      itemCount: 1,
      requestHash: 'demo-seed',
    } satisfies OrderRecord;
    const item = {
      entity: 'orderItem',
      itemGuid,
      orderGuid,
      index: 0,
      kind,
      seriesGuid: race.event.seriesGuid,
      seriesEventGuid: race.event.guid,
      eventName: race.event.name,
      subEventGuid: r.subEventGuid,
      subEventName: race.sub.name,
      categoryGuid: r.categoryGuid,
      categoryName: r.categoryName,
      subcategoryGuid: null,
      subcategoryName: null,
      waveGuid: r.waveGuid,
      waveName: r.waveName,
      teamGuid: team?.guid ?? null,
      teamName: r.teamName,
      firstName: r.firstName,
      lastName: r.lastName,
      email,
      birthDate,
      birthYear: r.birthYear,
      gender: r.gender,
      club: r.club,
      startNumber: r.startNumber,
      values: [],
      basePrice: price,
      pricingName: null,
      additionalsPrice: 0,
      discount: 0,
      cancelledAmount: 0,
      paid: r.paid,
      dateCreated: created,
    } satisfies OrderItemRecord;
    loaded.push({ order, items: [item] });
    items.push({
      ...keys.order(orderGuid),
      ...order,
      gsi2pk: gsi.seriesOrders(order.seriesGuid),
      gsi2sk: created,
    });
    items.push({
      ...keys.orderItem(orderGuid, 0),
      ...item,
      gsi1pk: gsi.startList(r.subEventGuid),
      gsi1sk: `${r.lastName}#${r.firstName}#${itemGuid}`,
      ...(team ? { gsi3pk: gsi.teamMembers(team.guid), gsi3sk: `${created}#${itemGuid}` } : {}),
    });
    // Numbers are unique per race: each demo number has its race's guard item, as an assignment
    // writes it, so the conditional writes of later assignments see it.
    if (r.startNumber !== null)
      items.push(startNumberGuard(r.subEventGuid, r.startNumber, { itemGuid, orderGuid }));
  });
  for (const t of teams.values())
    items.push({
      ...keys.capacity('team', t.guid),
      entity: 'capacity',
      scope: 'team',
      guid: t.guid,
      capacity: t.capacity,
      used: t.members,
    });
  // The orders list's counts and search index, as the orders' own transactions write them.
  items.push(...orderListIndexItems(loaded.map((o) => o.order)));
  const bySeries = new Map<string, LoadedForCount[]>();
  for (const o of loaded) bySeries.set(o.order.seriesGuid, [...(bySeries.get(o.order.seriesGuid) ?? []), o]);
  for (const [seriesGuid, orders] of bySeries) {
    const months = new Map<string, Array<{ day: string; counters: Record<string, number> }>>();
    for (const [day, counters] of countersByDay(orders)) {
      const stat = { entity: 'statDay', seriesGuid, day };
      items.push({ ...keys.statDay(seriesGuid, day), ...stat, ...counters.day });
      if (Object.keys(counters.races).length)
        items.push({ ...keys.statRaceDay(seriesGuid, day), ...stat, ...counters.races });
      const month = day.slice(0, 7);
      months.set(month, [...(months.get(month) ?? []), { day, counters: counters.day }]);
    }
    // The month roll-ups the same writes keep (what the recount builds from the day items).
    for (const [month, days] of months)
      items.push({
        ...keys.statMonth(seriesGuid, month),
        entity: 'statMonth',
        seriesGuid,
        month,
        ...monthFromDays(days),
      });
  }
  // The projector's states first (written in this order): it finds the orders accounted for.
  items.unshift(...(projectionStateItems(loaded) as Item[]));
  return items;
}
