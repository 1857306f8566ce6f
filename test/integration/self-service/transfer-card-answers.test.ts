import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { TransferOfferView } from '@shared/self-service/transfer-schemas';
import { v } from '../orders/checkout-support';
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
 * The new runner's own card answers on a transfer (issue 27 item 2): the demo 10 km's plain free
 * answer (the newsletter checkbox) is asked again, empty; the T-shirt choice stays with the place;
 * answers are checked with the card's rules and a field not asked is refused with a 400.
 */
const detailOf = async (orderGuid: string) =>
  (await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`, admin.token)).body;

describe("a transfer asks the new runner's own card answers", () => {
  beforeAll(signInAdmin);

  afterAll(async () => {
    await transferRules({ allowed: false });
  });

  it('asks the plain answers again, keeps the choices, refuses a field not asked', async () => {
    await transferRules({});
    const o = await registered({ [v('newsletter')]: 'true', [v('tshirt')]: 'M' });
    const before = await detailOf(o.orderGuid);
    const valueOf = (d: OrderDetail, name: string) => d.items[0]?.values.find((x) => x.name === name)?.value;
    expect(valueOf(before, 'newsletter')).toBe('true');
    const email = friendEmail();
    const path = `transfers/offers/${encodeURIComponent(await offer(o, email))}`;
    const view = await send<TransferOfferView>('GET', path, undefined);
    expect(view.body.cardFields).toEqual([
      expect.objectContaining({ name: 'newsletter', type: 5, required: false, value: '' }),
    ]);

    const wrong = await send<{ validationErrors?: Array<{ field: string }> }>(
      'POST',
      `${path}/accept`,
      undefined,
      card(email, { values: [{ name: 'tshirt', value: 'XL' }] }),
    );
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('body.values.tshirt');
    expect((await detailOf(o.orderGuid)).items[0]?.email).toBe(o.email);

    const ok = await send(
      'POST',
      `${path}/accept`,
      undefined,
      card(email, { values: [{ name: 'newsletter', value: 'false' }] }),
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = await detailOf(o.orderGuid);
    expect(after.items[0]?.email).toBe(email);
    expect(valueOf(after, 'newsletter')).toBe('false');
    expect(valueOf(after, 'tshirt')).toBe(valueOf(before, 'tshirt'));
    expect(after.history.find((h) => h.action === 'itemTransferred')?.changes).toMatchObject({
      answeredAgain: ['newsletter'],
    });
  });
});
