/**
 * Text as a search compares it: lower case, without diacritics, so "zl" finds "Žluťoučký" and
 * "cerv" finds "Červený" (organisers often type Czech names without accents).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('cs');
}
