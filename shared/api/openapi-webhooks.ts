import { z } from 'zod';
import {
  WEBHOOK_EVENT_TYPES,
  webhookPayloadSchema,
  type WebhookEventType,
  type WebhookPayload,
} from '../webhooks/webhook-schemas';

const SERIES = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const ORDER = '9b2d4f6a-1c3e-4a5b-8d7f-0e1f2a3b4c5d';
const ITEM = {
  orderGuid: ORDER,
  itemGuid: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  eventGuid: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  raceGuid: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  categoryGuid: '3c4d5e6f-7a8b-4c9d-0e1f-2a3b4c5d6e7f',
  firstName: 'Jana',
  lastName: 'Nováková',
  startNumber: null,
};

/** One example body per event, as a partner receives it. */
export const WEBHOOK_EXAMPLES: Record<WebhookEventType, WebhookPayload> = {
  'order.paid': {
    id: 'evt_4f0c1d2e3b4a5968778695a4',
    type: 'order.paid',
    createdAt: '2026-11-29T09:15:02.000Z',
    seriesGuid: SERIES,
    data: { orderGuid: ORDER, variableSymbol: '2611290042', amount: 65_000, currency: 'CZK' },
  },
  'item.changed': {
    id: 'evt_0a1b2c3d4e5f60718293a4b5',
    type: 'item.changed',
    createdAt: '2026-11-29T10:01:44.000Z',
    seriesGuid: SERIES,
    data: { ...ITEM, raceGuid: '6f7a8b9c-0d1e-4f2a-b3c4-d5e6f7a8b9c0' },
  },
  'item.cancelled': {
    id: 'evt_1b2c3d4e5f60718293a4b5c6',
    type: 'item.cancelled',
    createdAt: '2026-11-29T11:20:00.000Z',
    seriesGuid: SERIES,
    data: ITEM,
  },
  'item.checkedIn': {
    id: 'evt_2c3d4e5f60718293a4b5c6d7',
    type: 'item.checkedIn',
    createdAt: '2027-04-18T07:32:10.000Z',
    seriesGuid: SERIES,
    data: { ...ITEM, startNumber: 117, checkedInAt: '2027-04-18T07:32:10.412Z' },
  },
  'item.startNumberAssigned': {
    id: 'evt_3d4e5f60718293a4b5c6d7e8',
    type: 'item.startNumberAssigned',
    createdAt: '2027-04-10T16:00:05.000Z',
    seriesGuid: SERIES,
    data: { ...ITEM, startNumber: 117 },
  },
};

const SUMMARIES: Record<WebhookEventType, string> = {
  'order.paid': 'An order was paid (card, bank transfer or marked paid by an admin)',
  'item.changed': 'A registration changed race, category, wave, team or runner details',
  'item.cancelled': 'A registration was cancelled',
  'item.checkedIn': 'A runner was checked in at packet pickup',
  'item.startNumberAssigned': 'A registration got a start number (or another one)',
};

const DESCRIPTION =
  'Sent as POST with a JSON body to each endpoint of the series subscribed to the event. ' +
  'Verify `Webhook-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256 with the endpoint secret over ' +
  '`<t>.<raw body>`; refuse a timestamp more than 300 s from your clock (replay window). Answer 2xx ' +
  'within 10 s; anything else is retried 6 times with backoff (30 s doubling, capped at 15 min, ' +
  'jittered); 10 failed attempts in a row disable the endpoint. `id` (also `Webhook-Id`) is stable ' +
  'across retries and replays: process each id once. See docs/webhooks-and-partner-api.md.';

/** The OpenAPI 3.1 `webhooks` section: one entry per event, its body schema and an example. */
export function openApiWebhooks(): Record<string, unknown> {
  const schema = z.toJSONSchema(webhookPayloadSchema, { target: 'draft-2020-12', io: 'output' });
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook.${type}`,
          summary: SUMMARIES[type],
          description: DESCRIPTION,
          parameters: [
            { name: 'Webhook-Signature', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'Webhook-Id', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema, example: WEBHOOK_EXAMPLES[type] } },
          },
          responses: { '2XX': { description: 'Received; any other answer is retried' } },
        },
      },
    ]),
  );
}
