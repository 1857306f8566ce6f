import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { SelfServiceSettings } from '@shared/self-service/race-change-schemas';
import type { MyTransfer, TransferRules } from '@shared/self-service/transfer-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { DEMO } from '../../../scripts/local/seed-data';
import { mailsTo } from '../accounts-support';
import { putUser } from '../matrix/world';
import { APP, api, useTestStackEnv } from '../support';
import { CAT, registerBody, runner, tenK } from '../orders/checkout-support';

/**
 * The registration transfer's integration tests' common steps (issue 27 item 2): the organiser's
 * rules on the demo 10 km, a paid registration, an offer read from e-mail 15, the gateway's answer.
 */
export type Body = { code?: string; message?: string };
export let admin: { userId: string; token: string };
export const tag = randomUUID().slice(0, 8);

export const send = <T>(method: string, path: string, token: string | undefined, body?: unknown) =>
  api<T & Body>(path, {
    method,
    ...(token ? { token } : {}),
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export async function transferRules(over: Partial<TransferRules>) {
  const now = await send<SelfServiceSettings>(
    'GET',
    `admin/series/sub-events/${DEMO.sub10k}/self-service`,
    admin.token,
  );
  expect(now.status, JSON.stringify(now.body)).toBe(200);
  const res = await send<SelfServiceSettings>(
    'POST',
    `admin/series/sub-events/${DEMO.sub10k}/self-service`,
    admin.token,
    {
      version: now.body.version,
      selfService: {
        raceChange: now.body.selfService.raceChange,
        transfer: { allowed: true, until: null, fee: null, startNumber: 'keep', ...over },
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A signed-in runner's paid registration in the men's 10 km. */
export async function registered(cardValues: Record<string, string> = {}) {
  const user = await putUser(`transfer-${tag}-${randomUUID().slice(0, 6)}`, [Role.USER]);
  const r = runner();
  const res = await api<{ registrationGuid: string }>('checkout/register', {
    method: 'POST',
    token: user.token,
    body: JSON.stringify(registerBody([tenK(CAT.men, r, cardValues)], {}, r)),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const orderGuid = res.body.registrationGuid;
  expect((await send('POST', `admin/registrations/${orderGuid}/paid`, admin.token, {})).status).toBe(200);
  const detail = await send<OrderDetail>('GET', `admin/registrations/${orderGuid}`, admin.token);
  const item = detail.body.items[0] as OrderDetail['items'][number];
  return { user, orderGuid, itemId: item.id, email: item.email };
}

export const friendEmail = () => `friend-${tag}-${randomUUID().slice(0, 6)}@example.com`;

/** Offers the registration to a friend; answers the token read from e-mail 15's link. */
export async function offer(o: Awaited<ReturnType<typeof registered>>, email: string): Promise<string> {
  const res = await send<MyTransfer>(
    'POST',
    `user/my-registration-items/${o.itemId}/transfer`,
    o.user.token,
    {
      email,
      firstName: 'Jan',
      lastName: 'Přítel',
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.offer).toMatchObject({ state: 'offered', email });
  const [mail] = await mailsTo(email);
  const link = /\/transfer-offer\/([^"'\s<]+)/.exec(mail?.body.html ?? '')?.[1];
  expect(link, mail?.body.html).toBeTruthy();
  return decodeURIComponent(link as string);
}

export const card = (email: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Jan',
  lastName: `Přítel${tag}`,
  email,
  birthDate: '1991-02-03',
  gender: 1,
  club: 'AC Test',
  ...over,
});

export async function followGateway(redirectUrl: string): Promise<string> {
  const page = await fetch(redirectUrl);
  const html = await page.text();
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
  return back.headers.get('location') as string;
}

/** Signs the organiser in once per test file. */
export async function signInAdmin(): Promise<void> {
  useTestStackEnv();
  admin = await putUser(`transfer-admin-${tag}`, [Role.USER, Role.ADMIN]);
}

/** Sets fields of an item's offer record directly, as an interrupted request would have left it. */
export async function setOffer(itemGuid: string, set: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(set);
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME as string,
      Key: keys.transferOffer(itemGuid),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
    }),
  );
}
