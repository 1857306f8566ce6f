import { EmailType, type Locale } from '@shared/codelists/enums';
import { CARD_REFUND_TEXTS } from './card-refund-text';
import { EMAIL_STYLE, emailButton, emailParagraph } from './default-layout';
import type { EmailText, EmailTypeValue } from './email-records';
import { WAITING_LIST_OFFER } from './waiting-list-texts';
import { RACE_CHANGED } from './self-service-texts';
import { CHECKED_IN } from './check-in-texts';
import { TRANSFER_ACCEPTED, TRANSFER_OFFERED } from './transfer-texts';

/*
 * The product's own texts for every trigger kind of spec §3, used when an event defines none.
 * Czech salutations avoid the first name on purpose: "Dobrý den, Jan" would need the vocative
 * ("Jane"), which cannot be derived reliably.
 */

const { font, muted } = EMAIL_STYLE;

const button = emailButton;

/** Label / value rows (bank details, team PIN). */
const facts = (rows: Array<[string, string]>): string =>
  '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">' +
  rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;${font}font-size:14px;color:${muted};">${label}</td>` +
        `<td style="padding:4px 0;${font}font-size:14px;font-weight:bold;">${value}</td></tr>`,
    )
    .join('') +
  '</table>';

const p = emailParagraph;
const h = (html: string) =>
  `<h2 style="margin:24px 0 8px;${font}font-size:17px;line-height:22px;">${html}</h2>`;

type Texts = Record<Locale, EmailText>;

const REGISTRATION_BY_CARD: Texts = {
  cs: {
    header: 'Potvrzení registrace – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p('děkujeme za registraci na akci <strong>{{eventName}}</strong>. Zde je její přehled:'),
      '{{items}}',
      p('Celková cena: <strong>{{price}}</strong><br>Variabilní symbol: {{variableSymbol}}'),
      p(
        'Zvolili jste platbu kartou. Jakmile platbu přijmeme, pošleme vám potvrzení. ' +
          'Pokud se platba nepodařila nebo jste ji nedokončili, můžete zaplatit zde:',
      ),
      button('paymentLink', 'Zaplatit kartou'),
      p(
        'Nezaplacená registrace vyprší <strong>{{expiresAt}}</strong> a rezervovaná místa se uvolní. ' +
          'Stav registrace můžete kdykoli zkontrolovat na <a href="{{registrationLink}}">této stránce</a>.',
      ),
      p('Těšíme se na vás na startu!'),
    ].join('\n'),
  },
  en: {
    header: 'Registration confirmation – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p('thank you for registering for <strong>{{eventName}}</strong>. Here is a summary:'),
      '{{items}}',
      p('Total price: <strong>{{price}}</strong><br>Variable symbol: {{variableSymbol}}'),
      p(
        'You chose to pay by card. We will confirm by e-mail as soon as the payment arrives. ' +
          'If the payment failed or you did not finish it, you can pay here:',
      ),
      button('paymentLink', 'Pay by card'),
      p(
        'An unpaid registration expires on <strong>{{expiresAt}}</strong> and its places are released. ' +
          'You can check the state of your registration at any time on <a href="{{registrationLink}}">this page</a>.',
      ),
      p('We look forward to seeing you at the start!'),
    ].join('\n'),
  },
};

const PAYMENT: Texts = {
  cs: {
    header: 'Platba přijata – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'potvrzujeme, že jsme přijali platbu <strong>{{price}}</strong> za registraci na akci ' +
          '<strong>{{eventName}}</strong> (variabilní symbol {{variableSymbol}}). ' +
          'Platba byla zaevidována {{datePaid}} a vaše registrace je tímto dokončena.',
      ),
      '{{items}}',
      '{{tickets}}',
      p('Detail registrace i s QR vstupenkami najdete na <a href="{{registrationLink}}">této stránce</a>.'),
      '{{taxDocument}}',
      '{{transferLink}}',
      p('Těšíme se na vás na startu!'),
    ].join('\n'),
  },
  en: {
    header: 'Payment received – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'we have received your payment of <strong>{{price}}</strong> for the registration for ' +
          '<strong>{{eventName}}</strong> (variable symbol {{variableSymbol}}). ' +
          'The payment was recorded on {{datePaid}} and your registration is now complete.',
      ),
      '{{items}}',
      '{{tickets}}',
      p(
        'You can see the details of your registration, QR tickets included, on ' +
          '<a href="{{registrationLink}}">this page</a>.',
      ),
      '{{taxDocument}}',
      '{{transferLink}}',
      p('We look forward to seeing you at the start!'),
    ].join('\n'),
  },
};

const EXPIRATION: Texts = {
  cs: {
    header: 'Registrace vypršela – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'je nám líto, ale vaše registrace na akci <strong>{{eventName}}</strong> ze dne {{dateCreated}} vypršela, ' +
          'protože jsme do {{expiresAt}} neobdrželi platbu <strong>{{price}}</strong> ' +
          '(variabilní symbol {{variableSymbol}}).',
      ),
      '{{items}}',
      p(
        'Rezervovaná místa jsme uvolnili. Pokud se akce chcete zúčastnit, zaregistrujte se prosím znovu, ' +
          'dokud jsou volná místa.',
      ),
      p(
        'Pokud jste platbu mezitím odeslali, kontaktujte prosím pořadatele akce – platbu dohledá ' +
          'podle variabilního symbolu.',
      ),
    ].join('\n'),
  },
  en: {
    header: 'Registration expired – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'we are sorry, but your registration for <strong>{{eventName}}</strong> of {{dateCreated}} has expired ' +
          'because we did not receive the payment of <strong>{{price}}</strong> by {{expiresAt}} ' +
          '(variable symbol {{variableSymbol}}).',
      ),
      '{{items}}',
      p(
        'The reserved places have been released. If you still want to take part, please register again ' +
          'while places are available.',
      ),
      p(
        'If you have sent the payment in the meantime, please contact the event organiser, who can trace it ' +
          'by the variable symbol.',
      ),
    ].join('\n'),
  },
};

const CANCELLATION: Texts = {
  cs: {
    header: 'Registrace zrušena – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'oznamujeme, že registrace na akci <strong>{{eventName}}</strong> ' +
          '(variabilní symbol {{variableSymbol}}) byla zrušena.',
      ),
      '{{items}}',
      p(
        'Vrácená částka: <strong>{{returnedAmount}}</strong>. Připsání peněz může trvat několik pracovních dní.',
      ),
      p('S případnými dotazy se prosím obracejte na pořadatele akce.'),
    ].join('\n'),
  },
  en: {
    header: 'Registration cancelled – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'we are letting you know that the registration for <strong>{{eventName}}</strong> ' +
          '(variable symbol {{variableSymbol}}) has been cancelled.',
      ),
      '{{items}}',
      p(
        'Amount returned: <strong>{{returnedAmount}}</strong>. The refund may take a few business days to arrive.',
      ),
      p('If you have any questions, please contact the event organiser.'),
    ].join('\n'),
  },
};

const ITEM_CANCELLATION: Texts = {
  cs: {
    header: 'Zrušení části registrace – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'z vaší registrace na akci <strong>{{eventName}}</strong> (variabilní symbol {{variableSymbol}}) ' +
          'jsme zrušili tuto položku:',
      ),
      '{{items}}',
      p(
        'Vrácená částka: <strong>{{returnedAmount}}</strong>. Ostatní položky registrace zůstávají v platnosti.',
      ),
      p('Aktuální stav registrace najdete na <a href="{{registrationLink}}">této stránce</a>.'),
    ].join('\n'),
  },
  en: {
    header: 'Part of your registration cancelled – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'the following entry of your registration for <strong>{{eventName}}</strong> ' +
          '(variable symbol {{variableSymbol}}) has been cancelled:',
      ),
      '{{items}}',
      p(
        'Amount returned: <strong>{{returnedAmount}}</strong>. The other entries of the registration remain valid.',
      ),
      p(
        'You can see the current state of your registration on <a href="{{registrationLink}}">this page</a>.',
      ),
    ].join('\n'),
  },
};

const REGISTRATION_BY_TRANSFER: Texts = {
  cs: {
    header: 'Pokyny k platbě – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'děkujeme za registraci na akci <strong>{{eventName}}</strong>. ' +
          'Registraci dokončíte zaplacením bankovním převodem.',
      ),
      '{{items}}',
      h('Platební údaje'),
      facts([
        ['Částka', '{{price}}'],
        ['Číslo účtu', '{{bankAccount}}'],
        ['IBAN', '{{iban}}'],
        ['Variabilní symbol', '{{variableSymbol}}'],
        ['Splatnost', '{{expiresAt}}'],
      ]),
      p('Nejrychleji zaplatíte naskenováním QR kódu v mobilní aplikaci své banky:'),
      '{{qrCode}}',
      p(
        'Uveďte prosím správný variabilní symbol, jinak platbu nebudeme moci přiřadit. ' +
          'Pokud platba nedorazí do <strong>{{expiresAt}}</strong>, registrace vyprší a rezervovaná místa se uvolní.',
      ),
      p(
        'Po připsání platby vám pošleme potvrzení. Stav registrace můžete kdykoli zkontrolovat ' +
          'na <a href="{{registrationLink}}">této stránce</a>.',
      ),
    ].join('\n'),
  },
  en: {
    header: 'Registration for {{eventName}} – payment instructions',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'thank you for registering for <strong>{{eventName}}</strong>. ' +
          'To complete the registration, please pay by bank transfer.',
      ),
      '{{items}}',
      h('Payment details'),
      facts([
        ['Amount', '{{price}}'],
        ['Account number', '{{bankAccount}}'],
        ['IBAN', '{{iban}}'],
        ['SWIFT/BIC', '{{swift}}'],
        ['Variable symbol', '{{variableSymbol}}'],
        ['Due by', '{{expiresAt}}'],
      ]),
      p('The quickest way to pay is to scan the QR code with your banking app:'),
      '{{qrCode}}',
      p(
        'Please state the variable symbol exactly, otherwise we cannot match your payment. ' +
          'If the payment does not arrive by <strong>{{expiresAt}}</strong>, the registration expires and its places are released.',
      ),
      p(
        'We will confirm by e-mail once the payment arrives. You can check the state of your registration ' +
          'at any time on <a href="{{registrationLink}}">this page</a>.',
      ),
    ].join('\n'),
  },
};

const TEAM_CREATED: Texts = {
  cs: {
    header: 'Tým {{teamName}} byl založen',
    body: [
      p('Dobrý den,'),
      p(
        'tým <strong>{{teamName}}</strong> pro závod {{subEventName}} (akce {{eventName}}) byl úspěšně založen ' +
          'a vy jste jeho vedoucím.',
      ),
      facts([
        ['Název týmu', '{{teamName}}'],
        ['PIN týmu', '{{pin}}'],
      ]),
      p(
        'PIN si dobře uschovejte. Spolu s vaším e-mailem slouží k přihlášení do správy týmu, ' +
          'kde můžete zvát další členy a upravovat sestavu:',
      ),
      button('teamLink', 'Spravovat tým'),
      p('Členové, kteří se chtějí k týmu připojit, potřebují při registraci název týmu a PIN.'),
    ].join('\n'),
  },
  en: {
    header: 'Team {{teamName}} has been created',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'the team <strong>{{teamName}}</strong> for {{subEventName}} ({{eventName}}) has been created ' +
          'and you are its manager.',
      ),
      facts([
        ['Team name', '{{teamName}}'],
        ['Team PIN', '{{pin}}'],
      ]),
      p(
        'Please keep the PIN safe. Together with your e-mail it signs you in to the team management page, ' +
          'where you can invite members and change the line-up:',
      ),
      button('teamLink', 'Manage the team'),
      p('Members who want to join the team need the team name and the PIN when they register.'),
    ].join('\n'),
  },
};

const TEAM_JOINED: Texts = {
  cs: {
    header: 'Registrace do týmu {{teamName}}',
    body: [
      p('Dobrý den,'),
      p(
        'potvrzujeme registraci do týmu <strong>{{teamName}}</strong> v závodě {{subEventName}} ' +
          '(akce {{eventName}}).',
      ),
      '{{items}}',
      p('Přejeme celému týmu hodně úspěchů na trati!'),
    ].join('\n'),
  },
  en: {
    header: 'Registration to team {{teamName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'we confirm the registration to the team <strong>{{teamName}}</strong> in {{subEventName}} ' +
          '({{eventName}}).',
      ),
      '{{items}}',
      p('We wish the whole team every success on the course!'),
    ].join('\n'),
  },
};

const TEAM_INVITATION: Texts = {
  cs: {
    header: 'Pozvánka do týmu {{teamName}} – {{invitedEventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'vedoucí týmu <strong>{{teamName}}</strong> vás zve do týmu na akci <strong>{{invitedEventName}}</strong> ' +
          '(závod {{subEventName}}).',
      ),
      p('K týmu se připojíte registrací přes tento odkaz:'),
      button('invitationLink', 'Přijmout pozvánku'),
      facts([
        ['Název týmu', '{{teamName}}'],
        ['PIN týmu', '{{pin}}'],
      ]),
      p('Pokud pozvánku nečekáte, můžete tento e-mail ignorovat.'),
    ].join('\n'),
  },
  en: {
    header: 'Invitation to team {{teamName}} – {{invitedEventName}}',
    body: [
      p('Hello,'),
      p(
        'the manager of the team <strong>{{teamName}}</strong> invites you to join the team at ' +
          '<strong>{{invitedEventName}}</strong> ({{subEventName}}).',
      ),
      p('To join, register through this link:'),
      button('invitationLink', 'Accept the invitation'),
      facts([
        ['Team name', '{{teamName}}'],
        ['Team PIN', '{{pin}}'],
      ]),
      p('If you were not expecting this invitation, you can ignore this e-mail.'),
    ].join('\n'),
  },
};

const TEAM_MANAGER_CHANGED: Texts = {
  cs: {
    header: 'Jste novým vedoucím týmu {{teamName}}',
    body: [
      p('Dobrý den,'),
      p(
        'stali jste se novým vedoucím týmu <strong>{{teamName}}</strong> v závodě {{subEventName}} ' +
          '(akce {{eventName}}).',
      ),
      p('Do správy týmu se přihlásíte svým e-mailem a PINem týmu:'),
      facts([
        ['Název týmu', '{{teamName}}'],
        ['PIN týmu', '{{pin}}'],
      ]),
      button('teamLink', 'Spravovat tým'),
    ].join('\n'),
  },
  en: {
    header: 'You are the new manager of team {{teamName}}',
    body: [
      p('Hello,'),
      p(
        'you have become the new manager of the team <strong>{{teamName}}</strong> in {{subEventName}} ' +
          '({{eventName}}).',
      ),
      p('Sign in to the team management page with your e-mail and the team PIN:'),
      facts([
        ['Team name', '{{teamName}}'],
        ['Team PIN', '{{pin}}'],
      ]),
      button('teamLink', 'Manage the team'),
    ].join('\n'),
  },
};

const ACTIVATE_USER: Texts = {
  cs: {
    header: 'Aktivace účtu',
    body: [
      p('Dobrý den,'),
      p('děkujeme za založení účtu. Registraci dokončíte aktivací účtu:'),
      button('activationLink', 'Aktivovat účet'),
      p(
        `<span style="color:${muted};font-size:13px;">Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz: {{activationLink}}</span>`,
      ),
      p('Pokud jste účet nezakládali, tento e-mail prosím ignorujte.'),
    ].join('\n'),
  },
  en: {
    header: 'Activate your account',
    body: [
      p('Hello {{userFirstName}},'),
      p('thank you for creating an account. Please activate it to finish signing up:'),
      button('activationLink', 'Activate the account'),
      p(
        `<span style="color:${muted};font-size:13px;">If the button does not work, copy this link into your browser: {{activationLink}}</span>`,
      ),
      p('If you did not create an account, please ignore this e-mail.'),
    ].join('\n'),
  },
};

const REQUEST_PASSWORD_CHANGE: Texts = {
  cs: {
    header: 'Změna hesla',
    body: [
      p('Dobrý den,'),
      p('obdrželi jsme žádost o změnu hesla k účtu {{userEmail}}. Nové heslo si nastavíte zde:'),
      button('resetLink', 'Nastavit nové heslo'),
      p(
        `<span style="color:${muted};font-size:13px;">Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz: {{resetLink}}</span>`,
      ),
      p('Pokud jste o změnu hesla nežádali, tento e-mail ignorujte – vaše heslo zůstane beze změny.'),
    ].join('\n'),
  },
  en: {
    header: 'Change your password',
    body: [
      p('Hello {{userFirstName}},'),
      p(
        'we received a request to change the password of the account {{userEmail}}. You can set a new password here:',
      ),
      button('resetLink', 'Set a new password'),
      p(
        `<span style="color:${muted};font-size:13px;">If the button does not work, copy this link into your browser: {{resetLink}}</span>`,
      ),
      p('If you did not ask for a password change, ignore this e-mail – your password stays the same.'),
    ].join('\n'),
  },
};

/**
 * An admin created the account (admin/users with `sendEmail`): not a trigger kind of spec §3, so
 * organisers cannot redefine it. The link is a password-reset link valid 7 days; setting the
 * password also activates the account.
 */
const ACCOUNT_CREATED: Texts = {
  cs: {
    header: 'Byl vám založen účet',
    body: [
      p('Dobrý den,'),
      p(
        'administrátor vám založil účet <strong>{{userEmail}}</strong>. Než se poprvé přihlásíte, nastavte si prosím své heslo:',
      ),
      button('resetLink', 'Nastavit heslo'),
      p(
        `<span style="color:${muted};font-size:13px;">Pokud tlačítko nefunguje, zkopírujte do prohlížeče tento odkaz: {{resetLink}}. Odkaz platí 7 dní.</span>`,
      ),
      p('Pokud účet nečekáte, tento e-mail prosím ignorujte.'),
    ].join('\n'),
  },
  en: {
    header: 'An account was created for you',
    body: [
      p('Hello {{userFirstName}},'),
      p(
        'an administrator created the account <strong>{{userEmail}}</strong> for you. Before you sign in for the first time, please set your password:',
      ),
      button('resetLink', 'Set your password'),
      p(
        `<span style="color:${muted};font-size:13px;">If the button does not work, copy this link into your browser: {{resetLink}}. The link is valid for 7 days.</span>`,
      ),
      p('If you do not expect this account, please ignore this e-mail.'),
    ].join('\n'),
  },
};

const INCOMPLETE_PAYMENT: Texts = {
  cs: {
    header: 'Platba není úplná – {{eventName}}',
    body: [
      p('Dobrý den,'),
      p(
        'k registraci na akci <strong>{{eventName}}</strong> (variabilní symbol {{variableSymbol}}) jsme ' +
          'přijali <strong>{{receivedAmount}}</strong>, cena registrace je ale <strong>{{price}}</strong>.',
      ),
      p(
        'Zbývá doplatit <strong>{{remainingAmount}}</strong>. Pošlete prosím zbytek se stejným variabilním symbolem:',
      ),
      facts([
        ['Číslo účtu', '{{bankAccount}}'],
        ['IBAN', '{{iban}}'],
        ['Variabilní symbol', '{{variableSymbol}}'],
        ['Částka', '{{remainingAmount}}'],
      ]),
      p(
        'Dokud registrace není zaplacena celá, platí pro ni termín splatnosti <strong>{{expiresAt}}</strong>. ' +
          'Stav registrace najdete na <a href="{{registrationLink}}">této stránce</a>.',
      ),
    ].join('\n'),
  },
  en: {
    header: 'Payment incomplete – {{eventName}}',
    body: [
      p('Hello {{registratorFirstName}},'),
      p(
        'for your registration for <strong>{{eventName}}</strong> (variable symbol {{variableSymbol}}) we ' +
          'received <strong>{{receivedAmount}}</strong>, but the price is <strong>{{price}}</strong>.',
      ),
      p(
        '<strong>{{remainingAmount}}</strong> is left to pay. Please send the rest with the same variable symbol:',
      ),
      facts([
        ['Bank account', '{{bankAccount}}'],
        ['IBAN', '{{iban}}'],
        ['Variable symbol', '{{variableSymbol}}'],
        ['Amount', '{{remainingAmount}}'],
      ]),
      p(
        'Until it is paid in full, the registration keeps its payment deadline of <strong>{{expiresAt}}</strong>. ' +
          'You can check its state on <a href="{{registrationLink}}">this page</a>.',
      ),
    ].join('\n'),
  },
};

export const accountCreatedEmailText = (locale: Locale): EmailText => ACCOUNT_CREATED[locale];

export const DEFAULT_EMAIL_TEXTS: Readonly<Record<EmailTypeValue, Texts>> = {
  [EmailType.REGISTRATION_BY_CARD]: REGISTRATION_BY_CARD,
  [EmailType.PAYMENT]: PAYMENT,
  [EmailType.EXPIRATION]: EXPIRATION,
  [EmailType.CANCELLATION]: CANCELLATION,
  [EmailType.ITEM_CANCELLATION]: ITEM_CANCELLATION,
  [EmailType.REGISTRATION_BY_TRANSFER]: REGISTRATION_BY_TRANSFER,
  [EmailType.TEAM_CREATED]: TEAM_CREATED,
  [EmailType.TEAM_JOINED]: TEAM_JOINED,
  [EmailType.TEAM_INVITATION]: TEAM_INVITATION,
  [EmailType.TEAM_MANAGER_CHANGED]: TEAM_MANAGER_CHANGED,
  [EmailType.ACTIVATE_USER]: ACTIVATE_USER,
  [EmailType.REQUEST_PASSWORD_CHANGE]: REQUEST_PASSWORD_CHANGE,
  [EmailType.INCOMPLETE_PAYMENT]: INCOMPLETE_PAYMENT,
  [EmailType.WAITING_LIST_OFFER]: WAITING_LIST_OFFER,
  [EmailType.TRANSFER_OFFERED]: TRANSFER_OFFERED,
  [EmailType.TRANSFER_ACCEPTED]: TRANSFER_ACCEPTED,
  [EmailType.CARD_REFUND]: CARD_REFUND_TEXTS,
  [EmailType.RACE_CHANGED]: RACE_CHANGED,
  [EmailType.CHECKED_IN]: CHECKED_IN,
};

export const defaultEmailText = (type: EmailTypeValue, locale: Locale): EmailText =>
  DEFAULT_EMAIL_TEXTS[type][locale];
