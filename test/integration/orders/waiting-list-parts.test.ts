import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subevent, Wave } from '@shared/back-office/race-schemas';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { Role } from '@shared/codelists/enums';
import type { JoinAnswer, OfferView, WaitingListAdmin } from '@shared/waiting-list/waiting-list-schemas';
import { readShard } from '../../../functions/adapters/dynamodb/capacity-buckets';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { dynamoWaitingList } from '../../../functions/adapters/dynamodb/waiting-list-repository';
import { sweepWaitingLists } from '../../../functions/domain/waiting-list/offers';
import type { WaitingListPorts } from '../../../functions/domain/waiting-list/waiting-list-ports';
import { seriesEditorWorld } from '../series-editor-support';
import { api, useTestStackEnv } from '../support';
import { putUser } from '../matrix/world';
import { readCounter, register, registerBody, runner } from './checkout-support';

/**
 * Waiting lists of a category and of a wave (issue 27) on the local stack: the race has room but
 * its "Women" category (1 place), its "Early" wave (1 place) and its 500-place sharded "Mass" wave
 * are sold out. Each keeps its own list; an offer holds its place in the part's counter (a bucket
 * of the sharded wave) and in the race's; concurrent checkouts for that last place sell it once;
 * the link only serves the part it was offered in.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;
const TABLE = () => process.env.TABLE_NAME as string;
const send = <T>(method: string, path: string, body?: unknown, language = 'en') =>
  world.send<T>(method, path, body, { token: admin.token, language });

const mails: Array<{ to: string[]; subject: string; text: string }> = [];
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
let women: Category;
let open: Category;
let early: Wave;
let mass: Wave;
let late: Wave;
let eventGuid = '';
let seriesGuid = '';
const lists: string[] = [];

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`waitlist-parts-admin-${tag}`, [Role.USER, Role.ADMIN]);
});
afterAll(async () => {
  const client = getDocumentClient();
  for (const guid of lists) {
    for (const e of await dynamoWaitingList.listEntries({
      subEventGuid: race.guid,
      part: { kind: 'wave', guid },
    }))
      if (e.offerHash) world.created.add(keys.waitingOffer(e.offerHash).pk);
    world.created.add(keys.waitingListPartition(guid));
    world.created.add(keys.waitingListParts(race.guid).pk);
    await client.send(new DeleteCommand({ TableName: TABLE(), Key: keys.waitingListActive(guid) }));
  }
  if (mass) for (let i = 0; i < 64; i++) world.created.add(keys.capacityBucket('wave', mass.guid, i).pk);
  await world.cleanUp();
});

const q = (part: { category?: string; wave?: string }) =>
  part.category ? `?category=${part.category}` : `?wave=${part.wave}`;
const email = (name: string) => `${name}.${tag}@example.com`;
const join = (sub: string, query: string, who: string) =>
  api<JoinAnswer & { code?: string; message?: string }>(`waiting-list/${sub}/join${query}`, {
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

const body = (category: Category, wave: Wave, extra: Record<string, unknown> = {}): RegisterBody =>
  registerBody(
    [
      {
        seriesEventGuid: eventGuid,
        subEventGuid: race.guid,
        categoryGuid: category.guid,
        waveGuid: wave.guid,
        cards: [],
        termsAccepted: true,
        ...extra,
      },
    ],
    { paymentMethod: 1 },
    runner(),
  );
async function registerOnceKnown(b: RegisterBody) {
  for (let i = 0; ; i++) {
    const res = await register(b);
    if (res.status !== 404 || i >= 60) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}
const reason = (res: { body: unknown }) => (res.body as { params?: { reason?: number } }).params?.reason;

const categoryFields = (name: string, capacity: number) => ({
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
const waveFields = (name: string, capacity: number) => ({
  name: `${name} ${tag}`,
  prices: {},
  dateFrom: `${year}-05-01T08:00:00.000Z`,
  dateTo: `${year}-05-01T08:30:00.000Z`,
  capacity,
  seriesEventSubEventId: race.guid,
});

describe('waiting lists of a category and of a wave', () => {
  it('sells out the Women category and the Early wave while the race has room', async () => {
    const series = await world.newSeries('Čekárna části', admin.token);
    seriesGuid = series.guid;
    eventGuid = (await world.newEvent(series.guid, `Části ${tag}`, admin.token)).guid;
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
      const res = await send<Category>('POST', 'admin/series/categories', categoryFields(name, capacity));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const wave = async (name: string, capacity: number) => {
      const res = await send<Wave>('POST', 'admin/series/waves', waveFields(name, capacity));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    women = await cat('Ženy', 1);
    open = await cat('Open', 0);
    early = await wave('Ranní', 1);
    late = await wave('Pozdní', 0);
    mass = await wave('Hromadná', 500);
    lists.push(women.guid, early.guid, mass.guid);
    expect((await registerOnceKnown(body(women, late))).status).toBe(200);
    expect((await register(body(open, early))).status).toBe(200);
    expect(await readCounter('category', women.guid)).toMatchObject({ capacity: 1, used: 1 });
    expect(await readCounter('subevent', race.guid)).toMatchObject({ capacity: 20, used: 2 });
  });

  it("keeps a category's own list: off until switched on, the race's list unaffected", async () => {
    const off = await join(race.guid, q({ category: women.guid }), 'early');
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('waitingList.disabled');
    const on = await enable(q({ category: women.guid }));
    expect(on.part).toEqual({ kind: 'category', guid: women.guid });
    expect((await join(race.guid, q({ category: women.guid }), 'ann')).body).toMatchObject({ position: 1 });
    expect((await join(race.guid, q({ category: women.guid }), 'ben')).body).toMatchObject({ position: 2 });
    // The race itself has room and no list of its own.
    const race409 = await join(race.guid, '', 'cid');
    expect(race409.status).toBe(409);
    expect(race409.body.code).toBe('waitingList.disabled');
    expect((await listOf('')).entries).toEqual([]);
    // A list of a wave with free places refuses: buy instead.
    await enable(q({ wave: late.guid }));
    lists.push(late.guid);
    const free = await join(race.guid, q({ wave: late.guid }), 'dan');
    expect(free.status).toBe(409);
    expect(free.body.code).toBe('waitingList.notSoldOut');
  });

  it('answers 404 for a category of another race and 400 for both parts at once', async () => {
    const other = await api<{ code: string }>(
      `waiting-list/${race.guid}?category=7d6a3c1e-0000-4000-8000-000000000001`,
    );
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('waitingList.partNotFound');
    const both = await api(`waiting-list/${race.guid}?category=${women.guid}&wave=${early.guid}`);
    expect(both.status).toBe(400);
    const denied = await api(`admin/waiting-list/${race.guid}${q({ category: women.guid })}`);
    expect(denied.status).toBe(401);
  });

  it("shows each part's list on the event page", async () => {
    await enable(q({ wave: early.guid }));
    let sub: EventDetail['subevents'][number] | undefined;
    for (let i = 0; i < 20; i++) {
      sub = (await api<EventDetail>(`series/events/${eventGuid}`)).body.subevents.find(
        (s) => s.guid === race.guid,
      );
      if (sub?.waves.find((w) => w.guid === early.guid)?.waitingList) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(sub?.waitingList).toBeUndefined();
    expect(sub?.categories.find((c) => c.guid === women.guid)?.waitingList).toBe('on');
    expect(sub?.categories.find((c) => c.guid === open.guid)?.waitingList).toBeUndefined();
    expect(sub?.waves.find((w) => w.guid === early.guid)?.waitingList).toBe('on');
  });

  let annToken = '';
  it("offers the category's freed place, held in the category and the race", async () => {
    const raised = await send<Category>('PUT', `admin/series/categories/${women.guid}`, {
      ...categoryFields('Ženy', 2),
      version: women.version,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await sweepWaitingLists(ports(), new Date());
    expect(await readCounter('category', women.guid)).toMatchObject({ capacity: 2, used: 2 });
    expect(await readCounter('subevent', race.guid)).toMatchObject({ used: 3 });
    annToken = tokenOf(email('ann'));
    expect(annToken).toBeTruthy();
    const view = await api<OfferView>(`waiting-list/offers/${annToken}`);
    expect(view.body).toMatchObject({ categoryGuid: women.guid, waveGuid: null });
    expect(view.body.seriesSubEventName).toContain(`Ženy ${tag}`);
    expect((await listOf(q({ category: women.guid }))).counts).toMatchObject({ offered: 1, waiting: 1 });
    // Nobody else buys the held place.
    const other = await register(body(women, late));
    expect(other.status).toBe(409);
    expect(reason(other)).toBe(RegistrationFailure.CAPACITY_CATEGORY);
  });

  it('sells the last category place once among concurrent checkouts; the link serves only its category', async () => {
    const wrong = await register(body(open, late, { waitingListOffer: annToken }));
    expect(wrong.status).toBe(400);
    expect((wrong.body as { code: string }).code).toBe('waitingList.offerOtherPart');
    const results = await Promise.all([
      register(body(women, late, { waitingListOffer: annToken })),
      register(body(women, late, { waitingListOffer: annToken })),
      register(body(women, late)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await readCounter('category', women.guid)).toMatchObject({ capacity: 2, used: 2 });
    expect(await readCounter('subevent', race.guid)).toMatchObject({ used: 3 });
    const list = await listOf(q({ category: women.guid }));
    expect(list.counts).toEqual({ waiting: 1, offered: 0, taken: 1, expired: 0 });
    expect(list.history.some((h) => h.action === 'taken' && h.email === email('ann'))).toBe(true);
  });

  it("offers a sharded wave's freed place from its bucket and sells it once", async () => {
    // The 500-place wave is sold out (its buckets filled as a rush would), then one place frees.
    const { shard } = await readShard('wave', mass.guid);
    expect(shard?.buckets.length).toBeGreaterThan(1);
    const client = getDocumentClient();
    const fill = (bucket: number, used: number) =>
      client.send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: keys.capacityBucket('wave', mass.guid, bucket),
          UpdateExpression: 'SET #used = :u',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':u': used },
        }),
      );
    const buckets = shard?.buckets ?? [];
    await Promise.all(buckets.map((b, i) => fill(i, b.capacity)));
    await enable(q({ wave: mass.guid }));
    expect((await join(race.guid, q({ wave: mass.guid }), 'eva')).body).toMatchObject({ position: 1 });
    const freed = buckets.length - 1;
    await fill(freed, (buckets[freed]?.capacity ?? 1) - 1);
    await sweepWaitingLists(ports(), new Date());
    const token = tokenOf(email('eva'));
    expect(token).toBeTruthy();
    expect((await readShard('wave', mass.guid)).shard?.buckets[freed]).toMatchObject({
      used: buckets[freed]?.capacity,
    });
    const results = await Promise.all([
      register(body(open, mass, { waitingListOffer: token })),
      register(body(open, mass, { waitingListOffer: token })),
      register(body(open, mass)),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const after = (await readShard('wave', mass.guid)).shard?.buckets ?? [];
    expect(after.reduce((n, b) => n + b.used, 0)).toBe(500);
    expect((await listOf(q({ wave: mass.guid }))).counts).toMatchObject({ taken: 1, offered: 0 });
  });

  it("counts the category's and the waves' lists on the series statistics", async () => {
    const stats = await send<StatisticsAnswer>('GET', `admin/statistics/${seriesGuid}`);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    const row = stats.body.races.find((r) => r.guid === race.guid);
    expect(row?.waitingList).toBeUndefined();
    const parts = Object.fromEntries((row?.waitingListParts ?? []).map((p) => [p.name, p.counts]));
    expect(parts[`Ženy ${tag}`]).toEqual((await listOf(q({ category: women.guid }))).counts);
    expect(parts[`Hromadná ${tag}`]).toEqual((await listOf(q({ wave: mass.guid }))).counts);
  });
});
