import { afterEach, describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import { setQueue, type QueueName } from './queue';
import { emailJobSchema } from '../../workers/email-job';
import { orderEmailMessageId } from '../../domain/emails/order-email-trigger';
import { enqueueOrderEmail } from './order-email-queue';

const sent: Array<{ queue: QueueName; body: unknown }> = [];
setQueue({
  async send(queue, body) {
    sent.push({ queue, body });
  },
});
afterEach(() => {
  sent.length = 0;
});

describe('enqueueOrderEmail', () => {
  it('queues an order job the worker accepts, with the messageId convention', async () => {
    await enqueueOrderEmail('o-1', EmailType.REGISTRATION_BY_TRANSFER);
    await enqueueOrderEmail('o-1', EmailType.EXPIRATION, '2027-03-06T09:20:00.000Z');
    await enqueueOrderEmail('o-1', EmailType.ITEM_CANCELLATION, 'item-7', { itemGuid: 'item-7' });
    expect(sent.map((s) => s.queue)).toEqual(['email', 'email', 'email']);
    expect(sent.map((s) => (s.body as { messageId: string }).messageId)).toEqual([
      'order:o-1:6',
      'order:o-1:3:2027-03-06T09:20:00.000Z',
      'order:o-1:5:item-7',
    ]);
    expect(sent[2]!.body).toEqual({
      kind: 'order',
      messageId: 'order:o-1:5:item-7',
      orderGuid: 'o-1',
      emailType: 5,
      itemGuid: 'item-7',
    });
    for (const s of sent) expect(emailJobSchema.safeParse(s.body).success).toBe(true);
  });

  it('refuses kinds that are not rendered from an order', async () => {
    await expect(enqueueOrderEmail('o-1', EmailType.REQUEST_PASSWORD_CHANGE)).rejects.toThrow(
      /not an order e-mail/,
    );
    expect(sent).toEqual([]);
  });

  it('builds ids without a suffix for once-per-order triggers', () => {
    expect(orderEmailMessageId('o-2', EmailType.PAYMENT)).toBe('order:o-2:2');
    expect(orderEmailMessageId('o-2', EmailType.PAYMENT, '')).toBe('order:o-2:2');
    expect(orderEmailMessageId('o-2', EmailType.PAYMENT, 3)).toBe('order:o-2:2:3');
  });
});
