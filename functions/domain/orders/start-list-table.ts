import type { Locale } from '@shared/codelists/enums';
import type { AdminStartListRow } from '@shared/orders/start-list-schemas';
import { formatPragueDateTime } from '@shared/prague-time';

/** A cell of an export: text, a whole number, or empty. */
export type Cell = string | number | null;

export interface ExportTable {
  /** Sheet name and file name stem. */
  title: string;
  headers: string[];
  rows: Cell[][];
}

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
 * caller's language, the registration time in Europe/Prague (`D. M. YYYY HH:mm`); a race with an
 * imported ranking gets its rank and time as the last two columns.
 */
export function startListTable(
  subEventName: string,
  rows: readonly AdminStartListRow[],
  locale: Locale,
): ExportTable {
  const ranked = rows.some((r) => r.rank != null);
  return {
    title: subEventName,
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
      formatPragueDateTime(r.dateCreated),
      ...(ranked ? [r.rank ?? null, r.rankTime ?? null] : []),
    ]),
  };
}

/** A file name without characters that break a download (keeps Czech letters). */
export function exportFileName(title: string, extension: 'csv' | 'xlsx'): string {
  const stem =
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'startlist';
  return `${stem}.${extension}`;
}
