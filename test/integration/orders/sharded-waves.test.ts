import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '@shared/back-office/card-editor-schemas';
import type { Category, Subevent, Wave } from '@shared/back-office/race-schemas';
import type { RegisterBody } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { CardType, CardValueType, Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { readShard } from '../../../functions/adapters/dynamodb/capacity-buckets';
import { shardLargeScopes } from '../../../functions/adapters/dynamodb/capacity-sharding';
import { loadOrder } from '../../../functions/adapters/dynamodb/order-repository';
import { waveSeedingPorts } from '../../../functions/adapters/dynamodb/ranking-repository';
import type { CounterRef, OrderRecord } from '../../../functions/domain/orders/order-records';
import { buildMoveBatch, type SeedRow } from '../../../functions/domain/ranking/wave-seeding';
import { seriesEditorWorld } from '../series-editor-support';
import { useTestStackEnv } from '../support';
import { putUser } from '../matrix/world';
import { register, registerBody, runner } from './checkout-support';

/**
 * Sharded waves and usage counters (issue 25) on the local stack: a 500-place wave gets buckets
 * when the organiser creates it; a rush for its last place sells it once, whichever bucket holds
 * it; the ranking import's wave move gives every place back to the bucket its order took it from
 * and records where it took the new one; the gender-like option every runner picks, sharded with
 * its large event, still counts exactly after orders and an expiry.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;
const TABLE = () => process.env.TABLE_NAME as string;
const send = <T>(method: string, path: string, body?: unknown) =>
  world.send<T>(method, path, body, { token: admin.token });

afterAll(async () => {
  for (const [scope, guid] of sharded)
    for (let i = 1; i < 64; i++) world.created.add(keys.capacityBucket(scope, guid, i).pk);
  await world.cleanUp();
});
beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`shard-wave-admin-${tag}`, [Role.USER, Role.ADMIN]);
});

const sharded: Array<[string, string]> = [];
let eventGuid = '';
let race: Subevent;
let category: Category;
const waves: Wave[] = [];
let card: Card;

const waveOf = (name: string, capacity: number) => ({
  name,
  prices: {},
  dateFrom: `${year}-05-01T08:00:00.000Z`,
  dateTo: `${year}-05-01T08:30:00.000Z`,
  capacity,
  seriesEventSubEventId: race.guid,
});

async function shardOf(scope: string, guid: string) {
  const { shard } = await readShard(scope, guid);
  if (!shard) throw new Error(`${scope} ${guid} is not sharded`);
  return shard;
}
const sumUsed = (s: Awaited<ReturnType<typeof shardOf>>) => s.buckets.reduce((n, b) => n + b.used, 0);

async function order(guid: string): Promise<OrderRecord> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: TABLE(), Key: keys.order(guid), ConsistentRead: true }),
  );
  return out.Item as OrderRecord;
}
const bucketsIn = (o: OrderRecord, scope: string, guid: string) =>
  (o.counters as CounterRef[])
    .filter((c) => c.scope === scope && c.guid === guid)
    .map((c) => [c.bucket ?? 0, c.n]);

const body = (wave: Wave, option = 'M'): RegisterBody => {
  const r = runner();
  return registerBody(
    [
      {
        seriesEventGuid: eventGuid,
        subEventGuid: race.guid,
        categoryGuid: category.guid,
        waveGuid: wave.guid,
        cards: [{ cardGuid: card.guid, values: { [card.values[0]?.guid as string]: option } }],
        termsAccepted: true,
      },
    ],
    { paymentMethod: 1 },
    r,
  );
};

/** Registers once the checkout knows the race and card (an instance caches the event's structure). */
async function registerOnceKnown(b: RegisterBody) {
  for (let i = 0; ; i++) {
    const res = await register(b);
    if ((res.status !== 404 && res.status !== 400) || i >= 60) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('sharded waves and usage counters', () => {
  it('a 500-place wave and its 1,000-place race get buckets when created; the option counters with shard:capacity', async () => {
    const series = await world.newSeries('Vln', admin.token);
    eventGuid = (await world.newEvent(series.guid, `Vlny ${tag}`, admin.token)).guid;
    const created = await send<Subevent>('POST', 'admin/series/sub-events', {
      name: `Pulmaraton ${tag}`,
      anotation: '',
      description: '',
      location: 'Stromovka',
      url: '',
      dateFrom: `${year}-05-01T08:00:00.000Z`,
      dateTo: `${year}-05-01T11:00:00.000Z`,
      lattitude: null,
      longitude: null,
      capacity: 1000,
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
    sharded.push(['subevent', race.guid]);
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
    for (const name of ['A', 'B']) {
      const w = await send<Wave>('POST', 'admin/series/waves', waveOf(`Vlna ${name}`, 500));
      expect(w.status, JSON.stringify(w.body)).toBe(200);
      waves.push(w.body);
      sharded.push(['wave', w.body.guid]);
      const s = await shardOf('wave', w.body.guid);
      expect(s.buckets).toHaveLength(16);
      expect(s.buckets.reduce((n, b) => n + b.capacity, 0)).toBe(500);
    }
    const made = await send<Card>('POST', 'admin/series/cards', {
      eventGuid,
      name: 'Tričko',
      type: CardType.REGULAR,
      subEventGuids: [race.guid],
      values: [
        {
          name: 'shirt',
          label: 'Tričko',
          type: CardValueType.SELECT,
          options: [
            { value: 'S', label: 'Malé' },
            { value: 'M', label: 'Střední' },
          ],
        },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    card = made.body;
    const report = await shardLargeScopes(series.guid);
    const medium = card.values[0]?.options[1]?.guid as string;
    expect(report.sharded).toContain(`cardItem#${medium}`);
    for (const o of card.values[0]?.options ?? []) sharded.push(['cardItem', o.guid]);
    sharded.push(['cardValue', card.values[0]?.guid as string]);
    expect((await shardOf('cardItem', medium)).buckets).toHaveLength(16);
  });

  let placed: string[] = [];

  it('orders take a wave and an option bucket each; the option counts every order', async () => {
    const first = await registerOnceKnown(body(waves[0] as Wave));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const more = await Promise.all([1, 2, 3].map(() => register(body(waves[0] as Wave))));
    for (const m of more) expect(m.status, JSON.stringify(m.body)).toBe(200);
    placed = [first, ...more].map((a) => (a.body as { registrationGuid: string }).registrationGuid);
    const medium = card.values[0]?.options[1]?.guid as string;
    for (const guid of placed) {
      const o = await order(guid);
      expect(bucketsIn(o, 'wave', (waves[0] as Wave).guid)).toHaveLength(1);
      expect(bucketsIn(o, 'cardItem', medium)).toHaveLength(1);
    }
    expect(sumUsed(await shardOf('wave', (waves[0] as Wave).guid))).toBe(4);
    expect(sumUsed(await shardOf('cardItem', medium))).toBe(4);
    const detail = await send<Card>('GET', `admin/series/cards/${card.guid}?eventGuid=${eventGuid}`);
    expect(detail.body.values[0]?.options[1]).toMatchObject({ used: 4 });
  });

  it('an expiry gives the option and the wave place back to their own buckets', async () => {
    const guid = placed[3] as string;
    const medium = card.values[0]?.options[1]?.guid as string;
    const o = await order(guid);
    const past = new Date(Date.now() - 60_000).toISOString();
    const { gsi } = await import('../../../functions/adapters/dynamodb/keys');
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: TABLE(),
        Key: keys.order(guid),
        UpdateExpression: 'SET expiresAt = :p, gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: { ':p': past, ':pk': gsi.expiry(past), ':sk': `${past}#${guid}` },
      }),
    );
    const before = await shardOf('cardItem', medium);
    const { createExpireOrdersHandler } = await import('../../../functions/workers/expire-orders.handler');
    const run = createExpireOrdersHandler({ enqueueOrderEmail: async () => undefined });
    await Promise.all([run(), run()]);
    expect((await order(guid)).expired).toBe(true);
    const [[bucket]] = bucketsIn(o, 'cardItem', medium) as [[number]];
    const after = await shardOf('cardItem', medium);
    for (const b of after.buckets)
      expect(b.used).toBe((before.buckets[b.index]?.used ?? 0) - (b.index === bucket ? 1 : 0));
    expect(sumUsed(await shardOf('wave', (waves[0] as Wave).guid))).toBe(3);
    const detail = await send<Card>('GET', `admin/series/cards/${card.guid}?eventGuid=${eventGuid}`);
    expect(detail.body.values[0]?.options[1]).toMatchObject({ used: 3 });
  });

  it("the ranking import's wave move gives each place back to its bucket and records where it took the new one", async () => {
    const [a, b] = waves as [Wave, Wave];
    const movedGuids = placed.slice(0, 2);
    const loaded = new Map<string, NonNullable<Awaited<ReturnType<typeof loadOrder>>>>();
    for (const g of movedGuids)
      loaded.set(g, (await loadOrder(g)) as NonNullable<Awaited<ReturnType<typeof loadOrder>>>);
    const beforeA = await shardOf('wave', a.guid);
    const beforeB = await shardOf('wave', b.guid);
    const moves = movedGuids.map((g, i) => {
      const item = loaded.get(g)?.items[0];
      return {
        row: { orderGuid: g, itemGuid: item?.itemGuid } as SeedRow,
        rank: i + 1,
        from: a.guid,
        to: b.guid,
      };
    });
    const seedWaves = await waveSeedingPorts.waves(race.guid);
    expect(seedWaves.find((w) => w.guid === a.guid)).toMatchObject({ used: 3 });
    const batch = buildMoveBatch(moves, loaded, seedWaves, {
      by: admin.userId,
      byName: 'admin',
      now: new Date().toISOString(),
    });
    if (typeof batch === 'string') throw new Error(batch);
    expect(await waveSeedingPorts.moveWaves(batch)).toBe('ok');
    const afterA = await shardOf('wave', a.guid);
    const afterB = await shardOf('wave', b.guid);
    const gaveBack = new Map<number, number>();
    const took = new Map<number, number>();
    for (const g of movedGuids) {
      const [[from]] = bucketsIn(loaded.get(g)?.order as OrderRecord, 'wave', a.guid) as [[number]];
      gaveBack.set(from, (gaveBack.get(from) ?? 0) + 1);
      const now = await order(g);
      expect(bucketsIn(now, 'wave', a.guid)).toEqual([]);
      const into = bucketsIn(now, 'wave', b.guid) as Array<[number, number]>;
      expect(into.reduce((n, [, k]) => n + k, 0)).toBe(1);
      for (const [bucket, n] of into) took.set(bucket, (took.get(bucket) ?? 0) + n);
    }
    for (const x of afterA.buckets)
      expect(x.used).toBe((beforeA.buckets[x.index]?.used ?? 0) - (gaveBack.get(x.index) ?? 0));
    for (const x of afterB.buckets)
      expect(x.used).toBe((beforeB.buckets[x.index]?.used ?? 0) + (took.get(x.index) ?? 0));
    expect(sumUsed(afterA)).toBe(1);
    expect(sumUsed(afterB)).toBe(2);
  });

  it('a rush for the last place of a sharded wave sells it once, from the one bucket with room', async () => {
    const b = waves[1] as Wave;
    const s = await shardOf('wave', b.guid);
    // Every bucket full but one, which has one place left.
    const open = 11;
    for (const x of s.buckets)
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: keys.capacityBucket('wave', b.guid, x.index),
          UpdateExpression: 'SET #used = :u',
          ExpressionAttributeNames: { '#used': 'used' },
          ExpressionAttributeValues: { ':u': x.index === open ? x.capacity - 1 : x.capacity },
        }),
      );
    const answers = await Promise.all(Array.from({ length: 8 }, () => register(body(b))));
    const ok = answers.filter((x) => x.status === 200);
    expect(ok, JSON.stringify(answers.map((x) => x.body))).toHaveLength(1);
    for (const refused of answers.filter((x) => x.status !== 200))
      expect(refused.body).toMatchObject({ params: { reason: RegistrationFailure.CAPACITY_WAVE } });
    const winner = await order((ok[0]?.body as { registrationGuid: string }).registrationGuid);
    expect(bucketsIn(winner, 'wave', b.guid)).toEqual([[open, 1]]);
    const after = await shardOf('wave', b.guid);
    for (const x of after.buckets) expect(x.used).toBe(x.capacity);
    expect(sumUsed(after)).toBe(500);
  }, 120_000);
});
