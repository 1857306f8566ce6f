import type { FieldChange } from '@shared/back-office/series-editor-schemas';
import type { Webhook, WebhookBody, WebhookDelivery } from '@shared/webhooks/webhook-schemas';
import { BusinessRuleError, NotFoundError } from '../errors';
import { fieldChange as change, seriesPartHistory } from '../series-editor/history';
import type { Actor, SeriesHistoryRecord } from '../series-editor/series-editor-ports';
import type { DeliveryMessage, WebhookEndpointRecord, WebhookStore } from './webhook-ports';
import { webhookUrlRefusal } from './webhook-url';

/** Endpoints per series: a partner or two and the organiser's site; more is a mistake, not a need. */
export const MAX_WEBHOOKS_PER_SERIES = 10;

export interface WebhookAdminPorts {
  store: WebhookStore;
  newId(): string;
  newSecret(): string;
  /** Queues a replay attempt (functions/adapters/queue). */
  enqueue(message: DeliveryMessage): Promise<void>;
  stage: string;
}

/** The admin making the change: histories name them, the disabling e-mail goes to them. */
export interface WebhookActor extends Actor {
  email: string;
}

export const webhookView = (r: WebhookEndpointRecord): Webhook => ({
  webhookId: r.webhookId,
  seriesGuid: r.seriesGuid,
  url: r.url,
  description: r.description,
  events: r.events,
  createdAt: r.createdAt,
  createdBy: r.createdBy.name,
  disabled: r.disabled,
  disabledAt: r.disabledAt,
  consecutiveFailures: r.consecutiveFailures,
});

/** A series history entry about one endpoint (the series' History tab). */
export function webhookHistory(
  historyId: string,
  record: WebhookEndpointRecord,
  actor: Actor,
  at: string,
  action: SeriesHistoryRecord['action'],
  changes: FieldChange[],
): SeriesHistoryRecord {
  return seriesPartHistory({ historyId, at, actor, seriesGuid: record.seriesGuid }, action, changes, {
    kind: 'webhook',
    guid: record.webhookId,
    name: record.url,
  });
}

function refuseUrl(url: string, stage: string): void {
  const refusal = webhookUrlRefusal(url, stage);
  if (refusal) throw new BusinessRuleError(refusal, undefined, 400);
}

async function endpointOf(store: WebhookStore, seriesGuid: string, webhookId: string) {
  const record = await store.getEndpoint(seriesGuid, webhookId);
  if (!record) throw new NotFoundError('webhooks.notFound');
  return record;
}

export async function listWebhooks(store: WebhookStore, seriesGuid: string): Promise<{ items: Webhook[] }> {
  const items = await store.listEndpoints(seriesGuid);
  return { items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(webhookView) };
}

/** Creates an endpoint; the answer carries its signing secret, never shown again. */
export async function createWebhook(
  ports: WebhookAdminPorts,
  actor: WebhookActor,
  seriesGuid: string,
  body: WebhookBody,
  now: Date,
): Promise<Webhook & { secret: string }> {
  refuseUrl(body.url, ports.stage);
  const existing = await ports.store.listEndpoints(seriesGuid);
  if (existing.length >= MAX_WEBHOOKS_PER_SERIES)
    throw new BusinessRuleError('webhooks.tooMany', { max: MAX_WEBHOOKS_PER_SERIES });
  const at = now.toISOString();
  const record: WebhookEndpointRecord = {
    seriesGuid,
    webhookId: ports.newId(),
    url: body.url,
    description: body.description,
    events: [...new Set(body.events)],
    secret: ports.newSecret(),
    createdAt: at,
    createdBy: { userId: actor.userId, name: actor.name, email: actor.email },
    disabled: false,
    disabledAt: null,
    consecutiveFailures: 0,
  };
  await ports.store.createEndpoint(
    record,
    webhookHistory(ports.newId(), record, actor, at, 'CREATE', [
      change('url', null, record.url),
      change('events', null, record.events.join(', ')),
      change('description', null, record.description || null),
    ]),
  );
  return { ...webhookView(record), secret: record.secret };
}

export async function deleteWebhook(
  ports: WebhookAdminPorts,
  actor: Actor,
  seriesGuid: string,
  webhookId: string,
  now: Date,
): Promise<{ deleted: true }> {
  const record = await endpointOf(ports.store, seriesGuid, webhookId);
  await ports.store.deleteEndpoint(
    record,
    webhookHistory(ports.newId(), record, actor, now.toISOString(), 'DELETE', [
      change('url', record.url, null),
    ]),
  );
  return { deleted: true };
}

/** Turns an endpoint on or off by hand; turning it on starts its failure count again. */
export async function setWebhookDisabled(
  ports: WebhookAdminPorts,
  actor: Actor,
  seriesGuid: string,
  webhookId: string,
  disabled: boolean,
  now: Date,
): Promise<Webhook> {
  const record = await endpointOf(ports.store, seriesGuid, webhookId);
  const at = now.toISOString();
  const history = webhookHistory(ports.newId(), record, actor, at, 'UPDATE', [
    change('disabled', String(record.disabled), String(disabled)),
  ]);
  await ports.store.setDisabled(record, disabled, at, history);
  return webhookView({
    ...record,
    disabled,
    disabledAt: disabled ? at : null,
    consecutiveFailures: disabled ? record.consecutiveFailures : 0,
  });
}

/** A page of an endpoint's deliveries, newest first, from after the previous page's last one. */
export async function listDeliveries(
  store: WebhookStore,
  seriesGuid: string,
  webhookId: string,
  page: { limit: number; cursor?: string },
): Promise<{ items: WebhookDelivery[]; nextCursor: string | null }> {
  await endpointOf(store, seriesGuid, webhookId);
  // One more than the page: whether older ones exist, without an empty last page.
  const found = await store.listDeliveries(webhookId, page.limit + 1, page.cursor);
  const items = found.slice(0, page.limit);
  return {
    nextCursor: found.length > page.limit ? items[items.length - 1]!.deliveryId : null,
    items: items.map((d) => ({
      deliveryId: d.deliveryId,
      eventId: d.eventId,
      type: d.type,
      createdAt: d.createdAt,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.nextAttemptAt,
    })),
  };
}

/** Sends a delivery once more, as it was (same event id and body, a fresh signature). */
export async function replayDelivery(
  ports: WebhookAdminPorts,
  seriesGuid: string,
  webhookId: string,
  deliveryId: string,
): Promise<{ queued: true }> {
  const endpoint = await endpointOf(ports.store, seriesGuid, webhookId);
  if (endpoint.disabled) throw new BusinessRuleError('webhooks.disabled');
  const delivery = await ports.store.getDelivery(webhookId, deliveryId);
  if (!delivery) throw new NotFoundError('webhooks.deliveryNotFound');
  await ports.enqueue({
    seriesGuid,
    webhookId,
    deliveryId,
    attempt: delivery.attempts.length + 1,
    replay: true,
  });
  return { queued: true };
}
