import type { Locale } from '@shared/codelists/enums';
import { emailButton, emailParagraph } from './default-layout';
import type { EmailText } from './email-records';

/*
 * The built-in cs/en texts of the waiting-list offer (EmailType 14, issue 27), apart from
 * default-texts.ts to keep that file from growing; the organiser's e-mail editor overrides them
 * like any other trigger kind.
 */

const p = emailParagraph;
const button = (label: string) => emailButton('offerLink', label);

export const WAITING_LIST_OFFER: Record<Locale, EmailText> = {
  cs: {
    header: 'Uvolnilo se místo – {{subEventName}} ({{eventName}})',
    body: [
      p('Dobrý den,'),
      p(
        'v závodě <strong>{{subEventName}}</strong> akce <strong>{{eventName}}</strong> se uvolnilo místo ' +
          'a jste na čekací listině na řadě.',
      ),
      p(
        'Místo pro vás držíme do <strong>{{offerValidUntil}}</strong>. Registraci dokončíte přes tento odkaz:',
      ),
      button('Registrovat se'),
      p('Pokud místo nevyužijete, nabídneme ho po uplynutí lhůty dalšímu v pořadí.'),
    ].join('\n'),
  },
  en: {
    header: 'A place is free – {{subEventName}} ({{eventName}})',
    body: [
      p('Hello,'),
      p(
        'a place has come free in <strong>{{subEventName}}</strong> of <strong>{{eventName}}</strong> ' +
          'and you are next on the waiting list.',
      ),
      p('We hold it for you until <strong>{{offerValidUntil}}</strong>. Register through this link:'),
      button('Register'),
      p('If you do not take it by then, it passes to the next person in line.'),
    ].join('\n'),
  },
};
