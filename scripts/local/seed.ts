import { DEMO_EMAILS, demoEmailItems } from './seed-emails';
import { randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Permission } from '@shared/accounts/permission-schemas';
import { Role, SubEventType, type RoleName } from '@shared/codelists/enums';
import { hashPassword } from '../../functions/adapters/auth/passwords';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { orderListIndexItems } from '../../functions/adapters/dynamodb/order-list-index-repository';
import { projectionStateItems } from '../../functions/adapters/dynamodb/projection-repository';
import { startNumberGuard } from '../../functions/adapters/dynamodb/start-number-guard';
import { permissionIdOf } from '../../functions/domain/admin-users/admin-users';
import { newTeamPin } from '../../functions/domain/checkout/team-reservation';
import type { OrderItemRecord, OrderRecord } from '../../functions/domain/checkout/order-records';
import {
  countersByDay,
  monthFromDays,
  type LoadedForCount,
} from '../../functions/domain/statistics/recount-statistics';
import { buildDemoCatalogue, buildDemoRegistrations, DEMO, demoGuid, type DemoEvent } from './seed-data';

export const SEED_VERSION = 'v7'; // v7: orders list event entries (ORDEREVENT#); v6: statistics month roll-ups

export interface DemoCredentials {
  admin: { email: string; password: string };
  eventManager: { email: string; password: string };
}

type Item = Record<string, unknown> & { pk: string; sk: string };

const randomPassword = () => `Demo-${randomBytes(6).toString('base64url')}9a`;

/** Explicit amounts per allowed currency (minor units), derived once at seed time from the demo rates. */
function currencyPrices(event: DemoEvent, czk: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of event.currencies) out[c.currency] = Math.round((czk * c.rate) / 1000 / 100) * 100;
  return out;
}

export function buildCatalogueItems(now: number): Item[] {
  const cat = buildDemoCatalogue(now);
  const items: Item[] = [];
  const nowIso = new Date(now).toISOString();
  const stamp = { dateCreated: nowIso, dateUpdated: nowIso };

  items.push({
    ...keys.organizer(DEMO.organizer),
    entity: 'organizer',
    guid: DEMO.organizer,
    gsi1pk: gsi.organizers,
    gsi1sk: 'Běžecký klub Praha z.s.',
    firstName: 'Jana',
    lastName: 'Nováková',
    companyName: 'Běžecký klub Praha z.s.',
    isLegalEntity: true,
    street: 'Za Elektrárnou 419/1',
    city: 'Praha 7',
    zipcode: '17000',
    country: 'CZE',
    email: 'info@example.org',
    phone: '+420 777 123 456',
    ic: '25123891',
    // a VAT payer: paid demo orders get a tax document (functions/domain/tax-documents)
    paysVAT: true,
    bankAccountNumber: '19-2000145399',
    bankCode: '0800',
    currency: 1,
    ...stamp,
  });

  for (const s of cat.series) {
    items.push({
      ...keys.series(s.guid),
      entity: 'series',
      ...s,
      ...(s.guid === DEMO.seriesTrail ? { emailLayoutId: DEMO_EMAILS.trailLayout } : {}),
      gsi1pk: gsi.allSeries,
      gsi1sk: `${s.dateFrom}#${s.guid}`,
      ...(s.allowOnHomepage ? { gsi2pk: gsi.homepageSeries, gsi2sk: `${s.dateFrom}#${s.guid}` } : {}),
      ...stamp,
    });
  }
  for (const st of cat.stylings)
    items.push({ ...keys.seriesStylings(st.seriesGuid), entity: 'stylings', ...st });
  for (const p of cat.paymentDetails)
    items.push({ ...keys.paymentDetail(p.seriesGuid, p.guid), entity: 'paymentDetail', ...p });
  for (const t of cat.terms) {
    items.push({
      ...keys.terms(t.guid),
      entity: 'terms',
      ...t,
      gsi1pk: gsi.termsOfSeries(t.seriesGuid),
      gsi1sk: t.name,
      ...stamp,
    });
  }
  for (const d of cat.discounts) {
    items.push({
      ...keys.discount(d.seriesGuid, d.code),
      entity: 'discount',
      guid: demoGuid(`discount:${d.code}`),
      ...d,
      gsi1pk: gsi.discountsOfSeries(d.seriesGuid),
      gsi1sk: d.code,
      ...stamp,
    });
  }

  const counter = (scope: string, guid: string, capacity: number, used = 0) =>
    items.push({ ...keys.capacity(scope, guid), entity: 'capacity', scope, guid, capacity, used });

  for (const e of cat.events) {
    const { subevents, currencies, ...event } = e;
    items.push({
      ...keys.event(e.guid),
      entity: 'event',
      ...event,
      // Denormalised for the homepage list (kept in step by the admin subevent writes).
      registrationFrom: subevents.map((s) => s.registrationFrom).sort()[0],
      registrationTo: subevents
        .map((s) => s.registrationTo)
        .sort()
        .at(-1),
      currencies: currencies.map((c) => c.currency),
      gsi1pk: gsi.eventsOfSeries(e.seriesGuid),
      gsi1sk: `${String(e.order).padStart(4, '0')}#${e.guid}`,
      ...(e.allowOnHomepage ? { gsi2pk: gsi.homepageEvents, gsi2sk: `${e.dateFrom}#${e.guid}` } : {}),
      ...stamp,
    });
    for (const c of currencies)
      items.push({
        ...keys.currencyPrice(e.guid, c.currency),
        entity: 'currencyPrice',
        eventGuid: e.guid,
        currency: c.currency,
      });
    const eventUsed = subevents.reduce(
      (sum, s) => sum + (s.used ?? s.categories.reduce((a, c) => a + (c.used ?? 0), 0)),
      0,
    );
    counter('event', e.guid, e.capacity, eventUsed);
    for (const s of subevents) {
      const { categories, waves, used, ...sub } = s;
      items.push({
        ...keys.subevent(e.guid, s.guid),
        entity: 'subevent',
        eventGuid: e.guid,
        seriesGuid: e.seriesGuid,
        ...sub,
        gsi3pk: gsi.subevent(s.guid),
        gsi3sk: 'SUBEVENT',
        ...stamp,
      });
      counter('subevent', s.guid, s.capacity, used ?? categories.reduce((a, c) => a + (c.used ?? 0), 0));
      for (const c of categories) {
        const { subcategories, pricings, used: catUsed, ...category } = c;
        items.push({
          ...keys.category(e.guid, s.guid, c.guid),
          entity: 'category',
          eventGuid: e.guid,
          subEventGuid: s.guid,
          ...category,
          currencyPrices: currencyPrices(e, c.price),
        });
        counter('category', c.guid, c.capacity, catUsed ?? 0);
        for (const sc of subcategories ?? []) {
          items.push({
            ...keys.subcategory(e.guid, s.guid, c.guid, sc.guid),
            entity: 'subcategory',
            categoryGuid: c.guid,
            ...sc,
          });
          counter('subcategory', sc.guid, sc.capacity, catUsed ? Math.min(sc.capacity, 1) : 0);
        }
        for (const p of pricings ?? []) {
          items.push({
            ...keys.pricing(e.guid, s.guid, c.guid, p.guid),
            entity: 'pricing',
            categoryGuid: c.guid,
            ...p,
            currencyPrices: currencyPrices(e, p.price),
          });
        }
      }
      for (const w of waves) {
        const { used: waveUsed, ...waveData } = w;
        items.push({
          ...keys.wave(e.guid, s.guid, w.guid),
          entity: 'wave',
          subEventGuid: s.guid,
          ...waveData,
          ...(w.price !== undefined ? { currencyPrices: currencyPrices(e, w.price) } : {}),
        });
        counter('wave', w.guid, w.capacity, waveUsed ?? 0);
      }
    }
  }
  items.push(...demoOrderItems(cat.events, now));
  items.push(...(demoEmailItems(now) as Item[]));
  for (const t of cat.templates)
    items.push({ ...keys.template(t.eventGuid, t.type, t.guid), entity: 'template', ...t });
  for (const card of cat.cards) {
    items.push({ pk: `EVENT#${card.eventGuid}`, sk: `CARD#${card.guid}`, entity: 'card', ...card });
    // Every card value and option gets a counter: usage is shown and limited per option.
    for (const value of card.values) {
      counter('cardValue', value.guid, value.capacity, 0);
      for (const option of (value as { items?: Array<{ guid: string; capacity: number }> }).items ?? [])
        counter('cardItem', option.guid, option.capacity, 0);
    }
  }
  return items;
}

const DAY_MS = 86_400_000;

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

async function writeAll(client: DynamoDBDocumentClient, tableName: string, items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, Array<{ PutRequest: { Item: Item } }>> | undefined = {
      [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    for (let attempt = 0; request && Object.keys(request).length && attempt < 8; attempt++) {
      const out = await client.send(new BatchWriteCommand({ RequestItems: request }));
      request = out.UnprocessedItems as typeof request;
      if (request && Object.keys(request).length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
}

async function userItems(creds: DemoCredentials, now: number): Promise<Item[]> {
  const nowIso = new Date(now).toISOString();
  const cup = buildDemoCatalogue(now).series.find((s) => s.guid === DEMO.seriesCup);
  // The demo event manager may manage the cup series (permissions live on the user item).
  const cupPermission: Permission = {
    permissionId: permissionIdOf('series', DEMO.seriesCup),
    kind: 'series',
    guid: DEMO.seriesCup,
    seriesGuid: DEMO.seriesCup,
    name: cup?.name ?? '',
    seriesName: cup?.name ?? '',
    dateCreated: nowIso,
  };
  const users = [
    {
      guid: DEMO.adminUser,
      firstName: 'Adéla',
      lastName: 'Správcová',
      email: creds.admin.email,
      password: creds.admin.password,
      roles: [Role.USER, Role.ADMIN] as RoleName[],
      permissions: {},
    },
    {
      guid: DEMO.managerUser,
      firstName: 'Marek',
      lastName: 'Pořadatel',
      email: creds.eventManager.email,
      password: creds.eventManager.password,
      roles: [Role.USER, Role.EVENT_MANAGER] as RoleName[],
      permissions: { [cupPermission.permissionId]: cupPermission },
    },
  ];
  const items: Item[] = [];
  for (const u of users) {
    items.push({
      ...keys.user(u.guid),
      entity: 'user',
      userId: u.guid,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      language: 'cs',
      disabled: false,
      locked: false,
      emailConfirmed: true,
      roles: u.roles,
      permissions: u.permissions,
      passwordHash: await hashPassword(u.password),
      dateCreated: nowIso,
      dateUpdated: nowIso,
      gsi1pk: gsi.users,
      gsi1sk: `${u.lastName}#${u.firstName}#${u.guid}`,
    });
    items.push({ ...keys.userEmail(u.email), entity: 'userEmail', userId: u.guid });
  }
  // The last-admin guard counts active admins (admin role, not disabled): the demo admin.
  items.push({
    ...keys.adminCounter(),
    entity: 'adminCounter',
    active: users.filter((u) => u.roles.includes(Role.ADMIN)).length,
  });
  return items;
}

/**
 * Seeds the demo data once per data directory (a marker item records it). Returns the demo
 * credentials when it seeded, or undefined when the data was already there.
 */
export async function seedDemoData(
  client: DynamoDBDocumentClient,
  tableName: string,
  now = Date.now(),
): Promise<{ seeded: boolean; credentials?: DemoCredentials }> {
  const marker = await client.send(
    new GetCommand({ TableName: tableName, Key: keys.seedMarker(SEED_VERSION) }),
  );
  if (marker.Item) return { seeded: false };
  const credentials: DemoCredentials = {
    admin: { email: 'admin@example.com', password: randomPassword() },
    eventManager: { email: 'manager@example.com', password: randomPassword() },
  };
  const nowIso = new Date(now).toISOString();
  await writeAll(client, tableName, [...buildCatalogueItems(now), ...(await userItems(credentials, now))]);
  await client.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.seedMarker(SEED_VERSION), seededAt: nowIso } }),
  );
  return { seeded: true, credentials };
}
