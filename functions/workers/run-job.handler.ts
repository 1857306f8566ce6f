import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoJobStore } from '../adapters/dynamodb/job-repository';
import { enqueueJob, jobMessageSchema } from '../adapters/queue/job-queue';
import { isLastDelivery, QUEUE_MAX_RECEIVE_COUNT } from '../adapters/queue/redrive';
import { rootLogger, type Logger } from '../adapters/logger';
import { failJobForGood, runJob, type JobPorts, type JobRunners } from '../domain/jobs/jobs';
import { JOB_FAILURE_HOOKS, JOB_RUNNERS } from './job-runners';

const defaultLog = rootLogger.child({ worker: 'run-job' });

/** Stop starting slices when less than this is left of the Lambda's time (a slice fits well within). */
const RESERVE_MS = 20_000;
/** Locally there is no Lambda deadline: slices run on until the job is done. */
const LOCAL_BUDGET_MS = 10 * 60_000;

export interface RunJobDeps {
  ports?: JobPorts;
  runners?: Partial<JobRunners>;
  /** The queue's receives before the dead-letter queue (tests: a smaller count). */
  maxReceiveCount?: number;
  log?: Logger;
  now?: () => Date;
}

const errorFields = (error: unknown) =>
  error instanceof Error
    ? { error: String(error), errorName: error.name, stack: error.stack }
    : { error: String(error) };

/**
 * The job worker (SQS; the local stack's in-process queue): runs each job message through the
 * kind's runner. A failing delivery is reported as a batch item failure, so the queue retries it
 * (the job resumes from its saved cursor) and, after `QUEUE_MAX_RECEIVE_COUNT` tries, moves it to
 * the dead-letter queue. On the message's last delivery (`ApproximateReceiveCount` at the queue's
 * maxReceiveCount) a failure first fails the job with a translated code (`failJobForGood`; the
 * error itself goes to the log), so the job ends visibly instead of staying running for good.
 */
export function createRunJobHandler(deps: RunJobDeps = {}) {
  const ports: JobPorts = deps.ports ?? {
    store: dynamoJobStore,
    enqueue: enqueueJob,
    onFailed: async (job) => JOB_FAILURE_HOOKS[job.kind]?.(job),
  };
  const runners = deps.runners ?? JOB_RUNNERS;
  const maxReceiveCount = deps.maxReceiveCount ?? QUEUE_MAX_RECEIVE_COUNT;
  const log = deps.log ?? defaultLog;
  const now = deps.now ?? (() => new Date());
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
      const jobId = message.data.jobId;
      try {
        const state = await runJob(ports, runners, jobId, { timeIsUp, now });
        log.info('job delivery done', { jobId, state });
      } catch (error) {
        const last = isLastDelivery(record, maxReceiveCount);
        log.error('job delivery failed', {
          jobId,
          receiveCount: record.attributes?.ApproximateReceiveCount,
          lastDelivery: last,
          ...errorFields(error),
        });
        if (last) {
          try {
            const state = await failJobForGood(ports, jobId, now());
            log.error('job failed for good: its last delivery failed', { jobId, state });
          } catch (markError) {
            log.error('job could not be marked failed', { jobId, ...errorFields(markError) });
          }
        }
        // Still reported: the queue moves the message to the dead-letter queue (and alarms).
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}

export const handler = createRunJobHandler();
