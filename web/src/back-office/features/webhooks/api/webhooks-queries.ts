import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { webhooksRoutes } from '@shared/api/areas/webhooks';
import type { WebhookBody } from '@shared/webhooks/webhook-schemas';
import { api } from '../../../../lib/api-client';
import { permittedSeries } from '../../../kit';

/** The series an admin may give webhooks to (all), for the series filter. */
export const webhookSeriesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['back-office', 'webhook-series', userId],
    queryFn: async ({ signal }) => ({ rows: await permittedSeries(userId, signal) }),
    meta: { silentError: true },
  });

export const webhooksQuery = (seriesGuid: string) =>
  queryOptions({
    queryKey: ['back-office', 'webhooks', seriesGuid],
    queryFn: ({ signal }) => api.call(webhooksRoutes.list, { params: { id: seriesGuid } }, { signal }),
    meta: { silentError: true },
  });

/** Deliveries change by themselves (the queue retries): the list refreshes while it is open. */
/** A page of an endpoint's deliveries: the newest, or those older than `cursor`. */
export const deliveriesQuery = (seriesGuid: string, webhookId: string, cursor?: string) =>
  queryOptions({
    queryKey: ['back-office', 'webhooks', seriesGuid, webhookId, 'deliveries', cursor ?? null],
    queryFn: ({ signal }) =>
      api.call(
        webhooksRoutes.deliveries,
        { params: { id: seriesGuid, webhookId }, query: cursor ? { cursor } : {} },
        { signal },
      ),
    refetchInterval: 5_000,
    meta: { silentError: true },
  });

export const webhooksChanged = (client: QueryClient, seriesGuid: string) =>
  client.invalidateQueries({ queryKey: ['back-office', 'webhooks', seriesGuid] });

export const createWebhook = (seriesGuid: string, body: WebhookBody) =>
  api.call(webhooksRoutes.create, { params: { id: seriesGuid }, body });

export const deleteWebhook = (seriesGuid: string, webhookId: string) =>
  api.call(webhooksRoutes.remove, { params: { id: seriesGuid, webhookId } });

export const setWebhookEnabled = (seriesGuid: string, webhookId: string, enabled: boolean) =>
  api.call(enabled ? webhooksRoutes.enable : webhooksRoutes.disable, {
    params: { id: seriesGuid, webhookId },
  });

export const replayDelivery = (seriesGuid: string, webhookId: string, deliveryId: string) =>
  api.call(webhooksRoutes.replay, { params: { id: seriesGuid, webhookId, deliveryId } });
