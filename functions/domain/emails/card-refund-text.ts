import type { Locale } from '@shared/codelists/enums';
import type { EmailText } from './email-records';

/**
 * The default text of the card refund e-mail (EmailType.CARD_REFUND, issue 28 item 1), kept apart
 * from ./default-texts.ts so each trigger's text stays small; editable in the e-mail editor like
 * the others. `{{returnedAmount}}` is the refund's amount.
 */
const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

export const CARD_REFUND_TEXTS: Readonly<Record<Locale, EmailText>> = {
  cs: {
    header: 'Vrácení peněz na kartu – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'k registraci na akci <strong>{{eventName}}</strong> (variabilní symbol {{variableSymbol}}) jsme vám ' +
          'vrátili <strong>{{returnedAmount}}</strong> na platební kartu, kterou jste platili.',
      ),
      p(
        'Banka peníze připíše obvykle do několika pracovních dnů. Stav registrace najdete na ' +
          '<a href="{{registrationLink}}">této stránce</a>.',
      ),
    ].join('\n'),
  },
  en: {
    header: 'Refund to your card – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'for your registration for <strong>{{eventName}}</strong> (variable symbol {{variableSymbol}}) we ' +
          'refunded <strong>{{returnedAmount}}</strong> to the card you paid with.',
      ),
      p(
        'Your bank usually credits it within a few working days. You can see the state of your registration on ' +
          '<a href="{{registrationLink}}">this page</a>.',
      ),
    ].join('\n'),
  },
};
