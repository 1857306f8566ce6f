import { isOrderEmailType, orderEmailMessageId, type OrderEmailType } from './order-email-types';

export { orderEmailMessageId, ORDER_EMAIL_TYPES, type OrderEmailType } from './order-email-types';

/** The `order` message of the e-mail queue (functions/workers/email-job.ts). */
export interface OrderEmailMessage {
  kind: 'order';
  messageId: string;
  orderGuid: string;
  emailType: OrderEmailType;
  itemGuid?: string;
  refundId?: string;
}

/**
 * The queue message of an order e-mail (sent by functions/adapters/queue/order-email-queue.ts);
 * the send-email worker renders it when it sends it (so it shows the
 * order as it is then) and sends each messageId at most once, so enqueueing twice is harmless.
 *
 * messageId = `order:<orderGuid>:<emailType>[:<suffix>]`. Use no suffix for once-per-order
 * triggers (registration 1/6, payment 2, expiry 3 by the expiry job, cancellation 4, team 7/8);
 * pass one where the trigger may legitimately repeat: the item guid for an item cancellation
 * (5, also pass `options.itemGuid`), `resend:<iso time>` for an admin resend, the new
 * `dateExpired` for an expiry after "unset expiry".
 *
 * Throws for a trigger kind that is not rendered from an order (7–8 are; 9–12 are not).
 */
export function orderEmailMessage(
  orderGuid: string,
  emailType: number,
  suffix?: string | number,
  options: { itemGuid?: string; refundId?: string } = {},
): OrderEmailMessage {
  if (!isOrderEmailType(emailType)) throw new Error(`E-mail type ${emailType} is not an order e-mail`);
  const messageId = orderEmailMessageId(orderGuid, emailType, suffix);
  return {
    kind: 'order',
    messageId,
    orderGuid,
    emailType,
    ...(options.itemGuid ? { itemGuid: options.itemGuid } : {}),
    ...(options.refundId ? { refundId: options.refundId } : {}),
  };
}
