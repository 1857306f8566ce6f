import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Texts of the race editor's codes (sub-events, categories, sub-categories, pricings, waves), merged into shared/errors/messages.ts. */
export const RACE_EDITOR_MESSAGES = {
  'raceEditor.registrationToBeforeFrom': {
    cs: 'Konec registrace musí být po jejím začátku.',
    en: 'Registration To must be after Registration From.',
  },
  'raceEditor.startListToBeforeFrom': {
    cs: 'Konec zobrazení startovní listiny musí být stejný nebo pozdější než jeho začátek.',
    en: 'Start list To must be on or after Start list From.',
  },
  'raceEditor.relayChangesToBeforeFrom': {
    cs: 'Konec změn štafety musí být stejný nebo pozdější než jejich začátek.',
    en: 'Relay changes To must be on or after Relay changes From.',
  },
  'raceEditor.bankTransferAfterRegistration': {
    cs: 'Zákaz platby převodem nesmí začít až po konci registrace.',
    en: 'Bank transfer cannot be closed after Registration To.',
  },
  'raceEditor.membersRequired': {
    cs: 'Týmový a štafetový závod potřebuje počet členů.',
    en: 'A team or relay race needs its number of members.',
  },
  'raceEditor.membersToBelowFrom': {
    cs: 'Nejvyšší počet členů nesmí být menší než nejnižší.',
    en: 'Members To must not be below Members From.',
  },
  'raceEditor.maxAgeNotAboveMin': {
    cs: 'Maximální věk musí být větší než minimální věk.',
    en: 'Max age must be greater than Min age.',
  },
  'raceEditor.capacityToNotAboveFrom': {
    cs: 'Horní mez prodaných míst musí být větší než dolní.',
    en: 'Places sold To must be greater than Places sold From.',
  },
  'raceEditor.raceNotFound': { cs: 'Závod (trať) nebyl nalezen.', en: 'The race was not found.' },
  'raceEditor.categoryNotFound': {
    cs: 'Kategorie nebyla v tomto závodě nalezena.',
    en: 'The category was not found in this race.',
  },
  'raceEditor.subcategoryNotFound': {
    cs: 'Podkategorie nebyla v tomto závodě nalezena.',
    en: 'The sub-category was not found in this race.',
  },
  'raceEditor.pricingNotFound': {
    cs: 'Cenová hladina nebyla v tomto závodě nalezena.',
    en: 'The pricing was not found in this race.',
  },
  'raceEditor.waveNotFound': {
    cs: 'Vlna nebyla v tomto závodě nalezena.',
    en: 'The wave was not found in this race.',
  },
  'raceEditor.currencyNotSold': {
    cs: 'Akce neprodává v měně {{currency}}.',
    en: 'The event does not sell in {{currency}}.',
  },
  'raceEditor.priceRequired': {
    cs: 'Zadejte cenu v každé měně akce ({{currencies}}).',
    en: 'Enter a price in every currency of the event ({{currencies}}).',
  },
  'raceEditor.capacityBelowSold': {
    cs: 'Kapacitu nelze snížit na {{capacity}}: už je prodáno {{used}} míst. Zadejte alespoň {{used}} nebo 0 (bez omezení).',
    en: 'The capacity cannot be lowered to {{capacity}}: {{used}} places are already sold. Enter at least {{used}}, or 0 (unlimited).',
  },
  'raceEditor.soldMeanwhile': SHARED_TEXTS.soldMeanwhile,
  'raceEditor.hasRegistrations': {
    cs: '„{{name}}“ nelze smazat: má registrace, které na ni odkazují. Uzavřete raději prodej (kapacita nebo konec registrace).',
    en: '“{{name}}” cannot be deleted: registrations refer to it. Close its sales instead (capacity or Registration To).',
  },
  'raceEditor.currencyPriceNotFound': {
    cs: 'Cena v této měně nebyla v tomto závodě nalezena.',
    en: 'The price in this currency was not found in this race.',
  },
  'raceEditor.currencyPriceExists': {
    cs: '„{{name}}“ už má cenu v {{currency}}: upravte ji.',
    en: '“{{name}}” already has a price in {{currency}}: change that one.',
  },
  'raceEditor.categoryPriceRequired': {
    cs: 'Kategorie „{{name}}“ potřebuje cenu v každé měně akce, tedy i v {{currency}}: cenu změňte, nebo měnu odeberte v detailu akce.',
    en: 'The category “{{name}}” needs a price in every currency of the event, {{currency}} included: change the price, or remove the currency in the event detail.',
  },
  'raceEditor.duplicateChangeableValue': {
    cs: 'Každou hodnotu formuláře vyberte jen jednou.',
    en: 'Choose each form value only once.',
  },
  'raceEditor.noChangeableValueChosen': {
    cs: 'Povolujete změny registrace: vyberte alespoň jednu hodnotu, kterou lze změnit.',
    en: 'Registration changes are allowed: choose at least one value that may be changed.',
  },
  'raceEditor.valueNotChangeable': {
    cs: 'Hodnotu „{{name}}“ nelze nabídnout ke změně: formulář závodu ji nemá, nebo není textem, datem, zaškrtávacím polem či telefonem, je osobním údajem, má cenu či kapacitu, je skrytá či jen pro čtení.',
    en: 'The value “{{name}}” cannot be offered for change: the race’s form does not ask it, or it is not plain text, a date, a checkbox or a phone, is a personal detail, has a price or capacity, or is hidden or read-only.',
  },
  'raceEditor.valueChangeClosed': {
    cs: 'Tato registrace teď změnu údajů nenabízí.',
    en: 'This registration does not offer changing its details now.',
  },
  'raceEditor.valueNotOffered': {
    cs: 'Hodnotu „{{name}}“ u této registrace změnit nelze.',
    en: 'The value “{{name}}” of this registration cannot be changed.',
  },
  'raceEditor.valueChangeNeedsPayment': {
    cs: 'Změna údajů je u tohoto závodu zpoplatněná: zaplaťte ji kartou („Zaplatit a změnit“).',
    en: 'Changing the details of this race has a fee: pay it by card (“Pay and change”).',
  },
  'raceEditor.valueChangeFree': {
    cs: 'Změna údajů je u tohoto závodu zdarma: uložte ji bez platby.',
    en: 'Changing the details of this race is free: save it without paying.',
  },
  'raceEditor.valueChangePending': {
    cs: 'Jiná změna údajů této registrace čeká na zaplacení. Dokončete ji, nebo to zkuste za hodinu znovu.',
    en: 'Another change of this registration is waiting for its payment. Finish it, or try again in an hour.',
  },
  'raceEditor.valueChangeUnchanged': {
    cs: 'Nic jste nezměnili.',
    en: 'You have not changed anything.',
  },
  'paymentDetail.notFound': {
    cs: 'Platební údaje nebyly v této sérii nalezeny.',
    en: 'The payment detail was not found in this series.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
