import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { BankImportResult } from '@shared/payments/bank-payment-schemas';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../../functions/adapters/config';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { dynamoJobStore, getUploadTicket } from '../../../functions/adapters/dynamodb/job-repository';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import {
  claimBankPayment,
  getBankPayment,
  takeOverBankPaymentClaim,
} from '../../../functions/adapters/dynamodb/bank-payment-repository';
import { bankPaymentGuid } from '../../../functions/domain/bank-import/bank-payment-record';
import { parseStatement } from '../../../functions/domain/bank-import/parse-statement';
import {
  runBankStatementImport,
  type BankImportPorts,
} from '../../../functions/domain/bank-import/import-statement';
import { orderEmailMessage } from '../../../functions/domain/emails/order-email-trigger';
import { ValidationFailedError } from '../../../functions/domain/errors';
import { JOB_UNEXPECTED_FAILURE, runJob } from '../../../functions/domain/jobs/jobs';
import type { Logger } from '../../../functions/adapters/logger';
import { setQueue } from '../../../functions/adapters/queue/queue';
import { QUEUE_MAX_RECEIVE_COUNT } from '../../../functions/adapters/queue/redrive';
import { bankImportPorts } from '../../../functions/workers/job-runners';
import { createRunJobHandler } from '../../../functions/workers/run-job.handler';
import { createStartUploadJobHandler } from '../../../functions/workers/start-upload-job.handler';
import { LocalQueue } from '../../../scripts/local/local-queue';
import { putUser } from '../matrix/world';
import { api, mailbox, useTestStackEnv } from '../support';
import { CAT, register, registerBody, runner, tenK } from './checkout-support';

/**
 * The bank statement import end to end: presigned upload to the local S3, the start call, the job
 * worker on the in-process queue, orders paid through the state machine with the payment e-mail,
 * and the same statement again changing nothing.
 */

let admin: string;
let adminId: string;

async function placeOrder(last: string) {
  const r = runner({ last: `${last}${Date.now()}` });
  const body = registerBody([tenK(CAT.men, r)], {}, r);
  const res = await register(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { registrationGuid } = res.body as { registrationGuid: string };
  const detail = await order(registrationGuid);
  return {
    guid: registrationGuid,
    vs: detail.variableSymbol,
    price: detail.calculatedPrice,
    email: body.registrator.email,
  };
}

const order = async (guid: string) => {
  const res = await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
};

async function mailsTo(address: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const mails = (await mailbox()).filter((m) => m.destination.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} e-mails to ${address}`);
}

const crowns = (minor: number) => {
  const s = (minor / 100).toFixed(2).replace('.', ',');
  const [whole = '', frac = ''] = s.split(',');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
};

const HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

/** Uploads through a presigned URL; answers the file's key. */
async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const ticket = await api<{ uploadUrl: string; fileKey: string; headers: Record<string, string> }>(
    'admin/uploads',
    {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ purpose: 'bankStatement', fileName: name, size: bytes.length }),
    },
  );
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: ticket.body.headers,
  });
  expect(put.status, await put.text()).toBe(200);
  return ticket.body.fileKey;
}

/** Uploads through a presigned URL and starts the import; answers the finished job. */
async function importStatement(bytes: Uint8Array, name = 'vypis.csv', uploaded?: string) {
  const ticket = { body: { fileKey: uploaded ?? (await upload(bytes, name)) } };
  const start = await api<{ jobId: string }>('admin/registrations/upload-bank-csv', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ fileKey: ticket.body.fileKey }),
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  // The same start again is the same job (one run).
  const again = await api<{ jobId: string }>('admin/registrations/upload-bank-csv', {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ fileKey: ticket.body.fileKey }),
  });
  expect(again.body.jobId).toBe(start.body.jobId);
  for (let i = 0; i < 300; i++) {
    const job = await api<JobView>(`admin/jobs/${start.body.jobId}`, { token: admin });
    expect(job.status).toBe(200);
    if (job.body.state === 'finished' || job.body.state === 'failed') return job.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the import job did not finish');
}

/** What the e-mail worker, run here, asks the tax-documents worker for (this process has no queues). */
const documentRequests: Array<{ kind: string; orderGuid: string }> = [];

describe('bank statement import', () => {
  beforeAll(async () => {
    useTestStackEnv();
    setQueue({
      send: (queue, body) => {
        if (queue !== 'documents') return Promise.reject(new Error(`Queue ${queue} is not configured`));
        documentRequests.push(body as { kind: string; orderGuid: string });
        return Promise.resolve();
      },
    });
    ({ token: admin, userId: adminId } = await putUser('bank-import-admin', [Role.USER, Role.ADMIN]));
  });

  it('pays orders by variable symbol through the state machine; the same statement again changes nothing', async () => {
    const [exact, under, over, paidBefore, removed] = await Promise.all(
      ['Presny', 'Malo', 'Hodne', 'Zaplaceny', 'Smazany'].map((n) => placeOrder(`Banka${n}`)),
    );
    if (!exact || !under || !over || !paidBefore || !removed) throw new Error('orders not placed');
    await mailsTo(exact.email, 1);
    expect(
      (await api(`admin/registrations/${paidBefore.guid}/paid`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    expect(
      (await api(`admin/registrations/${removed.guid}`, { method: 'DELETE', token: admin })).status,
    ).toBe(200);
    const id = Date.now();
    const row = (n: number, amount: number, vs: string, message = '') =>
      `${id}${n};05.01.2026;"${amount < 0 ? '-' : ''}${crowns(Math.abs(amount))}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${vs};;;"${message}";Bezhotovostní příjem;;;;;;`;
    const csv = [
      '"accountId";"2000145399"',
      '"currency";"CZK"',
      HEADER,
      row(1, exact.price, ` ${exact.vs.slice(0, 4)} ${exact.vs.slice(4)} `, 'Startovné žluťoučký kůň'),
      row(2, under.price - 5000, under.vs),
      row(3, over.price + 10000, over.vs),
      row(4, paidBefore.price, paidBefore.vs),
      row(5, removed.price, removed.vs),
      row(6, 12345, '9999999999'),
      row(7, -50000, exact.vs),
      row(8, 0, exact.vs),
      `${id}9;99.99.2026;"1,00";CZK;;;;;;1;;;;;;;;;;`,
    ].join('\r\n');
    const bytes = iconv.encode(csv, 'windows-1250');

    const job = await importStatement(bytes);
    expect(job.state).toBe('finished');
    expect(job.total).toBe(8);
    expect(job.result).toMatchObject({
      format: 'fio-csv',
      processedRows: 8,
      updatedOrders: 2,
      paid: 1,
      overpaid: 1,
      underpaid: 1,
      duplicates: 1,
      closedOrders: 1,
      unknownVariableSymbols: 1,
      unknownInstructionIds: 0,
      ignoredRows: 2,
      unparsedRows: 1,
      missingColumns: [],
      alreadyImported: 0,
    } satisfies Partial<BankImportResult>);

    const paid = await order(exact.guid);
    expect(paid.paid).toBe(true);
    expect(paid.history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(1);
    expect(
      (await order(over.guid)).history.find((h) => h.action === 'paidByBankTransfer')?.changes,
    ).toMatchObject({
      overpaid: 10000,
    });
    expect((await order(under.guid)).paid).toBe(false);
    expect(await order(removed.guid)).toMatchObject({ paid: false, deleted: true });
    // The payment e-mail, as the admin's "paid" sends it.
    expect(await mailsTo(exact.email, 2)).toHaveLength(2);

    // The same statement again (a new upload): every row skipped, nothing changes.
    const second = await importStatement(bytes, 'vypis-znovu.csv');
    expect(second.result).toMatchObject({
      processedRows: 8,
      updatedOrders: 0,
      alreadyImported: 6,
      ignoredRows: 2,
    });
    expect((await order(exact.guid)).history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(
      1,
    );
    expect((await order(under.guid)).paid).toBe(false);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailbox()).filter((m) => m.destination.to.includes(exact.email))).toHaveLength(2);
  });

  it('a worker stopped after paying an order but before its payment record and history entry: the next import writes the same entry, one e-mail', async () => {
    const o = await placeOrder('BankaPreruseno');
    await mailsTo(o.email, 1);
    const movementId = `${Date.now()}1`;
    const csv = [
      '"accountId";"2000145399"',
      HEADER,
      `${movementId};05.01.2026;"${crowns(o.price)}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${o.vs};;;"";Bezhotovostní příjem;;;;;;`,
    ].join('\r\n');
    const bytes = iconv.encode(csv, 'windows-1250');
    const first = await importStatement(bytes);
    expect(first.result).toMatchObject({ paid: 1, updatedOrders: 1 });
    const paid = await order(o.guid);
    const entries = paid.history.filter((h) => h.action === 'paidByBankTransfer');
    expect(entries).toHaveLength(1);
    await mailsTo(o.email, 2);
    // What a worker stopped right after the order's transaction leaves: the order paid and naming
    // the payment, but neither the payment's record nor the order's history entry written.
    const guid = bankPaymentGuid(movementId);
    await getDocumentClient().send(
      new DeleteCommand({ TableName: config.tableName, Key: keys.bankPayment(guid) }),
    );
    await getDocumentClient().send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: keys.orderHistory(o.guid, paid.datePaid ?? '', 0),
      }),
    );
    expect((await order(o.guid)).history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(0);
    // The stopped job is still under way (the queue redelivers it; the run above finished it).
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.job(first.id),
        UpdateExpression: 'SET #state = :running',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running' },
      }),
    );

    // Another import of the same statement meanwhile: the order names the job that paid it, so the
    // row is that job's to finish and counts nowhere else.
    const other = await importStatement(bytes, 'vypis-znovu.csv');
    expect(other.result).toMatchObject({ processedRows: 1, paid: 0, updatedOrders: 0, alreadyImported: 1 });
    // The stopped job's retry (as the queue redelivers it) runs the file again from its cursor.
    const stored = await dynamoJobStore.get(first.id);
    expect(stored).toBeDefined();
    const queued: unknown[] = [];
    const outcome = await runBankStatementImport(
      {
        ...bankImportPorts,
        // The same file as uploaded (this process has no uploads bucket configured).
        readFile: () => Promise.resolve(bytes),
        enqueueOrderEmail: (orderGuid, emailType, suffix) => {
          queued.push(orderEmailMessage(orderGuid, emailType, suffix));
          return Promise.resolve();
        },
        enqueueOrderEmails: (emails) => {
          queued.push(...emails.map((e) => orderEmailMessage(e.orderGuid, e.emailType, e.suffix)));
          return Promise.resolve();
        },
      },
      {
        job: { ...stored!, state: 'running', done: 0, result: null },
        progress: () => Promise.resolve(),
        timeIsUp: () => false,
        now: () => new Date(),
      },
    );
    expect(outcome).toMatchObject({ kind: 'finished', result: { processedRows: 1, paid: 1 } });
    const after = await order(o.guid);
    expect(after).toMatchObject({ paid: true, datePaid: paid.datePaid });
    expect(after.history.filter((h) => h.action === 'paidByBankTransfer')).toEqual(entries);
    const record = await api<{ status: string; orderId: string }>(`admin/bank-payments/${guid}`, {
      token: admin,
    });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ status: 'paid', orderId: o.guid });
    // Paid once: one payment e-mail (after the registration's), however often it was queued.
    expect(queued).toHaveLength(1);
    const { handler } = await import('../../../functions/workers/send-email.handler');
    await handler({
      Records: queued.map((body, i) => ({
        messageId: `sqs-resumed-${i}`,
        body: JSON.stringify(body),
        attributes: { ApproximateReceiveCount: '1' },
      })),
    } as unknown as SQSEvent);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailbox()).filter((m) => m.destination.to.includes(o.email))).toHaveLength(2);
  });

  it('a job that failed for good between paying an order and writing its record: the next upload of the statement finishes the row, one e-mail; a third import reports it already imported', async () => {
    const o = await placeOrder('BankaSelhalo');
    await mailsTo(o.email, 1);
    const movementId = `${Date.now()}1`;
    const csv = [
      HEADER,
      `${movementId};05.01.2026;"${crowns(o.price)}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${o.vs};;;"";Bezhotovostní příjem;;;;;;`,
    ].join('\r\n');
    const bytes = iconv.encode(csv, 'windows-1250');
    // The job worker's code in this process on the stack's DynamoDB: the order's transaction goes
    // through, then the puts of the row's record and the order's history entry fail with an error
    // no retry helps (a DomainError): the job is failed and never runs again.
    const jobId = randomUUID();
    await dynamoJobStore.create({
      id: jobId,
      kind: 'bankStatementImport',
      state: 'queued',
      input: { fileKey: `uploads/bankStatement/${jobId}/vypis.csv` },
      done: 0,
      total: null,
      result: null,
      error: null,
      createdAt: new Date().toISOString(),
      createdBy: adminId,
      createdByName: null,
      startedAt: null,
      finishedAt: null,
      runs: 0,
    });
    const queued: unknown[] = [];
    const client = getDocumentClient();
    client.middlewareStack.add(
      (next) => async (args) => {
        if (JSON.stringify(args.input).includes('"PutRequest"'))
          throw new ValidationFailedError([], 'jobs.fileMissing');
        return next(args);
      },
      { step: 'initialize', name: 'failRecordPuts' },
    );
    let state: string;
    try {
      state = await runJob(
        { store: dynamoJobStore, enqueue: () => Promise.resolve() },
        {
          bankStatementImport: (ctx) =>
            runBankStatementImport(
              {
                ...bankImportPorts,
                readFile: () => Promise.resolve(bytes),
                enqueueOrderEmail: (orderGuid, emailType, suffix) => {
                  queued.push(orderEmailMessage(orderGuid, emailType, suffix));
                  return Promise.resolve();
                },
                enqueueOrderEmails: (emails) => {
                  queued.push(...emails.map((e) => orderEmailMessage(e.orderGuid, e.emailType, e.suffix)));
                  return Promise.resolve();
                },
              },
              ctx,
            ),
        },
        jobId,
        { timeIsUp: () => false },
      );
    } finally {
      client.middlewareStack.remove('failRecordPuts');
    }
    expect(state).toBe('failed');
    const guid = bankPaymentGuid(movementId);
    const paid = await order(o.guid);
    expect(paid.paid).toBe(true);
    expect(paid.history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(0);
    expect((await api(`admin/bank-payments/${guid}`, { token: admin })).status).toBe(404);
    expect(queued).toEqual([]);

    // A new upload of the same statement (the stack's worker): it finishes the failed job's row.
    const second = await importStatement(bytes, 'vypis-znovu.csv');
    expect(second.result).toMatchObject({
      processedRows: 1,
      paid: 1,
      updatedOrders: 1,
      alreadyImported: 0,
    });
    const record = await api<{ status: string; orderId: string }>(`admin/bank-payments/${guid}`, {
      token: admin,
    });
    expect(record.body).toMatchObject({ status: 'paid', orderId: o.guid });
    const after = await order(o.guid);
    expect(after).toMatchObject({ paid: true, datePaid: paid.datePaid });
    const entries = after.history.filter((h) => h.action === 'paidByBankTransfer');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ date: paid.datePaid });
    // The payment e-mail, once (after the registration's).
    expect(await mailsTo(o.email, 2)).toHaveLength(2);

    // And again: the row is recorded now, nothing changes.
    const third = await importStatement(bytes, 'vypis-potreti.csv');
    expect(third.result).toMatchObject({ processedRows: 1, paid: 0, updatedOrders: 0, alreadyImported: 1 });
    expect((await order(o.guid)).history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailbox()).filter((m) => m.destination.to.includes(o.email))).toHaveLength(2);
  });

  it("a job whose worker fails unexpectedly on every delivery (the local queue's tries): failed on the last one with a translated code and dead-lettered; the next upload finishes its row, one e-mail", async () => {
    const o = await placeOrder('BankaPad');
    await mailsTo(o.email, 1);
    const movementId = `${Date.now()}1`;
    const bytes = Buffer.from(
      [
        HEADER,
        `${movementId};05.01.2026;"${crowns(o.price)}";CZK;2900233333;"Jiri Rehor";2010;Fio banka;;${o.vs};;;"";Prijem;;;;;;`,
      ].join('\r\n'),
    );
    const jobId = randomUUID();
    await dynamoJobStore.create({
      id: jobId,
      kind: 'bankStatementImport',
      state: 'queued',
      input: { fileKey: `uploads/bankStatement/${jobId}/vypis.csv` },
      done: 0,
      total: null,
      result: null,
      error: null,
      createdAt: new Date().toISOString(),
      createdBy: adminId,
      createdByName: null,
      startedAt: null,
      finishedAt: null,
      runs: 0,
    });
    // The job worker's handler on an in-process queue as the stack runs it (same tries as SQS), on
    // the stack's DynamoDB. Every put fails with an error that is no DomainError (an outage, a
    // bug): the first delivery pays the order in its transaction and fails on the row's record;
    // each retry resumes at that row and fails on it again.
    const queue = new LocalQueue({ maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT, retryDelayMs: 1 });
    const logged: Array<{ msg: string; fields?: Record<string, unknown> }> = [];
    const log: Logger = {
      debug: () => {},
      info: () => {},
      warn: () => {},
      error: (msg, fields) => void logged.push({ msg, fields }),
      child: () => log,
    };
    const queued: unknown[] = [];
    let deliveries = 0;
    queue.register(
      'jobs',
      createRunJobHandler({
        ports: { store: dynamoJobStore, enqueue: (id) => queue.send('jobs', { jobId: id }) },
        runners: {
          bankStatementImport: (ctx) => {
            deliveries++;
            return runBankStatementImport(
              {
                ...bankImportPorts,
                readFile: () => Promise.resolve(bytes),
                enqueueOrderEmail: (orderGuid, emailType, suffix) => {
                  queued.push(orderEmailMessage(orderGuid, emailType, suffix));
                  return Promise.resolve();
                },
                enqueueOrderEmails: (emails) => {
                  queued.push(...emails.map((e) => orderEmailMessage(e.orderGuid, e.emailType, e.suffix)));
                  return Promise.resolve();
                },
              },
              ctx,
            );
          },
        },
        log,
      }),
    );
    const client = getDocumentClient();
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as object;
        if ('Item' in input || JSON.stringify(input).includes('"PutRequest"'))
          throw new Error('simulated DynamoDB outage');
        return next(args);
      },
      { step: 'initialize', name: 'failPuts' },
    );
    try {
      await queue.send('jobs', { jobId });
      await queue.idle();
    } finally {
      client.middlewareStack.remove('failPuts');
      queue.stop();
    }
    expect(deliveries).toBe(QUEUE_MAX_RECEIVE_COUNT);
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0]).toMatchObject({ queue: 'jobs', receiveCount: QUEUE_MAX_RECEIVE_COUNT });
    // The admin's screen: the job ended failed with a code it translates, not the error.
    const failed = await api<JobView>(`admin/jobs/${jobId}`, { token: admin });
    expect(failed.body).toMatchObject({ state: 'failed', error: JOB_UNEXPECTED_FAILURE });
    expect(failed.body.finishedAt).not.toBeNull();
    expect(JSON.stringify(failed.body)).not.toContain('simulated');
    // The error itself is in the log, on every delivery; the last one says it failed the job.
    expect(logged.filter((l) => l.msg === 'job delivery failed')).toHaveLength(QUEUE_MAX_RECEIVE_COUNT);
    expect(logged.find((l) => l.fields?.lastDelivery === true)?.fields?.error).toContain(
      'simulated DynamoDB outage',
    );
    // A late writer cannot turn the failed job into another outcome (the store's conditional write).
    await dynamoJobStore.finish(
      jobId,
      { state: 'finished', result: { paid: 1 }, error: null, done: 1, total: 1 },
      new Date().toISOString(),
    );
    expect((await dynamoJobStore.get(jobId))?.state).toBe('failed');
    const guid = bankPaymentGuid(movementId);
    const paid = await order(o.guid);
    expect(paid.paid).toBe(true);
    expect(paid.history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(0);
    expect((await api(`admin/bank-payments/${guid}`, { token: admin })).status).toBe(404);
    expect(queued).toEqual([]);

    // The job can no longer run: the next upload of the statement takes its row over.
    const second = await importStatement(bytes, 'vypis-po-chybe.csv');
    expect(second.result).toMatchObject({ processedRows: 1, paid: 1, updatedOrders: 1, alreadyImported: 0 });
    const record = await api<{ status: string; orderId: string }>(`admin/bank-payments/${guid}`, {
      token: admin,
    });
    expect(record.body).toMatchObject({ status: 'paid', orderId: o.guid });
    const after = await order(o.guid);
    expect(after).toMatchObject({ paid: true, datePaid: paid.datePaid });
    expect(after.history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(1);
    expect(await mailsTo(o.email, 2)).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailbox()).filter((m) => m.destination.to.includes(o.email))).toHaveLength(2);
  });

  it('a row a failed job claimed and left pending is taken over by the next import, once', async () => {
    const o = await placeOrder('BankaOpusteno');
    await mailsTo(o.email, 1);
    const movementId = `${Date.now()}1`;
    const bytes = Buffer.from(
      [
        HEADER,
        `${movementId};05.01.2026;"${crowns(o.price)}";CZK;2900233333;"Jiri Rehor";2010;Fio banka;;${o.vs};;;"";Prijem;;;;;;`,
      ].join('\r\n'),
    );
    // A job that claimed the row and failed before deciding it (it never runs again).
    const failedJob = randomUUID();
    const now = new Date().toISOString();
    await dynamoJobStore.create({
      id: failedJob,
      kind: 'bankStatementImport',
      state: 'failed',
      input: { fileKey: `uploads/bankStatement/${failedJob}/vypis.csv` },
      done: 0,
      total: null,
      result: null,
      error: 'jobs.fileMissing',
      createdAt: now,
      createdBy: adminId,
      createdByName: null,
      startedAt: now,
      finishedAt: now,
      runs: 1,
    });
    const [parsed] = parseStatement(bytes).movements;
    const { reversal: _reversal, ...fields } = parsed!.movement;
    const guid = bankPaymentGuid(movementId);
    const claim = {
      ...fields,
      guid,
      status: 'pending' as const,
      orderGuid: null,
      remaining: null,
      refund: null,
      jobId: failedJob,
      importedAt: now,
      importedBy: adminId,
      dateUpdated: now,
    };
    expect(await claimBankPayment(claim)).toEqual({ claimed: true });
    // Only from the job that holds the claim.
    expect(await takeOverBankPaymentClaim(guid, randomUUID(), { jobId: 'x', importedBy: adminId }, now)).toBe(
      false,
    );

    const job = await importStatement(bytes);
    expect(job.result).toMatchObject({ processedRows: 1, paid: 1, updatedOrders: 1, alreadyImported: 0 });
    const record = await api<{ status: string; orderId: string }>(`admin/bank-payments/${guid}`, {
      token: admin,
    });
    expect(record.body).toMatchObject({ status: 'paid', orderId: o.guid });
    expect((await order(o.guid)).history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(1);
    expect(await mailsTo(o.email, 2)).toHaveLength(2);
    // Decided now: nobody takes it over any more.
    expect(await takeOverBankPaymentClaim(guid, job.id, { jobId: 'x', importedBy: adminId }, now)).toBe(
      false,
    );

    // A claim naming no job (stored as null) is taken over once.
    const orphan = bankPaymentGuid(`${movementId}0`);
    expect(await claimBankPayment({ ...claim, guid: orphan, jobId: null })).toEqual({ claimed: true });
    const to = { jobId: randomUUID(), importedBy: adminId };
    expect(await takeOverBankPaymentClaim(orphan, null, to, now)).toBe(true);
    expect(await takeOverBankPaymentClaim(orphan, null, to, now)).toBe(false);
    expect(await getBankPayment(orphan)).toMatchObject({ status: 'pending', ...to });
    await getDocumentClient().send(
      new DeleteCommand({ TableName: config.tableName, Key: keys.bankPayment(orphan) }),
    );
  });

  it('two overlapping statements imported at the same moment: each shared row counted by one job, each order paid and e-mailed once', async () => {
    const orders = await Promise.all(['A', 'B', 'C', 'D'].map((n) => placeOrder(`BankaSoubeh${n}`)));
    for (const o of orders) await mailsTo(o.email, 1);
    const id = Date.now();
    const row = (i: number) => {
      const o = orders[i]!;
      return `${id}${i};05.01.2026;"${crowns(o.price)}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${o.vs};;;"";Bezhotovostní příjem;;;;;;`;
    };
    // Both statements hold the rows of B and C (the same bank movements).
    const statements = [
      [row(0), row(1), row(2)],
      [row(1), row(2), row(3)],
    ].map((rows) => Buffer.from([HEADER, ...rows].join('\r\n')));
    // The two jobs in this process on the stack's DynamoDB: both read and decide their slice before
    // either writes it; the first one to put its paying rows' records (after its orders' payments)
    // waits until the other job has finished, so that one finds its shared orders paid and their
    // records not yet there.
    const arrived: Array<() => void> = [];
    const queued: unknown[] = [];
    const ports = (bytes: Buffer): BankImportPorts => ({
      ...bankImportPorts,
      readFile: () => Promise.resolve(bytes),
      recordDecided: async (rows) => {
        if (arrived.length < 2)
          await new Promise<void>((resolve) => {
            arrived.push(resolve);
            if (arrived.length === 2) arrived.forEach((r) => r());
          });
        return bankImportPorts.recordDecided(rows);
      },
      enqueueOrderEmail: (orderGuid, emailType, suffix) => {
        queued.push(orderEmailMessage(orderGuid, emailType, suffix));
        return Promise.resolve();
      },
      enqueueOrderEmails: (emails) => {
        queued.push(...emails.map((e) => orderEmailMessage(e.orderGuid, e.emailType, e.suffix)));
        return Promise.resolve();
      },
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = true;
    const client = getDocumentClient();
    client.middlewareStack.add(
      (next) => async (args) => {
        if (holding && JSON.stringify(args.input).includes('"PutRequest"')) {
          holding = false;
          await held;
        }
        return next(args);
      },
      { step: 'initialize', name: 'holdFirstRecordPuts' },
    );
    const jobIds = [randomUUID(), randomUUID()];
    try {
      const runs = jobIds.map(async (jobId, i) => {
        await dynamoJobStore.create({
          id: jobId,
          kind: 'bankStatementImport',
          state: 'queued',
          input: { fileKey: `uploads/bankStatement/${jobId}/vypis${i}.csv` },
          done: 0,
          total: null,
          result: null,
          error: null,
          createdAt: new Date().toISOString(),
          createdBy: adminId,
          createdByName: null,
          startedAt: null,
          finishedAt: null,
          runs: 0,
        });
        return runJob(
          { store: dynamoJobStore, enqueue: () => Promise.resolve() },
          { bankStatementImport: (ctx) => runBankStatementImport(ports(statements[i]!), ctx) },
          jobId,
          { timeIsUp: () => false },
        );
      });
      expect(await Promise.race(runs)).toBe('finished');
      release();
      expect(await Promise.all(runs)).toEqual(['finished', 'finished']);
    } finally {
      release();
      client.middlewareStack.remove('holdFirstRecordPuts');
    }
    const results = await Promise.all(
      jobIds.map(async (jobId) => (await dynamoJobStore.get(jobId))?.result as BankImportResult),
    );
    const [first, second] = results as [BankImportResult, BankImportResult];
    const paid = await Promise.all(orders.map((o) => order(o.guid)));
    expect(paid.every((o) => o.paid)).toBe(true);
    expect(first.updatedOrders + second.updatedOrders).toBe(orders.length);
    expect(first.alreadyImported + second.alreadyImported).toBe(2);
    for (const result of results) expect(result).toMatchObject({ processedRows: 3, duplicates: 0 });
    for (const o of paid) expect(o.history.filter((h) => h.action === 'paidByBankTransfer')).toHaveLength(1);
    for (let i = 0; i < orders.length; i++) {
      const record = await api<{ status: string; orderId: string }>(
        `admin/bank-payments/${bankPaymentGuid(`${id}${i}`)}`,
        { token: admin },
      );
      expect(record.body).toMatchObject({ status: 'paid', orderId: orders[i]!.guid });
    }
    // The queued e-mails through the e-mail worker: one payment e-mail per order.
    const { handler } = await import('../../../functions/workers/send-email.handler');
    await handler({
      Records: queued.map((body, i) => ({
        messageId: `sqs-${i}`,
        body: JSON.stringify(body),
        attributes: { ApproximateReceiveCount: '1' },
      })),
    } as unknown as SQSEvent);
    for (const o of orders) expect(await mailsTo(o.email, 2)).toHaveLength(2);
    // ...and each paid order's tax document asked for once.
    for (const o of orders)
      expect(documentRequests.filter((r) => r.orderGuid === o.guid)).toEqual([
        { kind: 'payment', orderGuid: o.guid },
      ]);
    await new Promise((r) => setTimeout(r, 500));
    for (const o of orders)
      expect((await mailbox()).filter((m) => m.destination.to.includes(o.email))).toHaveLength(2);
  });

  it('a second transfer completes an underpaid order; an ABO statement is read too', async () => {
    const o = await placeOrder('BankaDoplatek');
    const half = Math.floor(o.price / 2);
    const run = String(Date.now() % 1e9).padStart(9, '0');
    // ABO `075`: own account, counter-account, movement id, hellers, credit, VS, KS field, SS,
    // value date, note, currency, date: 128 characters.
    const aboLine = (n: number, amount: number) => {
      const line = [
        '075',
        '0000002000145399',
        '0000000000156789',
        `${run}${String(n).padStart(4, '0')}`,
        String(amount).padStart(12, '0'),
        '2',
        o.vs.padStart(10, '0'),
        '0010000308',
        '0'.repeat(10),
        '050126',
        'Doplatek'.padEnd(20, ' '),
        '0',
        '0203',
        '050126',
      ].join('');
      expect(line).toHaveLength(128);
      return line;
    };
    const first = await importStatement(Buffer.from(`${aboLine(1, half)}\r\n`), 'vypis.gpc');
    expect(first.result).toMatchObject({ format: 'abo', underpaid: 1, updatedOrders: 0 });
    expect((await order(o.guid)).paid).toBe(false);
    // The payer is told what is left to pay (registration e-mail first, then this one).
    const [, incomplete] = await mailsTo(o.email, 2);
    expect(incomplete?.subject).toMatch(/^Platba není úplná/);
    expect(incomplete?.body.text).toContain('Zbývá doplatit');
    expect(incomplete?.body.text).toContain(crowns(o.price - half).replace(/,00$/, ''));
    const rest = await importStatement(Buffer.from(`${aboLine(2, o.price - half)}\r\n`), 'vypis2.gpc');
    expect(rest.result).toMatchObject({ format: 'abo', paid: 1, updatedOrders: 1 });
    expect((await order(o.guid)).paid).toBe(true);
  });

  it('lists bank payments by day and text; an unknown payment is assigned by hand, paying the order once', async () => {
    const o = await placeOrder('BankaRucne');
    await mailsTo(o.email, 1);
    const id = Date.now();
    const csv = [
      HEADER,
      `${id}1;06.01.2026;"${crowns(o.price)}";CZK;1234567890;"Ruční Přiřazení ${id}";0800;ČS;;;;;"bez symbolu";Příjem;;;;;;`,
    ].join('\n');
    const job = await importStatement(Buffer.from(csv));
    expect(job.result).toMatchObject({ unknownVariableSymbols: 1 });

    type Row = { id: string; status: string; amount: number; orderId: string | null };
    const list = (q: string) =>
      api<{ total: number; rows: Row[] }>(`admin/bank-payments?${q}`, { token: admin });
    const found = await list(`searchText=${encodeURIComponent(`ruční přiřazení ${id}`)}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.total).toBe(1);
    const payment = found.body.rows[0]!;
    expect(payment).toMatchObject({ status: 'unknownVariableSymbol', amount: o.price, orderId: null });
    expect((await list(`searchText=${id}1&dateFrom=2026-01-06&dateTo=2026-01-06`)).body.total).toBe(1);
    expect((await list(`searchText=${id}1&dateFrom=2026-01-07`)).body.total).toBe(0);

    const matched = await api<{
      status: string;
      order: { paid: boolean; paidByThisPayment: boolean };
      history: Array<{ action: string; byName: string | null }>;
    }>(`admin/bank-payments/${payment.id}/match`, {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ orderId: o.guid }),
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body).toMatchObject({ status: 'paid', order: { paid: true, paidByThisPayment: true } });
    expect(matched.body.history[0]).toMatchObject({ action: 'matched' });
    expect(matched.body.history[0]?.byName).toMatch(/\S/);
    expect((await order(o.guid)).paid).toBe(true);
    expect(await mailsTo(o.email, 2)).toHaveLength(2);
    // It paid its order: the match stays.
    const unmatch = await api<{ code: string }>(`admin/bank-payments/${payment.id}/match`, {
      method: 'DELETE',
      token: admin,
    });
    expect(unmatch.status).toBe(409);
    expect(unmatch.body.code).toBe('bankPayments.paidOrder');
  });

  it('an unknown payment is noted, discarded and taken back, each step in its history; a paying one cannot be discarded', async () => {
    const id = Date.now();
    const csv = [
      HEADER,
      `${id}7;08.01.2026;"120,00";CZK;1234567890;"Cizí Platba ${id}";0800;ČS;;;;;"omyl";Příjem;;;;;;`,
    ].join('\n');
    await importStatement(Buffer.from(csv));
    const found = await api<{ rows: Array<{ id: string; status: string }> }>(
      `admin/bank-payments?searchText=${id}7`,
      { token: admin },
    );
    const paymentId = found.body.rows[0]!.id;
    type Detail = { status: string; note: string; history: Array<{ action: string; changes: object }> };
    const call = (path: string, method: string, body?: object) =>
      api<Detail & { code?: string }>(`admin/bank-payments/${paymentId}/${path}`, {
        method,
        token: admin,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    const noted = await call('comment', 'PUT', { comment: 'Vrátit plátci – přišlo omylem' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.note).toBe('Vrátit plátci – přišlo omylem');
    expect(noted.body.history[0]).toMatchObject({
      action: 'commented',
      changes: { note: { from: '', to: 'Vrátit plátci – přišlo omylem' } },
    });
    expect((await call('comment', 'PUT', { comment: 'x'.repeat(501) })).status).toBe(400);

    const discarded = await call('discard', 'POST');
    expect(discarded.status, JSON.stringify(discarded.body)).toBe(200);
    expect(discarded.body.status).toBe('discarded');
    const twice = await call('discard', 'POST');
    expect([twice.status, twice.body.code]).toEqual([409, 'bankPayments.alreadyDiscarded']);
    const back = await call('discard', 'DELETE');
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('unknownVariableSymbol');
    expect(back.body.history.map((h) => h.action)).toEqual(['restored', 'discarded', 'commented']);
    expect((await call('discard', 'DELETE')).body.code).toBe('bankPayments.notDiscarded');

    // A payment that paid its order stays: discarding it is refused.
    const o = await placeOrder('BankaOdlozit');
    const paying = [
      HEADER,
      `${id}8;08.01.2026;"${crowns(o.price)}";CZK;1234567890;"Platce";0800;ČS;;${o.vs};;;"start";Příjem;;;;;;`,
    ].join('\n');
    await importStatement(Buffer.from(paying));
    const paid = await api<{ rows: Array<{ id: string; status: string }> }>(
      `admin/bank-payments?searchText=${id}8`,
      { token: admin },
    );
    expect(paid.body.rows[0]?.status).toBe('paid');
    const refused = await api<{ code: string }>(`admin/bank-payments/${paid.body.rows[0]!.id}/discard`, {
      method: 'POST',
      token: admin,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'bankPayments.paidOrder']);
  });

  it('an uploaded statement starts its import from the S3 event once; the start call finds that job', async () => {
    const exact = await placeOrder('BankaUdalost');
    const id = Date.now();
    const csv = [
      HEADER,
      `${id}1;05.01.2026;"${crowns(exact.price)}";CZK;2900233333;"Jiří Řehoř";2010;Fio banka;;${exact.vs};;;"";Bezhotovostní příjem;;;;;;`,
    ].join('\r\n');
    const bytes = iconv.encode(csv, 'windows-1250');
    const fileKey = await upload(bytes, 'udalost.csv');
    const jobId = fileKey.split('/')[2]!;
    // The start-upload-job worker as EventBridge invokes it (S3 "Object Created"), twice: S3 and
    // EventBridge deliver at least once. Its queue messages are caught here.
    const queued: string[] = [];
    const onUpload = createStartUploadJobHandler({
      store: dynamoJobStore,
      enqueue: (job) => {
        queued.push(job);
        return Promise.resolve();
      },
      uploadTicket: getUploadTicket,
    });
    const event = {
      'detail-type': 'Object Created',
      detail: { bucket: { name: 'uploads' }, object: { key: fileKey } },
    };
    await onUpload(event);
    await onUpload(event);
    expect(queued).toEqual([jobId]);
    const started = await api<JobView>(`admin/jobs/${jobId}`, { token: admin });
    expect(started.body).toMatchObject({
      state: 'queued',
      createdBy: adminId,
      createdByName: 'Matrix bank-import-admin',
    });
    // The browser's start call (the local path): the same job, which the stack's worker runs.
    const job = await importStatement(bytes, 'udalost.csv', fileKey);
    expect(job).toMatchObject({ id: jobId, state: 'finished' });
    expect(job.result as BankImportResult).toMatchObject({ processedRows: 1, paid: 1, updatedOrders: 1 });
    expect((await order(exact.guid)).paid).toBe(true);
  });

  it('a statement without the required columns reports them and changes nothing', async () => {
    const job = await importStatement(
      Buffer.from('ID pohybu;Datum;Měna;Protiúčet\r\n1;05.01.2026;CZK;1\r\n'),
    );
    expect(job.result).toMatchObject({ missingColumns: ['variableSymbol', 'amount'], processedRows: 0 });
  });
});
