import { describe, expect, it } from 'vitest';
import type { WebhookAttempt } from '@shared/webhooks/webhook-schemas';
import { deliverWebhook, type DeliveryPorts } from './webhook-delivery';
import type {
  DeliveryMessage,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookStore,
} from './webhook-ports';
import { verifyWebhookSignature } from './webhook-signature';

function memoryStore(endpoint: WebhookEndpointRecord) {
  const deliveries = new Map<string, WebhookDeliveryRecord>();
  const history: unknown[] = [];
  const store: WebhookStore = {
    listEndpoints: async () => [endpoint],
    getEndpoint: async () => ({ ...endpoint }),
    createEndpoint: async () => undefined,
    deleteEndpoint: async () => undefined,
    setDisabled: async (_r, disabled, at, h) => {
      if (endpoint.disabled === disabled) return false;
      Object.assign(endpoint, { disabled, disabledAt: disabled ? at : null });
      history.push(h);
      return true;
    },
    listDeliveries: async () => [...deliveries.values()],
    getDelivery: async (_w, id) => deliveries.get(id),
    createDelivery: async (r) => {
      if (deliveries.has(r.deliveryId)) return false;
      deliveries.set(r.deliveryId, structuredClone(r));
      return true;
    },
    recordAttempt: async (d, attempt: WebhookAttempt, status, nextAttemptAt) => {
      const stored = deliveries.get(d.deliveryId)!;
      stored.attempts.push(attempt);
      Object.assign(stored, { status, nextAttemptAt });
    },
    countFailure: async () => ++endpoint.consecutiveFailures,
    resetFailures: async () => {
      endpoint.consecutiveFailures = 0;
    },
  };
  return { store, deliveries, history };
}

const endpoint = (): WebhookEndpointRecord => ({
  seriesGuid: 's1',
  webhookId: 'w1',
  url: 'http://127.0.0.1:9/hook',
  description: '',
  events: ['order.paid'],
  secret: 'whsec_x',
  createdAt: '2026-11-29T09:00:00.000Z',
  createdBy: { userId: 'u1', name: 'Admin', email: 'admin@example.cz' },
  disabled: false,
  disabledAt: null,
  consecutiveFailures: 0,
});

const first = (deliveryId: string): DeliveryMessage => ({
  seriesGuid: 's1',
  webhookId: 'w1',
  deliveryId,
  attempt: 1,
  event: {
    id: `evt_${deliveryId}`,
    type: 'order.paid',
    createdAt: '2026-11-29T10:00:00.000Z',
    body: '{"id":"e"}',
  },
});

function harness(statusCode: number | null) {
  const e = endpoint();
  const mem = memoryStore(e);
  const queued: Array<{ message: DeliveryMessage; delay: number }> = [];
  const posts: Array<{ body: string; headers: Record<string, string> }> = [];
  const notified: string[] = [];
  const ports: DeliveryPorts = {
    store: mem.store,
    post: async (_url, body, headers) => {
      posts.push({ body, headers });
      return { statusCode, error: statusCode === null ? 'ECONNREFUSED' : null, durationMs: 12 };
    },
    enqueue: async (message, delay) => {
      queued.push({ message, delay });
    },
    notifyDisabled: async (ep) => {
      notified.push(ep.createdBy.email);
    },
    now: () => new Date('2026-11-29T10:00:00.000Z'),
    random: () => 0.5,
    newId: () => 'h1',
    stage: 'local',
  };
  return { e, mem, queued, posts, notified, ports };
}

describe('one delivery attempt', () => {
  it('a 2xx receiver gets the body signed with the secret and a timestamp; the attempt is logged', async () => {
    const h = harness(204);
    expect(await deliverWebhook(h.ports, first('d1'))).toBe('delivered');
    const post = h.posts[0]!;
    expect(
      verifyWebhookSignature({
        secret: 'whsec_x',
        header: post.headers['Webhook-Signature'],
        body: post.body,
        now: 1_795_946_400,
      }).ok,
    ).toBe(true);
    expect(h.mem.deliveries.get('d1')).toMatchObject({
      status: 'delivered',
      attempts: [{ statusCode: 204, durationMs: 12, error: null, replay: false }],
    });
  });

  it('a failing receiver: the attempt is logged and the next one queued with its backoff', async () => {
    const h = harness(500);
    expect(await deliverWebhook(h.ports, first('d1'))).toBe('retrying');
    expect(h.queued).toEqual([
      { message: { seriesGuid: 's1', webhookId: 'w1', deliveryId: 'd1', attempt: 2 }, delay: 23 },
    ]);
    expect(h.mem.deliveries.get('d1')).toMatchObject({
      status: 'pending',
      attempts: [{ statusCode: 500, error: 'HTTP 500' }],
    });
    // The same first message again (a duplicated stream record) is dropped; so is a stale retry.
    expect(await deliverWebhook(h.ports, first('d1'))).toBe('skipped');
    expect(await deliverWebhook(h.ports, { ...h.queued[0]!.message, attempt: 5 })).toBe('skipped');
  });

  it('after the sixth attempt the delivery has failed', async () => {
    const h = harness(null);
    await deliverWebhook(h.ports, first('d1'));
    for (let attempt = 2; attempt <= 6; attempt++)
      await deliverWebhook(h.ports, { seriesGuid: 's1', webhookId: 'w1', deliveryId: 'd1', attempt });
    expect(h.queued).toHaveLength(5);
    expect(h.mem.deliveries.get('d1')).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(h.mem.deliveries.get('d1')?.attempts).toHaveLength(6);
  });

  it('ten failures in a row disable the endpoint once, with history and one e-mail; nothing more is sent', async () => {
    const h = harness(503);
    for (const id of ['d1', 'd2']) {
      await deliverWebhook(h.ports, first(id));
      for (let attempt = 2; attempt <= 6; attempt++)
        await deliverWebhook(h.ports, { seriesGuid: 's1', webhookId: 'w1', deliveryId: id, attempt });
    }
    expect(h.e.disabled).toBe(true);
    expect(h.notified).toEqual(['admin@example.cz']);
    expect(h.mem.history).toHaveLength(1);
    expect(h.posts).toHaveLength(10);
    expect(h.mem.deliveries.get('d2')?.status).toBe('failed');
  });

  it('a success sets the failure count back to zero; a replay is one attempt', async () => {
    const h = harness(200);
    h.e.consecutiveFailures = 4;
    await deliverWebhook(h.ports, first('d1'));
    expect(h.e.consecutiveFailures).toBe(0);
    expect(
      await deliverWebhook(h.ports, {
        seriesGuid: 's1',
        webhookId: 'w1',
        deliveryId: 'd1',
        attempt: 2,
        replay: true,
      }),
    ).toBe('delivered');
    expect(h.mem.deliveries.get('d1')?.attempts.map((a) => a.replay)).toEqual([false, true]);
    expect(h.queued).toEqual([]);
  });
});
