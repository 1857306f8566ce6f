import type { Locale } from '@shared/codelists/enums';
import type { EmailText } from './email-records';

/*
 * The product's texts of the optional "checked in" e-mail (issue 27): the e-mail editor offers
 * them as the starting text; the e-mail goes out only once an organiser saves one for the event
 * (functions/domain/emails/compose-order-email.ts skips the kind on the default text).
 */
const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

export const CHECKED_IN: Record<Locale, EmailText> = {
  cs: {
    header: 'Startovní balíček vyzvednut – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'při výdeji startovních balíčků na akci <strong>{{eventName}}</strong> jsme odbavili tuto ' +
          'registraci:',
      ),
      '{{items}}',
      p('Pokud jste balíček nevyzvedli vy, ozvěte se prosím pořadateli.'),
      p('Hodně štěstí na trati!'),
    ].join('\n'),
  },
  en: {
    header: 'Race packet collected – {{eventName}}',
    body: [
      p('Hello,'),
      p('at the packet pickup of <strong>{{eventName}}</strong> we have checked in this registration:'),
      '{{items}}',
      p('If you did not collect the packet yourself, please let the organiser know.'),
      p('Good luck on the course!'),
    ].join('\n'),
  },
};
