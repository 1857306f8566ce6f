import { beforeAll, describe, expect, it } from 'vitest';
import type { SQSEvent } from 'aws-lambda';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { EmailType } from '@shared/codelists/enums';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { orderEmailMessageId } from '../../../functions/domain/emails/order-email-trigger';
import { DEMO } from '../../../scripts/local/seed-data';
import { api, mailbox, useTestStackEnv, type StoredMail } from '../support';
import { CAT, readCounter, register, registerBody, runner, tenK } from './checkout-support';

async function mailTo(address: string, count = 1): Promise<StoredMail[]> {
  for (let i = 0; i < 200; i++) {
    const mails = (await mailbox()).filter((m) => m.destination.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${address}`);
}

const sqsEvent = (bodies: unknown[]): SQSEvent =>
  ({
    Records: bodies.map((body, i) => ({
      messageId: `sqs-${i}`,
      body: JSON.stringify(body),
      attributes: { ApproximateReceiveCount: '1' },
    })),
  }) as unknown as SQSEvent;

describe('order e-mails and expiry against the local stack', () => {
  beforeAll(() => useTestStackEnv());

  it('sends the bank-transfer e-mail with the variable symbol, bank data and the QR code', async () => {
    const r = runner({ last: `Mailovy${Date.now()}` });
    const body = registerBody([tenK(CAT.men, r)], {}, r);
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { variableSymbol } = res.body as { variableSymbol: string };
    const [mail] = await mailTo(body.registrator.email);
    const html = mail?.body.html ?? '';
    expect(html).toContain(variableSymbol);
    expect(html).toContain('19-2000145399/0800');
    expect(html).toMatch(/<img[^>]+(cid:|data:image\/png)/);
    expect(mail?.subject).toBeTruthy();
  });

  it('expires an overdue order once: counters released, start list cleared, e-mail queued', async () => {
    const r = runner({ last: `Propadly${Date.now()}` });
    const body = registerBody([tenK(CAT.women, { ...r, gender: 2 })], {}, { ...r, gender: 2 });
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guid = (res.body as { registrationGuid: string }).registrationGuid;
    const before = (await readCounter('category', CAT.women))?.used ?? 0;

    // Make the order due a minute ago (as if its days had passed).
    const past = new Date(Date.now() - 60_000).toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.order(guid),
        UpdateExpression: 'SET expiresAt = :p, gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: { ':p': past, ':pk': gsi.expiry(past), ':sk': `${past}#${guid}` },
      }),
    );
    const queued: Array<[string, number]> = [];
    const { createExpireOrdersHandler } = await import('../../../functions/workers/expire-orders.handler');
    const run = createExpireOrdersHandler({
      enqueueOrderEmail: async (g, type) => {
        queued.push([g, type]);
      },
    });
    const [first, second] = await Promise.all([run(), run()]);
    expect((first?.expired ?? 0) + (second?.expired ?? 0)).toBe(1);
    expect(await run()).toMatchObject({ expired: 0 });
    expect((await readCounter('category', CAT.women))?.used).toBe(before - 1);
    expect(queued.filter(([g]) => g === guid).map(([, t]) => t)).toContain(EmailType.EXPIRATION);

    const view = await api<RegistrationView>(`registration/${guid}`);
    expect(view.body).toMatchObject({ expired: true, canPayByCard: false, bankTransfer: null });
    const list = await api<{ rows: Array<{ lastName: string }> }>(
      `series/subevents/${DEMO.sub10k}/startlist?searchText=${encodeURIComponent(r.last)}`,
    );
    expect(list.body.rows).toHaveLength(0);
    const pay = await api(`registration/${guid}/registration-payment`);
    expect(pay.status).toBe(409);
    expect((pay.body as { code: string }).code).toBe('payment.expired');

    // The expiration e-mail, sent by the worker from the queued message.
    const { handler } = await import('../../../functions/workers/send-email.handler');
    const job = {
      kind: 'order',
      messageId: orderEmailMessageId(guid, EmailType.EXPIRATION),
      orderGuid: guid,
      emailType: EmailType.EXPIRATION,
    };
    await handler(sqsEvent([job]));
    const mails = await mailTo(body.registrator.email, 2);
    expect(mails.some((m) => m.body.html?.includes(view.body.variableSymbol))).toBe(true);
  });
});
