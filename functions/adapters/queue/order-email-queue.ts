import { orderEmailMessage } from '../../domain/emails/order-email-trigger';
import { getQueue, sendAll } from './queue';

/** Queues an order e-mail (see `orderEmailMessage` for the message and its once-only id). */
export async function enqueueOrderEmail(
  orderGuid: string,
  emailType: number,
  suffix?: string | number,
  options: { itemGuid?: string; refundId?: string } = {},
): Promise<void> {
  await getQueue().send('email', orderEmailMessage(orderGuid, emailType, suffix, options));
}

/** Queues many order e-mails in as few queue calls as it takes (the bank import's payments). */
export async function enqueueOrderEmails(
  emails: ReadonlyArray<{ orderGuid: string; emailType: number; suffix?: string | number }>,
): Promise<void> {
  await sendAll(
    'email',
    emails.map((e) => orderEmailMessage(e.orderGuid, e.emailType, e.suffix)),
  );
}
