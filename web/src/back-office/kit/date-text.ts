import { pragueWallTime, pragueWallTimeToIso } from '@shared/prague-time';
import { formatIsoDate, parseDateOnly, type DateOnly } from '@shared/validation/date-only';

const pad = (n: number) => String(n).padStart(2, '0');
const editDate = (d: DateOnly) => `${pad(d.day)}/${pad(d.month)}/${d.year}`;

/**
 * What a typed text means: `''` for an empty field, `null` for text that is no valid value
 * (the field keeps its value and shows an error), otherwise the value.
 */
export type Parsed = string | null;

/** `YYYY-MM-DD` → the edit format `DD/MM/YYYY` (spec §9); empty for a missing or invalid value. */
export function isoDateToText(iso: string | null | undefined): string {
  const date = iso ? parseDateOnly(iso) : undefined;
  return date ? editDate(date) : '';
}

/** A typed date (DD/MM/YYYY, or the other forms the shared parser reads) → `YYYY-MM-DD`. */
export function textToIsoDate(text: string): Parsed {
  if (text.trim() === '') return '';
  const date = parseDateOnly(text);
  return date ? formatIsoDate(date) : null;
}

/** An instant → `DD/MM/YYYY HH:mm` in Prague time. */
export function isoInstantToText(iso: string | null | undefined): string {
  const wall = iso ? pragueWallTime(iso) : null;
  return wall ? `${editDate(wall)} ${pad(wall.hour)}:${pad(wall.minute)}` : '';
}

/** `DD/MM/YYYY HH:mm` typed in Prague time → the ISO instant (UTC). */
export function textToIsoInstant(text: string): Parsed {
  const value = text.trim();
  if (value === '') return '';
  const match = /^(.+?)[\sT]+(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const date = parseDateOnly(match[1] as string);
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (!date || hour > 23 || minute > 59) return null;
  return pragueWallTimeToIso({ ...date, hour, minute });
}

/** Value of a native `datetime-local` picker (Prague wall time) ↔ ISO instant. */
export function isoInstantToLocalInput(iso: string): string {
  const wall = iso ? pragueWallTime(iso) : null;
  return wall ? `${formatIsoDate(wall)}T${pad(wall.hour)}:${pad(wall.minute)}` : '';
}
