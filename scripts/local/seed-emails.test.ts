import { describe, expect, it } from 'vitest';
import { EmailType, LOCALES } from '@shared/codelists/enums';
import type { EmailDefinitionRecord, EmailLayoutRecord } from '../../functions/domain/emails/email-records';
import { orderConditionFacts, orderVariables } from '../../functions/domain/emails/order-variables';
import { composeEmail } from '../../functions/domain/emails/render';
import { fixtureItem, fixtureOrder } from '../../functions/domain/emails/test-fixtures';
import { DEMO } from './seed-data';
import { DEMO_EMAILS, demoEmailItems } from './seed-emails';

describe('demo e-mail data', () => {
  const items = demoEmailItems(Date.parse('2027-01-01T00:00:00Z'));
  const layout = items.find((i) => i.entity === 'emailLayout') as unknown as EmailLayoutRecord & {
    pk: string;
  };
  const definitions = items.filter((i) => i.entity === 'email') as unknown as Array<
    EmailDefinitionRecord & { pk: string; sk: string }
  >;

  it('has a Trail series layout and Desítka definitions for transfer and payment', () => {
    expect(layout.pk).toBe(`EMAILLAYOUT#${DEMO_EMAILS.trailLayout}`);
    expect(layout.content).toContain('{{content}}');
    expect(definitions.map((d) => d.type).sort()).toEqual([
      EmailType.PAYMENT,
      EmailType.PAYMENT,
      EmailType.REGISTRATION_BY_TRANSFER,
    ]);
    for (const d of definitions) {
      expect(d.pk).toBe(`EVENT#${DEMO.eventSpring}`);
      expect(d.sk).toBe(`EMAIL#${d.type}#${d.guid}`);
      expect(d.translations?.en?.header && d.translations.en.body).toBeTruthy();
    }
  });

  it('renders every definition in both languages inside the Trail layout without leftovers', () => {
    for (const [type, subEventGuid, expected] of [
      [EmailType.REGISTRATION_BY_TRANSFER, DEMO.sub10k, DEMO_EMAILS.springTransfer],
      [EmailType.PAYMENT, DEMO.sub10k, DEMO_EMAILS.springPayment],
      [EmailType.PAYMENT, DEMO.subKids, DEMO_EMAILS.springPaymentKids],
    ] as const)
      for (const locale of LOCALES) {
        const order = fixtureOrder({
          language: locale,
          paid: type === EmailType.PAYMENT,
          datePaid: '2027-01-02T10:00:00Z',
        });
        const orderItems = [fixtureItem(0, { subEventGuid })];
        const email = composeEmail({
          type,
          locale,
          definitions,
          facts: orderConditionFacts(order, orderItems),
          layout,
          variables: orderVariables({
            order,
            items: orderItems,
            locale,
            appUrl: 'http://127.0.0.1:3000',
            qrSrc: 'cid:qr',
          }),
        });
        expect(email.definitionGuid).toBe(expected);
        expect(email.layout).toBe('series');
        expect(email.unknownVariables).toEqual([]);
        expect(`${email.subject}${email.html}${email.text}`).not.toContain('{{');
        expect(email.html).toContain('Trail Tour Beskydy');
      }
  });
});
