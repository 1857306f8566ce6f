import type { Locale } from '@shared/codelists/enums';
import type { EmailText } from './email-records';

/*
 * The product's own texts of the runner self-service e-mails (issue 27), used when an event
 * defines none. Same plain style as ./default-texts.ts.
 */
const p = (html: string) => `<p style="margin:0 0 16px;">${html}</p>`;

/** The runner changed race / category / wave themselves: the registration as it is now. */
export const RACE_CHANGED: Record<Locale, EmailText> = {
  cs: {
    header: 'Změna závodu – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        've vaší registraci na akci <strong>{{eventName}}</strong> (variabilní symbol {{variableSymbol}}) ' +
          'jste změnili závod, kategorii nebo vlnu. Registrace nyní vypadá takto:',
      ),
      '{{items}}',
      p('Cena registrace: <strong>{{price}}</strong>.'),
      p('Aktuální stav registrace najdete na <a href="{{registrationLink}}">této stránce</a>.'),
    ].join('\n'),
  },
  en: {
    header: 'Race changed – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'you changed the race, category or wave of your registration for <strong>{{eventName}}</strong> ' +
          '(variable symbol {{variableSymbol}}). The registration is now:',
      ),
      '{{items}}',
      p('Price of the registration: <strong>{{price}}</strong>.'),
      p(
        'You can see the current state of your registration on <a href="{{registrationLink}}">this page</a>.',
      ),
    ].join('\n'),
  },
};
