import type { ErrorCode } from '@shared/errors/messages';
import { jobInputSchemas, type JobInput } from '@shared/jobs/job-inputs';
import { jobResultSchemas, type JobResult } from '@shared/jobs/job-results';
import type { JobKind, JobStateName, JobView } from '@shared/jobs/job-schemas';
import { NotFoundError } from '../errors';
import { DomainError } from '../errors';

/**
 * Long admin work as jobs (design "long work as jobs"): a start call records the job and queues it
 * and answers at once; the job worker runs the kind's runner in slices, saving the cursor and the
 * partial result after each slice, and queues the job again when its time is up; the job call
 * reports progress and the result. A runner must be idempotent per unit of work: a worker that
 * crashes mid-slice is retried by the queue and redoes that slice, which must change nothing twice.
 */
export interface JobRecord {
  id: string;
  kind: JobKind;
  state: JobStateName;
  /** What the runner needs (e.g. the uploaded file's key); read with `jobInput`. */
  input: Record<string, unknown>;
  /** Units of work finished (the resume cursor). */
  done: number;
  total: number | null;
  /** The kind's result as saved (partial while running); a runner reads it with `savedJobResult`. */
  result: Record<string, unknown> | null;
  error: string | null;
  createdAt: string;
  createdBy: string;
  createdByName: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** How many times a worker took the job up (slices and retries). */
  runs: number;
  /**
   * Where the job works (its series and events) when started in a series: event managers with a
   * permission there may read it if they started it (scope kind `job`); absent: admins only.
   */
  scope?: JobScope;
}

export interface JobScope {
  seriesGuid: string;
  eventGuids: string[];
}

export interface JobStore {
  /** Creates the job unless one with its id exists (then answers that one). */
  create(job: JobRecord): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | undefined>;
  /** Saves progress of a running job (state running, cursor, total, partial result). */
  saveProgress(
    id: string,
    progress: Pick<JobRecord, 'done' | 'total' | 'result'>,
    now: string,
  ): Promise<void>;
  /**
   * Ends a job (finished or failed) unless it has ended already: only a queued or running job is
   * written (a conditional write), so a late or duplicate writer never overwrites an outcome.
   */
  finish(
    id: string,
    outcome: Pick<JobRecord, 'state' | 'result' | 'error' | 'done' | 'total'>,
    now: string,
  ): Promise<void>;
  markRunning(id: string, now: string): Promise<void>;
}

export interface JobPorts {
  store: JobStore;
  /** Queues the job for the worker (SQS; the in-process queue locally). */
  enqueue(jobId: string): Promise<void>;
  /**
   * What the job's kind shows of a failure beyond the job itself, after the job is failed (a group
   * e-mail's own state, which its screen reads). Only the worker passes it.
   */
  onFailed?(job: JobRecord): Promise<void>;
}

export interface JobActor {
  by: string;
  byName?: string;
}

export function jobView(job: JobRecord): JobView {
  return {
    id: job.id,
    kind: job.kind,
    state: job.state,
    done: job.done,
    total: job.total,
    result: job.result,
    error: job.error,
    createdAt: job.createdAt,
    createdBy: job.createdBy,
    createdByName: job.createdByName,
    finishedAt: job.finishedAt,
  };
}

/**
 * Starts a job: records it (queued) and queues it. `id` is the caller's idempotency key (e.g.
 * derived from the uploaded file), so the same start twice is one job and one run.
 */
export async function startJob<K extends JobKind>(
  ports: JobPorts,
  request: { id: string; kind: K; input: JobInput<K>; scope?: JobScope },
  actor: JobActor,
  now: Date,
): Promise<{ jobId: string }> {
  const job = await ports.store.create({
    id: request.id,
    kind: request.kind,
    state: 'queued',
    input: request.input,
    done: 0,
    total: null,
    result: null,
    error: null,
    createdAt: now.toISOString(),
    createdBy: actor.by,
    createdByName: actor.byName ?? null,
    startedAt: null,
    finishedAt: null,
    runs: 0,
    ...(request.scope ? { scope: request.scope } : {}),
  });
  // A repeated start of a job already under way queues nothing more.
  if (job.state === 'queued' && job.runs === 0) await ports.enqueue(job.id);
  return { jobId: job.id };
}

export async function getJob(ports: Pick<JobPorts, 'store'>, id: string): Promise<JobView> {
  const job = await ports.store.get(id);
  if (!job) throw new NotFoundError();
  return jobView(job);
}

/**
 * The job's input as its kind's schema reads it (shared/jobs/job-inputs.ts). A stored input its
 * runner cannot read would fail on every retry, so it fails the job at once instead.
 */
export function jobInput<K extends JobKind>(job: JobRecord, kind: K): JobInput<K> {
  const parsed = jobInputSchemas[kind].safeParse(job.input);
  if (job.kind !== kind || !parsed.success) throw new DomainError(JOB_UNEXPECTED_FAILURE, 500);
  return parsed.data as JobInput<K>;
}

/**
 * The job's result as saved by an earlier slice or delivery, as its kind's schema reads it
 * (shared/jobs/job-results.ts); null before the first save. Like an unreadable input, a saved
 * result its runner cannot read would fail every retry, so it fails the job at once.
 */
export function savedJobResult<K extends JobKind>(job: JobRecord, kind: K): JobResult<K> | null {
  if (job.kind !== kind) throw new DomainError(JOB_UNEXPECTED_FAILURE, 500);
  if (job.result === null) return null;
  const parsed = jobResultSchemas[kind].safeParse(job.result);
  if (!parsed.success) throw new DomainError(JOB_UNEXPECTED_FAILURE, 500);
  return parsed.data as JobResult<K>;
}

/**
 * What a runner of kind `K` gets: the job as saved (cursor, partial result) and a way to report
 * progress with its kind's result.
 */
export interface JobRunContext<K extends JobKind = JobKind> {
  job: JobRecord;
  /** Saves the cursor and partial result after a slice (what a retry resumes from). */
  progress(done: number, total: number | null, result: JobResult<K>): Promise<void>;
  /** True when the worker should stop after the current slice and let the queue continue it. */
  timeIsUp(): boolean;
  now(): Date;
}

export type JobRunOutcome<K extends JobKind = JobKind> =
  | { kind: 'finished'; done: number; total: number | null; result: JobResult<K> }
  /** Stopped between slices because time was up: queued again, resumes from the saved cursor. */
  | { kind: 'continue' };

export type JobRunner<K extends JobKind = JobKind> = (ctx: JobRunContext<K>) => Promise<JobRunOutcome<K>>;

/** One runner per kind, each typed with its kind's result. */
export type JobRunners = { [K in JobKind]: JobRunner<K> };

/**
 * Runs one delivery of a job. A finished or failed job is left alone (a duplicate delivery changes
 * nothing). A DomainError from the runner (a file it cannot read) fails the job with its code;
 * anything else is thrown so the queue retries the delivery, which resumes from the last cursor
 * (on the message's last delivery the worker fails the job instead: `failJobForGood`).
 */
export async function runJob(
  ports: JobPorts,
  runners: Partial<JobRunners>,
  jobId: string,
  options: { timeIsUp: () => boolean; now?: () => Date },
): Promise<JobStateName | 'missing'> {
  const now = options.now ?? (() => new Date());
  const job = await ports.store.get(jobId);
  if (!job) return 'missing';
  if (job.state === 'finished' || job.state === 'failed') return job.state;
  const runner = runners[job.kind];
  if (!runner) throw new Error(`No runner for job kind ${job.kind}`);
  await ports.store.markRunning(job.id, now().toISOString());
  try {
    const outcome = await runner({
      job,
      progress: (done, total, result) =>
        ports.store.saveProgress(job.id, { done, total, result }, now().toISOString()),
      timeIsUp: options.timeIsUp,
      now,
    });
    if (outcome.kind === 'continue') {
      await ports.enqueue(job.id);
      return 'running';
    }
    await ports.store.finish(
      job.id,
      { state: 'finished', result: outcome.result, error: null, done: outcome.done, total: outcome.total },
      now().toISOString(),
    );
    return 'finished';
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await ports.store.finish(
      job.id,
      { state: 'failed', result: job.result, error: error.code, done: job.done, total: job.total },
      now().toISOString(),
    );
    await ports.onFailed?.(job);
    return 'failed';
  }
}

/**
 * What a job ended by an unexpected error shows the admin, translated (cs/en) like any error code;
 * the error itself goes to the log.
 */
export const JOB_UNEXPECTED_FAILURE = 'jobs.unexpectedFailure' satisfies ErrorCode;

/**
 * Ends a job the queue is giving up on: its message's last delivery failed with an error that is
 * not a DomainError (a retry would have resumed from the saved cursor; there is none left). The job
 * becomes failed with a translated code, its cursor and partial result kept, so the screen stops
 * polling and shows the failure and a later job may take over what it left (a bank import's rows).
 * A job that has ended meanwhile keeps its outcome: it is not written here, and the store's finish
 * writes only a queued or running job. Answers the job's state afterwards.
 */
export async function failJobForGood(
  ports: Pick<JobPorts, 'store' | 'onFailed'>,
  jobId: string,
  now: Date,
): Promise<JobStateName | 'missing'> {
  const job = await ports.store.get(jobId);
  if (!job) return 'missing';
  if (job.state === 'finished' || job.state === 'failed') return job.state;
  await ports.store.finish(
    job.id,
    { state: 'failed', result: job.result, error: JOB_UNEXPECTED_FAILURE, done: job.done, total: job.total },
    now.toISOString(),
  );
  await ports.onFailed?.(job);
  return 'failed';
}
