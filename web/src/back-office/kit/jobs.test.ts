import { describe, expect, it } from 'vitest';
import type { JobView } from '@shared/jobs/job-schemas';
import { jobProgressState } from './jobs';

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
