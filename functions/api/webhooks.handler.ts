import { randomBytes, randomUUID } from 'node:crypto';
import { partnerKeysRoutes } from '@shared/api/areas/partner-keys';
import { webhooksRoutes } from '@shared/api/areas/webhooks';
import { config } from '../adapters/config';
import { partnerKeyStore } from '../adapters/dynamodb/partner-key-repository';
import { webhookStore } from '../adapters/dynamodb/webhook-repository';
import { enqueueDelivery } from '../adapters/webhooks/webhook-queue';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  setWebhookDisabled,
  type WebhookAdminPorts,
} from '../domain/webhooks/webhook-admin';
import {
  createPartnerKey,
  listPartnerKeys,
  revokePartnerKey,
  updatePartnerKey,
  type PartnerKeyAdminPorts,
} from '../domain/partner-api/partner-keys';
import { newPartnerKey } from '../domain/partner-api/partner-key-secret';
import { actorOf } from './http/actor-of';
import type { StaffCaller } from './http/caller';
import { createApiHandler } from './http/create-api-handler';

const ports = (): WebhookAdminPorts => ({
  store: webhookStore,
  newId: randomUUID,
  // 32 random bytes: the HMAC key partners verify deliveries with.
  newSecret: () => `whsec_${randomBytes(32).toString('base64url')}`,
  enqueue: (message) => enqueueDelivery(message),
  stage: config.stage,
});

const keyPorts = (): PartnerKeyAdminPorts => ({
  store: partnerKeyStore,
  newId: randomUUID,
  newKey: newPartnerKey,
});

const adminOf = (caller: StaffCaller) => ({ ...actorOf(caller), email: caller.email });

/**
 * Webhook endpoints and partner API keys of a series (issue 28 item 3); rules in
 * functions/domain/webhooks and functions/domain/partner-api.
 */
export const handler = createApiHandler(
  { ...webhooksRoutes, ...partnerKeysRoutes },
  {
    listKeys: ({ params }) => listPartnerKeys(partnerKeyStore, params.id),
    createKey: ({ caller, params, body }) =>
      createPartnerKey(keyPorts(), actorOf(caller), params.id, body, new Date()),
    updateKey: ({ caller, params, body }) =>
      updatePartnerKey(keyPorts(), actorOf(caller), params.id, params.keyId, body, new Date()),
    revokeKey: ({ caller, params }) =>
      revokePartnerKey(keyPorts(), actorOf(caller), params.id, params.keyId, new Date()),
    list: ({ params }) => listWebhooks(webhookStore, params.id),
    create: ({ caller, params, body }) =>
      createWebhook(ports(), adminOf(caller), params.id, body, new Date()),
    remove: ({ caller, params }) =>
      deleteWebhook(ports(), actorOf(caller), params.id, params.webhookId, new Date()),
    enable: ({ caller, params }) =>
      setWebhookDisabled(ports(), actorOf(caller), params.id, params.webhookId, false, new Date()),
    disable: ({ caller, params }) =>
      setWebhookDisabled(ports(), actorOf(caller), params.id, params.webhookId, true, new Date()),
    deliveries: ({ params, query }) => listDeliveries(webhookStore, params.id, params.webhookId, query),
    replay: ({ params }) => replayDelivery(ports(), params.id, params.webhookId, params.deliveryId),
  },
);
