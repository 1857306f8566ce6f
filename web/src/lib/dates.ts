/**
 * Dates of spec §9, shown in Europe/Prague whatever the visitor's time zone: `D. M. YYYY` and
 * `D. M. YYYY HH:mm` (the same in both languages). Intl only: no date library on public pages.
 */
export const DISPLAY_TIME_ZONE = 'Europe/Prague';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface PragueParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function parts(iso: string): PragueParts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const out: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) out[part.type] = part.value;
  return {
    day: String(Number(out.day)),
    month: String(Number(out.month)),
    year: out.year ?? '',
    hour: (out.hour ?? '00').padStart(2, '0'),
    minute: (out.minute ?? '00').padStart(2, '0'),
  };
}

/** `D. M. YYYY` in Prague time; empty for a missing or invalid value. */
export function formatDate(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.day}. ${p.month}. ${p.year}` : '';
}

/** `D. M. YYYY HH:mm` in Prague time; empty for a missing or invalid value. */
export function formatDateTime(iso: string | null | undefined): string {
  const p = iso ? parts(iso) : null;
  return p ? `${p.day}. ${p.month}. ${p.year} ${p.hour}:${p.minute}` : '';
}

/** One day, or `from – to` when the range spans several days (Prague calendar days). */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): string {
  const start = formatDate(from);
  const end = formatDate(to);
  if (!start) return end;
  if (!end || end === start) return start;
  return `${start} – ${end}`;
}

/** Machine-readable value for a `<time dateTime>` attribute. */
export function isoDateTime(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
