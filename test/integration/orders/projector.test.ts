import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import {
  itemAttributes,
  loadOrders,
  orderItemAttributes,
} from '../../../functions/adapters/dynamodb/order-repository';
import { entryItem } from '../../../functions/adapters/dynamodb/projection-repository';
import { rebuildProjections } from '../../../functions/adapters/dynamodb/projection-rebuild';
import type { OrderItemRecord, OrderRecord } from '../../../functions/domain/orders/order-records';
import { countDay, flagCombination } from '../../../functions/domain/orders/order-list-index';
import { indexEntries, snapshotOf } from '../../../functions/domain/projections/order-projection';
import { countersByDay, monthFromDays } from '../../../functions/domain/statistics/recount-statistics';
import { handler } from '../../../functions/workers/project-stream.handler';
import { startStreamReader, type StreamReader } from '../../../scripts/local/stream-reader';
import { projected, useTestStackEnv } from '../support';

/**
 * The projector stopped in the middle of a batch: a second reader of the stack's stream (next to
 * the stack's own projector, so two projectors race on every record) fails once halfway through a
 * batch, having applied its first half, and once reports a failed record after applying the whole
 * batch; both batches are delivered again. Afterwards every statistics counter, order count and
 * index entry of the series equals a recount from the orders themselves. Then the repair
 * (`rebuildProjections`): on projections that are right, while orders arrive and change, and on
 * counters and entries that drifted.
 */

const TABLE = 'race-registration-local';
const SERIES = randomUUID();
const EVENTS = [randomUUID(), randomUUID()];
const RACES = [randomUUID(), randomUUID()];
const orders: OrderRecord[] = [];

let reader: StreamReader | undefined;
const seenMarks = new Set<string>();
const faults = { crashed: 0, reported: 0 };

function order(n: number, day: string): OrderRecord {
  const created = `${day}T${String(6 + (n % 12)).padStart(2, '0')}:00:00.000Z`;
  return {
    entity: 'order',
    guid: randomUUID(),
    variableSymbol: String(8_000_000_000 + n),
    seriesGuid: SERIES,
    eventGuids: [EVENTS[n % 2] as string],
    userId: null,
    language: 'cs',
    currency: 'CZK',
    paymentMethod: n % 3 === 0 ? 1 : 2,
    registrator: {
      firstName: 'Eva',
      lastName: `Projektorová${n}`,
      email: `p${n}@example.com`,
      birthDate: '1990-01-01',
      gender: 2,
    },
    basePrice: 30_000 + n * 100,
    additionalsPrice: 0,
    discountAmount: 0,
    calculatedPrice: 30_000 + n * 100,
    cancelledAmount: 0,
    discounts: [],
    paid: false,
    datePaid: null,
    expired: false,
    dateExpired: null,
    cancelled: false,
    dateCancelled: null,
    deleted: false,
    issued: false,
    dateCreated: created,
    dateUpdated: created,
    expiresAt: '2099-01-01T00:00:00.000Z',
    counters: [],
    paymentDetail: null,
    cardAttempts: [],
    providerCommandId: null,
    chargedAmount: null,
    itemCount: 1 + (n % 2),
    requestHash: 'projector-test',
  } as OrderRecord;
}

const item = (o: OrderRecord, index: number): OrderItemRecord =>
  ({
    entity: 'orderItem',
    itemGuid: randomUUID(),
    orderGuid: o.guid,
    index,
    kind: index === 1 ? 'team' : 'regular',
    seriesGuid: SERIES,
    seriesEventGuid: o.eventGuids[0],
    eventName: 'Projector run',
    subEventGuid: RACES[index % 2],
    subEventName: 'Race',
    categoryGuid: 'c',
    categoryName: 'C',
    firstName: 'Eva',
    lastName: o.registrator.lastName,
    dateCreated: o.dateCreated,
  }) as unknown as OrderItemRecord;

const client = () => getDocumentClient();
const put = (Item: Record<string, unknown>) => client().send(new PutCommand({ TableName: TABLE, Item }));
const set = (o: OrderRecord, values: Partial<OrderRecord>) => {
  const names = Object.keys(values);
  return client().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.order(o.guid),
      UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(
        names.map((n, i) => [`:v${i}`, values[n as keyof OrderRecord]]),
      ),
    }),
  );
};

/** Waits until the second reader has handled everything written before the call. */
async function secondReaderCaughtUp() {
  const id = randomUUID();
  await put({ ...keys.projectorMark(id), entity: 'projectorMark', id });
  for (let i = 0; i < 1500 && !seenMarks.has(id); i++) await new Promise((r) => setTimeout(r, 20));
  await client().send(new DeleteCommand({ TableName: TABLE, Key: keys.projectorMark(id) }));
  expect(seenMarks.has(id)).toBe(true);
}

const queryPartition = async (pk: string) =>
  ((
    await client().send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? []) as Array<Record<string, unknown> & { pk: string; sk: string }>;

const NOT_COUNTERS = new Set(['pk', 'sk', 'entity', 'seriesGuid', 'day', 'month', 'version']);
const counters = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).filter(([k, v]) => !NOT_COUNTERS.has(k) && typeof v === 'number' && v !== 0),
  ) as Record<string, number>;

/** Every projection of the series as stored, and as a recount from its orders says it must be. */
async function storedAndRecounted() {
  const loaded = [...(await loadOrders(orders.map((o) => o.guid))).values()];
  const expected: Record<string, Record<string, number>> = {};
  const months = new Map<string, Array<{ day: string; counters: Record<string, number> }>>();
  for (const [day, c] of countersByDay(loaded)) {
    expected[`DAY#${day}`] = c.day;
    if (Object.keys(c.races).length) expected[`RACEDAY#${day}`] = c.races;
    months.set(day.slice(0, 7), [...(months.get(day.slice(0, 7)) ?? []), { day, counters: c.day }]);
  }
  for (const [month, days] of months) expected[`MONTH#${month}`] = monthFromDays(days);
  for (const { order: o } of loaded) {
    const key = `COUNT#${countDay(o.dateCreated)}`;
    const c = `c${flagCombination(o)}`;
    expected[key] = { ...expected[key], [c]: (expected[key]?.[c] ?? 0) + 1 };
  }
  const entries = loaded
    .flatMap((l) =>
      indexEntries(
        snapshotOf(
          l.order as unknown as Record<string, unknown>,
          l.items as unknown as Array<Record<string, unknown>>,
        ),
      ),
    )
    .map((e) => {
      const i = entryItem(e);
      return `${i.pk}|${i.sk}`;
    })
    .sort();
  const stored: Record<string, Record<string, number>> = {};
  for (const row of await queryPartition(`STAT#${SERIES}`))
    if (Object.keys(counters(row)).length) stored[row.sk] = counters(row);
  for (const row of await queryPartition(`ORDERCOUNT#${SERIES}`))
    if (Object.keys(counters(row)).length) stored[`COUNT#${String(row.day)}`] = counters(row);
  const storedEntries = (
    await Promise.all([`ORDERSEARCH#${SERIES}`, ...EVENTS.map((e) => `ORDEREVENT#${e}`)].map(queryPartition))
  )
    .flat()
    .map((r) => `${r.pk}|${r.sk}`)
    .sort();
  return { stored: { counters: stored, entries: storedEntries }, expected: { counters: expected, entries } };
}

describe('projector stopped mid-batch', () => {
  beforeAll(async () => {
    useTestStackEnv();
    await put({ ...keys.series(SERIES), entity: 'series', guid: SERIES, name: 'Projector test series' });
    const raw = new DynamoDBClient({
      region: 'eu-central-1',
      endpoint: process.env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { Table } = await raw.send(new DescribeTableCommand({ TableName: TABLE }));
    reader = startStreamReader({
      endpoint: process.env.DYNAMODB_ENDPOINT as string,
      streamArn: Table?.LatestStreamArn as string,
      from: 'LATEST',
      log: () => undefined,
      onMarks: async (ids) => {
        for (const id of ids) seenMarks.add(id);
      },
      handler: async (event: DynamoDBStreamEvent) => {
        const ours = event.Records.filter((r) =>
          JSON.stringify(r.dynamodb?.NewImage ?? r.dynamodb?.OldImage ?? {}).includes(SERIES),
        );
        if (ours.length >= 2 && faults.crashed === 0) {
          // Stopped halfway: the first half applied, then the process dies.
          const half = event.Records.indexOf(ours[Math.floor(ours.length / 2)]!);
          await handler({ Records: event.Records.slice(0, half) });
          faults.crashed++;
          throw new Error('projector stopped mid-batch');
        }
        const answer = await handler(event);
        if (ours.length >= 2 && faults.reported === 0 && faults.crashed > 0) {
          // Everything applied, yet a record is reported failed: the rest comes again.
          faults.reported++;
          return { batchItemFailures: [{ itemIdentifier: ours[1]!.dynamodb!.SequenceNumber! }] };
        }
        return answer;
      },
    });
  });

  afterAll(async () => {
    await reader?.stop();
  });

  it('leaves every counter and index as a recount from the orders gives', async () => {
    // Orders placed over two days, each with one or two items.
    for (let n = 0; n < 8; n++) {
      const o = order(n, n < 5 ? '2026-06-01' : '2026-06-02');
      orders.push(o);
      await put(orderItemAttributes(o));
      for (let i = 0; i < o.itemCount; i++) await put(itemAttributes(item(o, i), null));
    }
    await new Promise((r) => setTimeout(r, 300));
    // Their changes: payments, a cancellation with a refund, a corrected name, a moved event, a
    // relay racer added, an issued order, and one removed outright.
    const [o0, o1, o2, o3, o4, o5, o6, o7] = orders as [OrderRecord, ...OrderRecord[]] & OrderRecord[];
    await set(o0, { paid: true, datePaid: '2026-06-03T10:00:00.000Z' });
    await set(o1!, { paid: true, datePaid: '2026-06-03T10:00:00.000Z' });
    await set(o1!, { cancelled: true, cancelledAmount: 10_000, dateCancelled: '2026-06-04T10:00:00.000Z' });
    await set(o2!, { registrator: { ...o2!.registrator, lastName: 'Opravená' } });
    await set(o3!, { eventGuids: [EVENTS[0] as string, EVENTS[1] as string] });
    await put(itemAttributes(item(o4!, 1), null));
    await set(o4!, { itemCount: 2 });
    await set(o5!, { paid: true, issued: true });
    await set(o6!, { expired: true });
    await client().send(new DeleteCommand({ TableName: TABLE, Key: keys.orderItem(o7!.guid, 0) }));
    await client().send(new DeleteCommand({ TableName: TABLE, Key: keys.orderItem(o7!.guid, 1) }));
    await client().send(new DeleteCommand({ TableName: TABLE, Key: keys.order(o7!.guid) }));
    await set(o0, { paymentMethod: 1 });

    await projected();
    await secondReaderCaughtUp();
    expect(faults.crashed).toBe(1);

    const { stored, expected } = await storedAndRecounted();
    expect(stored).toEqual(expected);
    expect(expected.counters['DAY#2026-06-01']).toMatchObject({ orders: 5, paid: 2, cancelled: 1 });
  });

  it('the rebuild finds the projections right and changes nothing', async () => {
    const before = await storedAndRecounted();
    await rebuildProjections(SERIES);
    const after = await storedAndRecounted();
    expect(after.stored).toEqual(before.stored);
    expect(after.stored).toEqual(after.expected);
  });

  it('a rebuild while orders arrive and change leaves every projection as a recount gives', async () => {
    const arriving = (async () => {
      for (let n = 8; n < 20; n++) {
        const o = order(n, n % 2 ? '2026-06-01' : '2026-06-02');
        orders.push(o);
        await put(orderItemAttributes(o));
        for (let i = 0; i < o.itemCount; i++) await put(itemAttributes(item(o, i), null));
        if (n % 3 === 0) await set(o, { paid: true, datePaid: '2026-06-05T10:00:00.000Z' });
        // An order of the first ones changes too, while the rebuild reads it.
        const earlier = orders[n - 8] as OrderRecord;
        if (n % 4 === 0) await set(earlier, { issued: n % 8 === 0 });
      }
    })();
    const rebuilding = (async () => {
      await rebuildProjections(SERIES);
      await rebuildProjections(SERIES);
    })();
    await Promise.all([arriving, rebuilding]);
    await projected();
    await secondReaderCaughtUp();
    const { stored, expected } = await storedAndRecounted();
    expect(stored).toEqual(expected);
    expect(expected.counters['DAY#2026-06-01']?.orders).toBe(5 + 6);
  });

  it('the rebuild repairs counters and entries that drifted', async () => {
    await client().send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.statDay(SERIES, '2026-06-01'),
        UpdateExpression: 'ADD orders :n, #version :one',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':n': 7, ':one': 1 },
      }),
    );
    await client().send(
      new DeleteCommand({
        TableName: TABLE,
        Key: keys.orderSearch(SERIES, 'opravena', (orders[2] as OrderRecord).guid),
      }),
    );
    await rebuildProjections(SERIES);
    const { stored, expected } = await storedAndRecounted();
    expect(stored).toEqual(expected);
  });
});
