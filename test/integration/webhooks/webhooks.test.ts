import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/codelists/enums';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { Webhook, WebhookDelivery } from '@shared/webhooks/webhook-schemas';
import { signTicket, ticketKey } from '../../../functions/domain/check-in/ticket-token';
import { DEMO } from '../../../scripts/local/seed-data';
import { putUser } from '../matrix/world';
import { CAT, register, registerBody, runner, tenK } from '../orders/checkout-support';
import { api, mailbox, useTestStackEnv } from '../support';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/** Webhooks (issue 28 item 3) on the local stack: real checkout, projector, queue, worker and receivers. */

type Who = { userId: string; token: string };
let admin: Who;
let ok: WebhookReceiver;
let failing: WebhookReceiver;
const series = DEMO.seriesCup;
const base = `admin/series/${series}/webhooks`;

async function createWebhook(
  receiver: WebhookReceiver,
  description: string,
  events: Webhook['events'] = ['order.paid'],
) {
  const res = await api<Webhook & { secret: string }>(base, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ url: receiver.url, description, events }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  receiver.setSecret(res.body.secret);
  return res.body;
}

/** A 10 km registration the admin marks paid. */
async function paidOrder(): Promise<string> {
  const r = runner({ last: `Webhook${Date.now()}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = (res.body as { registrationGuid: string }).registrationGuid;
  const paid = await api(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin.token });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return guid;
}

const deliveries = async (webhookId: string) =>
  (await api<{ items: WebhookDelivery[] }>(`${base}/${webhookId}/deliveries`, { token: admin.token })).body
    .items;

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('webhooks to partners', () => {
  const created: string[] = [];

  beforeAll(async () => {
    useTestStackEnv();
    admin = await putUser('webhooks-admin', [Role.USER, Role.ADMIN]);
    ok = await startWebhookReceiver(200);
    failing = await startWebhookReceiver(500);
  });

  afterAll(async () => {
    for (const id of created) await api(`${base}/${id}`, { method: 'DELETE', token: admin.token });
    await Promise.all([ok?.close(), failing?.close()]);
  });

  it('refuses an address off 127.0.0.1 locally and a webhook without events, in the caller’s language', async () => {
    const far = await api(base, {
      method: 'POST',
      token: admin.token,
      headers: { 'accept-language': 'cs' },
      body: JSON.stringify({ url: 'https://partner.example/hook', events: ['order.paid'] }),
    });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({
      code: 'webhooks.localOnly',
      message: expect.stringContaining('127.0.0.1'),
    });
    const none = await api(base, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ url: ok.url, events: [] }),
    });
    expect(none.status).toBe(400);
    const list = await api<{ items: Webhook[] }>(base, { token: admin.token });
    expect(list.body.items.filter((w) => w.url === 'https://partner.example/hook')).toEqual([]);
  });

  it('an order paid is delivered signed; the attempt is listed; a replay sends the same event again', async () => {
    const hook = await createWebhook(ok, 'timing partner', ['order.paid', 'item.checkedIn']);
    created.push(hook.webhookId);
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = await api<{ items: Array<Record<string, unknown>> }>(base, { token: admin.token });
    const row = listed.body.items.find((w) => w.webhookId === hook.webhookId);
    expect(row).toMatchObject({ url: ok.url, disabled: false, events: ['order.paid', 'item.checkedIn'] });
    expect(row).not.toHaveProperty('secret');

    const guid = await paidOrder();
    const got = await ok.waitFor((w) => w.payload.data.orderGuid === guid);
    expect(got).toMatchObject({ verified: true, answered: 200 });
    expect(got.payload).toMatchObject({ type: 'order.paid', seriesGuid: series, data: { orderGuid: guid } });
    expect(got.payload.data.amount).toBeGreaterThan(0);

    const mine = (
      await until(
        () => deliveries(hook.webhookId),
        (d) => d.some((x) => x.eventId === got.eventId),
      )
    ).find((d) => d.eventId === got.eventId)!;
    expect(mine).toMatchObject({ status: 'delivered', type: 'order.paid' });
    expect(mine.attempts).toHaveLength(1);
    expect(mine.attempts[0]).toMatchObject({ statusCode: 200, error: null, replay: false });

    const replay = await api(`${base}/${hook.webhookId}/deliveries/${mine.deliveryId}/replay`, {
      method: 'POST',
      token: admin.token,
    });
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    await until(
      async () => ok.received.filter((w) => w.eventId === got.eventId).length,
      (n) => n === 2,
    );
    const again = ok.received.filter((w) => w.eventId === got.eventId);
    expect(again).toHaveLength(2);
    expect(again.every((w) => w.verified)).toBe(true);
    const after = (
      await until(
        () => deliveries(hook.webhookId),
        (d) => d.some((x) => x.attempts.length === 2),
      )
    ).find((d) => d.deliveryId === mine.deliveryId)!;
    expect(after.attempts.map((a) => a.replay)).toEqual([false, true]);

    // A change of an item (the runner checked in at packet pickup) is an event of its own.
    const ticket = signTicket(ticketKey(process.env.TICKET_SECRET!), { orderGuid: guid, index: 0 });
    const scan = await api(`check-in/events/${DEMO.eventSpring}/check-ins`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ token: ticket }),
    });
    expect(scan.status, JSON.stringify(scan.body)).toBe(200);
    const checkedIn = await ok.waitFor(
      (w) => w.payload.type === 'item.checkedIn' && w.payload.data.orderGuid === guid,
    );
    expect(checkedIn.verified).toBe(true);
    expect(checkedIn.payload.data).toMatchObject({ raceGuid: DEMO.sub10k, checkedInAt: expect.any(String) });

    const history = await api<{ items: HistoryEntry[] } | HistoryEntry[]>(
      `admin/series/${series}/histories`,
      {
        token: admin.token,
      },
    );
    expect(JSON.stringify(history.body)).toContain(hook.webhookId);
  }, 60_000);

  it('a failing receiver: retried with backoff, then the endpoint is disabled and its admin e-mailed', async () => {
    const hook = await createWebhook(failing, 'broken site');
    created.push(hook.webhookId);
    await paidOrder();
    await paidOrder();
    const final = await until(
      async () =>
        (await api<{ items: Webhook[] }>(base, { token: admin.token })).body.items.find(
          (w) => w.webhookId === hook.webhookId,
        ),
      (w) => w?.disabled === true,
      60_000,
    );
    // Two deliveries' attempts run side by side: one in flight when the tenth failed may add one.
    expect(final?.consecutiveFailures).toBeGreaterThanOrEqual(10);
    expect(failing.received.length).toBeGreaterThanOrEqual(10);
    expect(failing.received.every((w) => w.verified)).toBe(true);
    // Once disabled, the queued retries are dropped: nothing more reaches the receiver.
    const seen = failing.received.length;
    await new Promise((r) => setTimeout(r, 2_000));
    expect(failing.received.length).toBeLessThanOrEqual(seen + 1);
    const logged = await deliveries(hook.webhookId);
    expect(logged.flatMap((d) => d.attempts).every((a) => a.statusCode === 500)).toBe(true);
    expect(logged.some((d) => d.status === 'failed')).toBe(true);

    // A page at a time (newest first): walked by cursor, the pages hold the whole list once.
    type Page = { items: WebhookDelivery[]; nextCursor: string | null };
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: Page } = await api<Page>(
        `${base}/${hook.webhookId}/deliveries?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        { token: admin.token },
      );
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(1);
      walked.push(...page.body.items.map((d) => d.deliveryId));
      cursor = page.body.nextCursor;
    } while (cursor && walked.length < 50);
    expect(walked).toEqual((await deliveries(hook.webhookId)).map((d) => d.deliveryId));
    expect(walked.length).toBeGreaterThanOrEqual(2);
    const badCursor = await api(`${base}/${hook.webhookId}/deliveries?cursor=nope`, { token: admin.token });
    expect(badCursor.status).toBe(400);

    const mail = await until(
      async () =>
        (await mailbox()).filter(
          (m) => m.subject === 'Webhook vypnut / Webhook disabled' && m.body.text?.includes(failing.url),
        ),
      (found) => found.length > 0,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.destination.to[0]).toMatch(/^matrix-webhooks-admin-/);

    const replay = await api(`${base}/${hook.webhookId}/deliveries/${logged[0]!.deliveryId}/replay`, {
      method: 'POST',
      token: admin.token,
    });
    expect(replay.status).toBe(409);
    const enabled = await api<Webhook>(`${base}/${hook.webhookId}/enable`, {
      method: 'POST',
      token: admin.token,
    });
    expect(enabled.body).toMatchObject({ disabled: false, consecutiveFailures: 0 });
  }, 90_000);
});
