import type { JobView } from '@shared/jobs/job-schemas';

/** Tests only: what the job call answers for a job that has finished with this result. */
export const finishedJob = (id: string, kind: JobView['kind'], result: unknown, total = 1): JobView =>
  ({
    id,
    kind,
    state: 'finished',
    done: total,
    total,
    result,
    error: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 'u',
    createdByName: 'Marek',
    finishedAt: '2026-01-01T00:00:01.000Z',
  }) as JobView;
