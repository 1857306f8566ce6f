import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type {
  AcceptTransferResult,
  MyTransfer,
  TransferOfferView,
} from '@shared/self-service/transfer-schemas';
import { mailsTo } from '../accounts-support';
import { putUser } from '../matrix/world';
import {
  admin,
  card,
  followGateway,
  friendEmail,
  offer,
  registered,
  send,
  signInAdmin,
  tag,
  transferRules,
} from './transfer-support';

/**
 * A registration changes hands (issue 27 item 2) on the demo Desítka 10 km (men's category): the
 * organiser's rules, the registrant's offer e-mailed to a friend (e-mail 15 read from the local
 * SES mailbox), the friend's acceptance through the link with the category's gender rule applied,
 * history and e-mail 16 to both, a cancelled offer, a fee paid through the local GP webpay
 * stand-in, and two acceptances of one offer at once: exactly one wins.
 */
describe('registration transfer to another runner', () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('organiser rules: saved next to the race change, with a translated refusal while off', async () => {
    const saved = await transferRules({ allowed: false, fee: 0, startNumber: 'clear' });
    expect(saved.selfService.transfer).toEqual({
      allowed: false,
      until: null,
      fee: null,
      startNumber: 'clear',
    });
    const o = await registered();
    const view = await send<MyTransfer>(
      'GET',
      `user/my-registration-items/${o.itemId}/transfer`,
      o.user.token,
    );
    expect(view.body.closedReason).toBe('notAllowed');
    const refused = await send('POST', `user/my-registration-items/${o.itemId}/transfer`, o.user.token, {
      email: friendEmail(),
      firstName: 'A',
      lastName: 'B',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('does not allow transferring');
  });

  it('a friend accepts through the e-mailed link: the card checked, the item changes hands once, history and e-mails', async () => {
    await transferRules({ startNumber: 'clear' });
    const o = await registered();
    const email = friendEmail();
    const token = await offer(o, email);
    const view = await send<TransferOfferView>(
      'GET',
      `transfers/offers/${encodeURIComponent(token)}`,
      undefined,
    );
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      state: 'offered',
      subEventName: '10 km',
      fee: 0,
      keepsStartNumber: false,
    });
    // The men's category: a woman is refused with the checkout's translated gender rule.
    const woman = await send(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email, { gender: 2 }),
    );
    expect(woman.status).toBe(400);
    expect(JSON.stringify(woman.body)).toContain('not open to the gender');
    const ok = await send<AcceptTransferResult>(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ status: 'accepted' });
    const detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]).toMatchObject({
      firstName: 'Jan',
      lastName: `Přítel${tag}`,
      email,
      startNumber: null,
    });
    const entries = detail.history.filter((h) => h.action === 'itemTransferred');
    expect(entries).toHaveLength(1);
    expect(entries[0]?.changes).toMatchObject({ from: { email: o.email }, to: { email } });
    // E-mail 16 to both; the link is single-use.
    expect((await mailsTo(email, 2)).some((m) => m.subject.startsWith('Registration transferred'))).toBe(
      true,
    );
    expect(
      (await mailsTo(o.email)).some(
        (m) => m.subject.includes('transferred') || m.subject.includes('převedena'),
      ),
    ).toBe(true);
    const again = await send(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('already been accepted');
  });

  it('two accepts of the same offer at once: exactly one changes the registration', async () => {
    await transferRules({});
    const o = await registered();
    const email = friendEmail();
    const token = await offer(o, email);
    const answers = await Promise.all(
      ['Adam', 'Bedřich'].map((firstName) =>
        send(
          'POST',
          `transfers/offers/${encodeURIComponent(token)}/accept`,
          undefined,
          card(email, { firstName }),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers[0]?.status === 200 ? 'Adam' : 'Bedřich';
    const detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]?.firstName).toBe(winner);
    expect(detail.history.filter((h) => h.action === 'itemTransferred')).toHaveLength(1);
  });

  it('the registrant cancels a pending offer: its link stops working; a new offer is possible', async () => {
    await transferRules({});
    const o = await registered();
    const email = friendEmail();
    const token = await offer(o, email);
    const busy = await send('POST', `user/my-registration-items/${o.itemId}/transfer`, o.user.token, {
      email: friendEmail(),
      firstName: 'X',
      lastName: 'Y',
    });
    expect(busy.status).toBe(409);
    const cancelled = await send<MyTransfer>(
      'POST',
      `user/my-registration-items/${o.itemId}/transfer/cancel`,
      o.user.token,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.offer?.state).toBe('cancelled');
    const late = await send(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email),
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('cancelled');
    const forged = `${token.slice(0, -3)}AAA`;
    expect((await send('GET', `transfers/offers/${encodeURIComponent(forged)}`, undefined)).status).toBe(404);
    // A new offer replaces the cancelled one.
    const next = friendEmail();
    await offer(o, next);
    const stranger = await putUser(`transfer-stranger-${tag}`, [Role.USER]);
    expect(
      (await send('GET', `user/my-registration-items/${o.itemId}/transfer`, stranger.token)).status,
    ).toBe(404);
  });

  it('with a fee the friend pays by card first; the paid answer applies the transfer with the fee once', async () => {
    await transferRules({ fee: 30000 });
    const o = await registered();
    const before = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    const email = friendEmail();
    const token = await offer(o, email);
    const start = await send<AcceptTransferResult>(
      'POST',
      `transfers/offers/${encodeURIComponent(token)}/accept`,
      undefined,
      card(email),
    );
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    if (start.body.status !== 'payment') throw new Error('expected a payment');
    expect(start.body.amount).toBe(30000);
    const landing = await followGateway(start.body.redirectUrl);
    expect(landing).toContain('/transfer-offer/done?outcome=accepted');
    const detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]).toMatchObject({
      email,
      additionalsPrice: (before.items[0]?.additionalsPrice ?? 0) + 30000,
    });
    expect(detail.calculatedPrice).toBe(before.calculatedPrice + 30000);
    expect(detail.history.filter((h) => h.action === 'itemTransferred')[0]?.changes).toMatchObject({
      transferFee: { amount: 30000 },
    });
  });

  it('refuses after the organiser deadline with a translated 409', async () => {
    await transferRules({ until: '2020-01-01T00:00:00.000Z' });
    const o = await registered();
    const res = await send('POST', `user/my-registration-items/${o.itemId}/transfer`, o.user.token, {
      email: friendEmail(),
      firstName: 'A',
      lastName: 'B',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('deadline');
  });
});
