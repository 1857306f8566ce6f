import { matchesSearch } from '@shared/text/search-text';
import { dateInTimeZone, formatIsoDate } from '@shared/validation/date-only';

/** Searching, date bounds (Prague days) and sorting of the user area's lists. */

export const matches = matchesSearch;

/** The Prague calendar day (`YYYY-MM-DD`) of an instant. */
export const pragueDay = (iso: string): string => formatIsoDate(dateInTimeZone(new Date(iso)));

export const inDays = (iso: string, from?: string | null, to?: string | null) => {
  const day = pragueDay(iso);
  return (!from || day >= from) && (!to || day <= to);
};

/**
 * UTC bounds for the index query that surely contain every instant of the Prague days
 * `from`..`to` (a day either side); the exact day test is done afterwards.
 */
export function queryBounds(from?: string | null, to?: string | null): { from?: string; to?: string } {
  const shift = (day: string, days: number) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + days)).toISOString();
  };
  return { ...(from ? { from: shift(from, -1) } : {}), ...(to ? { to: shift(to, 2) } : {}) };
}

export type Comparable = string | number | null | undefined;
export function sortBy<T>(
  rows: T[],
  key: (row: T) => Comparable,
  descending: boolean,
  tieBreak: (row: T) => string,
): T[] {
  const cmp = (a: Comparable, b: Comparable) => {
    if (a === b) return 0;
    if (a === null || a === undefined) return 1; // empty values last either way
    if (b === null || b === undefined) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a).localeCompare(String(b), 'cs');
  };
  return [...rows].sort((x, y) => {
    const c = cmp(key(x), key(y));
    const nullish = key(x) === null || key(x) === undefined || key(y) === null || key(y) === undefined;
    const directed = nullish ? c : descending ? -c : c;
    return directed || tieBreak(x).localeCompare(tieBreak(y));
  });
}
