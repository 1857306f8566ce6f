import type { DeliveryMessage } from '../../domain/webhooks/webhook-ports';
import { getQueue, sendAll } from '../queue/queue';

/** Queues a delivery attempt on the webhooks queue, after `delaySeconds` (a retry's backoff). */
export const enqueueDelivery = (message: DeliveryMessage, delaySeconds = 0): Promise<void> =>
  getQueue().send('webhooks', message, delaySeconds > 0 ? { delaySeconds } : undefined);

/** The projector's first attempts of new events, in as few calls as the queue takes. */
export const enqueueDeliveries = (messages: DeliveryMessage[]): Promise<void> =>
  sendAll('webhooks', messages);
