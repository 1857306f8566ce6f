/** Lower case without diacritics: "novak" finds "Novák", "zlut" finds "Žluťoučký". */
export const fold = (text: string | null | undefined): string =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every word of the search text occurs in one of the fields (case- and accent-insensitive). */
export function matchesSearch(
  searchText: string | null | undefined,
  ...fields: Array<string | null | undefined>
): boolean {
  const words = fold(searchText).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fields.map(fold).join(' ');
  return words.every((w) => haystack.includes(w));
}
