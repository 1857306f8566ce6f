import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { enqueueJob, jobMessageSchema } from '../adapters/queue/job-queue';
import { rootLogger } from '../adapters/logger';
import { runJob, type JobPorts, type JobRunner } from '../domain/jobs/jobs';
import type { JobKind } from '@shared/jobs/job-schemas';
import { JOB_RUNNERS } from './job-runners';

const log = rootLogger.child({ worker: 'run-job' });

/** Stop starting slices when less than this is left of the Lambda's time (a slice fits well within). */
const RESERVE_MS = 20_000;
/** Locally there is no Lambda deadline: slices run on until the job is done. */
const LOCAL_BUDGET_MS = 10 * 60_000;

export interface RunJobDeps {
  ports?: JobPorts;
  runners?: Partial<Record<JobKind, JobRunner>>;
}

/**
 * The job worker (SQS; the local stack's in-process queue): runs each job message through the
 * kind's runner. A failing delivery is reported as a batch item failure, so the queue retries it
 * (the job resumes from its saved cursor) and, after five tries, moves it to the dead-letter queue.
 */
export function createRunJobHandler(deps: RunJobDeps = {}) {
  const ports: JobPorts = deps.ports ?? { store: dynamoJobStore, enqueue: enqueueJob };
  const runners = deps.runners ?? JOB_RUNNERS;
  return async (
    event: SQSEvent,
    context?: Pick<Context, 'getRemainingTimeInMillis'>,
  ): Promise<SQSBatchResponse> => {
    const started = Date.now();
    const timeIsUp = () =>
      context?.getRemainingTimeInMillis
        ? context.getRemainingTimeInMillis() < RESERVE_MS
        : Date.now() - started > LOCAL_BUDGET_MS;
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const message = jobMessageSchema.safeParse(JSON.parse(record.body));
      if (!message.success) {
        log.error('job message unreadable', { messageId: record.messageId });
        continue;
      }
      try {
        const state = await runJob(ports, runners, message.data.jobId, { timeIsUp });
        log.info('job delivery done', { jobId: message.data.jobId, state });
      } catch (error) {
        log.error('job delivery failed', { jobId: message.data.jobId, error: String(error) });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

export const handler = createRunJobHandler();
