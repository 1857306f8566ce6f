import type { WebhookAttempt, WebhookDelivery, WebhookEventType } from '@shared/webhooks/webhook-schemas';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';

/** An endpoint as stored (`WEBHOOKS#<series>` / `ENDPOINT#<id>`); the secret never leaves the server after creation. */
export interface WebhookEndpointRecord {
  seriesGuid: string;
  webhookId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  secret: string;
  createdAt: string;
  /** Who created it: the disabling e-mail goes to this admin. */
  createdBy: { userId: string; name: string; email: string };
  disabled: boolean;
  disabledAt: string | null;
  consecutiveFailures: number;
}

/** A delivery as stored (`WEBHOOK#<id>` / `DELIVERY#<deliveryId>`): the exact body, its attempts. */
export interface WebhookDeliveryRecord extends WebhookDelivery {
  seriesGuid: string;
  webhookId: string;
  /** The JSON body, signed anew at each attempt (the timestamp changes, the body does not). */
  body: string;
}

export interface WebhookStore {
  listEndpoints(seriesGuid: string): Promise<WebhookEndpointRecord[]>;
  getEndpoint(seriesGuid: string, webhookId: string): Promise<WebhookEndpointRecord | undefined>;
  createEndpoint(record: WebhookEndpointRecord, history: SeriesHistoryRecord): Promise<void>;
  deleteEndpoint(record: WebhookEndpointRecord, history: SeriesHistoryRecord): Promise<void>;
  /** Enables (failures back to 0) or disables it; false when it already was (nothing written). */
  setDisabled(
    record: WebhookEndpointRecord,
    disabled: boolean,
    at: string,
    history: SeriesHistoryRecord,
  ): Promise<boolean>;
  /** Newest first; with `after`, those older than that delivery. */
  listDeliveries(webhookId: string, limit: number, after?: string): Promise<WebhookDeliveryRecord[]>;
  getDelivery(webhookId: string, deliveryId: string): Promise<WebhookDeliveryRecord | undefined>;
  /** False when a delivery of this id exists already (a duplicated stream record). */
  createDelivery(record: WebhookDeliveryRecord): Promise<boolean>;
  recordAttempt(
    delivery: WebhookDeliveryRecord,
    attempt: WebhookAttempt,
    status: WebhookDelivery['status'],
    nextAttemptAt: string | null,
  ): Promise<void>;
  /** Adds one failed attempt to the endpoint's count; answers the new count. */
  countFailure(seriesGuid: string, webhookId: string): Promise<number>;
  resetFailures(seriesGuid: string, webhookId: string): Promise<void>;
}

/** A queue message of the webhooks queue: deliver (or try again) one delivery. */
export interface DeliveryMessage {
  seriesGuid: string;
  webhookId: string;
  deliveryId: string;
  /** 1 for the first attempt; a retry carries the next number (a stale duplicate is dropped). */
  attempt: number;
  /** Started from the back office: one attempt, never retried by the queue. */
  replay?: boolean;
  /** The first message (from the projector) carries the event; the worker stores the delivery. */
  event?: { id: string; type: WebhookEventType; createdAt: string; body: string };
}

export interface PostResult {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}
