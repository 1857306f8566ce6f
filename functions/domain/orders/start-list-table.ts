import type { Locale } from '@shared/codelists/enums';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import type { ExportTable } from '../export/export-table';

const HEADERS: Record<Locale, string[]> = {
  cs: [
    'Startovní číslo',
    'Příjmení',
    'Jméno',
    'Rok narození',
    'Pohlaví',
    'Kategorie',
    'Vlna',
    'Tým',
    'Klub',
    'Zaplaceno',
    'E-mail',
    'Datum registrace',
  ],
  en: [
    'Start number',
    'Last name',
    'First name',
    'Birth year',
    'Gender',
    'Category',
    'Wave',
    'Team',
    'Club',
    'Paid',
    'E-mail',
    'Registered',
  ],
};

/** Appended when the race has an imported ranking. */
const RANK_HEADERS: Record<Locale, string[]> = { cs: ['Pořadí', 'Čas'], en: ['Rank', 'Time'] };

const GENDER: Record<Locale, Record<number, string>> = {
  cs: { 1: 'muž', 2: 'žena' },
  en: { 1: 'man', 2: 'woman' },
};
const YES_NO: Record<Locale, [string, string]> = { cs: ['ano', 'ne'], en: ['yes', 'no'] };

/**
 * The start list as a table for timing (spec §3 start list): one row per runner, headers in the
 * caller's language, the registration time as an instant (Prague time in the file); a race with an
 * imported ranking gets its rank and time as the last two columns.
 */
export function startListTable(
  subEventName: string,
  rows: readonly AdminStartListRow[],
  locale: Locale,
): ExportTable {
  const ranked = rows.some((r) => r.rank != null);
  return {
    name: subEventName,
    headers: ranked ? [...HEADERS[locale], ...RANK_HEADERS[locale]] : HEADERS[locale],
    rows: rows.map((r) => [
      r.startNumber,
      r.lastName,
      r.firstName,
      r.birthYear,
      GENDER[locale][r.gender] ?? '',
      r.categoryName,
      r.waveName,
      r.teamName,
      r.club,
      YES_NO[locale][r.paid ? 0 : 1],
      r.email,
      new Date(r.dateCreated),
      ...(ranked ? [r.rank ?? null, r.rankTime ?? null] : []),
    ]),
  };
}
