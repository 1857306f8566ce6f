import type { Locale } from '../codelists/enums';

/** Texts of the start-numbering codes (admin/series/numberings*), merged into shared/errors/messages.ts. */
export const NUMBERING_MESSAGES = {
  'numberings.notFound': { cs: 'Číslování nebylo nalezeno.', en: 'The numbering was not found.' },
  'numberings.notInRace': {
    cs: 'Kategorie nebo vlna nepatří do zvoleného závodu.',
    en: 'The category or wave does not belong to the chosen race.',
  },
  'numberings.rangeBackwards': {
    cs: 'Čísla do musí být větší nebo rovna číslům od.',
    en: 'Numbers To must not be below Numbers From.',
  },
  'numberings.dateToBeforeFrom': {
    cs: 'Registrace do musí být později než registrace od.',
    en: 'Registered To must be after Registered From.',
  },
  'numberings.invalidRestrictedNumbers': {
    cs: 'Vyhrazená čísla zapište jako čísla a rozsahy oddělené čárkou, např. 1-20, 13, 666.',
    en: 'Write the restricted numbers as numbers and ranges separated by commas, e.g. 1-20, 13, 666.',
  },
  'numberings.clearBeforeDeleting': {
    cs: 'Číslování už přidělilo čísla. Nejdřív je odeberte, pak ho smažte.',
    en: 'The numbering has assigned numbers. Clear them first, then delete it.',
  },
  'numberings.clearBeforeMoving': {
    cs: 'Číslování už přidělilo čísla v jiném závodě. Nejdřív je odeberte.',
    en: 'The numbering has assigned numbers in another race. Clear them first.',
  },
  'numberings.fileUnreadable': {
    cs: 'Soubor se nepodařilo přečíst. Nahrajte CSV nebo XLSX se záhlavím v prvním řádku.',
    en: 'The file could not be read. Upload a CSV or XLSX with headers in its first row.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
