import { describe, expect, it } from 'vitest';
import type { JobView } from '@shared/jobs/job-schemas';
import { jobEnded, jobProgressState } from './jobs';

const job = (over: Partial<JobView>): JobView =>
  ({ state: 'queued', done: 0, total: null, ...over }) as JobView;

describe('jobProgressState', () => {
  const failedText = (code: string) => `text of ${code}`;

  it('shows a job not read yet or queued as queued, a running one with its counts', () => {
    expect(jobProgressState(undefined, failedText)).toEqual({ status: 'queued' });
    expect(jobProgressState(job({ state: 'queued' }), failedText)).toEqual({ status: 'queued' });
    expect(jobProgressState(job({ state: 'running', done: 200, total: 1000 }), failedText)).toEqual({
      status: 'running',
      done: 200,
      total: 1000,
    });
  });

  it("translates a failed job's code, and a failure without one as an internal error", () => {
    expect(jobProgressState(job({ state: 'failed', error: 'jobs.fileMissing' }), failedText)).toEqual({
      status: 'failed',
      message: 'text of jobs.fileMissing',
    });
    expect(jobProgressState(job({ state: 'failed', error: null }), failedText)).toEqual({
      status: 'failed',
      message: 'text of common.internal',
    });
    expect(jobProgressState(job({ state: 'finished' }), failedText)).toEqual({ status: 'finished' });
  });
});

describe('jobEnded', () => {
  it('is true for a finished or failed job (a screen refreshes its list then), false before', () => {
    expect(jobEnded(undefined)).toBe(false);
    expect(jobEnded(job({ state: 'queued' }))).toBe(false);
    expect(jobEnded(job({ state: 'running' }))).toBe(false);
    expect(jobEnded(job({ state: 'failed', error: 'jobs.unexpectedFailure' }))).toBe(true);
    expect(jobEnded(job({ state: 'finished' }))).toBe(true);
  });
});
