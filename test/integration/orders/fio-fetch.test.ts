import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { FioConnection } from '@shared/payments/fio-connection-schemas';
import type { BankImportResult } from '@shared/payments/bank-payment-schemas';
import { DEMO } from '../../../scripts/local/seed-data';
import { BUCKETS, TEST_PORTS } from '../../../scripts/local/stack';
import { setQueue } from '../../../functions/adapters/queue/queue';
import { putUser } from '../matrix/world';
import { APP, DATA_DIR, api, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * Issue 28 item 6 end to end: an admin stores a Fio API token for a Fio account, the fetch worker
 * asks the local Fio stand-in (token check, server-side cursor, 409 within 30 s) for new movements
 * and hands the statement to the bank import job, which pays the orders once; the next fetch
 * brings nothing; a 409 backs off. The worker runs in this process (with a clock of its own, as the
 * stand-in's 30 s would otherwise make the test wait) against the stack's table, S3 and stand-in;
 * the job it queues runs here too, through the real job worker.
 */

let admin: string;
let detailGuid: string;
const created: string[] = [];
const seriesGuid = DEMO.seriesCup;

const sqsEvent = (bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({
      messageId: `sqs-${i}`,
      body: JSON.stringify(body),
      attributes: { ApproximateReceiveCount: '1' },
    })),
  }) as unknown as SQSEvent;

async function standIn<T>(switchPath: string, body: unknown): Promise<T> {
  const res = await fetch(`${APP}/_fio/test/${switchPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function createDetail(bankCode: string): Promise<string> {
  const res = await api<{ guid: string }>('admin/series/payment-details', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({
      seriesGuid,
      bankAccount: '2000145399',
      bankCode,
      currency: 'EUR',
      swift: '',
      iban: '',
      constantSymbol: '',
      eventGuid: '',
      subEventGuid: '',
      categoryGuid: '',
      waveGuid: '',
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  created.push(res.body.guid);
  return res.body.guid;
}

const connection = async () => {
  const res = await api<FioConnection>(
    `admin/series/payment-details/${detailGuid}/fio?seriesGuid=${seriesGuid}`,
    { token: admin },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

async function placeOrder(last: string) {
  const r = runner({ last: `${last}${Date.now()}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid } = res.body as { registrationGuid: string };
  const detail = await api<OrderDetail>(`admin/registrations/${registrationGuid}`, { token: admin });
  return { guid: registrationGuid, vs: detail.body.variableSymbol, price: detail.body.calculatedPrice };
}

const order = async (guid: string) =>
  (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body;

describe('Fio API: statements fetched by the worker', () => {
  let runWorker: (now: Date) => Promise<{ requests: number; imported: number; movements: number }>;

  beforeAll(async () => {
    useTestStackEnv();
    Object.assign(process.env, {
      S3_ENDPOINT: `http://127.0.0.1:${TEST_PORTS.s3}`,
      UPLOADS_BUCKET: BUCKETS.uploads,
      FIO_API_URL: `${APP}/_fio/v1/rest`,
      FIO_TOKEN_FILE: path.join(DATA_DIR, 'fio-tokens.json'),
    });
    ({ token: admin } = await putUser('fio-fetch-admin', [Role.USER, Role.ADMIN]));
    // The jobs the worker starts run here, through the real job worker (e-mails are not sent here).
    const { createRunJobHandler } = await import('../../../functions/workers/run-job.handler');
    const runJob = createRunJobHandler();
    setQueue({
      send: async (queue, body) => {
        if (queue === 'jobs') await runJob(sqsEvent([body]), {} as never);
      },
    });
    const { createFetchFioStatementsHandler } =
      await import('../../../functions/workers/fetch-fio-statements.handler');
    runWorker = (now) => createFetchFioStatementsHandler({ now: () => now })();
  });

  afterAll(async () => {
    // The demo series keeps its own payment details only (other files count them).
    for (const guid of created) {
      await api(`admin/series/payment-details/${guid}/fio?seriesGuid=${seriesGuid}`, {
        method: 'DELETE',
        token: admin,
      });
      await api(`admin/series/payment-details/${guid}?seriesGuid=${seriesGuid}`, {
        method: 'DELETE',
        token: admin,
      });
    }
  });

  it('refuses a token of another bank or of the wrong shape (400, nothing stored)', async () => {
    const other = await createDetail('0800');
    const { token } = await standIn<{ token: string }>('accounts', {});
    const wrongBank = await api<{ code: string }>(`admin/series/payment-details/${other}/fio`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ seriesGuid, token }),
      headers: { 'accept-language': 'en' },
    });
    expect(wrongBank.status).toBe(400);
    expect(wrongBank.body.code).toBe('fio.notFioAccount');
    detailGuid = await createDetail('2010');
    const badShape = await api<{ code: string; message: string }>(
      `admin/series/payment-details/${detailGuid}/fio`,
      { method: 'PUT', token: admin, body: JSON.stringify({ seriesGuid, token: 'abc def' }) },
    );
    expect(badShape.status).toBe(400);
    expect(JSON.stringify(badShape.body)).toContain('64');
    expect((await connection()).configured).toBe(false);
  });

  it('fetches new movements, pays the orders once, brings nothing the second time, backs off on 409', async () => {
    const { token } = await standIn<{ token: string }>('accounts', {});
    const set = await api<FioConnection>(`admin/series/payment-details/${detailGuid}/fio`, {
      method: 'PUT',
      token: admin,
      body: JSON.stringify({ seriesGuid, token }),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      configured: true,
      tokenEnd: token.slice(-4),
      setByName: expect.any(String),
    });
    // Write-only: the token is never answered back.
    expect(JSON.stringify(await connection())).not.toContain(token);

    const a = await placeOrder('Fioova');
    const b = await placeOrder('Fiovsky');
    await standIn('movements', {
      token,
      movements: [
        { amount: a.price, variableSymbol: a.vs, name: 'Jana Fioova' },
        { amount: b.price, message: `VS ${b.vs}`, name: 'Petr Fiovsky' },
      ],
    });

    const t0 = new Date();
    const first = await runWorker(t0);
    expect(first).toMatchObject({ imported: 1, movements: 2 });
    const after = await connection();
    expect(after.lastFetch).toMatchObject({ outcome: 'imported', movements: 2 });
    const jobId = after.lastFetch?.jobId as string;
    expect(after.jobs.map((j) => j.jobId)).toEqual([jobId]);
    const job = await api<JobView>(`admin/jobs/${jobId}`, { token: admin });
    expect(job.body).toMatchObject({
      state: 'finished',
      kind: 'bankStatementImport',
      createdByName: 'Fio API',
    });
    expect(job.body.result as BankImportResult).toMatchObject({
      format: 'fio-json',
      paid: 2,
      matchedByMessage: 1,
    });
    expect((await order(a.guid)).paid).toBe(true);
    expect((await order(b.guid)).paid).toBe(true);

    // Within 30 s of the worker's own request it does not ask at all.
    expect((await runWorker(new Date(t0.getTime() + 10_000))).requests).toBe(0);

    // 31 s later (the stand-in told to forget the limit: the test does not wait): nothing new.
    await standIn('forget-limit', { token });
    const second = await runWorker(new Date(t0.getTime() + 31_000));
    expect(second).toEqual({ requests: 1, imported: 0, movements: 0 });
    expect((await connection()).lastFetch?.outcome).toBe('nothingNew');
    const payments = await api<{ rows: unknown[] }>(
      `admin/registrations/${a.guid}/bank-payments?withMatch=true`,
      {
        token: admin,
      },
    );
    expect(payments.body.rows).toHaveLength(1);

    // Another client of the token asked within 30 s (the stand-in's real clock): 409, backing off.
    const t2 = new Date(t0.getTime() + 62_000);
    expect((await runWorker(t2)).requests).toBe(1);
    const limited = await connection();
    expect(limited.lastFetch?.outcome).toBe('rateLimited');
    expect(Date.parse(limited.nextFetchAfter as string)).toBe(t2.getTime() + 60_000);
    expect(limited.jobs).toHaveLength(1);

    // A new movement after the back-off arrives by itself.
    const c = await placeOrder('Fiolova');
    await standIn('movements', { token, movements: [{ amount: c.price, variableSymbol: c.vs }] });
    await standIn('forget-limit', { token });
    expect(await runWorker(new Date(t2.getTime() + 60_000))).toMatchObject({ imported: 1, movements: 1 });
    expect((await order(c.guid)).paid).toBe(true);
    expect((await connection()).jobs).toHaveLength(2);
  });

  it('removing the token stops the fetches and the series history names who did it', async () => {
    const res = await api<FioConnection>(
      `admin/series/payment-details/${detailGuid}/fio?seriesGuid=${seriesGuid}`,
      { method: 'DELETE', token: admin },
    );
    expect(res.body.configured).toBe(false);
    expect((await runWorker(new Date(Date.now() + 3_600_000))).requests).toBe(0);
    const history = await api<{ rows: Array<{ changes: Array<{ field: string; after: unknown }> }> }>(
      `admin/series/${seriesGuid}/histories?take=20`,
      { token: admin },
    );
    const fio = history.body.rows.filter((h) => h.changes.some((c) => c.field === 'fioToken'));
    expect(fio.length).toBeGreaterThanOrEqual(2);
  });
});
