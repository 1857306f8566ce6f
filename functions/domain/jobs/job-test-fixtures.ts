import type { JobKind } from '@shared/jobs/job-schemas';
import type { JobRecord, JobRunContext } from './jobs';

/**
 * Tests only: a job a worker has just taken up (running, nothing done yet), and the context the
 * worker runs it in (no time limit, a fixed clock, progress saves nothing).
 */
export const runningJob = (
  kind: JobKind,
  input: Record<string, unknown>,
  fields: Partial<JobRecord> = {},
): JobRecord => ({
  id: 'job-1',
  kind,
  state: 'running',
  input,
  done: 0,
  total: null,
  result: null,
  error: null,
  createdAt: '2026-03-10T10:00:00.000Z',
  createdBy: 'user-1',
  createdByName: 'Marek',
  startedAt: null,
  finishedAt: null,
  runs: 1,
  ...fields,
});

export const jobRunContext = (job: JobRecord): JobRunContext => ({
  job,
  progress: async () => {},
  timeIsUp: () => false,
  now: () => new Date('2026-03-10T10:00:01.000Z'),
});
