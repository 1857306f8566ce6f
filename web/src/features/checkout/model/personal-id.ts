/**
 * Country with personal id (spec §3/§5): stored as `CZE|710319/2745`. The id is editable only for
 * the Czech Republic and Slovakia and is always cleared when the country changes; the default is
 * `CZE|` (spec §9).
 */

export const PERSONAL_ID_COUNTRIES = ['CZE', 'SVK'] as const;
export const DEFAULT_PERSONAL_ID_VALUE = 'CZE|';

export interface PersonalIdValue {
  country: string;
  id: string;
}

export function decodePersonalId(value: string | null | undefined): PersonalIdValue {
  const text = value ?? '';
  const bar = text.indexOf('|');
  if (bar < 0) return text.trim() ? { country: 'CZE', id: text.trim() } : { country: 'CZE', id: '' };
  const country = text.slice(0, bar).trim().toUpperCase();
  return { country: /^[A-Z]{3}$/.test(country) ? country : 'CZE', id: text.slice(bar + 1) };
}

export function encodePersonalId(value: PersonalIdValue): string {
  return `${value.country}|${value.id}`;
}

export function isPersonalIdEditable(country: string): boolean {
  return (PERSONAL_ID_COUNTRIES as readonly string[]).includes(country.toUpperCase());
}

/** A new country always clears the id. */
export function changePersonalIdCountry(_value: PersonalIdValue, country: string): PersonalIdValue {
  return { country: country.toUpperCase(), id: '' };
}

/** Typing into the id: only digits and the slash, and only where an id can be entered. */
export function changePersonalIdNumber(value: PersonalIdValue, text: string): PersonalIdValue {
  if (!isPersonalIdEditable(value.country)) return { ...value, id: '' };
  return { ...value, id: text.replace(/[^\d/]/g, '').slice(0, 11) };
}
