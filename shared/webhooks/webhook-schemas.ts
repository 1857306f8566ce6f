import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

/** What a partner may subscribe to (issue 28 item 3); derived from the table's stream. */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'item.changed',
  'item.cancelled',
  'item.checkedIn',
  'item.startNumberAssigned',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** An endpoint's URL: http(s), no credentials in it (which hosts are allowed is the server's rule). */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine((u) => /^https?:\/\//i.test(u), { message: 'url' });

export const webhookBodySchema = z.object({
  url: webhookUrlSchema,
  description: z.string().trim().max(200).default(''),
  events: z.array(webhookEventTypeSchema).min(1).max(WEBHOOK_EVENT_TYPES.length),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;

export const seriesWebhooksParams = z.object({ id: guidSchema });
export const webhookParams = z.object({ id: guidSchema, webhookId: guidSchema });
/** A delivery's id: when it was made and a hash (newest first by id). */
const deliveryIdSchema = z.string().regex(/^\d{8}T\d{6}Z-[0-9a-f]{16}$/);
export const deliveryParams = z.object({
  id: guidSchema,
  webhookId: guidSchema,
  deliveryId: deliveryIdSchema,
});

/** An endpoint as the back office lists it (its secret is shown once, at creation). */
export const webhookSchema = z.object({
  webhookId: z.string(),
  seriesGuid: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  /** UTC ISO instants. */
  createdAt: z.string(),
  createdBy: z.string(),
  disabled: z.boolean(),
  disabledAt: z.string().nullable(),
  /** Failed attempts in a row, across deliveries; reaching the limit disables the endpoint. */
  consecutiveFailures: z.number().int(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhooksSchema = z.object({ items: z.array(webhookSchema) });
/** The answer of the create call: the only time the signing secret is shown. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export const deletedWebhookSchema = z.object({ deleted: z.literal(true) });

export const webhookAttemptSchema = z.object({
  at: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused, timeout, blocked address). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** Started from the back office (a replay), not by the queue. */
  replay: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  deliveryId: z.string(),
  eventId: z.string(),
  type: webhookEventTypeSchema,
  createdAt: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  /** When the queue tries again (pending deliveries after a failed attempt). */
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
/** Deliveries per page of the back office's list (newest first). */
export const DELIVERIES_PAGE = 30;
export const webhookDeliveriesQuery = z.object({
  /** The `nextCursor` of the previous page: the last delivery it listed. */
  cursor: deliveryIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(DELIVERIES_PAGE),
});
export const webhookDeliveriesSchema = z.object({
  items: z.array(webhookDeliverySchema),
  /** Pass as `cursor` for the older deliveries; null: no more. */
  nextCursor: z.string().nullable(),
});

/** What every delivery's body is: the event's id (stable across retries and replays), type and data. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: webhookEventTypeSchema,
  createdAt: z.string(),
  seriesGuid: z.string(),
  data: z.object({
    orderGuid: z.string(),
    variableSymbol: z.string().optional(),
    /** Minor units (haléře for CZK). */
    amount: z.number().int().optional(),
    /** ISO 4217 code (CZK, EUR). */
    currency: z.string().optional(),
    itemGuid: z.string().optional(),
    eventGuid: z.string().optional(),
    raceGuid: z.string().optional(),
    categoryGuid: z.string().optional(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    startNumber: z.number().int().nullable().optional(),
    checkedInAt: z.string().optional(),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
