import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Texts of the e-mail editor's codes (admin/series/emails*, admin/email-layouts*), merged into shared/errors/messages.ts. */
export const EMAIL_EDITOR_MESSAGES = {
  'emails.emailNotFound': { cs: 'E-mail nebyl nalezen.', en: 'The e-mail was not found.' },
  'emails.eventNotFound': SHARED_TEXTS.eventNotFound,
  'emails.layoutNotFound': SHARED_TEXTS.emailLayoutNotFound,
  'emails.layoutWithoutContent': {
    cs: 'Šablona musí obsahovat proměnnou „content“ ve dvojitých složených závorkách: tam se vloží text e-mailu.',
    en: 'The template must contain the “content” variable in double curly braces: the e-mail text goes there.',
  },
  'emails.layoutInUse': {
    cs: 'Šablonu nelze smazat: používá ji série „{{series}}“.',
    en: 'The template cannot be deleted: the series “{{series}}” uses it.',
  },
  'emails.duplicateEmail': {
    cs: 'Akce už má e-mail tohoto druhu se stejnými podmínkami a pořadím.',
    en: 'The event already has an e-mail of this kind with the same conditions and order.',
  },
  'emails.duplicateGlobalEmail': {
    cs: 'Globální e-mail tohoto druhu se stejnými podmínkami a pořadím už existuje.',
    en: 'A global e-mail of this kind with the same conditions and order already exists.',
  },
  'emails.emptyBody': {
    cs: 'Po odstranění nepovolených částí nezbyl žádný text e-mailu.',
    en: 'Nothing of the e-mail text is left once the disallowed parts are removed.',
  },
  'emails.noAddress': {
    cs: 'Váš účet nemá e-mailovou adresu, na kterou by šlo zkoušku poslat.',
    en: 'Your account has no e-mail address to send the test to.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
