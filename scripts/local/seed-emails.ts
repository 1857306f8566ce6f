import { EmailType, PaymentMethod } from '@shared/codelists/enums';
import { emailGsi, emailKeys } from '../../functions/adapters/dynamodb/email-keys';
import type { EmailDefinitionRecord, EmailLayoutRecord } from '../../functions/domain/emails/email-records';
import { DEMO, demoGuid } from './seed-data';

/**
 * Demo e-mail data: a layout of the Trail series (its series item must carry
 * `emailLayoutId: DEMO_EMAILS.trailLayout`) and the Desítka Stromovka event's own texts for
 * "registration by bank transfer" (6) and "payment received" (2), in Czech and English. Every
 * other trigger kind and event uses the product defaults (functions/domain/emails/default-texts.ts).
 */
export const DEMO_EMAILS = {
  trailLayout: demoGuid('email-layout:trail'),
  springTransfer: demoGuid('email:spring:transfer'),
  springPaymentKids: demoGuid('email:spring:payment-kids'),
  springPayment: demoGuid('email:spring:payment'),
} as const;

const TRAIL_LAYOUT = `<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:0;background-color:#e9efe6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#e9efe6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background-color:#ffffff;border-radius:8px;">
<tr><td style="background-color:#2f5d34;border-radius:8px 8px 0 0;padding:22px 24px;font-family:Georgia,'Times New Roman',serif;font-size:22px;line-height:28px;color:#ffffff;">Trail Tour Beskydy<br><span style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#cfe3cf;">Horské běhy v Beskydech</span></td></tr>
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#1f2a1f;">{{content}}</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #dfe7dc;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#5b6b5b;">Trail Tour Beskydy · pořádá Běžecký klub Praha z.s. · <a href="https://example.org/trail-tour" style="color:#2f5d34;">example.org/trail-tour</a><br>Tento e-mail byl odeslán automaticky, neodpovídejte na něj prosím.</td></tr>
</table>
</td></tr>
</table>
</body></html>`;

const definition = (
  guid: string,
  type: number,
  fields: Omit<EmailDefinitionRecord, 'entity' | 'guid' | 'eventGuid' | 'type'>,
  stamp: string,
): Record<string, unknown> => ({
  ...emailKeys.eventEmail(DEMO.eventSpring, type, guid),
  ...emailGsi.emailOfSeries(DEMO.seriesCup, DEMO.eventSpring, type, guid),
  entity: 'email',
  guid,
  eventGuid: DEMO.eventSpring,
  seriesGuid: DEMO.seriesCup,
  type,
  ...fields,
  dateCreated: stamp,
  dateUpdated: stamp,
});

/** The items to write (pk/sk included); the seed writes them with the rest of the demo data. */
export function demoEmailItems(now: number = Date.now()): Record<string, unknown>[] {
  const stamp = new Date(now).toISOString();
  const layout: EmailLayoutRecord = {
    entity: 'emailLayout',
    guid: DEMO_EMAILS.trailLayout,
    name: 'Trail Tour – zelená',
    content: TRAIL_LAYOUT,
    dateCreated: stamp,
    dateUpdated: stamp,
  };
  return [
    {
      ...emailKeys.emailLayout(layout.guid),
      ...layout,
      gsi1pk: emailGsi.layouts,
      gsi1sk: emailGsi.layoutSortKey(layout.name, layout.guid),
    },
    definition(
      DEMO_EMAILS.springTransfer,
      EmailType.REGISTRATION_BY_TRANSFER,
      {
        header: 'Desítka Stromovka: dokončete registraci platbou',
        body:
          '<p>Dobrý den,</p>' +
          '<p>děkujeme, že poběžíte <strong>Desítku Stromovka</strong>! Vaše místo na startu držíme do <strong>{{expiresAt}}</strong>. ' +
          'Registraci dokončíte zaplacením startovného převodem:</p>' +
          '{{items}}' +
          '<table><tbody>' +
          '<tr><td>Částka</td><td><strong>{{price}}</strong></td></tr>' +
          '<tr><td>Číslo účtu</td><td><strong>{{bankAccount}}</strong></td></tr>' +
          '<tr><td>Variabilní symbol</td><td><strong>{{variableSymbol}}</strong></td></tr>' +
          '<tr><td>Konstantní symbol</td><td>{{constantSymbol}}</td></tr>' +
          '</tbody></table>' +
          '<p>Nebo naskenujte QR kód ve své bankovní aplikaci:</p>{{qrCode}}' +
          '<p>Start i cíl jsou u Planetária, šatny a úschovna zavazadel budou otevřené od 8:00. ' +
          'Stav registrace najdete <a href="{{registrationLink}}">zde</a>.</p>' +
          '<p>Za organizační tým Desítky Stromovka<br>Jana Nováková</p>',
        translations: {
          en: {
            header: 'Desítka Stromovka: finish your registration by paying',
            body:
              '<p>Hello {{registratorFirstName}},</p>' +
              '<p>thank you for joining <strong>Desítka Stromovka</strong>! We hold your place until <strong>{{expiresAt}}</strong>. ' +
              'Please pay the entry fee by bank transfer to complete the registration:</p>' +
              '{{items}}' +
              '<table><tbody>' +
              '<tr><td>Amount</td><td><strong>{{price}}</strong></td></tr>' +
              '<tr><td>IBAN</td><td><strong>{{iban}}</strong></td></tr>' +
              '<tr><td>SWIFT/BIC</td><td>{{swift}}</td></tr>' +
              '<tr><td>Variable symbol</td><td><strong>{{variableSymbol}}</strong></td></tr>' +
              '</tbody></table>' +
              '<p>Or scan the QR code with your banking app:</p>{{qrCode}}' +
              '<p>Start and finish are at the Planetarium; changing rooms and the bag drop open at 8:00. ' +
              'Your registration: <a href="{{registrationLink}}">{{registrationLink}}</a>.</p>' +
              '<p>For the Desítka Stromovka team<br>Jana Nováková</p>',
          },
        },
        conditions: { paymentMethods: [PaymentMethod.TRANSFER] },
        order: 1,
      },
      stamp,
    ),
    // Tried first: the children's race gets its own wording.
    definition(
      DEMO_EMAILS.springPaymentKids,
      EmailType.PAYMENT,
      {
        header: 'Dětský běh Stromovka: platba přijata',
        body:
          '<p>Dobrý den,</p>' +
          '<p>platbu {{price}} jsme přijali, malí běžci {{registreeNames}} mají místo na startu jisté. ' +
          'Startovní čísla si vyzvedněte v den závodu u stanu dětského běhu.</p>' +
          '{{items}}' +
          '<p>Každý účastník v cíli dostane medaili a něco dobrého na zub. Těšíme se!</p>',
        translations: {
          en: {
            header: 'Kids run Stromovka: payment received',
            body:
              '<p>Hello {{registratorFirstName}},</p>' +
              '<p>we have received {{price}}; {{registreeNames}} have their places at the start. ' +
              'Please collect the bib numbers at the kids run tent on race day.</p>' +
              '{{items}}' +
              '<p>Every finisher gets a medal and a snack. See you there!</p>',
          },
        },
        conditions: { subEventGuids: [DEMO.subKids] },
        order: 1,
      },
      stamp,
    ),
    definition(
      DEMO_EMAILS.springPayment,
      EmailType.PAYMENT,
      {
        header: 'Desítka Stromovka: platba přijata, jste na startovní listině',
        body:
          '<p>Dobrý den,</p>' +
          '<p>platba <strong>{{price}}</strong> (VS {{variableSymbol}}) dorazila {{datePaid}}. ' +
          'Na startovní listině teď najdete: {{registreeNames}}.</p>' +
          '{{items}}' +
          '<p>Startovní čísla vydáváme v den závodu od 8:00 u Planetária. ' +
          'Detail registrace: <a href="{{registrationLink}}">{{registrationLink}}</a></p>' +
          '{{transferLink}}' +
          '<p>Uvidíme se ve Stromovce!</p>',
        translations: {
          en: {
            header: 'Desítka Stromovka: payment received, you are on the start list',
            body:
              '<p>Hello {{registratorFirstName}},</p>' +
              '<p>your payment of <strong>{{price}}</strong> (VS {{variableSymbol}}) arrived on {{datePaid}}. ' +
              'The start list now shows: {{registreeNames}}.</p>' +
              '{{items}}' +
              '<p>Bib numbers are handed out on race day from 8:00 at the Planetarium. ' +
              'Registration details: <a href="{{registrationLink}}">{{registrationLink}}</a></p>' +
              '{{transferLink}}' +
              '<p>See you in Stromovka!</p>',
          },
        },
        order: 2,
      },
      stamp,
    ),
  ];
}
