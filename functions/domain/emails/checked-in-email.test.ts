import { describe, expect, it } from 'vitest';
import { EmailType } from '@shared/codelists/enums';
import { composeOrderEmail, type OrderEmailReader } from './compose-order-email';
import type { EmailDefinitionRecord } from './email-records';
import { FIXTURE, fixtureItem, fixtureOrder } from './test-fixtures';

const order = fixtureOrder({ paid: true });
const items = [fixtureItem(0), fixtureItem(1)];

const reader = (definitions: EmailDefinitionRecord[]): OrderEmailReader => ({
  loadOrderWithItems: () => Promise.resolve({ order, items }),
  loadEventEmailDefinitions: () => Promise.resolve(definitions),
  loadSeriesEmailSettings: () => Promise.resolve(null),
  loadEmailLayout: () => Promise.resolve(null),
  loadTeamForEmail: () => Promise.resolve(null),
  receivedByBankTransfer: () => Promise.resolve(0),
});

const organisers: EmailDefinitionRecord = {
  entity: 'email',
  guid: 'def-1',
  eventGuid: FIXTURE.eventGuid,
  type: EmailType.CHECKED_IN,
  header: 'Balíček vyzvednut – {{eventName}}',
  body: '<p>Odbaveno:</p>{{items}}',
};

const request = { orderGuid: order.guid, emailType: EmailType.CHECKED_IN, itemGuid: items[1]!.itemGuid };

describe('the optional "checked in" e-mail', () => {
  it('is not sent while the organiser has not written one (the default text only starts the editor)', async () => {
    const outcome = await composeOrderEmail(request, { reader: reader([]), appUrl: 'https://x.example' });
    expect(outcome).toEqual({ kind: 'skip', reason: 'checked-in e-mail not switched on' });
  });

  it('goes to the registrator and the runner checked in, naming that runner only', async () => {
    const outcome = await composeOrderEmail(request, {
      reader: reader([organisers]),
      appUrl: 'https://x.example',
    });
    expect(outcome.kind).toBe('send');
    if (outcome.kind !== 'send') return;
    expect(outcome.email.to).toEqual([order.registrator.email, items[1]!.email]);
    expect(outcome.email.html).toContain(items[1]!.firstName);
    expect(outcome.email.html).not.toContain(items[0]!.firstName);
  });
});
