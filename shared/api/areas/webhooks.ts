import {
  createdWebhookSchema,
  deletedWebhookSchema,
  deliveryParams,
  seriesWebhooksParams,
  webhookBodySchema,
  webhookDeliveriesQuery,
  webhookDeliveriesSchema,
  webhookParams,
  webhookSchema,
  webhooksSchema,
} from '../../webhooks/webhook-schemas';
import { z } from 'zod';
import { defineArea } from '../define-area';

/**
 * Webhook endpoints of a series for partners (issue 28 item 3; docs/webhooks-and-partner-api.md):
 * admins only. The events themselves are described in the OpenAPI document's `webhooks` section.
 */
export const webhooksRoutes = defineArea('webhooks', 'webhooks', {
  list: {
    method: 'GET',
    path: 'admin/series/{id}/webhooks',
    auth: 'admin',
    summary: 'Webhook endpoints of a series (their secrets are never shown again)',
    params: seriesWebhooksParams,
    response: webhooksSchema,
    scope: { series: 'params.id' },
  },
  create: {
    method: 'POST',
    path: 'admin/series/{id}/webhooks',
    auth: 'admin',
    summary: 'Create a webhook endpoint; the answer holds its signing secret, shown this once',
    params: seriesWebhooksParams,
    body: webhookBodySchema,
    response: createdWebhookSchema,
    scope: { series: 'params.id' },
  },
  remove: {
    method: 'DELETE',
    path: 'admin/series/{id}/webhooks/{webhookId}',
    auth: 'admin',
    summary: 'Delete a webhook endpoint (no more deliveries; in the series history)',
    params: webhookParams,
    response: deletedWebhookSchema,
    scope: { series: 'params.id' },
  },
  enable: {
    method: 'POST',
    path: 'admin/series/{id}/webhooks/{webhookId}/enable',
    auth: 'admin',
    summary: 'Enable a webhook endpoint again (its failure count starts from zero)',
    params: webhookParams,
    response: webhookSchema,
    scope: { series: 'params.id' },
  },
  disable: {
    method: 'POST',
    path: 'admin/series/{id}/webhooks/{webhookId}/disable',
    auth: 'admin',
    summary: 'Disable a webhook endpoint (events are not delivered to it meanwhile)',
    params: webhookParams,
    response: webhookSchema,
    scope: { series: 'params.id' },
  },
  deliveries: {
    method: 'GET',
    path: 'admin/series/{id}/webhooks/{webhookId}/deliveries',
    auth: 'admin',
    summary:
      "An endpoint's deliveries, newest first, a page at a time (cursor), with every attempt (status code, duration, error)",
    params: webhookParams,
    query: webhookDeliveriesQuery,
    response: webhookDeliveriesSchema,
    scope: { series: 'params.id' },
  },
  replay: {
    method: 'POST',
    path: 'admin/series/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/replay',
    auth: 'admin',
    summary: 'Send a delivery again as it was (same event id and body, a fresh signature)',
    params: deliveryParams,
    response: z.object({ queued: z.literal(true) }),
    scope: { series: 'params.id' },
  },
});
