import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/**
 * Texts of checkout, registration, discount and payment-state codes (merged into
 * shared/errors/messages.ts). Registration failure codes follow shared/checkout/registration-failure.ts.
 */
export const CHECKOUT_MESSAGES = {
  'registration.tooLate': {
    cs: 'Registrace na {{name}} byla uzavřena {{date}}.',
    en: 'Registration for {{name}} closed on {{date}}.',
  },
  'registration.notOpenedYet': {
    cs: 'Registrace na {{name}} ještě nezačala, otevře se {{date}}.',
    en: 'Registration for {{name}} is not open yet; it opens on {{date}}.',
  },
  'registration.capacityEvent': {
    cs: 'Kapacita závodu {{name}} je naplněna.',
    en: 'The event {{name}} is full.',
  },
  'registration.capacitySubevent': {
    cs: 'Kapacita závodu {{name}} je naplněna.',
    en: 'The race {{name}} is full.',
  },
  'registration.capacityCategory': {
    cs: 'Kapacita kategorie {{name}} je naplněna.',
    en: 'The category {{name}} is full.',
  },
  'registration.capacityWave': {
    cs: 'Kapacita vlny {{name}} je naplněna.',
    en: 'The wave {{name}} is full.',
  },
  'registration.capacitySubcategory': {
    cs: 'Kapacita podkategorie {{name}} je naplněna.',
    en: 'The subcategory {{name}} is full.',
  },
  'registration.capacityTeam': { cs: 'Tým {{name}} je již plný.', en: 'The team {{name}} is already full.' },
  'registration.capacityCardValue': {
    cs: 'Kapacita položky {{name}} je vyčerpána.',
    en: 'No places are left for {{name}}.',
  },
  'registration.capacityCardItem': {
    cs: 'Volba {{name}} je již vyprodána.',
    en: 'The option {{name}} is sold out.',
  },
  'registration.ageTooLow': {
    cs: 'Závodník {{person}} je na kategorii {{name}} příliš mladý (nejnižší věk {{minimum}}).',
    en: '{{person}} is too young for the category {{name}} (minimum age {{minimum}}).',
  },
  'registration.ageTooHigh': {
    cs: 'Závodník {{person}} je na kategorii {{name}} příliš starý (nejvyšší věk {{maximum}}).',
    en: '{{person}} is too old for the category {{name}} (maximum age {{maximum}}).',
  },
  'registration.genderInvalid': {
    cs: 'Kategorie {{name}} není určena pro pohlaví závodníka {{person}}.',
    en: 'The category {{name}} is not open to the gender of {{person}}.',
  },
  'registration.teamRequired': {
    cs: 'Na závod {{name}} se lze registrovat jen v týmu: zadejte název týmu nebo se připojte k existujícímu.',
    en: '{{name}} is a team race: enter a team name or join an existing team.',
  },
  'registration.reservationNotFound': {
    cs: 'Rezervace názvu týmu nebyla nalezena nebo vypršela.',
    en: 'The team name reservation was not found or has expired.',
  },
  'registration.teamExists': {
    cs: 'Tým s názvem {{team}} už v závodě {{name}} existuje.',
    en: 'A team called {{team}} already exists in {{name}}.',
  },
  'registration.teamNotFound': SHARED_TEXTS.teamNotFound,
  'registration.teamPinInvalid': { cs: 'PIN týmu není správný.', en: 'The team PIN is not correct.' },
  'registration.relayAlreadyRegistered': {
    cs: 'Štafeta {{team}} je již zaregistrována.',
    en: 'The relay {{team}} is already registered.',
  },
  'registration.transferClosed': {
    cs: 'Platba převodem na {{name}} již není možná (od {{date}}). Zvolte platbu kartou.',
    en: 'Bank transfer for {{name}} is no longer possible (since {{date}}). Please pay by card.',
  },
  'registration.capacityRelay': {
    cs: 'Štafeta {{team}} je již plná.',
    en: 'The relay {{team}} is already full.',
  },
  'registration.capacityRelayCardValue': {
    cs: 'Kapacita položky {{name}} je pro štafety vyčerpána.',
    en: 'No places are left for {{name}} in relays.',
  },
  'registration.capacityRelayCardItem': {
    cs: 'Volba {{name}} je pro štafety vyprodána.',
    en: 'The option {{name}} is sold out for relays.',
  },
  'registration.relayValueNotFound': {
    cs: 'Údaj štafety nebyl nalezen.',
    en: 'The relay value was not found.',
  },
  'registration.invalidValidations': {
    cs: 'Formulář obsahuje chyby, opravte prosím označená pole.',
    en: 'The form contains errors, please correct the marked fields.',
  },
  'registration.invalidValidationCard': {
    cs: 'Formulář {{name}} k této registraci nepatří.',
    en: 'The form {{name}} does not belong to this registration.',
  },
  'registration.invalidTeamApplication': {
    cs: 'Přihláška do týmu není platná.',
    en: 'The team application is not valid.',
  },
  'registration.validationCardWithoutValues': {
    cs: 'Formulář {{name}} není vyplněn.',
    en: 'The form {{name}} has not been filled in.',
  },
  'registration.teamApplicationEmpty': {
    cs: 'Přihláška do týmu je prázdná.',
    en: 'The team application is empty.',
  },
  'registration.discountNotApplicable': {
    cs: 'Slevový kód {{code}} nelze na tuto objednávku použít.',
    en: 'The discount code {{code}} cannot be used for this order.',
  },
  'registration.discountUsageLimit': {
    cs: 'Slevový kód {{code}} už byl vyčerpán.',
    en: 'The discount code {{code}} has been used up.',
  },
  'registration.transferSingleOnly': {
    cs: 'Platba převodem je možná jen u objednávky s jednou registrací. Zvolte platbu kartou.',
    en: 'Bank transfer is only possible for an order with a single registration. Please pay by card.',
  },
  'checkout.termsNotAccepted': {
    cs: 'Musíte souhlasit s obchodními podmínkami.',
    en: 'You must accept the terms and conditions.',
  },
  'checkout.itemTermsNotAccepted': {
    cs: 'Musíte souhlasit s podmínkami účasti.',
    en: 'You must accept the terms of participation.',
  },
  'checkout.personalDataConsentMissing': {
    cs: 'Musíte souhlasit se zpracováním osobních údajů.',
    en: 'You must consent to the processing of personal data.',
  },
  'checkout.paymentMethodRequired': {
    cs: 'Zvolte způsob platby.',
    en: 'Choose a payment method.',
  },
  'checkout.mixedSeries': {
    cs: 'Košík může obsahovat jen registrace jedné série.',
    en: 'The cart may only hold registrations of one series.',
  },
  'checkout.idempotencyKeyReused': {
    cs: 'Tato objednávka již byla odeslána s jiným obsahem. Obnovte stránku a zkuste to znovu.',
    en: 'This order was already submitted with different content. Reload the page and try again.',
  },
  'checkout.orderTooLarge': {
    cs: 'Objednávka je příliš velká. Rozdělte prosím registrace do více objednávek.',
    en: 'The order is too large. Please split the registrations into several orders.',
  },
  'checkout.notOpenYet': {
    cs: 'Registrace ještě nezačala, otevře se {{date}}.',
    en: 'Registration is not open yet; it opens on {{date}}.',
  },
  'checkout.closed': { cs: 'Registrace byla uzavřena {{date}}.', en: 'Registration closed on {{date}}.' },
  'checkout.capacityReached': {
    cs: 'Kapacita je naplněna.',
    en: 'The capacity has been reached.',
  },
  'checkout.categoryNotFound': {
    cs: 'Kategorie v tomto závodě neexistuje.',
    en: 'The category does not exist in this race.',
  },
  'checkout.waveNotFound': {
    cs: 'Vlna v tomto závodě neexistuje.',
    en: 'The wave does not exist in this race.',
  },
  'discount.none': { cs: 'Slevový kód byl uplatněn.', en: 'The discount code has been applied.' },
  'discount.doesNotExist': { cs: 'Slevový kód neexistuje.', en: 'The discount code does not exist.' },
  'discount.notApplicable': {
    cs: 'Slevový kód nelze na tuto registraci použít.',
    en: 'The discount code does not apply to this registration.',
  },
  'discount.beforeValidDate': {
    cs: 'Slevový kód ještě neplatí.',
    en: 'The discount code is not valid yet.',
  },
  'discount.afterValidDate': {
    cs: 'Platnost slevového kódu skončila.',
    en: 'The discount code is no longer valid.',
  },
  'discount.usageLimitExceeded': {
    cs: 'Slevový kód už byl vyčerpán.',
    en: 'The discount code has been used up.',
  },
  'discount.notApplicableCurrency': {
    cs: 'Slevový kód nelze použít pro tuto měnu.',
    en: 'The discount code cannot be used for this currency.',
  },
  'discount.alreadyUsed': {
    cs: 'Tento slevový kód už je uplatněn.',
    en: 'This discount code is already applied.',
  },
  'payment.registrationNotFound': {
    cs: 'Registrace nebyla nalezena.',
    en: 'The registration was not found.',
  },
  'payment.alreadyPaid': {
    cs: 'Registrace již byla zaplacena.',
    en: 'The registration has already been paid.',
  },
  'payment.deleted': { cs: 'Registrace byla smazána.', en: 'The registration has been deleted.' },
  'payment.expired': {
    cs: 'Registrace vypršela, protože nebyla včas zaplacena.',
    en: 'The registration expired because it was not paid in time.',
  },
  'payment.cancelled': { cs: 'Registrace byla zrušena.', en: 'The registration has been cancelled.' },
  'payment.notGenerated': {
    cs: 'Platbu se nepodařilo vytvořit. Zkuste to prosím znovu.',
    en: 'The payment could not be created. Please try again.',
  },
  'payment.notCardOrder': {
    cs: 'Tato registrace se platí bankovním převodem.',
    en: 'This registration is paid by bank transfer.',
  },
  'payment.gatewayAnswerInvalid': {
    cs: 'Odpověď platební brány není platná a byla odmítnuta.',
    en: 'The payment gateway answer is not valid and was rejected.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
