import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { JobView } from '@shared/jobs/job-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { OrderRefunds, RefundView } from '@shared/refunds/refund-schemas';
import { cardRefundJobPorts } from '../../../functions/adapters/refund-ports';
import { resetGpWebpayConfig } from '../../../functions/adapters/payments/gp-webpay';
import type { JobRecord } from '../../../functions/domain/jobs/jobs';
import { jobRefundId, runCardRefundJob } from '../../../functions/domain/refunds/card-refund-job';
import { localGpWebpaySecret, type LocalGpWebpayKeys } from '../../../scripts/local/gp-webpay-simulator';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { api, APP, DATA_DIR, mailbox, projected, useTestStackEnv } from '../support';
import { register, registerBody, runner, tenK } from './checkout-support';
import { waitForJob } from './start-number-support';

/**
 * Refunds to the card through the local GP webpay simulator (issue 28 item 1): a card order is paid
 * on the simulator's page, cancelled with a returned amount and refunded through the gateway's
 * refund operation; the simulator's outcomes (declined, amount too high, already refunded) come
 * back as failed refunds with their codes; a job refunds an event's orders, and a retried job
 * never refunds twice.
 */

let admin: string;

async function payThroughSimulator(redirectUrl: string): Promise<void> {
  const html = await (await fetch(redirectUrl)).text();
  const orderNumber = /name="ORDERNUMBER" value="(\d+)"/.exec(html)?.[1] as string;
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
  const done = await fetch(new URL(action.replace(/&amp;/g, '&'), APP), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ORDERNUMBER: orderNumber, outcome: '0:0' }).toString(),
    redirect: 'manual',
  });
  const back = await fetch(done.headers.get('location') as string, { redirect: 'manual' });
  expect(back.status).toBe(303);
}

/** A card order paid on the simulator, then cancelled by an admin with `returned` returned. */
async function paidCancelledCardOrder(
  returned: number | 'all',
): Promise<{ guid: string; detail: OrderDetail }> {
  const r = runner();
  const res = await register(registerBody([tenK(undefined, r)], { paymentMethod: 1 }, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = (res.body as { registrationGuid: string }).registrationGuid;
  const start = await api<{ redirectUrl: string }>(`registration/${guid}/registration-payment`);
  await payThroughSimulator(start.body.redirectUrl);
  const price = (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body
    .calculatedPrice;
  const cancelled = await api<OrderDetail>(`admin/registrations/${guid}/cancel`, {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ returnedAmount: returned === 'all' ? price : returned }),
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(cancelled.body.paid).toBe(true);
  return { guid, detail: cancelled.body };
}

const refund = (guid: string, amount: number, refundId: string = randomUUID()) =>
  api<RefundView & { code?: string }>(`admin/registrations/${guid}/card-refund`, {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ refundId, amount }),
  });
const refundsOf = async (guid: string) =>
  (await api<OrderRefunds>(`admin/registrations/${guid}/refunds`, { token: admin })).body;
const historyOf = async (guid: string) =>
  (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin })).body.history;

/** A refund made outside the app (by hand in GP's portal): the simulator's test switch. */
async function refundedInPortal(detail: OrderDetail, amount: number): Promise<void> {
  const orderNumber = detail.providerCommandId as string;
  const res = await fetch(`${APP}/_gpwebpay/test/refunded`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ORDERNUMBER: orderNumber, AMOUNT: String(amount) }).toString(),
  });
  expect(res.status).toBe(204);
}

describe('refunds to the card through the GP webpay simulator', () => {
  beforeAll(async () => {
    useTestStackEnv();
    admin = (await putUser('refunds-admin', [Role.USER, Role.ADMIN])).token;
  });

  it(
    'a job refunds every card-paid order of a cancelled event, with progress',
    { timeout: 180_000 },
    async () => {
      const a = await paidCancelledCardOrder('all');
      const b = await paidCancelledCardOrder(20000);
      await projected();
      const start = await api<{ jobId: string }>('admin/registrations/card-refunds', {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ eventGuid: DEMO.eventSpring }),
      });
      expect(start.status, JSON.stringify(start.body)).toBe(200);
      let job: JobView = await waitForJob(start.body.jobId, admin).catch(() =>
        waitForJob(start.body.jobId, admin),
      );
      if (job.state !== 'finished') job = await waitForJob(start.body.jobId, admin);
      expect(job.state).toBe('finished');
      expect(job.done).toBe(job.total);
      expect((job.result as { refunded: number }).refunded).toBeGreaterThanOrEqual(2);
      for (const [o, amount] of [
        [a, a.detail.calculatedPrice],
        [b, 20000],
      ] as const) {
        const view = await refundsOf(o.guid);
        expect(view).toMatchObject({ refundedAmount: amount, refundable: 0 });
        expect(view.refunds).toEqual([expect.objectContaining({ state: 'done', amount, prCode: 0 })]);
      }
    },
  );

  it(
    'a retried job (the worker died after the gateway answered) never refunds twice',
    { timeout: 180_000 },
    async () => {
      const o = await paidCancelledCardOrder('all');
      await projected();
      const keys = JSON.parse(
        readFileSync(path.join(DATA_DIR, 'gp-webpay-keys.json'), 'utf8'),
      ) as LocalGpWebpayKeys;
      process.env.GPWEBPAY_KEYS = localGpWebpaySecret(keys, {
        merchantNumber: '1234567890',
        gatewayUrl: `${APP}/_gpwebpay/pgw/order.do`,
        refundUrl: `${APP}/_gpwebpay/ws/refund`,
      });
      resetGpWebpayConfig();
      const job: JobRecord = {
        id: randomUUID(),
        kind: 'cardRefunds',
        state: 'running',
        input: { eventGuid: DEMO.eventSpring },
        done: 0,
        total: null,
        result: null,
        error: null,
        createdAt: new Date().toISOString(),
        createdBy: 'refunds-admin',
        createdByName: 'Refunds Admin',
        startedAt: null,
        finishedAt: null,
        runs: 1,
      };
      const ctx = {
        job,
        progress: async () => undefined,
        timeIsUp: () => false,
        now: () => new Date(),
      };
      // This process has no e-mail queue; the stack's job worker queues the e-mail.
      const ports = { ...cardRefundJobPorts, enqueueRefundEmail: async () => undefined };
      const crashing = {
        ...ports,
        store: {
          ...cardRefundJobPorts.store,
          finish: async (...args: Parameters<typeof cardRefundJobPorts.store.finish>) => {
            if (args[0].orderGuid === o.guid) throw new Error('worker died');
            return ports.store.finish(...args);
          },
        },
      };
      await expect(runCardRefundJob(crashing, ctx)).rejects.toThrow('worker died');
      const stuck = await refundsOf(o.guid);
      expect(stuck.refunds).toEqual([
        expect.objectContaining({ refundId: jobRefundId(job.id, o.guid), state: 'requested' }),
      ]);
      // The delivery again: the gateway already refunded the whole payment, so a second refund would
      // come back PRCODE 20; the same message id gets the first answer and the refund is done once.
      const outcome = await runCardRefundJob(ports, ctx);
      expect(outcome.kind).toBe('finished');
      const after = await refundsOf(o.guid);
      expect(after).toMatchObject({ refundedAmount: o.detail.calculatedPrice, refundable: 0 });
      expect(after.refunds).toEqual([expect.objectContaining({ state: 'done', prCode: 0 })]);
      expect((await historyOf(o.guid)).filter((h) => h.action === 'refundDone')).toHaveLength(1);
    },
  );

  it('refunds part and then the rest; history, totals and the runner’s e-mail', async () => {
    const o = await paidCancelledCardOrder(30000);
    const first = await refund(o.guid, 10000);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ state: 'done', amount: 10000, prCode: 0, byName: expect.any(String) });
    const sameAgain = await refund(o.guid, 10000, first.body.refundId);
    expect(sameAgain.body).toMatchObject({ refundId: first.body.refundId, state: 'done' });
    const tooMuch = await refund(o.guid, 20001);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('refunds.amountTooHigh');
    const rest = await refund(o.guid, 20000);
    expect(rest.body.state, JSON.stringify(rest.body)).toBe('done');
    expect(await refundsOf(o.guid)).toMatchObject({
      returnedAmount: 30000,
      refundedAmount: 30000,
      refundable: 0,
    });
    const actions = (await historyOf(o.guid)).map((h) => h.action);
    expect(actions.filter((a) => a === 'refundRequested')).toHaveLength(2);
    expect(actions.filter((a) => a === 'refundDone')).toHaveLength(2);

    const to = o.detail.registrator.email;
    let mails: Awaited<ReturnType<typeof mailbox>> = [];
    for (let i = 0; i < 100; i++) {
      mails = (await mailbox()).filter(
        (m) => m.destination.to.includes(to) && m.subject.includes('Vrácení peněz'),
      );
      if (mails.length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.body.html).join(' ')).toMatch(/vrátili <strong>100\s*Kč<\/strong>/);
  });

  it('a declined refund fails with its codes and leaves the amount to refund', async () => {
    const o = await paidCancelledCardOrder(30000);
    const res = await refund(o.guid, 10013);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'failed', prCode: 25 });
    expect(res.body.failure?.cs).toContain('PRCODE 25');
    expect(await refundsOf(o.guid)).toMatchObject({ refundedAmount: 0, refundable: 30000 });
    expect((await historyOf(o.guid)).some((h) => h.action === 'refundFailed')).toBe(true);
  });

  it('amount too high at the gateway (part refunded in its portal) and already refunded', async () => {
    const partly = await paidCancelledCardOrder('all');
    await refundedInPortal(partly.detail, 10000);
    const high = await refund(partly.guid, partly.detail.calculatedPrice);
    expect(high.body).toMatchObject({ state: 'failed', prCode: 18 });
    expect(high.body.failure?.en).toContain('more than what is left');

    const whole = await paidCancelledCardOrder('all');
    await refundedInPortal(whole.detail, whole.detail.calculatedPrice);
    const already = await refund(whole.guid, 5000);
    expect(already.body).toMatchObject({ state: 'failed', prCode: 20 });
  });

  it('refuses a transfer-paid order and an order with nothing returned, changing nothing', async () => {
    const r = runner();
    const res = await register(registerBody([tenK(undefined, r)], {}, r));
    const guid = (res.body as { registrationGuid: string }).registrationGuid;
    const notCard = await refund(guid, 100);
    expect(notCard.status).toBe(409);
    expect(notCard.body.code).toBe('refunds.notCardPaid');
    expect((await refundsOf(guid)).refunds).toEqual([]);
  });
});
