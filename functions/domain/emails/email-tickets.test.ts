import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import { readQrPng } from '../../../test/support/read-qr-png';
import { ticketKey, verifyTicket } from '../check-in/ticket-token';
import type { OrderItemRecord, OrderRecord } from '../orders/order-records';
import { composeOrderEmail, type OrderEmailReader } from './compose-order-email';
import type { EmailDefinitionRecord } from './email-records';
import { FIXTURE, fixtureItem, fixtureOrder } from './test-fixtures';

const KEY = ticketKey('stage-ticket-secret');

const reader = (
  order: OrderRecord,
  items: OrderItemRecord[],
  definitions: EmailDefinitionRecord[] = [],
): OrderEmailReader => ({
  loadOrderWithItems: () => Promise.resolve({ order, items }),
  loadEventEmailDefinitions: () => Promise.resolve(definitions),
  loadSeriesEmailSettings: () => Promise.resolve(null),
  loadEmailLayout: () => Promise.resolve(null),
  loadTeamForEmail: () => Promise.resolve(null),
  receivedByBankTransfer: () => Promise.resolve(0),
});

async function paymentEmail(
  order: OrderRecord,
  items: OrderItemRecord[],
  definitions?: EmailDefinitionRecord[],
) {
  const outcome = await composeOrderEmail(
    { orderGuid: order.guid, emailType: EmailType.PAYMENT },
    { reader: reader(order, items, definitions), appUrl: 'https://x.example', ticketKey: async () => KEY },
  );
  if (outcome.kind !== 'send') throw new Error(`not sent: ${outcome.reason}`);
  return outcome.email;
}

describe('QR tickets inside the payment e-mail', () => {
  it('shows each paid registration’s ticket as an inline image that scans back to a ticket of that runner, with the code as text', async () => {
    const order = fixtureOrder({ paid: true, language: 'en' });
    const items = [fixtureItem(0), fixtureItem(1)];
    const email = await paymentEmail(order, items);

    expect(email.inlineImages.map((i) => i.cid)).toEqual([
      'ticket-0@race-registration',
      'ticket-1@race-registration',
    ]);
    for (const [n, image] of email.inlineImages.entries()) {
      expect(email.html).toContain(`src="cid:${image.cid}"`);
      const token = readQrPng(image.contentBase64);
      expect(verifyTicket(KEY, token)).toEqual({ orderGuid: order.guid, index: n });
      expect(email.text).toContain(token);
      expect(email.html).toContain(token);
    }
    expect(email.text).toContain('QR tickets for the packet pickup');
    expect(email.html).toContain(`alt="QR ticket – ${items[0]!.firstName} ${items[0]!.lastName}"`);
  });

  it('leaves out a cancelled registration, and has no tickets when nothing is paid', async () => {
    const order = fixtureOrder({ paid: true });
    const email = await paymentEmail(order, [fixtureItem(0), fixtureItem(1, { cancelled: true })]);
    expect(email.inlineImages.map((i) => i.cid)).toEqual(['ticket-0@race-registration']);
    expect(email.text).toContain('QR vstupenky k výdeji');

    // The QR Platba e-mail of an unpaid transfer order may use {{tickets}}: it stays empty.
    const unpaid = fixtureOrder({ paid: false });
    const outcome = await composeOrderEmail(
      { orderGuid: unpaid.guid, emailType: EmailType.REGISTRATION_BY_TRANSFER },
      {
        reader: reader(
          unpaid,
          [fixtureItem(0)],
          [
            {
              entity: 'email',
              guid: 'def-2',
              eventGuid: FIXTURE.eventGuid,
              type: EmailType.REGISTRATION_BY_TRANSFER,
              header: 'Registrace',
              body: '<p>Platba</p>{{tickets}}',
            },
          ],
        ),
        appUrl: 'https://x.example',
        ticketKey: async () => KEY,
      },
    );
    expect(outcome.kind === 'send' && outcome.email.html).not.toContain('cid:ticket-');
    expect(outcome.kind === 'send' && outcome.email.inlineImages).toEqual([]);
  });

  it('attaches no ticket image when the organiser’s text leaves {{tickets}} out', async () => {
    const order = fixtureOrder({ paid: true });
    const email = await paymentEmail(
      order,
      [fixtureItem(0)],
      [
        {
          entity: 'email',
          guid: 'def-1',
          eventGuid: FIXTURE.eventGuid,
          type: EmailType.PAYMENT,
          header: 'Zaplaceno',
          body: '<p>Děkujeme.</p>{{items}}',
        },
      ],
    );
    expect(email.inlineImages).toEqual([]);
    expect(email.html).not.toContain('cid:ticket-');
  });

  it('still sends the e-mail, without tickets, when the ticket key cannot be read', async () => {
    const order = fixtureOrder({ paid: true });
    const warnings: string[] = [];
    const outcome = await composeOrderEmail(
      { orderGuid: order.guid, emailType: EmailType.PAYMENT },
      {
        reader: reader(order, [fixtureItem(0)]),
        appUrl: 'https://x.example',
        ticketKey: () => Promise.reject(new Error('Secret TICKET_SECRET is not configured')),
        warn: (message) => void warnings.push(message),
      },
    );
    expect(outcome.kind).toBe('send');
    expect(outcome.kind === 'send' && outcome.email.inlineImages).toEqual([]);
    expect(warnings).toEqual(['QR tickets not minted']);
  });
});
