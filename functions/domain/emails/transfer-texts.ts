import type { Locale } from '@shared/codelists/enums';
import { emailButton, emailParagraph } from './default-layout';
import type { EmailText } from './email-records';

/*
 * The built-in cs/en texts of the registration transfer e-mails (EmailType 15 and 16, issue 27
 * item 2), overridden by the organiser's e-mail editor like any other trigger kind.
 */
const p = emailParagraph;
const button = (label: string) => emailButton('offerLink', label);

/** To the new runner: the offer with its link. */
export const TRANSFER_OFFERED: Record<Locale, EmailText> = {
  cs: {
    header: 'Nabídka převzetí registrace – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        '{{transferFromName}} vám předává svou registraci na závod <strong>{{subEventName}}</strong> ' +
          'akce <strong>{{eventName}}</strong>. Registraci přijmete vyplněním svých údajů na stránce nabídky.',
      ),
      p('Poplatek za převod: <strong>{{transferFee}}</strong>.'),
      button('Převzít registraci'),
      p('Nabídka platí do {{offerValidUntil}}. Pokud o ni nestojíte, e-mail prostě ignorujte.'),
    ].join('\n'),
  },
  en: {
    header: 'A registration offered to you – {{eventName}}',
    body: [
      p('Hello,'),
      p(
        '{{transferFromName}} is handing their registration for <strong>{{subEventName}}</strong> at ' +
          '<strong>{{eventName}}</strong> over to you. Accept it by filling in your details on the offer page.',
      ),
      p('Transfer fee: <strong>{{transferFee}}</strong>.'),
      button('Take over the registration'),
      p('The offer stands until {{offerValidUntil}}. If you do not want it, simply ignore this e-mail.'),
    ].join('\n'),
  },
};

/** To both runners: the registration changed hands. */
export const TRANSFER_ACCEPTED: Record<Locale, EmailText> = {
  cs: {
    header: 'Registrace převedena – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'registrace na závod <strong>{{subEventName}}</strong> akce <strong>{{eventName}}</strong> ' +
          'byla převedena: {{transferFromName}} ji předal(a), {{transferToName}} ji převzal(a).',
      ),
      p('Startujícím je nyní {{transferToName}}.'),
    ].join('\n'),
  },
  en: {
    header: 'Registration transferred – {{eventName}}',
    body: [
      p('Hello,'),
      p(
        'the registration for <strong>{{subEventName}}</strong> at <strong>{{eventName}}</strong> has ' +
          'changed hands: {{transferFromName}} handed it over and {{transferToName}} took it over.',
      ),
      p('The runner is now {{transferToName}}.'),
    ].join('\n'),
  },
};
