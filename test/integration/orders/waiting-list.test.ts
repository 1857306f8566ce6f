import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subevent } from '@shared/back-office/race-schemas';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { Role } from '@shared/codelists/enums';
import type { JoinAnswer, OfferView, WaitingListAdmin } from '@shared/waiting-list/waiting-list-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { dynamoWaitingList } from '../../../functions/adapters/dynamodb/waiting-list-repository';
import { sweepWaitingLists } from '../../../functions/domain/waiting-list/offers';
import type { WaitingListPorts } from '../../../functions/domain/waiting-list/waiting-list-ports';
import type { WaitingOfferRecord } from '../../../functions/domain/waiting-list/waiting-list-rules';
import { seriesEditorWorld } from '../series-editor-support';
import { api, mailbox, useTestStackEnv } from '../support';
import { putUser } from '../matrix/world';
import { readCounter, register, registerBody, runner } from './checkout-support';

/**
 * The waiting list (issue 27) on the local stack: a sold-out race of two places, its list switched
 * on with a limit, people joining, a place freed by a raised capacity offered to the first in line
 * (the offer takes the place like an order), the offer consumed by exactly one of concurrent
 * checkouts, and a lapsed offer released once and passed to the next in line.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;
const TABLE = () => process.env.TABLE_NAME as string;
const send = <T>(method: string, path: string, body?: unknown, language = 'en') =>
  world.send<T>(method, path, body, { token: admin.token, language });

/** The sweep as the scheduled worker runs it, its e-mails kept here instead of queued. */
const mails: Array<{ to: string[]; subject: string; text: string }> = [];
const ports = (): WaitingListPorts => ({
  ...dynamoWaitingList,
  appUrl: 'http://app.test',
  sendEmail: async (m) => {
    mails.push(m);
  },
});
const tokenIn = (text: string) => /waiting-list-offer\/([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;

/**
 * The offer e-mail to an address: from this file's sweep, or from the stack's own scheduled sweep
 * (it may run first) in the local mailbox.
 */
async function offerMail(to: string): Promise<{ subject: string; text: string } | undefined> {
  for (let i = 0; i < 40; i++) {
    const mine = mails.find((m) => m.to.includes(to));
    if (mine) return mine;
    const stored = (await mailbox()).find((m) => m.destination.to.includes(to));
    if (stored) return { subject: stored.subject, text: stored.body.text ?? '' };
    await new Promise((r) => setTimeout(r, 250));
  }
  return undefined;
}

let race: Subevent;
let category: Category;
let eventGuid = '';
let seriesGuid = '';

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`waitlist-admin-${tag}`, [Role.USER, Role.ADMIN]);
});
afterAll(async () => {
  if (race) {
    // The race's list partition and its offers go; only this race's row of the enabled lists.
    const client = getDocumentClient();
    for (const e of await dynamoWaitingList.listEntries({ subEventGuid: race.guid }))
      if (e.offerHash) world.created.add(keys.waitingOffer(e.offerHash).pk);
    world.created.add(keys.waitingListPartition(race.guid));
    await client.send(new DeleteCommand({ TableName: TABLE(), Key: keys.waitingListActive(race.guid) }));
  }
  await world.cleanUp();
});

const raceFields = (capacity: number) => ({
  name: `Desítka ${tag}`,
  anotation: '',
  description: '',
  location: 'Stromovka',
  url: '',
  dateFrom: `${year}-05-01T08:00:00.000Z`,
  dateTo: `${year}-05-01T11:00:00.000Z`,
  lattitude: null,
  longitude: null,
  capacity,
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
});

const body = (extra: Record<string, unknown> = {}): RegisterBody =>
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
    runner(),
  );

/** Registers once the checkout knows the race (an instance caches the event structure briefly). */
async function registerOnceKnown(b: RegisterBody) {
  for (let i = 0; ; i++) {
    const res = await register(b);
    if (res.status !== 404 || i >= 60) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const join = (email: string, first: string, language = 'en') =>
  api<JoinAnswer & { code?: string; message?: string }>(`waiting-list/${race.guid}/join`, {
    method: 'POST',
    headers: { 'accept-language': language },
    body: JSON.stringify({ email, firstName: first, lastName: `Čekající ${tag}` }),
  });
const listOf = async () => {
  const res = await send<WaitingListAdmin>('GET', `admin/waiting-list/${race.guid}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const entryOf = async (email: string) => (await listOf()).entries.find((e) => e.email === email);
const setCapacity = async (capacity: number) => {
  const res = await send<Subevent>('PUT', `admin/series/sub-events/${race.guid}`, {
    ...raceFields(capacity),
    eventGuid,
    version: race.version,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  race = res.body;
};
const email = (name: string) => `${name}.${tag}@example.com`;
/** The race's waiting-list state on the public event page, once it shows `want` (read-side caches last a second). */
async function eventPageList(want: string | undefined) {
  let shown: string | undefined;
  for (let i = 0; i < 20; i++) {
    const res = await api<EventDetail>(`series/events/${eventGuid}`);
    expect(res.status).toBe(200);
    shown = res.body.subevents.find((s) => s.guid === race.guid)?.waitingList;
    if (shown === want) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return shown;
}

describe('waiting list of a sold-out race', () => {
  it('sells the race out', async () => {
    const series = await world.newSeries('Čekárna', admin.token);
    seriesGuid = series.guid;
    eventGuid = (await world.newEvent(series.guid, `Čekárna akce ${tag}`, admin.token)).guid;
    const created = await send<Subevent>('POST', 'admin/series/sub-events', { ...raceFields(2), eventGuid });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    race = created.body;
    const cat = await send<Category>('POST', 'admin/series/categories', {
      name: `Open ${tag}`,
      minAge: null,
      maxAge: null,
      gender: null,
      prices: { CZK: 45000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
      seriesEventSubEventId: race.guid,
    });
    expect(cat.status, JSON.stringify(cat.body)).toBe(200);
    category = cat.body;
    for (let i = 0; i < 2; i++) {
      const res = await registerOnceKnown(body());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect(await readCounter('subevent', race.guid)).toMatchObject({ capacity: 2, used: 2 });
  });

  it('refuses joins until the organiser switches the list on, in the caller language', async () => {
    const off = await join(email('early'), 'Early', 'cs');
    expect(off.status).toBe(409);
    expect(off.body.code).toBe('waitingList.disabled');
    expect(off.body.message).toBe(`Závod Desítka ${tag} nemá čekací listinu.`);
    // The event page offers no list on this race yet.
    expect(await eventPageList(undefined)).toBeUndefined();
    const bad = await send('PUT', `admin/waiting-list/${race.guid}`, {
      enabled: true,
      limit: 0,
      holdHours: 48,
    });
    expect(bad.status).toBe(400);
    const on = await send<WaitingListAdmin>('PUT', `admin/waiting-list/${race.guid}`, {
      enabled: true,
      limit: 3,
      holdHours: 48,
    });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.settings).toEqual({ enabled: true, limit: 3, holdHours: 48 });
    const state = await api<{ enabled: boolean; soldOut: boolean }>(`waiting-list/${race.guid}`);
    expect(state.body).toMatchObject({ enabled: true, soldOut: true });
    expect(await eventPageList('on')).toBe('on');
  });

  it('lines people up, keeps the first place of a repeated address and stops at the limit', async () => {
    expect((await join(email('ann'), 'Ann')).body).toMatchObject({ position: 1, alreadyJoined: false });
    expect((await join(email('ben'), 'Ben')).body).toMatchObject({ position: 2 });
    expect((await join(email('cid'), 'Cid')).body).toMatchObject({ position: 3 });
    expect((await join(email('ANN'), 'Ann')).body).toMatchObject({ position: 1, alreadyJoined: true });
    const full = await join(email('dan'), 'Dan');
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('waitingList.full');
    const badEmail = await join('not-an-email', 'Eve');
    expect(badEmail.status).toBe(400);
    // At its limit the event page says the list is full instead of offering to join.
    expect(await eventPageList('full')).toBe('full');
  });

  it('moves someone up, with who and when in the history', async () => {
    const cid = await entryOf(email('cid'));
    const moved = await send<WaitingListAdmin>(
      'POST',
      `admin/waiting-list/${race.guid}/entries/${cid?.guid}/move-up`,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const order = moved.body.entries.filter((e) => e.state === 'waiting').map((e) => [e.email, e.position]);
    expect(order).toEqual([
      [email('ann'), 1],
      [email('cid'), 2],
      [email('ben'), 3],
    ]);
    const line = moved.body.history.find((h) => h.action === 'movedUp');
    expect(line).toMatchObject({ email: email('cid') });
    expect(line?.by).not.toBe('');
    expect(Date.now() - new Date(line?.date ?? 0).getTime()).toBeLessThan(5 * 60_000);
  });

  let annToken = '';
  it('offers a freed place to the first in line, holding it in the capacity', async () => {
    await setCapacity(3);
    expect(await readCounter('subevent', race.guid)).toMatchObject({ capacity: 3, used: 2 });
    await sweepWaitingLists(ports(), new Date());
    expect(await readCounter('subevent', race.guid)).toMatchObject({ capacity: 3, used: 3 });
    const mail = await offerMail(email('ann'));
    expect(mail?.subject).toContain(`Desítka ${tag}`);
    annToken = tokenIn(mail?.text ?? '');
    expect(annToken).toBeTruthy();
    expect((await entryOf(email('ann')))?.state).toBe('offered');
    const view = await api<OfferView>(`waiting-list/offers/${annToken}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ seriesSubEventGuid: race.guid, email: email('ann') });
    // Nobody else can buy the held place.
    const other = await register(body());
    expect(other.status).toBe(409);
    expect((other.body as { params?: { reason?: number } }).params?.reason).toBe(
      RegistrationFailure.CAPACITY_SUBEVENT,
    );
  });

  it('lets exactly one of concurrent checkouts take the held place', async () => {
    const results = await Promise.all([
      register(body({ waitingListOffer: annToken })),
      register(body({ waitingListOffer: annToken })),
      register(body()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await readCounter('subevent', race.guid)).toMatchObject({ capacity: 3, used: 3 });
    const ann = await entryOf(email('ann'));
    expect(ann?.state).toBe('taken');
    expect(ann?.orderGuid).toBe(results.find((r) => r.status === 200)?.body.registrationGuid);
    expect((await api(`waiting-list/offers/${annToken}`)).status).toBe(404);
    // The used link cannot take a place again.
    expect((await register(body({ waitingListOffer: annToken }))).status).toBe(409);
  });

  it('releases a lapsed offer once and passes the place to the next in line', async () => {
    await setCapacity(4);
    await sweepWaitingLists(ports(), new Date());
    const cid = await entryOf(email('cid'));
    expect(cid?.state).toBe('offered');
    expect(await readCounter('subevent', race.guid)).toMatchObject({ used: 4 });
    const hash = (
      await getDocumentClient().send(
        new GetCommand({ TableName: TABLE(), Key: keys.waitingEntry(race.guid, cid?.guid as string) }),
      )
    ).Item?.offerHash as string;
    const past = new Date(Date.now() - 60_000).toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: keys.waitingOffer(hash),
        UpdateExpression: 'SET holdUntil = :p, gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: {
          ':p': past,
          ':pk': gsi.expiry(past),
          ':sk': `${past}#WAITOFFER#${hash}`,
        },
      }),
    );
    // Two overlapping sweeps: one release, one new offer.
    const [a, b] = await Promise.all([
      sweepWaitingLists(ports(), new Date()),
      sweepWaitingLists(ports(), new Date()),
    ]);
    expect(a.released + b.released).toBe(1);
    expect(a.offered + b.offered).toBe(1);
    expect(await readCounter('subevent', race.guid)).toMatchObject({ capacity: 4, used: 4 });
    const list = await listOf();
    expect(list.counts).toEqual({ waiting: 0, offered: 1, taken: 1, expired: 1 });
    expect(list.entries.find((e) => e.email === email('ben'))?.state).toBe('offered');
    const offer = (
      await getDocumentClient().send(new GetCommand({ TableName: TABLE(), Key: keys.waitingOffer(hash) }))
    ).Item as WaitingOfferRecord | undefined;
    expect(offer).toBeUndefined();
    // An offered person stays until the offer passes.
    const ben = list.entries.find((e) => e.email === email('ben'));
    const remove = await send(
      'POST',
      `admin/waiting-list/${race.guid}/entries/${ben?.guid}/remove`,
      undefined,
      'cs',
    );
    expect(remove.status).toBe(409);
    expect((remove.body as { code: string }).code).toBe('waitingList.offerPending');
  });

  it('lets a signed-in runner join in one tap with their account', async () => {
    const runnerUser = await putUser(`waitlist-runner-${tag}`, [Role.USER]);
    const res = await api<JoinAnswer>(`waiting-list/${race.guid}/join`, {
      method: 'POST',
      token: runnerUser.token,
      body: JSON.stringify({}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ position: 1, alreadyJoined: false });
    expect(res.body.email).toMatch(/^matrix-waitlist-runner-/);
    const entry = await entryOf(res.body.email);
    expect(entry).toMatchObject({ firstName: 'Matrix', state: 'waiting' });
  });

  it('shows the list counts per state on the series statistics, as the race editor counts them', async () => {
    const { counts } = await listOf();
    const stats = await send<StatisticsAnswer>('GET', `admin/statistics/${seriesGuid}`);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    const row = stats.body.races.find((r) => r.guid === race.guid);
    expect(row?.waitingList).toEqual(counts);
    expect(counts.taken + counts.expired).toBeGreaterThan(0);
  });
});
