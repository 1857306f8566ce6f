import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Subevent } from '@shared/back-office/race-schemas';
import type { EventDetail as PublicEvent } from '@shared/catalog/catalog-schemas';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { readShard } from '../../../functions/adapters/dynamodb/capacity-buckets';
import { shardLargeScopes } from '../../../functions/adapters/dynamodb/capacity-sharding';
import type { CounterRef, OrderRecord } from '../../../functions/domain/orders/order-records';
import { seriesEditorWorld } from '../series-editor-support';
import { api, useTestStackEnv } from '../support';
import { putUser } from '../matrix/world';
import { register, registerBody, runner } from './checkout-support';

/**
 * Sharded capacity (issue 25 item 3) on the local stack: a race large enough to shard, brought to
 * its buckets by the organiser's capacity change (its places sold before stay in bucket 0, the plain
 * counter), then a rush that must never oversell, the last place sold whichever bucket holds it,
 * releases back to their own bucket exactly once, and a redistribution the public page shows.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;
const TABLE = () => process.env.TABLE_NAME as string;
const send = <T>(method: string, path: string, body?: unknown) =>
  world.send<T>(method, path, body, { token: admin.token });

/** Races whose buckets go with the file's other partitions afterwards. */
const shardedRaces: string[] = [];
afterAll(async () => {
  for (const guid of shardedRaces)
    for (let i = 1; i < 32; i++) world.created.add(keys.capacityBucket('subevent', guid, i).pk);
  await world.cleanUp();
});
beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`shard-admin-${tag}`, [Role.USER, Role.ADMIN]);
});

const raceFields = (name: string, capacity: number) => ({
  name,
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

async function shard(guid: string) {
  const { shard: found } = await readShard('subevent', guid);
  if (!found) throw new Error('the race is not sharded');
  return found;
}

/**
 * Registers once the checkout knows the race: a race created a moment ago may be missing from the
 * event structure an instance cached (10 s).
 */
async function registerOnceKnown(b: RegisterBody) {
  for (let i = 0; ; i++) {
    const res = await register(b);
    if (res.status !== 404 || i >= 60) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A register call as the checkout page makes it: a 503 (high demand, the call's time ran out on a
 * loaded machine) is sent again with the same idempotency key after its Retry-After, so an order
 * committed meanwhile is answered by its replay and none is placed twice.
 */
async function registerAsTheSpa(b: RegisterBody) {
  for (let i = 0; ; i++) {
    const res = await register(b);
    if (res.status !== 503 || i >= 5) return res;
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

const sumUsed = (s: Awaited<ReturnType<typeof shard>>) => s.buckets.reduce((n, b) => n + b.used, 0);

async function order(guid: string): Promise<OrderRecord> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: TABLE(), Key: keys.order(guid), ConsistentRead: true }),
  );
  return out.Item as OrderRecord;
}

/** The race's places an order holds, by bucket. */
const raceBuckets = (o: OrderRecord, race: string) =>
  (o.counters as CounterRef[])
    .filter((c) => c.scope === 'subevent' && c.guid === race)
    .map((c) => [c.bucket ?? 0, c.n]);

describe('sharded capacity of a large race', () => {
  let eventGuid = '';
  let seriesGuid = '';
  let halfGuid = '';
  let race: Subevent;
  let category: Category;

  const body = (): RegisterBody => {
    const r = runner();
    return registerBody(
      [
        {
          seriesEventGuid: eventGuid,
          subEventGuid: race.guid,
          categoryGuid: category.guid,
          waveGuid: null,
          cards: [],
          termsAccepted: true,
        },
      ],
      { paymentMethod: 1 },
      r,
    );
  };

  /**
   * The race on the public event page, once it shows `expected` (the page's counters are cached
   * for a second per instance: display only, the checkout reads its own).
   */
  const publicRace = async (expected: Record<string, number>) => {
    for (let i = 0; ; i++) {
      const page = await api<PublicEvent>(`series/events/${eventGuid}?currency=CZK`);
      expect(page.status).toBe(200);
      const shown = page.body.subevents.find((s) => s.guid === race.guid);
      if (
        i >= 30 ||
        Object.entries(expected).every(([k, v]) => (shown as Record<string, unknown>)?.[k] === v)
      )
        return shown;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('shards on the organiser capacity change; the places sold before stay in bucket 0', async () => {
    const series = await world.newSeries('Dav', admin.token);
    seriesGuid = series.guid;
    eventGuid = (await world.newEvent(series.guid, `Dav akce ${tag}`, admin.token)).guid;
    const created = await send<Subevent>('POST', 'admin/series/sub-events', {
      ...raceFields(`Maraton ${tag}`, 400),
      eventGuid,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    race = created.body;
    shardedRaces.push(race.guid);
    // Small: a plain counter, as before.
    expect((await readShard('subevent', race.guid)).shard).toBeUndefined();
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
    // 400 places sold before the race had buckets (the plain counter holds them).
    await getDocumentClient().send(
      new PutCommand({
        TableName: TABLE(),
        Item: {
          ...keys.capacity('subevent', race.guid),
          entity: 'capacity',
          scope: 'subevent',
          guid: race.guid,
          capacity: 400,
          used: 400,
        },
      }),
    );
    const raised = await send<Subevent>('PUT', `admin/series/sub-events/${race.guid}`, {
      ...raceFields(`Maraton ${tag}`, 600),
      version: race.version,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    race = raised.body;
    const s = await shard(race.guid);
    expect(s.buckets).toHaveLength(16);
    expect(s.total).toBe(600);
    expect(s.buckets.reduce((n, b) => n + b.capacity, 0)).toBe(600);
    expect(s.buckets[0]).toMatchObject({ used: 400 });
    for (const b of s.buckets) expect(b.capacity).toBeGreaterThanOrEqual(b.used);
    expect(await publicRace({ capacity: 600, used: 400, remaining: 200 })).toMatchObject({
      capacity: 600,
      used: 400,
      remaining: 200,
    });
  });

  let sold: string[] = [];

  it('a rush of 300 runners for the last 200 places: exactly 200 placed, the rest refused as full', async () => {
    // 300 runners from 50 clients at once (as many as the one local server answers within the
    // handler's time budget on a busy machine; the bench pushes harder).
    const carts = Array.from({ length: 300 }, () => body());
    const answers: Array<Awaited<ReturnType<typeof register>>> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < carts.length) answers.push(await registerAsTheSpa(carts[next++] as RegisterBody));
      }),
    );
    const placed = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    const outcomes = new Map<string, number>();
    for (const a of answers) {
      const key = `${a.status} ${(a.body as { code?: string }).code ?? ''}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    }
    expect(placed.length, JSON.stringify([...outcomes])).toBe(200);
    expect(refused).toHaveLength(100);
    // The same refusal whether the checkout saw the race full or its transaction found no bucket.
    const bodies = new Set(
      refused.map((a) => JSON.stringify({ ...(a.body as object), requestId: undefined })),
    );
    expect(bodies.size, [...bodies].join('\n')).toBe(1);
    expect(refused[0]?.body).toMatchObject({ params: { reason: RegistrationFailure.CAPACITY_SUBEVENT } });
    expect(String((refused[0]?.body as { message?: string }).message)).toContain(`Maraton ${tag}`);
    const s = await shard(race.guid);
    expect(sumUsed(s)).toBe(600);
    for (const b of s.buckets) expect(b.used).toBeLessThanOrEqual(b.capacity);
    sold = placed.map((a) => (a.body as { registrationGuid: string }).registrationGuid);
    // Every order recorded the bucket of its place; the buckets add up to the places sold.
    const perBucket = new Map<number, number>([[0, 400]]);
    for (const guid of sold)
      for (const [b, n] of raceBuckets(await order(guid), race.guid))
        perBucket.set(b as number, (perBucket.get(b as number) ?? 0) + (n as number));
    for (const b of s.buckets) expect(perBucket.get(b.index) ?? 0).toBe(b.used);
    expect(await publicRace({ capacity: 600, used: 600, remaining: 0 })).toMatchObject({
      capacity: 600,
      used: 600,
      remaining: 0,
    });
  }, 120_000);

  it('a cancellation gives the place back to its own bucket once; that last place is sold again', async () => {
    const guid = sold[0] as string;
    const [[bucket]] = raceBuckets(await order(guid), race.guid) as [[number, number]];
    const before = await shard(race.guid);
    const cancel = () =>
      api(`admin/registrations/${guid}/cancel`, {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({ returnedAmount: 0 }),
      });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).not.toBe(200);
    const after = await shard(race.guid);
    for (const b of after.buckets)
      expect(b.used).toBe((before.buckets[b.index]?.used ?? 0) - (b.index === bucket ? 1 : 0));

    // The only place left sits in that one bucket: it is still sold, from there.
    const again = await register(body());
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const placedIn = raceBuckets(
      await order((again.body as { registrationGuid: string }).registrationGuid),
      race.guid,
    );
    expect(placedIn).toEqual([[bucket, 1]]);
    const full = await register(body());
    expect(full.body).toMatchObject({ params: { reason: RegistrationFailure.CAPACITY_SUBEVENT } });
  });

  it('an expiry gives the places back to their own bucket exactly once', async () => {
    const guid = sold[1] as string;
    const [[bucket]] = raceBuckets(await order(guid), race.guid) as [[number, number]];
    const before = await shard(race.guid);
    const past = new Date(Date.now() - 60_000).toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: keys.order(guid),
        UpdateExpression: 'SET expiresAt = :p, gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: { ':p': past, ':pk': gsi.expiry(past), ':sk': `${past}#${guid}` },
      }),
    );
    const { createExpireOrdersHandler } = await import('../../../functions/workers/expire-orders.handler');
    const run = createExpireOrdersHandler({ enqueueOrderEmail: async () => undefined });
    await Promise.all([run(), run()]);
    await run();
    expect((await order(guid)).expired).toBe(true);
    const after = await shard(race.guid);
    for (const b of after.buckets)
      expect(b.used).toBe((before.buckets[b.index]?.used ?? 0) - (b.index === bucket ? 1 : 0));
  });

  it('an organiser capacity change redistributes; closing sales and a capacity below sold behave as before', async () => {
    const sold = sumUsed(await shard(race.guid));
    const raised = await send<Subevent>('PUT', `admin/series/sub-events/${race.guid}`, {
      ...raceFields(`Maraton ${tag}`, 700),
      version: race.version,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    race = raised.body;
    const s = await shard(race.guid);
    expect(s.buckets.reduce((n, b) => n + b.capacity, 0)).toBe(700);
    for (const b of s.buckets) expect(b.capacity).toBeGreaterThanOrEqual(b.used);
    // The free places spread out: no bucket has more than one place of room above another's.
    const rooms = s.buckets.map((b) => b.capacity - b.used);
    expect(Math.max(...rooms) - Math.min(...rooms)).toBeLessThanOrEqual(1);
    expect(await publicRace({ capacity: 700, used: sold, remaining: 700 - sold })).toMatchObject({
      capacity: 700,
      used: sold,
      remaining: 700 - sold,
    });

    const tooLow = await send<{ code: string }>('PUT', `admin/series/sub-events/${race.guid}`, {
      ...raceFields(`Maraton ${tag}`, sold - 1),
      version: race.version,
    });
    expect(tooLow.body).toMatchObject({ code: 'raceEditor.capacityBelowSold' });

    const closed = await send<Subevent>('PUT', `admin/series/sub-events/${race.guid}`, {
      ...raceFields(`Maraton ${tag}`, 700),
      version: race.version,
      closeSalesAt: sold,
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    race = closed.body;
    const shut = await shard(race.guid);
    for (const b of shut.buckets) expect(b.capacity).toBe(b.used);
    expect(await publicRace({ capacity: sold, used: sold, remaining: 0 })).toMatchObject({
      capacity: sold,
      used: sold,
      remaining: 0,
    });
    const late = await register(body());
    expect(late.body).toMatchObject({ params: { reason: RegistrationFailure.CAPACITY_SUBEVENT } });
  });
  it('the migration step shards a large scope written before sharding, once, keeping its sales', async () => {
    const created = await send<Subevent>('POST', 'admin/series/sub-events', {
      ...raceFields(`Půlmaraton ${tag}`, 400),
      eventGuid,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const guid = created.body.guid;
    shardedRaces.push(guid);
    halfGuid = guid;
    // As written before sharding: a large race whose plain counter holds its sales.
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: keys.subevent(eventGuid, guid),
        UpdateExpression: 'SET #c = :c',
        ExpressionAttributeNames: { '#c': 'capacity' },
        ExpressionAttributeValues: { ':c': 900 },
      }),
    );
    await getDocumentClient().send(
      new PutCommand({
        TableName: TABLE(),
        Item: {
          ...keys.capacity('subevent', guid),
          entity: 'capacity',
          scope: 'subevent',
          guid,
          capacity: 900,
          used: 5,
        },
      }),
    );
    const first = await shardLargeScopes(seriesGuid);
    expect(first.sharded).toEqual([`subevent#${guid}`]);
    const { shard: s } = await readShard('subevent', guid);
    expect(s?.buckets).toHaveLength(16);
    expect(s?.total).toBe(900);
    expect(s?.buckets.reduce((n, b) => n + b.capacity, 0)).toBe(900);
    expect(s?.buckets.reduce((n, b) => n + b.used, 0)).toBe(5);
    expect((await shardLargeScopes(seriesGuid)).sharded).toEqual([]);
  });
  it('an admin move between sharded races takes a bucket with room and gives the old place back to its bucket', async () => {
    const cat = await send<Category>('POST', 'admin/series/categories', {
      name: `Půl ${tag}`,
      minAge: null,
      maxAge: null,
      gender: null,
      prices: { CZK: 45000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
      seriesEventSubEventId: halfGuid,
    });
    expect(cat.status, JSON.stringify(cat.body)).toBe(200);
    const r = runner();
    const placed = await registerOnceKnown(
      registerBody(
        [
          {
            seriesEventGuid: eventGuid,
            subEventGuid: halfGuid,
            categoryGuid: cat.body.guid,
            waveGuid: null,
            cards: [],
            termsAccepted: true,
          },
        ],
        { paymentMethod: 1 },
        r,
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const guid = (placed.body as { registrationGuid: string }).registrationGuid;
    const [[halfBucket]] = raceBuckets(await order(guid), halfGuid) as [[number, number]];
    const detail = await api<{ items: Array<{ id: string }> }>(`admin/registrations/${guid}`, {
      token: admin.token,
    });
    const itemId = detail.body.items[0]?.id as string;
    const move = () =>
      api(`admin/registrations/items/${itemId}/change`, {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({
          registrationId: guid,
          seriesEventId: eventGuid,
          seriesSubEventId: race.guid,
          seriesCategoryId: category.guid,
        }),
      });
    // The marathon is closed (sold out): the move is refused with the checkout's reason, nothing moves.
    const halfBefore = await readShard('subevent', halfGuid);
    const refused = await move();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ params: { reason: RegistrationFailure.CAPACITY_SUBEVENT } });
    expect(await readShard('subevent', halfGuid)).toEqual(halfBefore);

    // Reopened with ten more places: the move takes one of them from a bucket with room.
    const sold = sumUsed(await shard(race.guid));
    const reopened = await send<Subevent>('PUT', `admin/series/sub-events/${race.guid}`, {
      ...raceFields(`Maraton ${tag}`, sold + 10),
      version: race.version,
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    race = reopened.body;
    const marathonBefore = await shard(race.guid);
    const moved = await move();
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = await order(guid);
    expect(raceBuckets(after, halfGuid)).toEqual([]);
    const [[taken]] = raceBuckets(after, race.guid) as [[number, number]];
    const half = await shard(halfGuid);
    expect(half.buckets[halfBucket]?.used).toBe((halfBefore.shard?.buckets[halfBucket]?.used ?? 0) - 1);
    const marathon = await shard(race.guid);
    for (const b of marathon.buckets)
      expect(b.used).toBe((marathonBefore.buckets[b.index]?.used ?? 0) + (b.index === taken ? 1 : 0));

    // Cancelled: the place goes back to the marathon bucket it was moved into, once.
    const cancel = await api(`admin/registrations/${guid}/cancel`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ returnedAmount: 0 }),
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await shard(race.guid)).buckets.map((b) => b.used)).toEqual(
      marathonBefore.buckets.map((b) => b.used),
    );
  });
});
