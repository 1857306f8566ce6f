import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { GroupEmail, GroupEmailRow } from '@shared/emails/group-email-schemas';
import { catalogueNames } from '../../../functions/adapters/dynamodb/catalog-repository';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { dynamoJobStore } from '../../../functions/adapters/dynamodb/job-repository';
import { groupEmailStore } from '../../../functions/adapters/dynamodb/group-email-repository';
import type { Logger } from '../../../functions/adapters/logger';
import { QUEUE_MAX_RECEIVE_COUNT } from '../../../functions/adapters/queue/redrive';
import { groupEmailJobId, sendGroupEmail } from '../../../functions/domain/group-emails/group-emails';
import { JOB_UNEXPECTED_FAILURE } from '../../../functions/domain/jobs/jobs';
import { createRunJobHandler } from '../../../functions/workers/run-job.handler';
import { DEMO } from '../../../scripts/local/seed-data';
import { LocalQueue } from '../../../scripts/local/local-queue';
import { grant, permission, putUser } from '../matrix/world';
import { api, mailbox, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK, WAVE } from './checkout-support';

/**
 * Group e-mails end to end: the call answers at once, the job resolves the paid runners of one
 * race into entries, the e-mail worker sends each entry once with its own variables; a redelivered
 * message sends nothing again; a category filter reaches exactly that category's registrants (as the
 * orders list filters it); the list names the event, race, category and wave an e-mail was
 * narrowed to and filters by them; an event manager may write only to his own series.
 */

type Entries = {
  total: number;
  rows: Array<{ id: number; email: string; sent: boolean; attemptCount: number; lastAttempt: string | null }>;
};

let admin: string;
const tag = `Hromadny${Date.now()}`;
const placed: Array<{ guid: string; email: string; last: string }> = [];

const sqsEvent = (bodies: unknown[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `sqs-${i}`,
    receiptHandle: 'r',
    body: JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '2',
      SentTimestamp: '0',
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:0:email',
    awsRegion: 'local',
  })),
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const groupEmail = async (id: number) => {
  const res = await api<GroupEmail>(`admin/sent-group-emails/${id}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
};

describe('group e-mails', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('group-email-admin', [Role.USER, Role.ADMIN])).token;
    for (let i = 0; i < 3; i++) {
      const r = runner({ last: `${tag}x${i}` });
      const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { registrationGuid } = res.body as { registrationGuid: string };
      placed.push({ guid: registrationGuid, email: `${r.last.toLowerCase()}@example.com`, last: r.last });
    }
    // Two of the three pay.
    for (const o of placed.slice(0, 2)) {
      const paid = await api(`admin/registrations/${o.guid}/paid`, { method: 'POST', token: admin });
      expect(paid.status).toBe(200);
    }
  });

  it('sends to the paid runners of one race, each once, with their own variables', async () => {
    const subject = `Pokyny ${tag} {{registratorLastName}}`;
    const res = await api<GroupEmail>('admin/sent-group-emails', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        subject,
        body: '<p onclick="x()">Dobrý den {{registratorFirstName}} {{registratorLastName}}</p><script>alert(1)</script>',
        seriesId: DEMO.seriesCup,
        seriesSubEventId: DEMO.sub10k,
        searchText: tag,
        paid: true,
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ sent: 0, total: null, state: 'queued', seriesId: DEMO.seriesCup });
    expect(res.body.body).not.toMatch(/script|onclick/);
    expect(res.body.ipAddress).not.toBe('');
    const id = res.body.id;
    // The series history says who wrote to its runners, and when.
    const history = await api<{
      rows: Array<{
        action: string;
        actor: { name: string };
        target?: { kind: string; guid: string; name: string };
      }>;
    }>(`admin/series/${DEMO.seriesCup}/histories?take=100`, { token: admin });
    expect(
      history.body.rows.find((h) => h.target?.kind === 'groupEmail' && h.target.guid === String(id)),
    ).toMatchObject({
      action: 'CREATE',
      target: { name: subject },
    });

    const done = await until(
      () => groupEmail(id),
      (g) => g.total === 2 && g.sent === 2,
      'sent 2/2',
    );
    expect(done.state).toBe('sending');
    const list = await api<{ rows: Array<{ id: number; sent: number; total: number | null }> }>(
      `admin/sent-group-emails?searchText=${encodeURIComponent(tag)}`,
      { token: admin },
    );
    expect(list.body.rows.find((r) => r.id === id)).toMatchObject({ sent: 2, total: 2 });

    const entries = await api<Entries>(`admin/sent-group-emails/${id}/entries`, { token: admin });
    expect(entries.status).toBe(200);
    expect(entries.body.rows.map((e) => e.email).sort()).toEqual(
      placed
        .slice(0, 2)
        .map((o) => o.email)
        .sort(),
    );
    for (const e of entries.body.rows) expect(e).toMatchObject({ sent: true, attemptCount: 1 });
    const unsent = await api<Entries>(`admin/sent-group-emails/${id}/entries?sent=false`, { token: admin });
    expect(unsent.body.total).toBe(0);

    const mails = (await mailbox()).filter((m) => m.subject.startsWith(`Pokyny ${tag}`));
    expect(mails).toHaveLength(2);
    for (const o of placed.slice(0, 2)) {
      const mail = mails.find((m) => m.destination.to.includes(o.email));
      expect(mail?.subject).toBe(`Pokyny ${tag} ${o.last}`);
      expect(mail?.body.html).toContain(`Dobrý den Test ${o.last}`);
    }
    expect(mails.some((m) => m.destination.to.includes(placed[2]!.email))).toBe(false);

    // The worker retried (the same messages delivered again): nothing is sent twice.
    const { handler } = await import('../../../functions/workers/send-email.handler');
    const again = await handler(
      sqsEvent(
        entries.body.rows.map((e) => ({
          kind: 'groupEmail',
          messageId: `group:${id}:${e.id}`,
          groupEmailId: id,
          entryId: e.id,
        })),
      ),
    );
    expect(again.batchItemFailures).toEqual([]);
    expect((await mailbox()).filter((m) => m.subject.startsWith(`Pokyny ${tag}`))).toHaveLength(2);
    expect(await groupEmail(id)).toMatchObject({ sent: 2, total: 2 });
  });

  it('reaches exactly the registrants of the filtered category, and records the category', async () => {
    // A paid women's 10 km order beside the paid men's ones of the same search.
    const woman = runner({ last: `${tag}w`, gender: 2 });
    const res = await register(registerBody([tenK(CAT.women, woman)], {}, woman));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { registrationGuid } = res.body as { registrationGuid: string };
    expect(
      (await api(`admin/registrations/${registrationGuid}/paid`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    const filter = {
      seriesId: DEMO.seriesCup,
      seriesEventId: DEMO.eventSpring,
      seriesSubEventId: DEMO.sub10k,
      seriesCategoryId: CAT.women,
      searchText: tag,
      paid: true,
    };
    // The orders list with this filter shows the women's order only.
    const listed = await api<{ rows: Array<{ id: string }> }>('admin/registrations', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ filter, take: 30, skip: 0 }),
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.rows.map((o) => o.id)).toEqual([registrationGuid]);

    const sent = await api<GroupEmail>('admin/sent-group-emails', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ ...filter, subject: `Kategorie ${tag}`, body: '<p>Ženy</p>' }),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ seriesCategoryId: CAT.women, seriesWaveId: null });
    const done = await until(
      () => groupEmail(sent.body.id),
      (g) => g.total === 1 && g.sent === 1,
      'sent 1/1',
    );
    expect(done).toMatchObject({ seriesSubEventId: DEMO.sub10k, seriesCategoryId: CAT.women });
    const entries = await api<Entries>(`admin/sent-group-emails/${sent.body.id}/entries`, { token: admin });
    const womanEmail = `${woman.last.toLowerCase()}@example.com`;
    expect(entries.body.rows.map((e) => e.email)).toEqual([womanEmail]);
    const mails = (await mailbox()).filter((m) => m.subject === `Kategorie ${tag}`);
    expect(mails.map((m) => m.destination.to)).toEqual([[womanEmail]]);

    // A category of another series selects nobody in this one.
    const foreign = await api<GroupEmail>('admin/sent-group-emails', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        seriesId: DEMO.seriesCup,
        seriesCategoryId: CAT.trailWomen,
        searchText: tag,
        subject: `Cizí ${tag}`,
        body: '<p>Nikdo</p>',
      }),
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
    await until(
      () => groupEmail(foreign.body.id),
      (g) => g.total === 0,
      'no recipients',
    );
  });

  it('lists the event, race, category and wave by name and filters by them', async () => {
    const wave = await api<GroupEmail>('admin/sent-group-emails', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        seriesId: DEMO.seriesCup,
        seriesEventId: DEMO.eventSpring,
        seriesSubEventId: DEMO.sub10k,
        seriesWaveId: WAVE.a,
        searchText: tag,
        subject: `Vlna ${tag}`,
        body: '<p>Vlna A</p>',
      }),
    });
    expect(wave.status, JSON.stringify(wave.body)).toBe(200);
    const list = async (filter: string) => {
      const res = await api<{ total: number; rows: GroupEmailRow[] }>(
        `admin/sent-group-emails?searchText=${encodeURIComponent(tag)}&${filter}`,
        { token: admin },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.rows;
    };
    const subjects = (rows: GroupEmailRow[]) => rows.map((r) => r.subject.split(' ')[0]).sort();

    // Narrowed to the event: the category's and the wave's e-mails, not the race-only one.
    const ofEvent = await list(`seriesEventId=${DEMO.eventSpring}`);
    expect(subjects(ofEvent)).toEqual(['Kategorie', 'Vlna']);
    expect(ofEvent.find((r) => r.subject.startsWith('Kategorie'))).toMatchObject({
      seriesEventName: 'Desítka Stromovka',
      seriesSubEventName: '10 km',
      seriesCategoryName: 'Ženy',
      seriesWaveName: null,
    });
    expect(ofEvent.find((r) => r.id === wave.body.id)).toMatchObject({
      seriesEventName: 'Desítka Stromovka',
      seriesSubEventName: '10 km',
      seriesCategoryName: null,
      seriesWaveName: 'Vlna A – 9:00',
    });
    // The race alone (no event on the e-mail) is still named.
    const ofRace = await list(`seriesSubEventId=${DEMO.sub10k}`);
    expect(subjects(ofRace)).toEqual(['Kategorie', 'Pokyny', 'Vlna']);
    expect(ofRace.find((r) => r.subject.startsWith('Pokyny'))).toMatchObject({
      seriesEventId: null,
      seriesEventName: null,
      seriesSubEventName: '10 km',
    });
    expect(subjects(await list(`seriesCategoryId=${CAT.women}`))).toEqual(['Kategorie']);
    expect(subjects(await list(`seriesWaveId=${WAVE.a}&seriesId=${DEMO.seriesCup}`))).toEqual(['Vlna']);
    // A category without its race has no name to read: its id stands.
    const foreign = await list(`seriesCategoryId=${CAT.trailWomen}`);
    expect(foreign).toHaveLength(1);
    expect(foreign[0]).toMatchObject({ seriesCategoryId: CAT.trailWomen, seriesCategoryName: null });
    expect(await list(`seriesId=${DEMO.seriesTrail}`)).toEqual([]);
    const bad = await api('admin/sent-group-emails?seriesEventId=nope', { token: admin });
    expect(bad.status).toBe(400);
  });

  it("reads a page's names in one batch, each item once", async () => {
    const send = vi.spyOn(getDocumentClient(), 'send');
    try {
      const same = {
        eventGuid: DEMO.eventSpring,
        subEventGuid: DEMO.sub10k,
        categoryGuid: CAT.women,
        waveGuid: WAVE.a,
      };
      const names = await catalogueNames([
        same,
        { ...same, categoryGuid: CAT.men, waveGuid: null },
        { eventGuid: DEMO.eventSpring, subEventGuid: null, categoryGuid: null, waveGuid: null },
      ]);
      expect(Object.fromEntries(names)).toEqual({
        [DEMO.eventSpring]: 'Desítka Stromovka',
        [DEMO.sub10k]: '10 km',
        [CAT.women]: 'Ženy',
        [CAT.men]: 'Muži',
        [WAVE.a]: 'Vlna A – 9:00',
      });
      expect(send).toHaveBeenCalledTimes(1);
      const input = send.mock.calls[0]![0].input as { RequestItems: Record<string, { Keys: unknown[] }> };
      expect(Object.values(input.RequestItems)[0]!.Keys).toHaveLength(5);
    } finally {
      send.mockRestore();
    }
  });

  it('lets an event manager write to his own series only', async () => {
    const em = await putUser('group-email-em', [Role.USER, Role.EVENT_MANAGER]);
    await grant(em.userId, permission('series', DEMO.seriesTrail, DEMO.seriesTrail));
    const send = (seriesId: string) =>
      api<GroupEmail>(`event-manager/${em.userId}/registrations/group-email`, {
        method: 'POST',
        token: em.token,
        body: JSON.stringify({ subject: `EM ${tag}`, body: '<p>Ahoj</p>', seriesId, paid: true }),
      });
    expect((await send(DEMO.seriesCup)).status).toBe(403);
    const own = await send(DEMO.seriesTrail);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ seriesId: DEMO.seriesTrail, createdBy: em.userId });
  });

  it("a group e-mail whose job fails on every delivery (the local queue's tries) shows failed in the list, and its job too", async () => {
    // The e-mail recorded as the send call records it; its job is run here by the job worker's
    // handler on an in-process queue, with a runner that keeps failing unexpectedly.
    const sent = await sendGroupEmail(
      {
        store: groupEmailStore,
        seriesName: () => Promise.resolve('Pohár'),
        jobs: { store: dynamoJobStore, enqueue: () => Promise.resolve() },
        now: () => new Date(),
      },
      { userId: 'group-email-admin', name: 'Admin', ipAddress: '127.0.0.1' },
      { subject: `Selhani ${tag}`, body: '<p>Ahoj</p>', seriesId: DEMO.seriesCup, searchText: tag },
    );
    expect(sent.state).toBe('queued');
    const queue = new LocalQueue({ maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT, retryDelayMs: 1 });
    const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };
    let deliveries = 0;
    queue.register(
      'jobs',
      createRunJobHandler({
        runners: {
          groupEmail: () => {
            deliveries++;
            return Promise.reject(new Error('simulated outage'));
          },
        },
        log: silent,
      }),
    );
    try {
      await queue.send('jobs', { jobId: groupEmailJobId(sent.id) });
      await queue.idle();
    } finally {
      queue.stop();
    }
    expect(deliveries).toBe(QUEUE_MAX_RECEIVE_COUNT);
    expect(queue.deadLetters).toHaveLength(1);
    // The list's state (what its screen polls) says failed, so the screen stops waiting.
    expect(await groupEmail(sent.id)).toMatchObject({ state: 'failed', total: null, sent: 0 });
    expect(await dynamoJobStore.get(groupEmailJobId(sent.id))).toMatchObject({
      state: 'failed',
      error: JOB_UNEXPECTED_FAILURE,
    });
  });
});
