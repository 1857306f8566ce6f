import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { APP, api, useTestStackEnv } from '../support';
import { register, registerBody, tenK } from './checkout-support';

/** Follows the payer's browser through the local GP webpay simulator; answers the return URL. */
async function payThroughSimulator(redirectUrl: string, outcome: string): Promise<string> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const orderNumber = /name="ORDERNUMBER" value="(\d+)"/.exec(html)?.[1] as string;
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
  const done = await fetch(new URL(action.replace(/&amp;/g, '&'), APP), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ORDERNUMBER: orderNumber, outcome }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  return done.headers.get('location') as string;
}

/** The browser arriving at the API's return URL: answers where it is sent next. */
async function arrive(returnUrl: string): Promise<string> {
  const res = await fetch(returnUrl, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location') as string;
}

async function cardOrder(): Promise<string> {
  const res = await register(registerBody([tenK()], { paymentMethod: 1 }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { registrationGuid: string }).registrationGuid;
}

const view = async (guid: string) => (await api<RegistrationView>(`registration/${guid}`)).body;
const start = (guid: string) =>
  api<{ redirectUrl: string; orderNumber: string }>(`registration/${guid}/registration-payment`);

describe('card payments through the GP webpay simulator', () => {
  beforeAll(() => useTestStackEnv());

  it('declined, then paid with a new order number; the answer is applied once', async () => {
    const guid = await cardOrder();
    expect((await view(guid)).canPayByCard).toBe(true);

    const first = await start(guid);
    expect(first.status).toBe(200);
    expect(first.body.redirectUrl).toContain('/_gpwebpay/pgw/order.do?');
    const declined = await payThroughSimulator(first.body.redirectUrl, '30:1002');
    expect(await arrive(declined)).toBe(`${APP}/registration/${guid}`);
    let v = await view(guid);
    expect(v.paid).toBe(false);
    expect(v.cardAttempts.at(-1)).toMatchObject({
      orderNumber: first.body.orderNumber,
      prCode: 30,
      srCode: 1002,
    });

    const second = await start(guid);
    expect(second.body.orderNumber).not.toBe(first.body.orderNumber);
    const paid = await payThroughSimulator(second.body.redirectUrl, '0:0');
    expect(await arrive(paid)).toBe(`${APP}/registration/${guid}`);
    v = await view(guid);
    expect(v.paid).toBe(true);
    expect(v.datePaid).toBeTruthy();
    expect(v.canPayByCard).toBe(false);
    expect(v.cardAttempts).toHaveLength(2);

    // A replayed answer changes nothing; paying again is refused with the spec's state.
    expect(await arrive(paid)).toBe(`${APP}/registration/${guid}`);
    expect((await view(guid)).cardAttempts).toHaveLength(2);
    const again = await start(guid);
    expect(again.status).toBe(409);
    expect((again.body as unknown as { code: string }).code).toBe('payment.alreadyPaid');
  });

  it('refuses forged or altered answers and answers for another order', async () => {
    const guid = await cardOrder();
    const { body } = await start(guid);
    const answer = await payThroughSimulator(body.redirectUrl, '0:0');

    const altered = new URL(answer);
    altered.searchParams.set('PRCODE', '0');
    altered.searchParams.set('ORDERNUMBER', '1');
    expect(await arrive(altered.toString())).toBe(`${APP}/registration/${guid}?payment=invalid`);
    const forged = new URL(answer);
    forged.searchParams.set('DIGEST', Buffer.from('forged').toString('base64'));
    expect(await arrive(forged.toString())).toBe(`${APP}/registration/${guid}?payment=invalid`);
    expect((await view(guid)).paid).toBe(false);

    // A genuine answer of this order replayed against another order is ignored there.
    const other = await cardOrder();
    const elsewhere = answer.replace(guid, other);
    await arrive(elsewhere);
    expect((await view(other)).paid).toBe(false);

    expect(await arrive(answer)).toBe(`${APP}/registration/${guid}`);
    expect((await view(guid)).paid).toBe(true);
  });

  it('answers 404 with the spec message for an unknown registration', async () => {
    const missing = await start('3f0e7c1a-1111-4abc-8def-000000000009');
    expect(missing.status).toBe(404);
    expect((missing.body as unknown as { code: string }).code).toBe('payment.registrationNotFound');
  });
});
