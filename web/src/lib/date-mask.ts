import { formatIsoDate, parseDateOnly } from '@shared/validation/date-only';

/**
 * Typing a date in the edit format DD/MM/YYYY (spec §9): digits typed one after another get their
 * slashes (`01052000` → `01/05/2000`), so the numeric keypad of a phone is enough. Text with other
 * separators (`1. 5. 2000`, `1/5/2000`) is left as typed: the shared date parser reads those too.
 */
export function maskDateInput(text: string): string {
  const cleaned = text.replace(/[^\d/.\s-]/g, '');
  const masked = /^\d+$/.test(cleaned) || /^\d{2}\/(\d{0,2}|\d{2}\/\d*)$/.test(cleaned);
  if (!masked) return cleaned.slice(0, 12);
  const digits = cleaned.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4)}`;
  // A slash the runner typed right after a complete day or month stays.
  if (cleaned.endsWith('/') && (digits.length === 2 || digits.length === 4)) out += '/';
  return out;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` → the edit format DD/MM/YYYY (spec §9); empty for a missing or invalid value. */
export function isoToEditDate(iso: string): string {
  const date = iso ? parseDateOnly(iso) : undefined;
  return date ? `${pad2(date.day)}/${pad2(date.month)}/${date.year}` : '';
}

/** A typed date (DD/MM/YYYY or another form the shared parser reads) → `YYYY-MM-DD`; '' when empty, null when no date. */
export function editDateToIso(text: string): string | null {
  if (text.trim() === '') return '';
  const date = parseDateOnly(text);
  return date ? formatIsoDate(date) : null;
}
