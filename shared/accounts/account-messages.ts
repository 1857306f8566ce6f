import type { Locale } from '../codelists/enums';

/**
 * Texts of the account codes (sign-up, activation, password flows, profile, user area, api
 * clients), merged into shared/errors/messages.ts. Sign-in codes (auth.loginFailed,
 * auth.userDisabled, …) live in the core catalogue there.
 */
export const ACCOUNT_MESSAGES = {
  'account.emailExists': {
    cs: 'Účet s tímto e-mailem už existuje. Přihlaste se nebo si obnovte heslo.',
    en: 'An account with this e-mail already exists. Sign in or reset your password.',
  },
  'account.passwordTooShort': {
    cs: 'Heslo musí mít alespoň {{minimum}} znaků.',
    en: 'The password must have at least {{minimum}} characters.',
  },
  'account.passwordNoLowercase': {
    cs: 'Heslo musí obsahovat alespoň jedno malé písmeno.',
    en: 'The password must contain at least one lowercase letter.',
  },
  'account.passwordNoUppercase': {
    cs: 'Heslo musí obsahovat alespoň jedno velké písmeno.',
    en: 'The password must contain at least one uppercase letter.',
  },
  'account.passwordNoDigit': {
    cs: 'Heslo musí obsahovat alespoň jednu číslici.',
    en: 'The password must contain at least one digit.',
  },
  'account.passwordMismatch': {
    cs: 'Hesla se neshodují.',
    en: 'The passwords do not match.',
  },
  'account.wrongOldPassword': {
    cs: 'Současné heslo není správné.',
    en: 'The current password is not correct.',
  },
  'account.userNotFound': { cs: 'Uživatel neexistuje.', en: 'The user does not exist.' },
  'account.alreadyActive': {
    cs: 'Účet je již aktivní. Můžete se přihlásit.',
    en: 'The account is already active. You can sign in.',
  },
  'account.activated': {
    cs: 'Účet byl aktivován. Nyní se můžete přihlásit.',
    en: 'The account has been activated. You can sign in now.',
  },
  'account.emailNotSent': {
    cs: 'E-mail se nepodařilo odeslat. Zkuste to prosím později.',
    en: 'The e-mail could not be sent. Please try again later.',
  },
  'account.activationEmailNotSent': {
    cs: 'Účet byl založen, ale aktivační e-mail se nepodařilo odeslat. Nechte si jej poslat znovu.',
    en: 'The account was created, but the activation e-mail could not be sent. Have it sent again.',
  },
  'account.emailWait': {
    cs: 'E-mail jsme vám už poslali. Další si můžete vyžádat za {{minutes}} min. Zkontrolujte prosím i složku nevyžádané pošty.',
    en: 'We have already sent you the e-mail. You can ask for another in {{minutes}} min. Please check your spam folder too.',
  },
  'account.emailAccepted': {
    cs: 'Pokud k e-mailu existuje účet, poslali jsme na něj zprávu s odkazem.',
    en: 'If an account exists for this e-mail, we have sent it a message with a link.',
  },
  'account.tokenInvalid': {
    cs: 'Odkaz není platný. Zkontrolujte, že jste jej zkopírovali celý, nebo si nechte poslat nový.',
    en: 'The link is not valid. Check that you copied all of it, or have a new one sent.',
  },
  'account.tokenExpired': {
    cs: 'Platnost odkazu vypršela. Nechte si prosím poslat nový.',
    en: 'The link has expired. Please have a new one sent.',
  },
  'account.tokenUsed': {
    cs: 'Odkaz už byl použit. Nechte si prosím poslat nový.',
    en: 'The link has already been used. Please have a new one sent.',
  },
  'account.passwordChanged': {
    cs: 'Heslo bylo změněno.',
    en: 'The password has been changed.',
  },
  'account.templateLimit': {
    cs: 'Uložit lze nejvýše {{maximum}} šablon. Nejprve některou smažte.',
    en: 'At most {{maximum}} templates can be saved. Delete one first.',
  },
  'account.changedMeanwhile': {
    cs: 'Údaje se mezitím změnily. Načtěte je prosím znovu.',
    en: 'The data changed meanwhile. Please load them again.',
  },
  'account.notFound': {
    cs: 'Záznam nebyl nalezen.',
    en: 'The record was not found.',
  },
  'auth.clientCredentialsInvalid': {
    cs: 'Neplatné přihlašovací údaje aplikace.',
    en: 'Invalid client credentials.',
  },
  'auth.clientDisabled': {
    cs: 'Přístup aplikace je zablokován.',
    en: 'This client is disabled.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
