import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subcategory, Subevent } from '@shared/back-office/race-schemas';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { Role } from '@shared/codelists/enums';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import type { JoinAnswer, OfferView, WaitingListAdmin } from '@shared/waiting-list/waiting-list-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { dynamoWaitingList } from '../../../functions/adapters/dynamodb/waiting-list-repository';
import { sweepWaitingLists } from '../../../functions/domain/waiting-list/offers';
import type { WaitingListPorts } from '../../../functions/domain/waiting-list/waiting-list-ports';
import { putUser } from '../matrix/world';
import { seriesEditorWorld } from '../series-editor-support';
import { api, useTestStackEnv } from '../support';
import { readCounter, register, registerBody, runner } from './checkout-support';

/**
 * A sub-category's own waiting list (issue 27) on the local stack. Sub-categories have a capacity
 * of their own (spec), and a runner does not choose one: age and gender place them in the first
 * that fits. The race (20 places) and its "Open" category have room, but the men's sub-category
 * (1 place) is sold out. Its list offers a freed place held in the race, the category and the
 * sub-category; concurrent checkouts for that last place sell it once; the link serves only a
 * person of that category whom age and gender place in that sub-category.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;
const TABLE = () => process.env.TABLE_NAME as string;
const send = <T>(method: string, path: string, body?: unknown) =>
  world.send<T>(method, path, body, { token: admin.token, language: 'en' });

const mails: Array<{ to: string[]; text: string }> = [];
const ports = (): WaitingListPorts => ({
  ...dynamoWaitingList,
  appUrl: 'http://app.test',
  sendEmail: async (m) => {
    mails.push(m);
  },
});
const tokenOf = (to: string) =>
  /waiting-list-offer\/([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to.includes(to))?.text ?? '')?.[1] ?? '';

let race: Subevent;
let open: Category;
let other: Category;
let men: Subcategory;
let women: Subcategory;
let eventGuid = '';
let seriesGuid = '';
let firstMan = '';

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`waitlist-sub-admin-${tag}`, [Role.USER, Role.ADMIN]);
});
afterAll(async () => {
  const client = getDocumentClient();
  for (const sc of [men, women].filter(Boolean)) {
    const list = { subEventGuid: race.guid, part: { kind: 'subcategory' as const, guid: sc.guid } };
    for (const e of await dynamoWaitingList.listEntries(list))
      if (e.offerHash) world.created.add(keys.waitingOffer(e.offerHash).pk);
    world.created.add(keys.waitingListPartition(sc.guid));
    await client.send(new DeleteCommand({ TableName: TABLE(), Key: keys.waitingListActive(sc.guid) }));
  }
  if (race) world.created.add(keys.waitingListParts(race.guid).pk);
  await world.cleanUp();
});

const q = (guid: string) => `?subcategory=${guid}`;
const email = (name: string) => `${name}.${tag}@example.com`;
const join = (query: string, who: string) =>
  api<JoinAnswer & { code?: string }>(`waiting-list/${race.guid}/join${query}`, {
    method: 'POST',
    body: JSON.stringify({ email: email(who), firstName: who, lastName: `Čekající ${tag}` }),
  });
const enable = async (query: string) => {
  const res = await send<WaitingListAdmin>('PUT', `admin/waiting-list/${race.guid}${query}`, {
    enabled: true,
    limit: null,
    holdHours: 24,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const listOf = async (query: string) => {
  const res = await send<WaitingListAdmin>('GET', `admin/waiting-list/${race.guid}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** One runner (the registrator, no form) of the category: gender 1 falls into "Muži", 2 into "Ženy". */
const body = (category: Category, gender: 1 | 2, extra: Record<string, unknown> = {}): RegisterBody =>
  registerBody(
    [
      {
        seriesEventGuid: eventGuid,
        subEventGuid: race.guid,
        categoryGuid: category.guid,
        waveGuid: null,
        cards: [],
        termsAccepted: true,
        ...extra,
      },
    ],
    { paymentMethod: 1 },
    runner({ gender }),
  );
async function registerOnceKnown(b: RegisterBody) {
  for (let i = 0; ; i++) {
    const res = await register(b);
    if (res.status !== 404 || i >= 60) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const codeOf = (res: { body: unknown }) => (res.body as { code?: string }).code;
const reason = (res: { body: unknown }) => (res.body as { params?: { reason?: number } }).params?.reason;
const counters = async () => ({
  race: (await readCounter('subevent', race.guid))?.used,
  category: (await readCounter('category', open.guid))?.used,
  men: (await readCounter('subcategory', men.guid))?.used,
  women: (await readCounter('subcategory', women.guid))?.used,
});

describe("a sub-category's own waiting list", () => {
  it("sells out the men's sub-category while the race and its category have room", async () => {
    const series = await world.newSeries('Čekárna podkategorií', admin.token);
    seriesGuid = series.guid;
    eventGuid = (await world.newEvent(series.guid, `Podkategorie ${tag}`, admin.token)).guid;
    const created = await send<Subevent>('POST', 'admin/series/sub-events', {
      name: `Desítka ${tag}`,
      anotation: '',
      description: '',
      location: 'Stromovka',
      url: '',
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T11:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: 20,
      daysTillExpiration: null,
      registrationFrom: `${year - 2}-01-01T00:00:00.000Z`,
      registrationTo: `${year}-04-28T22:00:00.000Z`,
      startListFrom: null,
      startListTo: null,
      type: 1,
      membersFrom: null,
      membersTo: null,
      allowIndividuals: true,
      teamPricing: false,
      relayChangesFrom: null,
      relayChangesTo: null,
      forbidBankTransferFrom: null,
      allowRegistrationValueChange: false,
      registrationValueChangePrice: null,
      eventGuid,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    race = created.body;
    const cat = async (name: string, capacity: number) => {
      const res = await send<Category>('POST', 'admin/series/categories', {
        name: `${name} ${tag}`,
        minAge: null,
        maxAge: null,
        gender: null,
        prices: { CZK: 40000 },
        teamPricing: false,
        capacity,
        validateAgeToSubEventYear: false,
        seriesEventSubEventId: race.guid,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const sub = async (name: string, gender: 1 | 2, capacity: number) => {
      const res = await send<Subcategory>('POST', 'admin/series/sub-categories', {
        name: `${name} ${tag}`,
        minAge: null,
        maxAge: null,
        gender,
        capacity,
        seriesEventSubEventId: race.guid,
        categoryId: open.guid,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    open = await cat('Open', 10);
    other = await cat('Druhá', 0);
    men = await sub('Muži', 1, 1);
    women = await sub('Ženy', 2, 0);
    const first = await registerOnceKnown(body(open, 1));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    firstMan = (first.body as { registrationGuid: string }).registrationGuid;
    expect((await register(body(open, 2))).status).toBe(200);
    expect(await counters()).toEqual({ race: 2, category: 2, men: 1, women: 1 });
    const full = await register(body(open, 1));
    expect(full.status).toBe(409);
    expect(reason(full)).toBe(RegistrationFailure.CAPACITY_SUBCATEGORY);
  });

  it('keeps its own list: off until switched on; a sub-category with room refuses (buy instead)', async () => {
    const off = await join(q(men.guid), 'early');
    expect(off.status).toBe(409);
    expect(codeOf(off)).toBe('waitingList.disabled');
    const on = await enable(q(men.guid));
    expect(on.part).toEqual({ kind: 'subcategory', guid: men.guid });
    expect((await join(q(men.guid), 'ann')).body).toMatchObject({ position: 1 });
    expect((await join(q(men.guid), 'ben')).body).toMatchObject({ position: 2 });
    await enable(q(women.guid));
    const free = await join(q(women.guid), 'dana');
    expect(free.status).toBe(409);
    expect(codeOf(free)).toBe('waitingList.notSoldOut');
    // The race's and the category's own lists are not this one.
    expect((await listOf('')).entries).toEqual([]);
    expect((await listOf(`?category=${open.guid}`)).entries).toEqual([]);
  });

  it("answers 404 for another race's sub-category and 400 for two parts at once", async () => {
    const unknown = await api<{ code: string }>(
      `waiting-list/${race.guid}?subcategory=7d6a3c1e-0000-4000-8000-000000000002`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('waitingList.partNotFound');
    const both = await api(`waiting-list/${race.guid}?category=${open.guid}&subcategory=${men.guid}`);
    expect(both.status).toBe(400);
  });

  it("shows the sub-category's list on the event page", async () => {
    let sc: EventDetail['subevents'][number]['categories'][number]['subcategories'][number] | undefined;
    for (let i = 0; i < 20; i++) {
      const sub = (await api<EventDetail>(`series/events/${eventGuid}`)).body.subevents.find(
        (s) => s.guid === race.guid,
      );
      sc = sub?.categories.find((c) => c.guid === open.guid)?.subcategories.find((s) => s.guid === men.guid);
      if (sc?.waitingList) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(sc).toMatchObject({ availability: 'capacityReached', waitingList: 'on' });
  });

  let annToken = '';
  it('offers the freed place, held in the race, the category and the sub-category', async () => {
    const cancelled = await api(`admin/registrations/${firstMan}/cancel`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ returnedAmount: 0 }),
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await counters()).toEqual({ race: 1, category: 1, men: 0, women: 1 });
    await sweepWaitingLists(ports(), new Date());
    expect(await counters()).toEqual({ race: 2, category: 2, men: 1, women: 1 });
    annToken = tokenOf(email('ann'));
    expect(annToken).toBeTruthy();
    const view = await api<OfferView>(`waiting-list/offers/${annToken}`);
    expect(view.body).toMatchObject({ categoryGuid: open.guid, waveGuid: null });
    expect(view.body.seriesSubEventName).toContain(`Muži ${tag}`);
    expect((await listOf(q(men.guid))).counts).toMatchObject({ offered: 1, waiting: 1 });
    // Nobody else buys the held place.
    const buyer = await register(body(open, 1));
    expect(buyer.status).toBe(409);
    expect(reason(buyer)).toBe(RegistrationFailure.CAPACITY_SUBCATEGORY);
  });

  it('serves only that category and a person placed in that sub-category, and changes nothing otherwise', async () => {
    const otherCategory = await register(body(other, 1, { waitingListOffer: annToken }));
    expect(otherCategory.status).toBe(400);
    expect(codeOf(otherCategory)).toBe('waitingList.offerOtherPart');
    // A woman falls into "Ženy" (which has room): the men's held place would be lost, so refused.
    const woman = await register(body(open, 2, { waitingListOffer: annToken }));
    expect(woman.status).toBe(400);
    expect(codeOf(woman)).toBe('waitingList.offerOtherSubcategory');
    expect(await counters()).toEqual({ race: 2, category: 2, men: 1, women: 1 });
    expect((await listOf(q(men.guid))).counts).toMatchObject({ offered: 1, taken: 0 });
  });

  it('sells the last place of the sub-category once among concurrent checkouts', async () => {
    const results = await Promise.all([
      register(body(open, 1, { waitingListOffer: annToken })),
      register(body(open, 1, { waitingListOffer: annToken })),
      register(body(open, 1)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // The order took the held places: nothing counted twice.
    expect(await counters()).toEqual({ race: 2, category: 2, men: 1, women: 1 });
    const list = await listOf(q(men.guid));
    expect(list.counts).toEqual({ waiting: 1, offered: 0, taken: 1, expired: 0 });
    expect(list.history.some((h) => h.action === 'taken' && h.email === email('ann'))).toBe(true);
  });

  it("counts the sub-category's list on the series statistics", async () => {
    const stats = await send<StatisticsAnswer>('GET', `admin/statistics/${seriesGuid}`);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    const row = stats.body.races.find((r) => r.guid === race.guid);
    const part = row?.waitingListParts?.find((p) => p.kind === 'subcategory' && p.name.includes('Muži'));
    expect(part?.name).toBe(`Open ${tag} – Muži ${tag}`);
    expect(part?.counts).toEqual((await listOf(q(men.guid))).counts);
  });
});
