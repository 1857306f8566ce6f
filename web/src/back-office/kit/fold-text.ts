/**
 * Text as a search compares it: lower case, without diacritics, so "zl" finds "Žluťoučký" and
 * "cerv" finds "Červený" (organisers often type Czech names without accents). The same folding the
 * server's searches use.
 */
export { fold as foldText } from '@shared/text/search-text';
