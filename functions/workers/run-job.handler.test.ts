import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../adapters/logger';
import { QUEUE_MAX_RECEIVE_COUNT } from '../adapters/queue/redrive';
import { NotFoundError } from '../domain/errors';
import { runningJob } from '../domain/jobs/job-test-fixtures';
import { JOB_UNEXPECTED_FAILURE, type JobRecord, type JobRunner, type JobStore } from '../domain/jobs/jobs';
import { createRunJobHandler } from './run-job.handler';
import { emptyBankImportResult } from '@shared/payments/bank-payment-schemas';

/** A bank import's result with `paid` payments counted. */
const paidResult = (paid: number) => ({ ...emptyBankImportResult(), paid });

/** The job store's rules in memory: progress and finish write only a queued or running job. */
function memoryStore(job: JobRecord) {
  const jobs = new Map([[job.id, { ...job }]]);
  const open = (id: string) => {
    const j = jobs.get(id);
    return j && (j.state === 'queued' || j.state === 'running') ? j : undefined;
  };
  const store: JobStore = {
    create: async (j) => j,
    get: async (id) => {
      const j = jobs.get(id);
      return j && { ...j };
    },
    markRunning: async (id) => {
      const j = open(id);
      if (!j) throw Object.assign(new Error('condition'), { name: 'ConditionalCheckFailedException' });
      j.state = 'running';
      j.runs++;
    },
    saveProgress: async (id, progress) => {
      const j = open(id);
      if (j) Object.assign(j, progress);
    },
    finish: async (id, outcome, now) => {
      const j = open(id);
      if (j) Object.assign(j, outcome, { finishedAt: now });
    },
  };
  return { store, stored: (id: string) => jobs.get(id) };
}

function capturingLog() {
  const lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = [];
  const log: Logger = {
    debug: (msg, fields) => lines.push({ level: 'debug', msg, fields }),
    info: (msg, fields) => lines.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => lines.push({ level: 'warn', msg, fields }),
    error: (msg, fields) => lines.push({ level: 'error', msg, fields }),
    child: () => log,
  };
  return { log, lines };
}

const delivery = (jobId: string, receiveCount: number): SQSEvent =>
  ({
    Records: [
      {
        messageId: `m-${receiveCount}`,
        body: JSON.stringify({ jobId }),
        attributes: { ApproximateReceiveCount: String(receiveCount) },
      },
    ],
  }) as unknown as SQSEvent;

const NOW = new Date('2026-03-10T10:05:00.000Z');

/**
 * A runner that saves a slice's progress and then fails with an error no DomainError describes
 * (a bug, a service outage), as a bank import may on every delivery.
 */
const crashingRunner: JobRunner<'bankStatementImport'> = async (ctx) => {
  await ctx.progress(200, 1000, paidResult(150));
  throw new Error('ECONNRESET while writing a slice');
};

function setUp(
  runner: JobRunner<'bankStatementImport'>,
  job = runningJob('bankStatementImport', { fileKey: 'k' }, { state: 'queued', runs: 0 }),
) {
  const { store, stored } = memoryStore(job);
  const { log, lines } = capturingLog();
  const enqueued: string[] = [];
  const handler = createRunJobHandler({
    ports: { store, enqueue: async (id) => void enqueued.push(id) },
    runners: { bankStatementImport: runner },
    log,
    now: () => NOW,
  });
  return { handler, stored: () => stored(job.id)!, lines, enqueued, jobId: job.id };
}

describe('run-job worker: a job whose deliveries keep failing', () => {
  it('an earlier delivery reports the failure for the queue to retry and leaves the job running at its cursor', async () => {
    const { handler, stored, lines, jobId } = setUp(crashingRunner);
    for (let count = 1; count < QUEUE_MAX_RECEIVE_COUNT; count++) {
      const out = await handler(delivery(jobId, count));
      expect(out.batchItemFailures).toEqual([{ itemIdentifier: `m-${count}` }]);
    }
    expect(stored()).toMatchObject({ state: 'running', error: null, done: 200, finishedAt: null });
    // The real error is in the log.
    expect(lines.filter((l) => l.msg === 'job delivery failed')).toHaveLength(QUEUE_MAX_RECEIVE_COUNT - 1);
    expect(lines.find((l) => l.msg === 'job delivery failed')?.fields).toMatchObject({
      jobId,
      lastDelivery: false,
      error: 'Error: ECONNRESET while writing a slice',
    });
  });

  it('the last delivery fails the job with a user-facing code, keeping its progress, and still reports the failure', async () => {
    const { handler, stored, lines, jobId } = setUp(crashingRunner);
    const out = await handler(delivery(jobId, QUEUE_MAX_RECEIVE_COUNT));
    // Reported still, so the queue moves the message to the dead-letter queue (and alarms).
    expect(out.batchItemFailures).toEqual([{ itemIdentifier: `m-${QUEUE_MAX_RECEIVE_COUNT}` }]);
    expect(stored()).toMatchObject({
      state: 'failed',
      error: JOB_UNEXPECTED_FAILURE,
      done: 200,
      total: 1000,
      result: { paid: 150 },
      finishedAt: NOW.toISOString(),
    });
    // The job shows a code, never the error; the log has the error and its stack.
    expect(JSON.stringify(stored())).not.toContain('ECONNRESET');
    const failed = lines.find((l) => l.msg === 'job delivery failed')?.fields;
    expect(failed).toMatchObject({ lastDelivery: true, error: 'Error: ECONNRESET while writing a slice' });
    expect(String(failed?.stack)).toContain('ECONNRESET');
  });

  it("a receive count past the queue's maximum is a last delivery too; a record without one is not", async () => {
    const past = setUp(crashingRunner);
    await past.handler(delivery(past.jobId, QUEUE_MAX_RECEIVE_COUNT + 1));
    expect(past.stored()).toMatchObject({ state: 'failed', error: JOB_UNEXPECTED_FAILURE });

    const unknown = setUp(crashingRunner);
    const event = delivery(unknown.jobId, 1);
    event.Records[0]!.attributes = {} as never;
    expect((await unknown.handler(event)).batchItemFailures).toHaveLength(1);
    expect(unknown.stored()).toMatchObject({ state: 'running', error: null });
  });

  it('a job finished meanwhile (by another delivery) keeps its outcome when the last delivery fails', async () => {
    const job = runningJob('bankStatementImport', { fileKey: 'k' }, { state: 'queued', runs: 0 });
    const { store, stored } = memoryStore(job);
    const finishedElsewhere: JobRunner<'bankStatementImport'> = async (ctx) => {
      await ctx.progress(1000, 1000, paidResult(900));
      // Another delivery of the job finished it while this one was still writing.
      await store.finish(
        ctx.job.id,
        { state: 'finished', result: paidResult(1000), error: null, done: 1000, total: 1000 },
        '2026-03-10T10:04:00.000Z',
      );
      throw new Error('late write failed');
    };
    const handler = createRunJobHandler({
      ports: { store, enqueue: async () => {} },
      runners: { bankStatementImport: finishedElsewhere },
      log: capturingLog().log,
      now: () => NOW,
    });
    const out = await handler(delivery(job.id, QUEUE_MAX_RECEIVE_COUNT));
    expect(out.batchItemFailures).toHaveLength(1);
    expect(stored(job.id)).toMatchObject({
      state: 'finished',
      error: null,
      result: { paid: 1000 },
      finishedAt: '2026-03-10T10:04:00.000Z',
    });
  });

  it('a job that had failed already (a DomainError) keeps its own code on a later failing last delivery', async () => {
    const job = runningJob(
      'bankStatementImport',
      { fileKey: 'k' },
      { state: 'failed', error: 'jobs.fileMissing' },
    );
    const { handler, stored } = setUp(crashingRunner, job);
    // A failed job is left alone: the delivery changes nothing and succeeds.
    expect((await handler(delivery(job.id, QUEUE_MAX_RECEIVE_COUNT))).batchItemFailures).toEqual([]);
    expect(stored()).toMatchObject({ state: 'failed', error: 'jobs.fileMissing' });
  });

  it('a delivery that succeeds on the last try finishes the job normally', async () => {
    const { handler, stored, jobId } = setUp(async () => ({
      kind: 'finished',
      done: 3,
      total: 3,
      result: paidResult(3),
    }));
    expect((await handler(delivery(jobId, QUEUE_MAX_RECEIVE_COUNT))).batchItemFailures).toEqual([]);
    expect(stored()).toMatchObject({ state: 'finished', error: null, result: { paid: 3 } });
  });
});

describe('run-job worker: what a kind shows of its failed job', () => {
  it("runs the kind's failure hook once the job is failed on the last delivery, not on earlier ones", async () => {
    const job = runningJob('groupEmail', { groupEmailId: 7 }, { state: 'queued', runs: 0 });
    const { store, stored } = memoryStore(job);
    const hooked: Array<{ id: string; stateThen: string | undefined }> = [];
    const handler = createRunJobHandler({
      ports: {
        store,
        enqueue: async () => {},
        onFailed: async (j) => void hooked.push({ id: j.id, stateThen: stored(j.id)?.state }),
      },
      runners: {
        groupEmail: async (ctx) => {
          await ctx.progress(1, 10, { recipients: 1 });
          throw new Error('ECONNRESET while queueing an entry');
        },
      },
      log: capturingLog().log,
      now: () => NOW,
    });
    await handler(delivery(job.id, QUEUE_MAX_RECEIVE_COUNT - 1));
    expect(hooked).toEqual([]);
    await handler(delivery(job.id, QUEUE_MAX_RECEIVE_COUNT));
    expect(hooked).toEqual([{ id: job.id, stateThen: 'failed' }]);
  });

  it('runs it for a DomainError too, and not for a job that had ended already', async () => {
    const job = runningJob('groupEmail', { groupEmailId: 7 }, { state: 'queued', runs: 0 });
    const { store } = memoryStore(job);
    const hooked: string[] = [];
    const handler = createRunJobHandler({
      ports: { store, enqueue: async () => {}, onFailed: async (j) => void hooked.push(j.id) },
      runners: {
        groupEmail: async () => {
          throw new NotFoundError();
        },
      },
      log: capturingLog().log,
      now: () => NOW,
    });
    expect((await handler(delivery(job.id, 1))).batchItemFailures).toEqual([]);
    expect(hooked).toEqual([job.id]);
    // A later delivery of the failed job changes nothing.
    await handler(delivery(job.id, QUEUE_MAX_RECEIVE_COUNT));
    expect(hooked).toEqual([job.id]);
  });
});
