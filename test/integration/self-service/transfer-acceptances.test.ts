import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { AcceptTransferResult, MyTransfer } from '@shared/self-service/transfer-schemas';
import { dynamoTransferOffers } from '../../../functions/adapters/dynamodb/transfer-offer-repository';
import type { TransferOfferRecord } from '../../../functions/domain/self-service/transfer-ports';
import { mailCountAfterPause, mailsTo } from '../accounts-support';
import { APP } from '../support';
import {
  admin,
  card,
  friendEmail,
  offer,
  registered,
  send,
  signInAdmin,
  transferRules,
} from './transfer-support';

/**
 * The transfer-acceptances worker (issue 27 item 2): a paid fee whose hand-over was interrupted
 * (the Lambda died after the gateway's answer claimed the offer) is finished by the scheduled
 * worker, without the new runner opening the link again, and exactly once however often it runs.
 */
const past = () => new Date(Date.now() - 60_000).toISOString();

const runWorker = async () => {
  const res = await fetch(`${APP}/_scheduler/transfer-acceptances/run`, { method: 'POST' });
  expect(res.status).toBe(200);
};

const detailOf = async (orderGuid: string) =>
  (await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`, admin.token)).body;

/** An offer accepted with a fee, its card payment started: the offer record as the gateway finds it. */
async function paymentStarted(fee: number) {
  await transferRules({ fee });
  const o = await registered();
  const email = friendEmail();
  const token = await offer(o, email);
  const start = await send<AcceptTransferResult>(
    'POST',
    `transfers/offers/${encodeURIComponent(token)}/accept`,
    undefined,
    card(email),
  );
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(start.body.status).toBe('payment');
  const record = (await dynamoTransferOffers.getOffer(o.itemId)) as TransferOfferRecord;
  expect(record.payment?.status).toBe('pending');
  return { o, email, record, payment: record.payment as NonNullable<TransferOfferRecord['payment']> };
}

describe('the transfer-acceptances worker', () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('finishes a paid acceptance stuck after the gateway answer once: the item changes hands with the fee', async () => {
    const { o, email, record, payment } = await paymentStarted(20000);
    const before = await detailOf(o.orderGuid);
    // The paid answer's claim went through, then the Lambda died before the transaction.
    const claimed = await dynamoTransferOffers.updateOffer(record, ['offered'], {
      state: 'accepting',
      dateAnswered: past(),
      payment: { ...payment, status: 'paid' },
      claimedRunner: payment.runner,
      leaseUntil: past(),
    });
    expect(claimed).toBe(true);
    expect(await dynamoTransferOffers.staleClaims(new Date())).toContain(o.itemId);

    await runWorker();
    const detail = await detailOf(o.orderGuid);
    expect(detail.items[0]).toMatchObject({
      email,
      additionalsPrice: (before.items[0]?.additionalsPrice ?? 0) + 20000,
    });
    expect(detail.calculatedPrice).toBe(before.calculatedPrice + 20000);
    expect(detail.history.filter((h) => h.action === 'itemTransferred')).toHaveLength(1);
    const mine = await send<MyTransfer>(
      'GET',
      `user/my-registration-items/${o.itemId}/transfer`,
      o.user.token,
    );
    expect(mine.body.offer?.state).toBe('accepted');
    expect(
      (await mailsTo(email, 2)).filter((m) => m.subject.startsWith('Registration transferred')),
    ).toHaveLength(1);
    expect(await dynamoTransferOffers.staleClaims(new Date())).not.toContain(o.itemId);

    // Exactly once: another run finds nothing to do.
    await runWorker();
    const again = await detailOf(o.orderGuid);
    expect(again.history.filter((h) => h.action === 'itemTransferred')).toHaveLength(1);
    expect(again.calculatedPrice).toBe(detail.calculatedPrice);
    expect(await mailCountAfterPause(email)).toBe(2);
  });

  it('leaves a claim within its lease to the request holding it', async () => {
    const { o, record, payment } = await paymentStarted(20000);
    await dynamoTransferOffers.updateOffer(record, ['offered'], {
      state: 'accepting',
      dateAnswered: new Date().toISOString(),
      payment: { ...payment, status: 'paid' },
      claimedRunner: payment.runner,
      leaseUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    await runWorker();
    expect((await detailOf(o.orderGuid)).items[0]?.email).toBe(o.email);
    expect((await dynamoTransferOffers.getOffer(o.itemId))?.state).toBe('accepting');
  });
});
