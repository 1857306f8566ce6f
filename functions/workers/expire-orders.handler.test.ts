import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type GetCommandInput,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { setDocumentClient } from '../adapters/dynamodb/client';
import { keys } from '../adapters/dynamodb/keys';
import type { CounterRef, OrderItemRecord, OrderRecord } from '../domain/orders/order-records';
import { countersToRelease, expiryDaysToScan, planOrderExpiry } from '../domain/orders/expire-orders';
import { fixtureItem, fixtureOrder, FIXTURE } from '../domain/emails/test-fixtures';
import type { TeamSweepPorts } from '../domain/team-admin/emptied-teams';
import { createExpireOrdersHandler } from './expire-orders.handler';

process.env.LOG_LEVEL = 'silent';
const ddb = mockClient(DynamoDBDocumentClient);
setDocumentClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-central-1' })));

// --- A small in-memory table behind the mocked client, evaluating the expressions the job uses.

type Item = Record<string, unknown>;
const table = new Map<string, Item>();
const keyOf = (k: { pk?: unknown; sk?: unknown }) => `${String(k.pk)}|${String(k.sk)}`;
const put = (item: Item) => table.set(keyOf(item), structuredClone(item));
const get = (pk: string, sk: string) => table.get(`${pk}|${sk}`);

interface Expr {
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}
const attr = (token: string, e: Expr) => (token.startsWith('#') ? (e.names?.[token] ?? token) : token);

function conditionHolds(item: Item | undefined, condition: string | undefined, e: Expr): boolean {
  if (!condition) return true;
  return condition.split(/\s+AND\s+/).every((clause) => {
    const fn = /^(attribute_exists|attribute_not_exists)\((\S+)\)$/.exec(clause.trim());
    if (fn) return (fn[1] === 'attribute_exists') === (item !== undefined && attr(fn[2]!, e) in item);
    const cmp = /^(\S+)\s*(=|<=|<)\s*(:\w+)$/.exec(clause.trim());
    if (!cmp) throw new Error(`fake table: unsupported clause ${clause}`);
    const left = item?.[attr(cmp[1]!, e)];
    const right = e.values?.[cmp[3]!];
    if (left === undefined) return false;
    if (cmp[2] === '=') return left === right;
    return cmp[2] === '<=' ? (left as string) <= (right as string) : (left as string) < (right as string);
  });
}

function applyUpdate(key: Item, update: string, e: Expr): void {
  const item: Item = structuredClone(table.get(keyOf(key)) ?? { ...key });
  for (const [, verb, body] of update.matchAll(/(SET|REMOVE|ADD)\s+(.*?)(?=\s+(?:SET|REMOVE|ADD)\s|$)/g)) {
    for (const part of body!.split(',').map((p) => p.trim())) {
      if (verb === 'SET') {
        const [name, value] = part.split(/\s*=\s*/);
        item[attr(name!, e)] = e.values?.[value!];
      } else if (verb === 'REMOVE') delete item[attr(part, e)];
      else {
        const [name, value] = part.split(/\s+/);
        item[attr(name!, e)] = Number(item[attr(name!, e)] ?? 0) + Number(e.values?.[value!]);
      }
    }
  }
  table.set(keyOf(key), item);
}

let beforeTransaction: ((tx: TransactWriteCommandInput) => void) | undefined;
let transactions = 0;

function installTable(): void {
  ddb.reset();
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const v = input.ExpressionAttributeValues ?? {};
    const rows = [...table.values()].filter((item) =>
      input.IndexName === 'gsi3'
        ? item.gsi3pk === v[':pk'] && String(item.gsi3sk) < String(v[':now'])
        : item.pk === v[':pk'] && String(item.sk).startsWith(String(v[':item'])),
    );
    return { Items: rows.map((r) => structuredClone(r)) };
  });
  ddb.on(GetCommand).callsFake((input: GetCommandInput) => {
    const item = table.get(keyOf(input.Key!));
    return { Item: item ? structuredClone(item) : undefined };
  });
  ddb.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
    beforeTransaction?.(input);
    transactions++;
    const ops = input.TransactItems ?? [];
    const keysSeen = new Set<string>();
    const reasons = ops.map((op) => {
      const e: Expr = {
        names: (op.Update ?? op.Put)?.ExpressionAttributeNames,
        values: (op.Update ?? op.Put)?.ExpressionAttributeValues,
      };
      const key = op.Update ? op.Update.Key! : op.Put!.Item!;
      if (keysSeen.has(keyOf(key))) throw new Error('ValidationException: two operations on one item');
      keysSeen.add(keyOf(key));
      const current = table.get(keyOf(key));
      const ok = conditionHolds(current, (op.Update ?? op.Put)?.ConditionExpression, e);
      return { Code: ok ? 'None' : 'ConditionalCheckFailed' };
    });
    if (ops.length > 100) throw new Error('ValidationException: more than 100 operations');
    if (reasons.some((r) => r.Code !== 'None'))
      throw new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: reasons,
      });
    for (const op of ops) {
      if (op.Put) put(op.Put.Item!);
      else
        applyUpdate(op.Update!.Key!, op.Update!.UpdateExpression!, {
          names: op.Update!.ExpressionAttributeNames,
          values: op.Update!.ExpressionAttributeValues,
        });
    }
    return {};
  });
}

const NOW = new Date('2027-03-06T12:00:00.000Z');

/** An order as the registration writes it: on the expiry index while unpaid, items on the start list. */
function orderItemAttributes(order: OrderRecord): Item {
  return {
    ...keys.order(order.guid),
    ...order,
    ...(order.paid
      ? {}
      : { gsi3pk: `EXPIRY#${order.expiresAt.slice(0, 10)}`, gsi3sk: `${order.expiresAt}#${order.guid}` }),
  };
}

function seedOrder(
  order: OrderRecord,
  items: OrderItemRecord[],
  counters: Record<string, number> = {},
): void {
  put(orderItemAttributes(order));
  for (const item of items)
    put({
      ...keys.orderItem(item.orderGuid, item.index),
      ...item,
      gsi1pk: `SUBEVENT#${item.subEventGuid}#STARTLIST`,
      gsi1sk: `${item.lastName}#${item.firstName}#${item.itemGuid}`,
    });
  for (const c of order.counters)
    put({
      ...keys.capacity(c.scope, c.guid),
      entity: 'capacity',
      used: counters[c.guid] ?? 10,
      capacity: 100,
    });
}

const used = (c: Pick<CounterRef, 'scope' | 'guid'>) => get(keys.capacity(c.scope, c.guid).pk, 'CAP')?.used;

const emails: Array<[string, number]> = [];
const handler = (over: Parameters<typeof createExpireOrdersHandler>[0] = {}) =>
  createExpireOrdersHandler({
    now: () => NOW,
    enqueueOrderEmail: async (guid, type) => {
      emails.push([guid, type]);
    },
    retry: { sleep: async () => {} },
    ...over,
  });

beforeEach(() => {
  table.clear();
  emails.length = 0;
  transactions = 0;
  beforeTransaction = undefined;
  installTable();
});

describe('expire-orders worker', () => {
  it('expires an overdue unpaid order: one transaction, each counter released once, items off the start list', async () => {
    const order = fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' });
    seedOrder(order, [fixtureItem(0), fixtureItem(1)]);
    // A due order from an earlier day is found too; a paid one and a not-yet-due one are not touched.
    const older = fixtureOrder({ guid: 'older', expiresAt: '2027-02-20T08:00:00.000Z', counters: [] });
    seedOrder(older, []);
    const later = fixtureOrder({ guid: 'later', expiresAt: '2027-03-06T18:00:00.000Z', counters: [] });
    seedOrder(later, []);

    const summary = await handler()();

    expect(summary).toEqual({ checked: 2, expired: 2, skipped: 0, failed: 0 });
    const stored = get(`ORDER#${FIXTURE.orderGuid}`, 'ORDER')!;
    expect(stored).toMatchObject({
      expired: true,
      dateExpired: NOW.toISOString(),
      dateUpdated: NOW.toISOString(),
    });
    expect(stored.gsi3pk).toBeUndefined();
    expect(stored.gsi3sk).toBeUndefined();
    for (const c of order.counters) expect(used(c)).toBe(10 - c.n);
    for (const index of [0, 1]) {
      const item = get(`ORDER#${FIXTURE.orderGuid}`, keys.orderItem(FIXTURE.orderGuid, index).sk)!;
      expect(item.expired).toBe(true);
      expect(item.gsi1pk).toBeUndefined();
      expect(item.gsi1sk).toBeUndefined();
    }
    const history = get(
      `ORDER#${FIXTURE.orderGuid}`,
      keys.orderHistory(FIXTURE.orderGuid, NOW.toISOString(), 0).sk,
    );
    expect(history).toMatchObject({ entity: 'orderHistory', by: 'system:expiry', action: 'expired' });
    expect(get('ORDER#later', 'ORDER')).toMatchObject({ expired: false, gsi3pk: 'EXPIRY#2027-03-06' });
    expect(emails).toEqual([
      ['older', 3],
      [FIXTURE.orderGuid, 3],
    ]);
    // One transaction per order; the order's conditional update comes first.
    const tx = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(tx).toHaveLength(2);
    const mine = tx.find((ops) => ops[0]!.Update!.Key!.pk === `ORDER#${FIXTURE.orderGuid}`)!;
    expect(mine[0]!.Update!.ConditionExpression).toBe(
      'attribute_exists(pk) AND paid = :false AND expired = :false AND cancelled = :false AND deleted = :false AND dateUpdated = :expectUpdated AND expiresAt <= :dueBy',
    );
    // order, history, 3 counters, 2 items: nothing series-wide (statistics and the orders list's
    // counts follow from the table's stream, the projector)
    expect(mine).toHaveLength(1 + 1 + 3 + 2);
    expect(mine.some((op) => /^(STAT|ORDERCOUNT)#/.test(String(op.Update?.Key?.pk)))).toBe(false);
  });

  it('a second run does nothing', async () => {
    const order = fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' });
    seedOrder(order, [fixtureItem(0), fixtureItem(1)]);
    await handler()();
    const after = structuredClone([...table.entries()]);
    emails.length = 0;
    const summary = await handler()();
    expect(summary).toEqual({ checked: 0, expired: 0, skipped: 0, failed: 0 });
    expect([...table.entries()]).toEqual(after);
    expect(emails).toEqual([]);
  });

  it('two runs at once change nothing twice (the index is stale for the slower one)', async () => {
    const order = fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' });
    seedOrder(order, [fixtureItem(0), fixtureItem(1)]);
    // Both runs read the order before either writes.
    const [a, b] = await Promise.all([handler()(), handler({ now: () => new Date(NOW.getTime() + 1) })()]);
    expect(a.expired + b.expired).toBe(1);
    expect(a.skipped + b.skipped).toBe(1);
    for (const c of order.counters) expect(used(c)).toBe(10 - c.n);
  });

  it('skips an order paid concurrently (between the read and the transaction)', async () => {
    const order = fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' });
    seedOrder(order, [fixtureItem(0)]);
    beforeTransaction = () => {
      const current = get(`ORDER#${FIXTURE.orderGuid}`, 'ORDER')!;
      put({ ...current, paid: true, datePaid: NOW.toISOString() });
    };
    const summary = await handler()();
    expect(summary).toEqual({ checked: 1, expired: 0, skipped: 1, failed: 0 });
    for (const c of order.counters) expect(used(c)).toBe(10);
    expect(get(`ORDER#${FIXTURE.orderGuid}`, 'ORDER')).toMatchObject({ paid: true, expired: false });
    expect(get(`ORDER#${FIXTURE.orderGuid}`, 'ITEM#000')?.gsi1pk).toBe(
      `SUBEVENT#${FIXTURE.sub10k}#STARTLIST`,
    );
    expect(emails).toEqual([]);
  });

  it('skips orders already paid, cancelled or deleted that the index still shows', async () => {
    for (const [guid, flags] of [
      ['paid', { paid: true }],
      ['cancelled', { cancelled: true }],
      ['deleted', { deleted: true }],
    ] as const) {
      const order = fixtureOrder({ guid, expiresAt: '2027-03-05T09:15:00.000Z', counters: [], ...flags });
      put({ ...orderItemAttributes(fixtureOrder({ guid, expiresAt: order.expiresAt })), ...flags });
    }
    const summary = await handler()();
    expect(summary).toEqual({ checked: 3, expired: 0, skipped: 3, failed: 0 });
    expect(transactions).toBe(0);
  });

  it('retries TransactionConflict with jittered backoff', async () => {
    seedOrder(fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' }), [fixtureItem(0)]);
    let conflicts = 2;
    beforeTransaction = (input) => {
      if (conflicts-- > 0)
        throw new TransactionCanceledException({
          message: 'conflict',
          $metadata: {},
          CancellationReasons: (input.TransactItems ?? []).map((_, i) => ({
            Code: i === 2 ? 'TransactionConflict' : 'None',
          })),
        });
    };
    const delays: number[] = [];
    const summary = await handler({
      retry: { sleep: async (ms) => void delays.push(ms), random: () => 0.5, baseDelayMs: 10 },
    })();
    expect(summary.expired).toBe(1);
    expect(delays).toEqual([10, 20]);
    for (const c of fixtureOrder().counters) expect(used(c)).toBe(10 - c.n);
  });

  it('gives up after the retries and leaves the order for the next run', async () => {
    seedOrder(fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' }), [fixtureItem(0)]);
    beforeTransaction = () => {
      throw new TransactionCanceledException({
        message: 'conflict',
        $metadata: {},
        CancellationReasons: [{ Code: 'TransactionConflict' }],
      });
    };
    const summary = await handler({ retry: { sleep: async () => {}, attempts: 3 } })();
    expect(summary).toEqual({ checked: 1, expired: 0, skipped: 0, failed: 1 });
    expect(get(`ORDER#${FIXTURE.orderGuid}`, 'ORDER')).toMatchObject({
      expired: false,
      gsi3pk: 'EXPIRY#2027-03-06',
    });
  });

  it('splits an order with more than 100 operations into guarded steps and resumes after a crash', async () => {
    const counters: CounterRef[] = Array.from({ length: 150 }, (_, i) => ({
      scope: 'cardItem',
      guid: `opt-${i}`,
      n: 1,
    }));
    const order = fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z', counters });
    seedOrder(order, [fixtureItem(0), fixtureItem(1)]);
    // First run: step 1 commits, step 2 hits an outage.
    let calls = 0;
    beforeTransaction = () => {
      if (++calls === 2) throw new Error('ServiceUnavailable');
    };
    expect(await handler()()).toEqual({ checked: 1, expired: 0, skipped: 0, failed: 1 });
    const midway = get(`ORDER#${FIXTURE.orderGuid}`, 'ORDER')!;
    expect(midway).toMatchObject({
      expired: true,
      expiryStep: 1,
      expirySteps: 2,
      gsi3pk: 'EXPIRY#2027-03-06',
    });
    expect(counters.filter((c) => used(c) === 9)).toHaveLength(95);

    // The next run (later) finds it on the index again and finishes it with the same dateExpired.
    beforeTransaction = undefined;
    const later = handler({ now: () => new Date(NOW.getTime() + 15 * 60_000) });
    expect(await later()).toEqual({ checked: 1, expired: 1, skipped: 0, failed: 0 });
    for (const c of counters) expect(used(c)).toBe(9);
    const done = get(`ORDER#${FIXTURE.orderGuid}`, 'ORDER')!;
    expect(done).toMatchObject({ expired: true, dateExpired: NOW.toISOString() });
    expect(done.gsi3pk).toBeUndefined();
    expect(done.expiryStep).toBeUndefined();
    expect(get(`ORDER#${FIXTURE.orderGuid}`, 'ITEM#001')?.gsi1pk).toBeUndefined();
    expect(emails).toEqual([[FIXTURE.orderGuid, 3]]);

    // And a third run has nothing to do.
    expect(await later()).toEqual({ checked: 0, expired: 0, skipped: 0, failed: 0 });
  });

  it('treats its own write whose answer was lost as done', async () => {
    seedOrder(fixtureOrder({ expiresAt: '2027-03-06T09:15:00.000Z' }), [fixtureItem(0)]);
    const real = await import('../adapters/dynamodb/expiry-repository');
    let first = true;
    const summary = await handler({
      repository: {
        ...real,
        // The transaction commits but its answer is lost; the resend meets its own condition.
        writeExpiryStep: async (tx, options) => {
          if (first) {
            first = false;
            expect(await real.writeExpiryStep(tx, options)).toEqual({ kind: 'applied' });
          }
          return real.writeExpiryStep(tx, options);
        },
      },
    })();
    expect(summary).toEqual({ checked: 1, expired: 1, skipped: 0, failed: 0 });
    expect(emails).toEqual([[FIXTURE.orderGuid, 3]]);
    for (const c of fixtureOrder().counters) expect(used(c)).toBe(10 - c.n);
  });
});

/** Team ports over the fake table: counters and sweep marks read from it (the team itself is fixed). */
function teamPorts(
  orderGuid: string,
  deleteTeam: () => Promise<'ok' | 'hasMembers' | 'changed'>,
  asked: string[][] = [],
): TeamSweepPorts {
  return {
    newId: () => 'h',
    teamCounters: async (guids) => {
      asked.push([...guids]);
      // Read after the expiry's transaction: the released place is already gone.
      return new Map(
        guids.map((g) => [g, { capacity: 5, used: Number(used({ scope: 'team', guid: g }) ?? 0) }]),
      );
    },
    findTeam: async (guid) => ({
      entity: 'team',
      guid,
      subEventGuid: 'sub',
      name: 'Tým',
      pin: '1',
      managerEmail: 'm@example.com',
      orderGuid,
      dateCreated: NOW.toISOString(),
    }),
    findSubevent: async () => ({ guid: 'sub', eventGuid: 'e', seriesGuid: 's' }) as never,
    eventName: async () => 'Jaro',
    deleteTeam,
    markedTeams: async () =>
      [...table.values()].filter((i) => i.gsi1pk === 'TEAMSWEEP').map((i) => String(i.gsi1sk)),
    unmarkTeam: async (guid) => {
      const counter = get(keys.capacity('team', guid).pk, keys.capacity('team', guid).sk);
      if (counter && Number(counter.used) > 0) {
        delete counter.gsi1pk;
        delete counter.gsi1sk;
      }
    },
  };
}

describe('expiry planning', () => {
  it('deletes the team whose last place the expiry released (after the release), and only that one', async () => {
    const order = fixtureOrder({
      expiresAt: '2027-03-06T09:15:00.000Z',
      counters: [
        { scope: 'subevent', guid: 'sub', n: 1 },
        { scope: 'team', guid: 'team-a', n: 1 },
      ],
    });
    seedOrder(order, [fixtureItem(0)], { sub: 5, 'team-a': 1 });
    const asked: string[][] = [];
    const deleteTeam = vi.fn(async () => 'ok' as const);
    const summary = await handler({ teams: teamPorts(order.guid, deleteTeam, asked) })();
    expect(summary.expired).toBe(1);
    expect(used({ scope: 'team', guid: 'team-a' })).toBe(0);
    // Once right after the expiry, once by the sweep at the end of the run (the fake delete leaves the mark).
    expect(asked[0]).toEqual(['team-a']);
    expect(deleteTeam).toHaveBeenCalled();
    expect(deleteTeam).toHaveBeenCalledWith(
      expect.objectContaining({ guid: 'team-a' }),
      expect.objectContaining({
        action: 'DELETE',
        actor: { userId: 'system:expiry', name: 'system:expiry' },
      }),
    );
  });

  it('a team left emptied by a run that stopped before deleting it is deleted by the next run', async () => {
    const order = fixtureOrder({
      expiresAt: '2027-03-06T09:15:00.000Z',
      counters: [{ scope: 'team', guid: 'team-b', n: 1 }],
    });
    seedOrder(order, [fixtureItem(0)], { 'team-b': 1 });
    const crash = vi.fn(async (): Promise<'ok'> => {
      throw new Error('Lambda timed out');
    });
    expect((await handler({ teams: teamPorts(order.guid, crash) })()).expired).toBe(1);
    expect(crash).toHaveBeenCalled();
    // The release marked the team's counter in the expiry's own transaction: the mark survives.
    expect(get(keys.capacity('team', 'team-b').pk, keys.capacity('team', 'team-b').sk)?.gsi1pk).toBe(
      'TEAMSWEEP',
    );

    const deleteTeam = vi.fn(async () => 'ok' as const);
    const next = await handler({ teams: teamPorts(order.guid, deleteTeam) })();
    expect(next.expired).toBe(0);
    expect(deleteTeam).toHaveBeenCalledTimes(1);
    expect(deleteTeam).toHaveBeenCalledWith(
      expect.objectContaining({ guid: 'team-b' }),
      expect.objectContaining({ action: 'DELETE' }),
    );
  });

  it('a team that still has members is unmarked by the sweep, not deleted', async () => {
    const order = fixtureOrder({
      expiresAt: '2027-03-06T09:15:00.000Z',
      counters: [{ scope: 'team', guid: 'team-c', n: 1 }],
    });
    seedOrder(order, [fixtureItem(0)], { 'team-c': 3 });
    const deleteTeam = vi.fn(async () => 'ok' as const);
    expect((await handler({ teams: teamPorts(order.guid, deleteTeam) })()).expired).toBe(1);
    expect(deleteTeam).not.toHaveBeenCalled();
    const counter = get(keys.capacity('team', 'team-c').pk, keys.capacity('team', 'team-c').sk);
    expect(counter).toMatchObject({ used: 2 });
    expect(counter?.gsi1pk).toBeUndefined();
  });

  it('scans today and the 60 days before it (UTC), oldest first', () => {
    const days = expiryDaysToScan(new Date('2027-03-06T00:30:00+01:00'));
    expect(days).toHaveLength(61);
    expect(days.at(-1)).toBe('2027-03-05');
    expect(days[0]).toBe('2027-01-04');
  });

  it('releases a counter listed twice once, with the places added up', () => {
    expect(
      countersToRelease([
        { scope: 'wave', guid: 'w', n: 1 },
        { scope: 'event', guid: 'e', n: 2 },
        { scope: 'wave', guid: 'w', n: 2 },
        { scope: 'team', guid: 't', n: 0 },
      ]),
    ).toEqual([
      { scope: 'event', guid: 'e', n: 2 },
      { scope: 'wave', guid: 'w', n: 3 },
    ]);
  });

  it('fits an ordinary order in one step and never exceeds 100 operations', () => {
    const one = planOrderExpiry(fixtureOrder(), [fixtureItem(0), fixtureItem(1)], NOW.toISOString());
    expect(one.steps).toHaveLength(1);
    expect(one.operations).toBe(1 + 1 + 2 + 1 + 3 + 2);
    const counters = Array.from({ length: 250 }, (_, i) => ({
      scope: 'cardItem' as const,
      guid: `g${i}`,
      n: 1,
    }));
    const big = planOrderExpiry({ counters }, [fixtureItem(0)], NOW.toISOString());
    expect(big.steps.map((s) => s.counters.length + s.itemIndexes.length + (s.history ? 5 : 1))).toEqual([
      100, 100, 58,
    ]);
    expect(big.steps.flatMap((s) => s.counters)).toHaveLength(250);
  });
});
