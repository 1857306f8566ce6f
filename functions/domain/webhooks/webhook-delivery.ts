import type { WebhookAttempt, WebhookDelivery } from '@shared/webhooks/webhook-schemas';
import type { SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import { webhookHistory } from './webhook-admin';
import type {
  DeliveryMessage,
  PostResult,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  WebhookStore,
} from './webhook-ports';
import { isDelivered, retryDelaySeconds, shouldDisable, shouldRetry } from './webhook-retry';
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature';
import { webhookUrlRefusal } from './webhook-url';

export interface DeliveryPorts {
  store: WebhookStore;
  /** POSTs the body (the adapter times out, checks the resolved address and never throws). */
  post(url: string, body: string, headers: Record<string, string>): Promise<PostResult>;
  /** Queues a message, delivered after `delaySeconds` (the retry's backoff). */
  enqueue(message: DeliveryMessage, delaySeconds: number): Promise<void>;
  /** Tells the endpoint's admin it was disabled (a system e-mail). */
  notifyDisabled(endpoint: WebhookEndpointRecord): Promise<void>;
  now(): Date;
  random(): number;
  newId(): string;
  stage: string;
}

export type DeliveryOutcome = 'delivered' | 'retrying' | 'failed' | 'disabled' | 'skipped';

const SYSTEM = { userId: 'system:webhooks', name: 'Webhooks' };

/** Each delivery's id sorts by time: `<yyyymmddThhmmssZ>-<16 hex of the event id and endpoint>`. */
export function deliveryIdOf(createdAt: string, hash: string): string {
  return `${createdAt.slice(0, 19).replace(/[-:]/g, '')}Z-${hash.slice(0, 16)}`;
}

async function loadDelivery(
  ports: DeliveryPorts,
  message: DeliveryMessage,
): Promise<WebhookDeliveryRecord | undefined> {
  const { event } = message;
  if (!event) return ports.store.getDelivery(message.webhookId, message.deliveryId);
  const record: WebhookDeliveryRecord = {
    seriesGuid: message.seriesGuid,
    webhookId: message.webhookId,
    deliveryId: message.deliveryId,
    eventId: event.id,
    type: event.type,
    createdAt: event.createdAt,
    body: event.body,
    status: 'pending',
    attempts: [],
    nextAttemptAt: null,
  };
  // A stream record delivered twice queues the same delivery twice: the second finds it stored.
  return (await ports.store.createDelivery(record)) ? record : undefined;
}

/** The attempt this message stands for is the next one due (a duplicate of an older one is not). */
const isDue = (delivery: WebhookDeliveryRecord, message: DeliveryMessage): boolean =>
  message.replay === true ||
  (delivery.status === 'pending' &&
    delivery.attempts.filter((a) => !a.replay).length === message.attempt - 1);

async function afterFailure(ports: DeliveryPorts, endpoint: WebhookEndpointRecord, at: string) {
  const failures = await ports.store.countFailure(endpoint.seriesGuid, endpoint.webhookId);
  if (!shouldDisable(failures)) return false;
  const history: SeriesHistoryRecord = webhookHistory(ports.newId(), endpoint, SYSTEM, at, 'UPDATE', [
    { field: 'disabled', before: 'false', after: 'true' },
    { field: 'consecutiveFailures', before: null, after: failures },
  ]);
  // Only the call that flips it sends the e-mail (deliveries of one endpoint run in parallel).
  if (!(await ports.store.setDisabled(endpoint, true, at, history))) return false;
  await ports.notifyDisabled(endpoint);
  return true;
}

/**
 * One attempt of one delivery (the webhooks queue's worker): sign the stored body with a fresh
 * timestamp, POST it, log the attempt, and on failure queue the next attempt with its backoff or
 * give up; an endpoint whose attempts failed DISABLE_AFTER_FAILURES times in a row is disabled
 * and its admin e-mailed.
 */
export async function deliverWebhook(
  ports: DeliveryPorts,
  message: DeliveryMessage,
): Promise<DeliveryOutcome> {
  const endpoint = await ports.store.getEndpoint(message.seriesGuid, message.webhookId);
  if (!endpoint || endpoint.disabled) return 'skipped';
  const delivery = await loadDelivery(ports, message);
  if (!delivery || !isDue(delivery, message)) return 'skipped';

  const started = ports.now();
  const timestamp = Math.floor(started.getTime() / 1000);
  const refusal = webhookUrlRefusal(endpoint.url, ports.stage);
  const result: PostResult = refusal
    ? { statusCode: null, error: refusal, durationMs: 0 }
    : await ports.post(endpoint.url, delivery.body, {
        'Content-Type': 'application/json',
        [EVENT_ID_HEADER]: delivery.eventId,
        [SIGNATURE_HEADER]: signWebhook(endpoint.secret, timestamp, delivery.body),
      });
  const ok = isDelivered(result.statusCode);
  const replay = message.replay === true;
  const at = started.toISOString();
  // Counted before the attempt is logged: a delivery whose failure disables the endpoint ends failed.
  const disabled = !ok && (await afterFailure(ports, endpoint, at));
  const retry = !ok && !disabled && shouldRetry(message.attempt, replay);
  const delay = retry ? retryDelaySeconds(message.attempt, ports.random()) : 0;
  const attempt: WebhookAttempt = {
    at,
    statusCode: result.statusCode,
    durationMs: Math.max(0, Math.round(result.durationMs)),
    error: ok ? null : (result.error ?? `HTTP ${String(result.statusCode)}`).slice(0, 300),
    replay,
  };
  const status: WebhookDelivery['status'] = ok ? 'delivered' : retry ? 'pending' : 'failed';
  const nextAttemptAt = retry ? new Date(started.getTime() + delay * 1000).toISOString() : null;
  await ports.store.recordAttempt(delivery, attempt, status, nextAttemptAt);

  if (ok) {
    if (endpoint.consecutiveFailures > 0)
      await ports.store.resetFailures(endpoint.seriesGuid, endpoint.webhookId);
    return 'delivered';
  }
  if (disabled) return 'disabled';
  if (!retry) return 'failed';
  await ports.enqueue({ ...message, attempt: message.attempt + 1, event: undefined }, delay);
  return 'retrying';
}
