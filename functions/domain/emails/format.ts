import { formatPragueDate, formatPragueDateTime } from '@shared/prague-time';

const valid = (iso: string | null | undefined): iso is string =>
  !!iso && !Number.isNaN(new Date(iso).getTime());

/** `D. M. YYYY HH:mm` in Prague time (spec §9); empty for a missing or invalid value. */
export const formatDateTimePrague = (iso: string | null | undefined): string =>
  valid(iso) ? formatPragueDateTime(iso) : '';

/** `D. M. YYYY` in Prague time; empty for a missing or invalid value. */
export const formatDatePrague = (iso: string | null | undefined): string =>
  valid(iso) ? formatPragueDate(iso) : '';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
