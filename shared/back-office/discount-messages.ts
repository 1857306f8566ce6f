import type { Locale } from '../codelists/enums';
import { SHARED_TEXTS } from '../errors/shared-texts';

/** Texts of the discount-code codes (admin/series/discounts*), merged into shared/errors/messages.ts. */
export const DISCOUNT_MESSAGES = {
  'discounts.seriesNotFound': SHARED_TEXTS.seriesNotFound,
  'discounts.duplicateInFile': {
    cs: 'Kód „{{code}}“ je v souboru už na řádku {{line}}.',
    en: 'The code "{{code}}" is already on line {{line}} of the file.',
  },
  'discounts.missingColumns': {
    cs: 'V souboru chybí sloupce: {{columns}}.',
    en: 'The file lacks the columns: {{columns}}.',
  },
  'discounts.invalidCsv': {
    cs: 'Soubor nelze přečíst jako CSV (řádek {{line}}).',
    en: 'The file cannot be read as CSV (line {{line}}).',
  },
  'discounts.notFound': { cs: 'Slevový kód nebyl nalezen.', en: 'The discount code was not found.' },
  'discounts.codeTaken': {
    cs: 'Kód „{{code}}“ už v této sérii existuje.',
    en: 'The code "{{code}}" already exists in this series.',
  },
  'discounts.invalidCode': {
    cs: 'Kód smí obsahovat jen písmena bez diakritiky, číslice, „-“ a „_“.',
    en: 'The code may contain only letters without accents, digits, "-" and "_".',
  },
  'discounts.validToBeforeFrom': {
    cs: 'Platnost do musí být později než platnost od.',
    en: 'Valid To must be after Valid From.',
  },
  'discounts.patternWithoutWildcard': {
    cs: 'Vzor musí obsahovat alespoň jeden zástupný znak: * (písmeno nebo číslice), # (číslice), @ (písmeno).',
    en: 'The pattern must contain at least one wildcard: * (letter or digit), # (digit), @ (letter).',
  },
  'discounts.invalidPattern': {
    cs: 'Vzor smí obsahovat jen písmena bez diakritiky, číslice, „-“, „_“ a zástupné znaky * # @.',
    en: 'The pattern may contain only letters without accents, digits, "-", "_" and the wildcards * # @.',
  },
  'discounts.patternTooSmall': {
    cs: 'Vzor nestačí na {{count}} nových kódů (volných je nejvýše {{available}}). Přidejte zástupné znaky.',
    en: 'The pattern cannot give {{count}} new codes (at most {{available}} are free). Add wildcards.',
  },
} as const satisfies Record<string, Record<Locale, string>>;
