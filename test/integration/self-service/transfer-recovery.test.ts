import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { TransferOfferView } from '@shared/self-service/transfer-schemas';
import { mailsTo } from '../accounts-support';
import {
  admin,
  card,
  friendEmail,
  offer,
  registered,
  send,
  setOffer,
  signInAdmin,
  tag,
  transferRules,
} from './transfer-support';

/**
 * An acceptance interrupted between its claim and its transaction (issue 27 item 2): the offer
 * left `accepting` by a request that died is retried with the card it claimed once its lease has
 * passed, whether the transaction had not run (the item changes hands now) or had already run
 * (only the offer is finished: one history entry, the e-mails once).
 */
const transferred = async (orderGuid: string) =>
  (await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`, admin.token)).body;

const past = () => new Date(Date.now() - 60_000).toISOString();

describe('an interrupted transfer acceptance', () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('a claim left before its transaction is retried when the link is opened after the lease: the item changes hands', async () => {
    await transferRules({});
    const o = await registered();
    const email = friendEmail();
    const token = await offer(o, email);
    const runner = { ...card(email), club: 'AC Test', email };
    await setOffer(o.itemId, {
      state: 'accepting',
      dateAnswered: past(),
      claimedRunner: runner,
      leaseUntil: past(),
    });
    const view = await send<TransferOfferView>(
      'GET',
      `transfers/offers/${encodeURIComponent(token)}`,
      undefined,
    );
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.state).toBe('accepted');
    const detail = await transferred(o.orderGuid);
    expect(detail.items[0]).toMatchObject({ firstName: 'Jan', lastName: `Přítel${tag}`, email });
    expect(detail.history.filter((h) => h.action === 'itemTransferred')).toHaveLength(1);
    expect((await mailsTo(email, 2)).some((m) => m.subject.startsWith('Registration transferred'))).toBe(
      true,
    );
  });

  it('a claim still within its lease is left to the request holding it', async () => {
    await transferRules({});
    const o = await registered();
    const email = friendEmail();
    const token = await offer(o, email);
    await setOffer(o.itemId, {
      state: 'accepting',
      dateAnswered: new Date().toISOString(),
      claimedRunner: card(email),
      leaseUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    const again = await send(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email),
    );
    expect(again.status).toBe(409);
    const detail = await transferred(o.orderGuid);
    expect(detail.items[0]?.email).toBe(o.email);
  });

  it('a claim whose transaction had already run is only finished: one history entry, a next accept refused', async () => {
    await transferRules({});
    const o = await registered();
    const email = friendEmail();
    const token = await offer(o, email);
    const accepted = await send(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email),
    );
    expect(accepted.status).toBe(200);
    // As if the request had died after the transaction, before marking the offer accepted.
    await setOffer(o.itemId, { state: 'accepting', leaseUntil: past() });
    const retry = await send<{ message?: string }>(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email, { firstName: 'Someone' }),
    );
    expect(retry.status).toBe(409);
    expect(retry.body.message).toContain('already been accepted');
    const detail = await transferred(o.orderGuid);
    expect(detail.items[0]).toMatchObject({ firstName: 'Jan', email });
    expect(detail.history.filter((h) => h.action === 'itemTransferred')).toHaveLength(1);
    const mine = await send<{ offer: { state: string } }>(
      'GET',
      `user/my-registration-items/${o.itemId}/transfer`,
      o.user.token,
    );
    expect(mine.body.offer.state).toBe('accepted');
  });
});
