import { describe, expect, it } from 'vitest';
import { runningJob } from './job-test-fixtures';
import {
  JOB_UNEXPECTED_FAILURE,
  jobInput,
  runJob,
  savedJobResult,
  type JobRecord,
  type JobStore,
} from './jobs';

const failsTheJob = (read: () => unknown) =>
  expect(read).toThrowError(expect.objectContaining({ code: JOB_UNEXPECTED_FAILURE }));

describe('a job reads its input and saved result through its kind’s schema', () => {
  it('answers the input typed, coerced as the schema says', () => {
    const job = runningJob('groupEmail', { groupEmailId: '7' });
    expect(jobInput(job, 'groupEmail')).toEqual({ groupEmailId: 7 });
    expect(jobInput(runningJob('statisticsRecount', { seriesGuid: 's-1' }), 'statisticsRecount')).toEqual({
      seriesGuid: 's-1',
    });
  });

  it('fails the job for an input its runner cannot read, or read as another kind', () => {
    failsTheJob(() => jobInput(runningJob('statisticsRecount', {}), 'statisticsRecount'));
    failsTheJob(() => jobInput(runningJob('groupEmail', { groupEmailId: 7 }), 'statisticsRecount'));
  });

  it('answers no saved result before the first slice, and the saved one afterwards', () => {
    expect(savedJobResult(runningJob('cardRefunds', { eventGuid: 'e' }), 'cardRefunds')).toBeNull();
    const saved = { refunded: 2, failed: 1, skipped: 0, amount: 70_000 };
    const job = runningJob('cardRefunds', { eventGuid: 'e' }, { done: 3, result: saved });
    expect(savedJobResult(job, 'cardRefunds')).toEqual(saved);
    expect(
      savedJobResult(runningJob('billingCreate', {}, { result: { billingId: 12 } }), 'billingCreate'),
    ).toEqual({ billingId: 12 });
  });

  it('fills what a kind’s schema defaults (a result saved before a count was added)', () => {
    const job = runningJob('startNumbering', {}, { result: { assigned: 4 } });
    expect(savedJobResult(job, 'startNumbering')).toEqual({
      assigned: 4,
      cleared: 0,
      withoutNumber: 0,
      conflicts: 0,
    });
  });

  it('fails the job for a saved result of another shape or read as another kind', () => {
    failsTheJob(() =>
      savedJobResult(runningJob('billingCreate', {}, { result: { billingId: 'twelve' } }), 'billingCreate'),
    );
    failsTheJob(() =>
      savedJobResult(
        runningJob('statisticsRecount', {}, { result: { days: 1, orders: 1, emptiedDays: 0 } }),
        'cardRefunds',
      ),
    );
  });
});

describe('runJob with a saved result its runner cannot read', () => {
  it('ends the job failed with the translated code at once instead of retrying the delivery', async () => {
    const job: JobRecord = runningJob(
      'billingCreate',
      { body: {}, requestedAt: '2026-03-10T10:00:00.000Z' },
      { result: { billingId: null } },
    );
    const finished: Array<Pick<JobRecord, 'state' | 'error' | 'result'>> = [];
    const store: JobStore = {
      create: async (j) => j,
      get: async () => job,
      markRunning: async () => {},
      saveProgress: async () => {},
      finish: async (_id, outcome) => void finished.push(outcome),
    };
    const state = await runJob(
      { store, enqueue: async () => {} },
      {
        billingCreate: async (ctx) => {
          const billingId = savedJobResult(ctx.job, 'billingCreate')?.billingId ?? 1;
          return { kind: 'finished', done: 1, total: 1, result: { billingId } };
        },
      },
      job.id,
      { timeIsUp: () => false },
    );
    expect(state).toBe('failed');
    expect(finished).toEqual([
      expect.objectContaining({
        state: 'failed',
        error: JOB_UNEXPECTED_FAILURE,
        result: { billingId: null },
      }),
    ]);
  });
});
