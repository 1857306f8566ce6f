import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { createTargets } from './matrix/world';
import { APP, useTestStackEnv } from './support';

/**
 * Issue 29, freshness without a flood: a rush of orders in a race renders its start list page
 * once at once and once after the throttle's interval (the test stack's is 3 s) with the final
 * rows; a start list page rendered before its window opened is rendered again by the scheduled
 * run once the window is open.
 */
beforeAll(() => useTestStackEnv());

const table = () => process.env.TABLE_NAME as string;
const db = () => getDocumentClient();

const fetchHtml = async (path: string) => (await fetch(`${APP}${path}`)).text();

/** Polls until `check` answers a value (the page worker runs after the write, from the stream or its queue). */
async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never: ${what}`);
}

const pageShowing = (path: string, ...texts: string[]) =>
  until(`${path} showing ${texts.join(', ')}`, async () => {
    const html = await fetchHtml(path);
    return texts.every((t) => html.includes(t)) ? html : undefined;
  });

/** A registration item of an active order in the race, as the checkout writes it. */
async function putEntry(targets: Awaited<ReturnType<typeof createTargets>>, lastName: string) {
  const sub = targets.entity.subevent;
  const orderGuid = randomUUID();
  const itemGuid = randomUUID();
  await db().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.orderItem(orderGuid, 0),
        entity: 'orderItem',
        itemGuid,
        orderGuid,
        index: 0,
        kind: 'regular',
        seriesGuid: targets.seriesGuid,
        seriesEventGuid: targets.entity.event,
        subEventGuid: sub,
        subEventName: 'Matrix race',
        categoryGuid: randomUUID(),
        categoryName: 'Muži',
        waveGuid: null,
        waveName: null,
        teamGuid: null,
        teamName: null,
        firstName: 'Jan',
        lastName,
        email: `${itemGuid.slice(0, 8)}@example.com`,
        birthDate: '1988-02-03',
        birthYear: 1988,
        gender: 1,
        club: null,
        startNumber: null,
        paid: false,
        dateCreated: new Date().toISOString(),
        gsi1pk: gsi.startList(sub),
        gsi1sk: `${lastName}#Jan#${itemGuid}`,
      },
    }),
  );
}

const throttleOf = async (race: string) =>
  (
    await db().send(
      new GetCommand({ TableName: table(), Key: keys.startListThrottle(race), ConsistentRead: true }),
    )
  ).Item as { renders?: number; trailingRenders?: number; pendingAt?: string } | undefined;

describe('start list pages stay fresh without a render per stream batch', () => {
  it('a burst of orders in one race renders its page once at once and exactly once after the interval, with the final rows', async () => {
    const targets = await createTargets();
    const race = targets.entity.subevent;
    const path = `/detail/startlist/${race}`;
    await pageShowing(path, 'Startovní listina: Matrix race');
    const tag = randomUUID().slice(0, 6);

    await putEntry(targets, `Prvni${tag}`);
    await pageShowing(path, `Prvni${tag}`);
    expect(await throttleOf(race)).toMatchObject({ renders: 1 });

    // The rush: more orders at once, read by the worker in one or more stream batches within the interval.
    const burst = Array.from({ length: 6 }, (_, i) => `Davka${i}${tag}`);
    await Promise.all(burst.map((name) => putEntry(targets, name)));
    const html = await pageShowing(path, ...burst);
    const settled = await until('the trailing render done', async () => {
      const t = await throttleOf(race);
      return t && !t.pendingAt && t.trailingRenders ? t : undefined;
    });
    // One render at once (the first order) and one trailing render that read the burst's rows.
    expect(settled).toMatchObject({ renders: 2, trailingRenders: 1 });
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const rows = (JSON.parse(block) as { startList?: { list: { rows: Array<{ lastName: string }> } } })
      .startList?.list.rows;
    expect(rows?.map((r) => r.lastName).sort()).toEqual([`Prvni${tag}`, ...burst].sort());
  });

  it("a page rendered before its start list's window opened is rendered open by the scheduled run once it has, and its event's page with it", async () => {
    const targets = await createTargets();
    const race = targets.entity.subevent;
    const path = `/detail/startlist/${race}`;
    await putEntry(targets, `Okno${randomUUID().slice(0, 6)}`);
    // The window opens a few seconds from now: rendered before, the page says when it will be published.
    const opensAt = new Date(Date.now() + 8_000).toISOString();
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.subevent(targets.entity.event, race),
        UpdateExpression: 'SET startListFrom = :from',
        ExpressionAttributeValues: { ':from': opensAt },
      }),
    );
    const before = await pageShowing(path, 'Startovní listina bude zveřejněna', '"state":"notOpenYet"');
    expect(before).not.toContain('Okno');
    // The render left a due item for the moment the window opens.
    const due = await db().send(
      new GetCommand({ TableName: table(), Key: keys.pageDue(opensAt, race), ConsistentRead: true }),
    );
    expect(due.Item).toMatchObject({ raceGuid: race });
    // So did the event's render: its page shows the race's start list link, which opens then too.
    const eventDueKey = keys.pageDue(opensAt, `EVENT#${targets.entity.event}`);
    const eventDue = await db().send(
      new GetCommand({ TableName: table(), Key: eventDueKey, ConsistentRead: true }),
    );
    expect(eventDue.Item).toMatchObject({ eventGuid: targets.entity.event });

    await until('the window open', async () => (Date.now() > Date.parse(opensAt) ? true : undefined));
    // The schedule's run (every minute; the stack's scheduler runs it at once on this call).
    const run = await fetch(`${APP}/_scheduler/render-pages/run`, { method: 'POST' });
    expect(run.status).toBe(200);
    const after = await fetchHtml(path);
    expect(after).not.toContain('Startovní listina bude zveřejněna');
    expect(after).toContain('"state":"open"');
    expect(after).toContain('Okno');
    const gone = await db().send(
      new GetCommand({ TableName: table(), Key: keys.pageDue(opensAt, race), ConsistentRead: true }),
    );
    expect(gone.Item).toBeUndefined();
    const eventGone = await db().send(
      new GetCommand({ TableName: table(), Key: eventDueKey, ConsistentRead: true }),
    );
    expect(eventGone.Item).toBeUndefined();
  });
});
