import type { Locale } from '../codelists/enums';

/**
 * The {{variables}} an e-mail text may use (spec §3 "E-mail variables"). Descriptions are for the
 * admin e-mail editor (its insertable chips). A variable that does not apply to an e-mail (no team, no bank data…)
 * renders as an empty string.
 */
export const EMAIL_VARIABLES = {
  registratorFirstName: { cs: 'Jméno registrujícího', en: 'Registrator first name' },
  registratorLastName: { cs: 'Příjmení registrujícího', en: 'Registrator last name' },
  registratorEmail: { cs: 'E-mail registrujícího', en: 'Registrator e-mail' },
  registreeNames: { cs: 'Jména registrovaných závodníků', en: 'Names of the registered racers' },
  registreeEmails: { cs: 'E-maily registrovaných závodníků', en: 'E-mails of the registered racers' },
  seriesName: { cs: 'Název seriálu', en: 'Series name' },
  eventName: { cs: 'Název akce', en: 'Event name' },
  subEventName: { cs: 'Název závodu', en: 'Race (subevent) name' },
  price: { cs: 'Cena objednávky', en: 'Order price' },
  returnedAmount: { cs: 'Vrácená částka', en: 'Returned amount' },
  receivedAmount: { cs: 'Dosud přijatá částka', en: 'Amount received so far' },
  remainingAmount: { cs: 'Zbývá doplatit', en: 'Amount left to pay' },
  dateCreated: { cs: 'Datum registrace', en: 'Registration date' },
  datePaid: { cs: 'Datum zaplacení', en: 'Payment date' },
  expiresAt: { cs: 'Termín splatnosti (expirace)', en: 'Payment deadline (expiry)' },
  variableSymbol: { cs: 'Variabilní symbol', en: 'Variable symbol' },
  bankAccount: { cs: 'Číslo účtu', en: 'Bank account' },
  iban: { cs: 'IBAN', en: 'IBAN' },
  swift: { cs: 'SWIFT/BIC', en: 'SWIFT/BIC' },
  constantSymbol: { cs: 'Konstantní symbol', en: 'Constant symbol' },
  paymentLink: { cs: 'Odkaz na platbu', en: 'Payment link' },
  registrationLink: { cs: 'Odkaz na registraci', en: 'Registration link' },
  qrCode: { cs: 'QR platba (obrázek)', en: 'QR payment code (image)' },
  items: { cs: 'Tabulka registrací', en: 'Table of registrations' },
  teamName: { cs: 'Název týmu', en: 'Team name' },
  pin: { cs: 'PIN týmu', en: 'Team PIN' },
  teamLink: { cs: 'Odkaz na správu týmu', en: 'Team management link' },
  invitationLink: { cs: 'Odkaz pozvánky do týmu', en: 'Team invitation link' },
  invitedEventName: { cs: 'Akce, na kterou pozvánka zve', en: 'Event of the invitation' },
  userFirstName: { cs: 'Jméno uživatele', en: 'User first name' },
  userLastName: { cs: 'Příjmení uživatele', en: 'User last name' },
  userEmail: { cs: 'E-mail uživatele', en: 'User e-mail' },
  activationLink: { cs: 'Odkaz na aktivaci účtu', en: 'Account activation link' },
  resetLink: { cs: 'Odkaz na změnu hesla', en: 'Password reset link' },
  hash: { cs: 'Ověřovací kód', en: 'Verification code' },
  // Waiting list (issue 27): the offer e-mail.
  offerLink: { cs: 'Odkaz na nabídnuté místo', en: 'Link to the offered place' },
  offerValidUntil: { cs: 'Do kdy je místo drženo', en: 'Place held until' },
  // Tax documents (issue 28): where a signed-in runner downloads the payment's document.
  taxDocument: {
    cs: 'Odstavec s odkazem na doklad o zaplacení (Moje objednávky)',
    en: 'Paragraph linking the payment document (My orders)',
  },
  // Registration transfer (issue 27 item 2): the offer and the accepted transfer.
  transferFromName: { cs: 'Kdo registraci předává', en: 'Who hands the registration over' },
  transferToName: { cs: 'Kdo registraci přebírá', en: 'Who takes the registration over' },
  transferFee: { cs: 'Poplatek za převod', en: 'Transfer fee' },
  // QR tickets (issue 27 item 4): each paid registration's ticket image with its code as text.
  tickets: { cs: 'QR vstupenky k výdeji balíčků', en: 'QR tickets for the packet pickup' },
  transferLink: {
    cs: 'Odstavec s odkazy na převod registrací na jiného závodníka (bez přihlášení)',
    en: 'Paragraph with the links transferring the registrations to another runner (no sign-in)',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type EmailVariableName = keyof typeof EMAIL_VARIABLES;
export const EMAIL_VARIABLE_NAMES = Object.keys(EMAIL_VARIABLES) as EmailVariableName[];
