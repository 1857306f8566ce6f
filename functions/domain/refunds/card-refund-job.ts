import { createHash } from 'node:crypto';
import { PaymentMethod } from '@shared/codelists/enums';
import type { CardRefundJobResult } from '@shared/refunds/refund-schemas';
import type { OrderRecord } from '../orders/order-records';
import {
  startJob,
  type JobActor,
  type JobPorts,
  type JobRunContext,
  type JobRunOutcome,
  jobInput,
  savedJobResult,
} from '../jobs/jobs';
import { BusinessRuleError } from '../errors';
import { reserveRefund, settleCardRefund } from './card-refunds';
import type { RefundPorts } from './refund-ports';
import { refundable } from './refund-rules';
import type { JobInput } from '@shared/jobs/job-inputs';

/**
 * Refunds to the card for many orders (an event cancelled): a `cardRefunds` job over the event's
 * orders, refunding each card-paid order all it may still get back. Each order's refund id is
 * derived from the job and the order, so a worker retried after a crash finds the refund it wrote
 * (requested: asked again with the same id, which the gateway never refunds twice; done or failed:
 * counted as skipped) instead of refunding again.
 */

export interface CardRefundJobPorts extends RefundPorts {
  /** The guids of the orders touching the event (the orders list's per-event index). */
  orderGuidsOfEvent(eventGuid: string): Promise<string[]>;
  loadOrders(guids: readonly string[]): Promise<OrderRecord[]>;
}

type CardRefundJobInput = JobInput<'cardRefunds'>;

/** A UUID-shaped id of the job's refund of one order, the same on every run of the job. */
export function jobRefundId(jobId: string, orderGuid: string): string {
  const h = createHash('sha256').update(`${jobId}\0${orderGuid}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

const waitsForCardRefund = (o: OrderRecord) =>
  o.paymentMethod === PaymentMethod.CARD && !o.deleted && refundable(o) > 0;

export async function startCardRefunds(
  ports: JobPorts & Pick<CardRefundJobPorts, 'orderGuidsOfEvent' | 'loadOrders'>,
  request: { jobId: string; eventGuid: string },
  actor: JobActor,
  now: Date,
): Promise<{ jobId: string }> {
  const orders = await ports.loadOrders(await ports.orderGuidsOfEvent(request.eventGuid));
  if (!orders.some(waitsForCardRefund)) throw new BusinessRuleError('refunds.eventHasNoCardRefunds');
  const input: CardRefundJobInput = { eventGuid: request.eventGuid };
  return startJob(ports, { id: request.jobId, kind: 'cardRefunds', input: { ...input } }, actor, now);
}

const SLICE = 100;

export async function runCardRefundJob(
  ports: CardRefundJobPorts,
  ctx: JobRunContext<'cardRefunds'>,
): Promise<JobRunOutcome<'cardRefunds'>> {
  const { eventGuid } = jobInput(ctx.job, 'cardRefunds');
  // Sorted, so the cursor means the same orders on every run.
  const guids = [...new Set(await ports.orderGuidsOfEvent(eventGuid))].sort();
  const result: CardRefundJobResult = savedJobResult(ctx.job, 'cardRefunds') ?? {
    refunded: 0,
    failed: 0,
    skipped: 0,
    amount: 0,
  };
  const actor = {
    by: ctx.job.createdBy,
    ...(ctx.job.createdByName ? { byName: ctx.job.createdByName } : {}),
  };
  let done = ctx.job.done;
  while (done < guids.length) {
    const slice = guids.slice(done, done + SLICE);
    const orders = await ports.loadOrders(slice);
    for (const guid of slice) {
      const order = orders.find((o) => o.guid === guid);
      const refundId = jobRefundId(ctx.job.id, guid);
      // Only an order that had a refund reserved can hold this job's refund: no read for the rest.
      const written =
        order && (order.refundReserved ?? 0) > 0 ? await ports.store.get(guid, refundId) : undefined;
      if (!order || (!written && !waitsForCardRefund(order))) continue;
      if (written && written.state !== 'requested') {
        result.skipped++;
        continue;
      }
      const record =
        written ??
        (await reserveRefund(
          ports.store,
          { orderGuid: guid, refundId, jobId: ctx.job.id },
          'card',
          actor,
          ctx.now().toISOString(),
        ));
      if (!record) continue;
      // No answer from the gateway throws: the queue retries the delivery from this slice.
      const settled = await settleCardRefund(ports, record, () => ctx.now().toISOString());
      if (settled.state === 'done') {
        result.refunded++;
        result.amount += settled.amount;
      } else result.failed++;
    }
    done += slice.length;
    await ctx.progress(done, guids.length, { ...result });
    if (done < guids.length && ctx.timeIsUp()) return { kind: 'continue' };
  }
  return { kind: 'finished', done, total: guids.length, result: { ...result } };
}
