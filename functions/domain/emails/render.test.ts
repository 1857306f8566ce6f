import { describe, expect, it } from 'vitest';
import { EmailType, LOCALES, PaymentMethod } from '@shared/codelists/enums';
import { DEFAULT_EMAIL_TEXTS } from './default-texts';
import { EMAIL_TYPES, type EmailDefinitionRecord } from './email-records';
import { htmlToText } from './html-to-text';
import { accountVariables, orderConditionFacts, orderVariables, teamVariables } from './order-variables';
import { composeEmail, conditionsMatch, selectEmailText, substituteHtml } from './render';
import { fixtureItem, fixtureOrder, FIXTURE } from './test-fixtures';
import { EMAIL_VARIABLE_NAMES, type EmailVariables } from './variables';

const APP = 'https://registrace.example.cz';

/** Every variable with a recognisable value, so leftovers and escaping are visible. */
function allVariables(): EmailVariables {
  const order = fixtureOrder({ datePaid: '2027-03-02T17:05:00.000Z' });
  const vars: EmailVariables = {
    ...accountVariables({
      firstName: 'Jana',
      lastName: 'Dvořáková',
      email: 'jana@example.com',
      activationLink: `${APP}/activate-account?token=abc`,
      resetLink: `${APP}/change-password?token=def`,
      hash: 'abc',
    }),
    ...orderVariables({
      order,
      items: [fixtureItem(0), fixtureItem(1)],
      locale: 'cs',
      appUrl: APP,
      seriesName: 'Pražský běžecký pohár',
      qrSrc: 'cid:qr-platba@race-registration',
      team: { guid: 'team-1', name: 'Rychlé šípy', pin: '4821' },
    }),
    invitationLink: { text: `${APP}/invitation/xyz` },
    invitedEventName: { text: 'Desítka Stromovka' },
    offerLink: { text: `${APP}/waiting-list-offer/tok` },
    offerValidUntil: { text: '1. 12. 2026 10:00' },
    transferFromName: { text: 'Petr Novák' },
    transferToName: { text: 'Eva Malá' },
    transferFee: { text: '300,00 Kč' },
  };
  for (const name of EMAIL_VARIABLE_NAMES) expect(vars[name], `variable ${name}`).toBeDefined();
  return vars;
}

const definition = (over: Partial<EmailDefinitionRecord>): EmailDefinitionRecord => ({
  entity: 'email',
  guid: 'd-1',
  eventGuid: FIXTURE.eventGuid,
  type: EmailType.PAYMENT,
  header: 'Platba přijata {{variableSymbol}}',
  body: '<p>Díky, {{registratorFirstName}}!</p>',
  ...over,
});

describe('default e-mails', () => {
  it('define a Czech and an English text for every trigger kind (spec §3 and the incomplete payment)', () => {
    expect(EMAIL_TYPES).toHaveLength(Object.keys(EmailType).length);
    for (const type of EMAIL_TYPES)
      for (const locale of LOCALES) {
        expect(DEFAULT_EMAIL_TEXTS[type][locale].header.trim(), `${type}/${locale}`).not.toBe('');
        expect(DEFAULT_EMAIL_TEXTS[type][locale].body.trim(), `${type}/${locale}`).not.toBe('');
      }
  });

  for (const type of EMAIL_TYPES)
    for (const locale of LOCALES)
      it(`type ${type} renders in ${locale} without leftover {{ in subject, HTML or text`, () => {
        const email = composeEmail({
          type,
          locale,
          definitions: [],
          facts: null,
          layout: null,
          variables: allVariables(),
        });
        expect(email.source).toBe('default');
        expect(email.layout).toBe('default');
        expect(email.unknownVariables).toEqual([]);
        for (const part of [email.subject, email.html, email.text]) {
          expect(part).not.toContain('{{');
          expect(part).not.toContain('}}');
        }
        expect(email.subject.length).toBeGreaterThan(5);
        expect(email.html).toMatch(/^<!DOCTYPE html>/);
        expect(email.html).toContain(`lang="${locale}"`);
        expect(email.text).not.toMatch(/<[a-z]/i);
      });

  it('the transfer e-mail shows the bank data, the QR image and the item table', () => {
    const email = composeEmail({
      type: EmailType.REGISTRATION_BY_TRANSFER,
      locale: 'cs',
      definitions: [],
      facts: null,
      layout: null,
      variables: allVariables(),
    });
    expect(email.subject).toBe('Pokyny k platbě – Desítka Stromovka');
    expect(email.html).toContain('19-2000145399/0800');
    expect(email.html).toContain('CZ65 0800 0000 1920 0014 5399');
    expect(email.html).toContain('2701000042');
    expect(email.html).toContain('<img src="cid:qr-platba@race-registration"');
    expect(email.html).toContain('Tomáš Šťastný');
    expect(email.html).toMatch(/900\s*Kč/);
    expect(email.html).toContain('6. 3. 2027 10:15'); // expiresAt in Prague time (UTC+1 in March)
    expect(email.text).toContain('- Petr Dvořák: Desítka Stromovka – 10 km, Muži 18–39, Vlna A – 450');
    expect(email.text).toContain(`${APP}/registration/${FIXTURE.orderGuid}`);
  });

  it('the card e-mail links the direct payment page', () => {
    const email = composeEmail({
      type: EmailType.REGISTRATION_BY_CARD,
      locale: 'en',
      definitions: [],
      facts: null,
      layout: null,
      variables: allVariables(),
    });
    expect(email.html).toContain(`href="${APP}/registration-direct-payment/${FIXTURE.orderGuid}"`);
    expect(email.text).toContain(`Pay by card (${APP}/registration-direct-payment/${FIXTURE.orderGuid})`);
    expect(email.html).toContain('Hello Jana,');
  });
});

describe('escaping and sanitising', () => {
  const hostile = '<img src=x onerror=alert(1)> & "Bobby" <b>';
  const vars = (): EmailVariables => ({
    ...allVariables(),
    registratorFirstName: { text: hostile },
  });

  it('escapes values in HTML and keeps them verbatim in the text part and subject', () => {
    const email = composeEmail({
      type: EmailType.PAYMENT,
      locale: 'en',
      definitions: [definition({ header: 'Hi {{registratorFirstName}}' })],
      facts: null,
      layout: null,
      variables: vars(),
    });
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bobby&quot; &lt;b&gt;');
    expect(email.html).not.toContain('<img src=x');
    expect(email.text).toContain(hostile);
    expect(email.subject).toBe(`Hi ${hostile}`);
  });

  it('sanitises the organiser body BEFORE substitution: scripts go, product markup stays', () => {
    const email = composeEmail({
      type: EmailType.PAYMENT,
      locale: 'cs',
      definitions: [
        definition({
          body:
            '<p onclick="steal()">Ahoj {{registratorFirstName}}</p><script>alert(1)</script>' +
            '<a href="javascript:alert(1)">x</a>{{items}}<img src="{{qrCode}}" alt="QR">',
        }),
      ],
      facts: null,
      layout: null,
      variables: vars(),
    });
    expect(email.source).toBe('event');
    expect(email.html).not.toMatch(/onclick|<script|javascript:|<[^>]*\sonerror=/);
    // The items table keeps its inline styles: it was inserted after sanitising.
    expect(email.html).toMatch(/<table role="presentation"[^>]*style="border-collapse:collapse/);
    // A variable inside an attribute gets its attribute value, escaped.
    expect(email.html).toContain('<img src="cid:qr-platba@race-registration" alt="QR"');
  });

  it('a header with line breaks cannot inject mail headers', () => {
    const email = composeEmail({
      type: EmailType.PAYMENT,
      locale: 'cs',
      definitions: [definition({ header: 'A\r\nBcc: x@example.com {{registratorLastName}}' })],
      facts: null,
      layout: null,
      variables: { ...allVariables(), registratorLastName: { text: 'Nový\nřádek' } },
    });
    expect(email.subject).toBe('A Bcc: x@example.com Nový řádek');
  });

  it('removes unknown variables and reports them', () => {
    const out = substituteHtml('<p>{{nope}} {{ price }}</p>', { price: { text: '10 Kč' } });
    expect(out.output).toBe('<p> 10 Kč</p>');
    expect(out.unknown).toEqual(['nope']);
  });
});

describe('choosing the definition', () => {
  const facts = orderConditionFacts(fixtureOrder({ paymentMethod: PaymentMethod.TRANSFER }), [
    fixtureItem(0),
    fixtureItem(1, { subEventGuid: FIXTURE.subKids, categoryGuid: FIXTURE.catKids }),
  ]);

  it('matches payment methods, subevents and categories (any item of the order)', () => {
    expect(conditionsMatch(undefined, facts)).toBe(true);
    expect(conditionsMatch({}, facts)).toBe(true);
    expect(conditionsMatch({ paymentMethods: [PaymentMethod.TRANSFER] }, facts)).toBe(true);
    expect(conditionsMatch({ paymentMethods: [PaymentMethod.CARD] }, facts)).toBe(false);
    expect(conditionsMatch({ subEventGuids: [FIXTURE.subKids] }, facts)).toBe(true);
    expect(conditionsMatch({ subEventGuids: ['other'] }, facts)).toBe(false);
    expect(conditionsMatch({ categoryGuids: [FIXTURE.catKids] }, facts)).toBe(true);
    expect(conditionsMatch({ categoryGuids: ['other'] }, facts)).toBe(false);
    expect(
      conditionsMatch({ paymentMethods: [PaymentMethod.TRANSFER], categoryGuids: ['other'] }, facts),
    ).toBe(false);
    expect(conditionsMatch({ subEventGuids: [] }, facts)).toBe(true);
  });

  it('picks the first matching definition of the type by `order`, else the default', () => {
    const defs = [
      definition({ guid: 'general', order: 2, header: 'General' }),
      definition({
        guid: 'kids',
        order: 1,
        header: 'Kids',
        conditions: { subEventGuids: [FIXTURE.subKids] },
      }),
      definition({
        guid: 'card',
        order: 0,
        header: 'Card',
        conditions: { paymentMethods: [PaymentMethod.CARD] },
      }),
      definition({ guid: 'other-type', order: -1, type: EmailType.EXPIRATION, header: 'Expired' }),
    ];
    expect(selectEmailText(defs, EmailType.PAYMENT, facts, 'cs')).toMatchObject({
      source: 'event',
      definitionGuid: 'kids',
    });
    const adult = orderConditionFacts(fixtureOrder(), [fixtureItem(0)]);
    expect(selectEmailText(defs, EmailType.PAYMENT, adult, 'cs').definitionGuid).toBe('general');
    expect(selectEmailText(defs, EmailType.CANCELLATION, adult, 'cs').source).toBe('default');
    expect(selectEmailText([defs[1]!], EmailType.PAYMENT, adult, 'cs').source).toBe('default');
  });

  it('uses the translation, falling back to the base text field by field', () => {
    const full = definition({
      translations: { en: { header: 'Paid {{variableSymbol}}', body: '<p>Thanks</p>' } },
    });
    const headerOnly = definition({ translations: { en: { header: 'Paid', body: '' } } });
    const none = definition({});
    expect(selectEmailText([full], EmailType.PAYMENT, null, 'en').text).toEqual({
      header: 'Paid {{variableSymbol}}',
      body: '<p>Thanks</p>',
    });
    expect(selectEmailText([full], EmailType.PAYMENT, null, 'cs').text.header).toBe(
      'Platba přijata {{variableSymbol}}',
    );
    expect(selectEmailText([headerOnly], EmailType.PAYMENT, null, 'en').text).toEqual({
      header: 'Paid',
      body: '<p>Díky, {{registratorFirstName}}!</p>',
    });
    expect(selectEmailText([none], EmailType.PAYMENT, null, 'en').text.header).toBe(
      'Platba přijata {{variableSymbol}}',
    );
  });
});

describe('layouts', () => {
  const layout = (content: string) => ({
    entity: 'emailLayout' as const,
    guid: FIXTURE.layoutGuid,
    name: 'L',
    content,
  });

  it('wraps the body in the series layout, sanitised (no scripts, no CSS that loads anything)', () => {
    const email = composeEmail({
      type: EmailType.PAYMENT,
      locale: 'cs',
      definitions: [],
      facts: null,
      layout: layout(
        '<html><body style="margin:0"><script>x()</script><div style="background:url(https://t.example/p.gif)">' +
          '<h1 style="color:#2f5d34">{{seriesName}}</h1>{{content}}<p>Pořadatel</p></div></body></html>',
      ),
      variables: allVariables(),
    });
    expect(email.layout).toBe('series');
    expect(email.html).toMatch(/^<!DOCTYPE html><html><body style="margin:0">/);
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('url(');
    expect(email.html).toContain('<h1 style="color:#2f5d34">Pražský běžecký pohár</h1>');
    expect(email.html).toMatch(
      /<h1[^>]*>.*<\/h1><p style="margin:0 0 16px;">Dobrý den,<\/p>[\s\S]*<p>Pořadatel<\/p>/,
    );
    expect(email.text).toMatch(/^Pražský běžecký pohár\n\nDobrý den,/);
    expect(email.text).toMatch(/Pořadatel$/);
  });

  it('falls back to the default layout without a usable series layout', () => {
    for (const l of [null, layout('<p>no placeholder</p>')]) {
      const email = composeEmail({
        type: EmailType.PAYMENT,
        locale: 'en',
        definitions: [],
        facts: null,
        layout: l,
        variables: allVariables(),
      });
      expect(email.layout).toBe('default');
      expect(email.html).toContain('max-width:600px');
      expect(email.html).toContain('This e-mail was sent automatically');
    }
  });

  it('names the product in the header when there is no series (account e-mails)', () => {
    const email = composeEmail({
      type: EmailType.ACTIVATE_USER,
      locale: 'cs',
      definitions: [],
      facts: null,
      layout: null,
      variables: accountVariables({
        firstName: 'Jana',
        lastName: 'D',
        email: 'j@example.com',
        activationLink: `${APP}/a`,
      }),
    });
    expect(email.html).toContain('Registrace na závody');
    expect(email.text).toContain(`Aktivovat účet (${APP}/a)`);
  });
});

describe('variables', () => {
  it('team variables build the team link', () => {
    const v = teamVariables({ appUrl: `${APP}/`, team: { guid: 't-1', name: 'Šípy', pin: '1234' } });
    expect(v.teamLink?.text).toBe(`${APP}/team-management/t-1`);
    expect(v.pin?.text).toBe('1234');
  });

  it('formats money in the order currency and language', () => {
    const en = orderVariables({
      order: fixtureOrder({ currency: 'EUR', calculatedPrice: 1850 }),
      items: [fixtureItem(0)],
      locale: 'en',
      appUrl: APP,
    });
    expect(en.price?.text).toBe('€18.50');
    expect(en.items?.text).not.toContain('Total'); // one item: no total row
  });

  it('leaves bank data empty for a card order without a payment detail', () => {
    const v = orderVariables({
      order: fixtureOrder({ paymentDetail: null, paymentMethod: 1 }),
      items: [],
      locale: 'cs',
      appUrl: APP,
    });
    expect(v.bankAccount?.text).toBe('');
    expect(v.qrCode?.html).toBe('');
  });
});

describe('htmlToText', () => {
  it('keeps structure, links and entities readable', () => {
    expect(
      htmlToText(
        '<p>A&amp;B&nbsp;C</p><ul><li>one</li><li>two</li></ul><a href="https://x.cz/a?b=1&amp;c=2">odkaz</a><br>' +
          '<table><tr><td>Částka</td><td>10 Kč</td></tr></table><a href="{{paymentLink}}">{{paymentLink}}</a>',
      ),
    ).toBe('A&B C\n\n- one\n- two\n\nodkaz (https://x.cz/a?b=1&c=2)\n\nČástka | 10 Kč\n\n{{paymentLink}}');
  });
});
