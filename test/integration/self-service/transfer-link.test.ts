import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { MyTransfer } from '@shared/self-service/transfer-schemas';
import { TRANSFER_LINK_RATE_RULES } from '../../../functions/domain/self-service/transfer-link';
import { clearAddressWindows } from '../accounts-support';
import { mailbox } from '../support';
import {
  admin,
  card,
  friendEmail,
  registered,
  send,
  signInAdmin,
  tag,
  transferRules,
} from './transfer-support';

/**
 * A transfer started from the payment e-mail's link, no account needed (issue 27 item 2): the link
 * read from the local SES mailbox opens the registrant's transfer as My registrations shows it, the
 * offer goes to the friend, and the link dies once the registration has changed hands. A forged
 * link is 404; wrong links from one address are locked out (429) like other guessable secrets.
 */
async function paymentLink(email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = (await mailbox()).find(
      (m) =>
        m.destination.to.some((t) => t.toLowerCase() === email.toLowerCase()) &&
        (m.body.html ?? '').includes('/transfer-start/'),
    );
    const token = /\/transfer-start\/([A-Za-z0-9_-]+)/.exec(mail?.body.html ?? '')?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no payment e-mail with a transfer link to ${email}`);
}

const linkPath = (token: string, rest = '') => `transfers/links/${token}${rest}`;

describe('a transfer started from the payment e-mail link', () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('opens the registration without an account, offers it to a friend, and stops working once transferred', async () => {
    await transferRules({});
    const o = await registered();
    const token = await paymentLink(o.email);
    const view = await send<MyTransfer>('GET', linkPath(token), undefined);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body).toMatchObject({ closedReason: null, offer: null, startNumber: 'keep' });
    const email = friendEmail();
    const started = await send<MyTransfer>('POST', linkPath(token), undefined, {
      email,
      firstName: 'Jan',
      lastName: 'Přítel',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.offer).toMatchObject({ state: 'offered', email });
    // The signed-in owner sees the same offer in My registrations.
    const mine = await send<MyTransfer>(
      'GET',
      `user/my-registration-items/${o.itemId}/transfer`,
      o.user.token,
    );
    expect(mine.body.offer).toMatchObject({ state: 'offered', email });
    // The friend accepts through e-mail 15.
    const offerMail = (await mailbox()).find((m) => m.destination.to.includes(email));
    const offerToken = decodeURIComponent(
      /\/transfer-offer\/([^"'\s<]+)/.exec(offerMail?.body.html ?? '')?.[1] ?? '',
    );
    const accepted = await send(
      'POST',
      `transfers/offers/${encodeURIComponent(offerToken)}/accept`,
      undefined,
      card(email),
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const detail = (await send<OrderDetail>('GET', `admin/registrations/${o.orderGuid}`, admin.token)).body;
    expect(detail.items[0]).toMatchObject({ email, lastName: `Přítel${tag}` });
    // The old registrant's link no longer opens the registration.
    const dead = await send<{ message?: string }>('GET', linkPath(token), undefined);
    expect(dead.status).toBe(404);
    expect(dead.body.message).toContain('transfer link is not valid');
  });

  it('answers a registration whose race forbids transfers with its reason, and a forged link with 404', async () => {
    await transferRules({});
    const o = await registered();
    const token = await paymentLink(o.email);
    await transferRules({ allowed: false });
    const closed = await send<MyTransfer>('GET', linkPath(token), undefined);
    expect(closed.status).toBe(200);
    expect(closed.body.closedReason).toBe('notAllowed');
    const refused = await send('POST', linkPath(token), undefined, {
      email: friendEmail(),
      firstName: 'A',
      lastName: 'B',
    });
    expect(refused.status).toBe(409);
    const forged = `${token.slice(0, 40)}${token.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
    expect((await send('GET', linkPath(forged), undefined)).status).toBe(404);
  });

  it('locks an address out after many wrong links (429), like other guessable secrets', async () => {
    const rules = Object.values(TRANSFER_LINK_RATE_RULES);
    await clearAddressWindows(rules);
    try {
      let last = 0;
      for (let i = 0; i <= TRANSFER_LINK_RATE_RULES.wrongLinkPerAddress.limit && last !== 429; i++)
        last = (await send('GET', linkPath('A'.repeat(46)), undefined)).status;
      expect(last).toBe(429);
    } finally {
      await clearAddressWindows(rules);
    }
  });
});
