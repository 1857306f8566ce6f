import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Texts of the admin users codes (admin/users/*), merged into shared/errors/messages.ts. */
export const ADMIN_USER_MESSAGES = {
  'adminUsers.userNotFound': { cs: 'Uživatel nebyl nalezen.', en: 'The user was not found.' },
  'adminUsers.lastAdmin': {
    cs: 'Jde o posledního aktivního administrátora: nelze mu odebrat roli administrátora ani jej zablokovat. Nejprve přidejte roli administrátora jinému uživateli.',
    en: 'This is the last active administrator: the admin role cannot be removed and the account cannot be disabled. Give another user the admin role first.',
  },
  'adminUsers.notEventManager': {
    cs: 'Oprávnění k sérii nebo akci lze přidat jen uživateli s rolí správce akcí. Nejprve mu tuto roli přidejte.',
    en: 'Series or event permissions can only be given to a user with the event manager role. Add that role first.',
  },
  'adminUsers.seriesNotFound': SHARED_TEXTS.seriesNotFound,
  'adminUsers.eventNotFound': SHARED_TEXTS.eventNotFound,
  'adminUsers.permissionNotFound': {
    cs: 'Oprávnění nebylo nalezeno.',
    en: 'The permission was not found.',
  },
  'adminUsers.tooManyPermissions': {
    cs: 'Uživatel může mít nejvýše {{maximum}} oprávnění.',
    en: 'A user can hold at most {{maximum}} permissions.',
  },
  'adminUsers.userDisabled': {
    cs: 'Účet je zablokovaný: e-mail mu nelze poslat. Nejprve jej odblokujte.',
    en: 'The account is disabled, so no e-mail can be sent to it. Enable it first.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
