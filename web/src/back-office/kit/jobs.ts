import { queryOptions } from '@tanstack/react-query';
import { jobsRoutes } from '@shared/api/areas/jobs';
import type { JobView, SeriesUploadPurpose, UploadPurpose } from '@shared/jobs/job-schemas';
import { api } from '../../lib/api-client';
import type { JobState } from './job-progress';
import { uploadWithProgress, type UploadProgress } from './upload-with-progress';

/**
 * The browser's side of long admin work (docs/jobs-and-imports.md): upload the file straight
 * to S3, start the job, poll its state into `JobProgress`. Every screen that starts a job uses
 * these, so the polling and the upload contract live in one place.
 */

export const jobKey = (id: string) => ['back-office', 'jobs', id] as const;

/** A job's state, polled every second until it is finished or failed. */
export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: jobKey(id),
    queryFn: ({ signal }) => api.call(jobsRoutes.job, { params: { id } }, { signal }),
    refetchInterval: (q) => {
      const state = q.state.data?.state;
      return state === 'finished' || state === 'failed' ? false : 1000;
    },
    meta: { silentError: true },
  });

/**
 * Waits for a short job the screen started (polling once a second) and answers it finished, or
 * throws an Error with its failure translated by `failedText` (a form shows it like a refusal).
 */
export async function awaitJob(
  id: string,
  failedText: (code: string) => string,
  signal?: AbortSignal,
): Promise<JobView> {
  for (;;) {
    const job = await api.call(jobsRoutes.job, { params: { id } }, { signal });
    if (job.state === 'finished') return job;
    if (job.state === 'failed') throw new Error(failedText(job.error ?? 'common.internal'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    signal?.throwIfAborted();
  }
}

/**
 * Whether the job has ended (finished, or failed: a failed job keeps what it wrote before, e.g. a
 * bank import's paid rows, so a screen refreshes its list on either).
 */
export const jobEnded = (job: Pick<JobView, 'state'> | undefined): boolean =>
  job?.state === 'finished' || job?.state === 'failed';

/** The job as `JobProgress` shows it; a failed job's code becomes its translated message. */
export function jobProgressState(job: JobView | undefined, failedText: (code: string) => string): JobState {
  if (!job || job.state === 'queued') return { status: 'queued' };
  if (job.state === 'running') return { status: 'running', done: job.done, total: job.total };
  if (job.state === 'failed')
    return { status: 'failed', message: failedText(job.error ?? 'common.internal') };
  return { status: 'finished' };
}

/** Where a file goes: an admins' upload of a purpose, or a series' upload (its event managers too). */
export type UploadTarget = UploadPurpose | { seriesId: string; purpose: SeriesUploadPurpose };

/**
 * Asks for a presigned upload of this purpose, sends the file with progress, then calls `start`
 * with the file's key (the kind's start call, which answers the job id).
 */
export async function uploadAndStartJob(
  file: File,
  target: UploadTarget,
  start: (fileKey: string) => Promise<{ jobId: string }>,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
): Promise<{ jobId: string }> {
  const ticket =
    typeof target === 'string'
      ? await api.call(jobsRoutes.upload, {
          body: { purpose: target, fileName: file.name, size: file.size },
        })
      : await api.call(jobsRoutes.seriesUpload, {
          params: { id: target.seriesId },
          body: { purpose: target.purpose, fileName: file.name, size: file.size },
        });
  await uploadWithProgress({
    url: ticket.uploadUrl,
    method: 'PUT',
    headers: { ...ticket.headers, 'Content-Type': 'application/octet-stream' },
    file,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  return start(ticket.fileKey);
}
