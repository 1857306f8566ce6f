import type { BillingCreateBody } from '@shared/payments/billing-schemas';
import {
  startJob,
  type JobActor,
  type JobPorts,
  type JobRunContext,
  type JobRunOutcome,
  jobInput,
  savedJobResult,
} from '../jobs/jobs';
import { createBilling, type BillingPorts } from './billing';
import type { JobInput } from '@shared/jobs/job-inputs';

/**
 * Creating a settlement reads every order of the organizer's series up to the period's end: long
 * work (spec: 1,200,000 ms), so POST admin/billing starts a `billingCreate` job and answers its id;
 * the job's result names the settlement (`billingId`).
 */
type BillingJobInput = JobInput<'billingCreate'>;

export async function startBillingCreate(
  ports: JobPorts,
  request: { jobId: string; body: BillingCreateBody },
  actor: JobActor,
  now: Date,
): Promise<{ jobId: string }> {
  const input: BillingJobInput = { body: request.body, requestedAt: now.toISOString() };
  return startJob(ports, { id: request.jobId, kind: 'billingCreate', input }, actor, now);
}

/**
 * The job: the settlement's number is claimed once and saved with the job before anything is
 * written, so a worker retried after a crash writes the same settlement again (its rows are puts of
 * the same keys) instead of a second one; a settlement already whole is not written twice.
 */
export async function runBillingCreateJob(
  ports: BillingPorts,
  ctx: JobRunContext<'billingCreate'>,
): Promise<JobRunOutcome<'billingCreate'>> {
  const { body, requestedAt } = jobInput(ctx.job, 'billingCreate');
  let billingId = savedJobResult(ctx.job, 'billingCreate')?.billingId;
  if (billingId === undefined) {
    billingId = await ports.nextId();
    await ctx.progress(0, 1, { billingId });
  }
  if (!(await ports.get(billingId)))
    await createBilling(
      ports,
      body,
      { by: ctx.job.createdBy, byName: ctx.job.createdByName ?? undefined },
      new Date(requestedAt),
      billingId,
    );
  return { kind: 'finished', done: 1, total: 1, result: { billingId } };
}
