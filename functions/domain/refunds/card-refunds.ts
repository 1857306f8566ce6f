import type { OrderRefunds, RefundView } from '@shared/refunds/refund-schemas';
import type { OrderHistoryRecord, OrderRecord } from '../orders/order-records';
import { BusinessRuleError, DomainError, NotFoundError } from '../errors';
import type { TransitionActor } from '../orders/order-state';
import type { MarkRefundedPorts, RefundPorts, RefundStore } from './refund-ports';
import type { RefundRecord } from './refund-records';
import { checkRefund, orderRefundsView, outcomeOf, refundable, refundView, reservedOf } from './refund-rules';

/**
 * Card refunds through the gateway (issue 28 item 1). The refund is written `requested` under its
 * unique id BEFORE the gateway is called, together with the order's reserve, so a second request
 * with the same id (a double click, a retried job) finds it and only asks the gateway again with the
 * same id, which the gateway answers without refunding twice. The answer moves it to `done` or
 * `failed` once; a done refund queues the runner's e-mail.
 */

/** How many times a reservation is tried again when another refund of the order raced it. */
const RESERVE_ATTEMPTS = 3;

export function refundHistory(
  record: RefundRecord,
  action: 'refundRequested' | 'refundDone' | 'refundFailed',
  at: string,
): OrderHistoryRecord {
  return {
    entity: 'orderHistory',
    orderGuid: record.orderGuid,
    date: at,
    by: record.by,
    ...(record.byName ? { byName: record.byName } : {}),
    action,
    changes: {
      refundId: record.refundId,
      method: record.method,
      amount: record.amount,
      ...(record.prCode !== null ? { prCode: record.prCode, srCode: record.srCode } : {}),
      ...(record.jobId ? { jobId: record.jobId } : {}),
      ...(record.note ? { note: record.note } : {}),
    },
  };
}

export interface RefundRequest {
  orderGuid: string;
  refundId: string;
  /** Absent: all that may still be refunded (the refunds of a whole event). */
  amount?: number;
  jobId?: string;
  note?: string;
}

function newRecord(
  order: OrderRecord,
  request: RefundRequest,
  method: 'card' | 'transfer',
  amount: number,
  actor: TransitionActor,
  now: string,
): RefundRecord {
  return {
    entity: 'orderRefund',
    orderGuid: order.guid,
    refundId: request.refundId,
    method,
    amount,
    currency: order.currency,
    state: method === 'card' ? 'requested' : 'done',
    gatewayOrderNumber: method === 'card' ? order.providerCommandId : null,
    prCode: null,
    srCode: null,
    resultText: null,
    dateRequested: now,
    dateFinished: method === 'card' ? null : now,
    by: actor.by,
    byName: actor.byName ?? null,
    jobId: request.jobId ?? null,
    note: request.note ?? null,
  };
}

/**
 * The refund `request.refundId` of the order: the one already written (the same request again), or
 * a new one reserved under the rules. Answers undefined when the request leaves nothing to refund
 * (a whole-event refund of an order with nothing left).
 */
export async function reserveRefund(
  store: RefundStore,
  request: RefundRequest,
  method: 'card' | 'transfer',
  actor: TransitionActor,
  now: string,
): Promise<RefundRecord | undefined> {
  for (let attempt = 1; ; attempt++) {
    const existing = await store.get(request.orderGuid, request.refundId);
    if (existing) {
      if (existing.method !== method || (request.amount !== undefined && existing.amount !== request.amount))
        throw new BusinessRuleError('refunds.refundIdTaken');
      return existing;
    }
    const order = await store.loadOrder(request.orderGuid);
    if (!order || order.deleted) throw new NotFoundError();
    const amount = request.amount ?? refundable(order);
    if (request.amount === undefined && amount <= 0) return undefined;
    checkRefund(order, method, amount);
    const record = newRecord(order, request, method, amount, actor, now);
    const history = refundHistory(record, method === 'card' ? 'refundRequested' : 'refundDone', now);
    if ((await store.reserve(record, reservedOf(order), history)) === 'reserved') return record;
    if (attempt >= RESERVE_ATTEMPTS) throw new BusinessRuleError('refunds.concurrentChange');
  }
}

/**
 * Asks the gateway for a requested refund and records its answer. Without an answer (network,
 * a signature that does not verify) the refund stays requested and the error is thrown: the job's
 * queue retries it, an admin sees "requested" and may send it again.
 */
export async function settleCardRefund(
  ports: RefundPorts,
  record: RefundRecord,
  now: () => string,
): Promise<RefundRecord> {
  if (record.state !== 'requested') {
    if (record.state === 'done') await ports.enqueueRefundEmail(record.orderGuid, record.refundId);
    return record;
  }
  if (!record.gatewayOrderNumber) throw new BusinessRuleError('refunds.notCardPaid');
  const answer = await ports.gateway.refund({
    orderNumber: record.gatewayOrderNumber,
    amountMinor: record.amount,
    messageId: record.refundId.replace(/-/g, ''),
  });
  const at = now();
  const state = outcomeOf(answer.prCode);
  const final: RefundRecord = {
    ...record,
    state,
    prCode: answer.prCode,
    srCode: answer.srCode,
    resultText: answer.resultText,
    dateFinished: at,
  };
  const applied = await ports.store.finish(
    final,
    refundHistory(final, state === 'done' ? 'refundDone' : 'refundFailed', at),
  );
  const current = applied ? final : ((await ports.store.get(record.orderGuid, record.refundId)) ?? final);
  if (current.state === 'done') await ports.enqueueRefundEmail(current.orderGuid, current.refundId);
  return current;
}

/** An admin's refund of one order to the card (its idempotency key is the refund id). */
export async function refundToCard(
  ports: RefundPorts,
  request: RefundRequest & { amount: number },
  actor: TransitionActor,
  now: Date,
): Promise<RefundView> {
  const record = await reserveRefund(ports.store, request, 'card', actor, now.toISOString());
  if (!record) throw new BusinessRuleError('refunds.nothingToRefund');
  try {
    return refundView(await settleCardRefund(ports, record, () => new Date().toISOString()));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new BusinessRuleError('refunds.gatewayUnavailable', undefined, 503);
  }
}

/**
 * "Mark refunded": a transfer-paid order's refund the organiser's bank paid (done at once). The
 * refund's tax document is asked for every time, the same id again included, so a request whose
 * queueing failed after the refund was written is completed by sending it again.
 */
export async function markRefunded(
  ports: MarkRefundedPorts,
  request: RefundRequest & { amount: number },
  actor: TransitionActor,
  now: Date,
): Promise<RefundView> {
  const record = await reserveRefund(ports.store, request, 'transfer', actor, now.toISOString());
  if (!record) throw new BusinessRuleError('refunds.nothingToRefund');
  if (record.state === 'done') await ports.requestRefundDocument(record.orderGuid, record.refundId);
  return refundView(record);
}

export async function orderRefunds(store: RefundStore, orderGuid: string): Promise<OrderRefunds> {
  const order = await store.loadOrder(orderGuid);
  if (!order || order.deleted) throw new NotFoundError();
  return orderRefundsView(order, await store.list(orderGuid));
}
