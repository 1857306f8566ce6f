import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from '@shared/webhooks/webhook-schemas';
import {
  EVENT_ID_HEADER,
  SIGNATURE_HEADER,
  verifyWebhookSignature,
} from '../../../functions/domain/webhooks/webhook-signature';

export interface ReceivedWebhook {
  eventId: string;
  payload: WebhookPayload;
  /** The signature checked with the endpoint's secret, as a partner would (replay window included). */
  verified: boolean;
  answered: number;
}

/**
 * A partner's receiver for tests (integration and browser journeys): listens on 127.0.0.1, checks
 * each delivery's signature with the secret it is given once the endpoint exists, and answers
 * `status` (200 by default; a failing partner answers 500).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  setSecret(secret: string): void;
  /** Waits until a delivery passes the test (or fails after `timeoutMs`). */
  waitFor(match: (w: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(status = 200): Promise<WebhookReceiver> {
  let secret = '';
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = req.headers[SIGNATURE_HEADER.toLowerCase()];
      const check = verifyWebhookSignature({
        secret,
        header: Array.isArray(header) ? header[0] : header,
        body,
        now: Math.floor(Date.now() / 1000),
      });
      const eventId = String(req.headers[EVENT_ID_HEADER.toLowerCase()] ?? '');
      received.push({
        eventId,
        payload: JSON.parse(body) as WebhookPayload,
        verified: check.ok,
        answered: status,
      });
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'failing');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    setSecret: (s) => {
      secret = s;
    },
    async waitFor(match, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hit = received.find(match);
        if (hit) return hit;
        if (Date.now() > until)
          throw new Error(`no matching webhook within ${timeoutMs} ms (${received.length} received)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
