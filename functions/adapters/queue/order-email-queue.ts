import { orderEmailMessage } from '../../domain/emails/order-email-trigger';
import { getQueue } from './queue';

/** Queues an order e-mail (see `orderEmailMessage` for the message and its once-only id). */
export async function enqueueOrderEmail(
  orderGuid: string,
  emailType: number,
  suffix?: string | number,
  options: { itemGuid?: string } = {},
): Promise<void> {
  await getQueue().send('email', orderEmailMessage(orderGuid, emailType, suffix, options));
}
