import { getExampleNumber, isSupportedCountry } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';

/**
 * The phone input of spec §5: a three-letter country, its calling prefix and the digits, stored as
 * `CZE|+420|777123456` (spec §3). The input shows `+420 777 123 456`: it keeps digits only,
 * resets to just the prefix when the text gets shorter than the prefix, follows the grouping of the
 * country's example mobile number and cuts digits beyond its length. Default +420 / CZE (spec §9).
 */

export interface PhoneCountry {
  /** Three-letter code (CZE). */
  code: string;
  /** Two-letter code (cz). */
  alpha2: string;
  /** Digits of the calling code without "+" (420). */
  callingCode: string;
}

export interface PhoneState {
  country: string;
  /** `+420` */
  prefix: string;
  /** National digits only. */
  digits: string;
}

export const DEFAULT_PHONE_STATE: PhoneState = { country: 'CZE', prefix: '+420', digits: '' };

/** E.164 allows at most 15 digits including the calling code. */
const E164_MAX_DIGITS = 15;

export interface PhoneMask {
  /** Sizes of the digit groups (`601 123 456` → [3, 3, 3]); null when the country has no example. */
  groups: number[] | null;
  maxDigits: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The grouping and length of the country's example mobile number (international format). */
export function phoneMask(country: Pick<PhoneCountry, 'alpha2' | 'callingCode'>): PhoneMask {
  const alpha2 = country.alpha2.toUpperCase();
  const fallback: PhoneMask = {
    groups: null,
    maxDigits: Math.max(1, E164_MAX_DIGITS - onlyDigits(country.callingCode).length),
  };
  if (!isSupportedCountry(alpha2)) return fallback;
  const example = getExampleNumber(alpha2, examples);
  if (!example) return fallback;
  const national = example.formatInternational().replace(/^\+\d+\s*/, '');
  const groups = national
    .split(/\D+/)
    .filter((part) => part.length > 0)
    .map((part) => part.length);
  const maxDigits = String(example.nationalNumber).length;
  return { groups: groups.length > 0 ? groups : null, maxDigits };
}

/** The digits in the mask's groups (`777123456` → `777 123 456`); extra digits are cut. */
export function formatPhoneDigits(digits: string, mask: PhoneMask): string {
  const cut = onlyDigits(digits).slice(0, mask.maxDigits);
  if (!mask.groups) return cut;
  const parts: string[] = [];
  let at = 0;
  for (const size of mask.groups) {
    if (at >= cut.length) break;
    parts.push(cut.slice(at, at + size));
    at += size;
  }
  if (at < cut.length) parts.push(cut.slice(at));
  return parts.join(' ');
}

/** What the input shows: the prefix, then the grouped digits. */
export function phoneDisplay(state: PhoneState, mask: PhoneMask): string {
  const formatted = formatPhoneDigits(state.digits, mask);
  return formatted ? `${state.prefix} ${formatted}` : state.prefix;
}

/** The input's text changed: keep digits only, reset to the prefix when it lost (part of) it, cut extras. */
export function phoneTextChange(state: PhoneState, text: string, mask: PhoneMask): PhoneState {
  const trimmed = text.trim();
  const all = onlyDigits(trimmed);
  const prefix = onlyDigits(state.prefix);
  let national: string;
  if (trimmed.startsWith('+')) {
    // Shorter than the prefix, or the prefix itself edited: back to just the prefix.
    if (!all.startsWith(prefix)) return { ...state, digits: '' };
    national = all.slice(prefix.length);
  } else if (all.length === 0) {
    return { ...state, digits: '' };
  } else {
    // Typed or pasted without "+": a national number, or the prefix without its plus.
    national = all.startsWith(prefix) && all.length > mask.maxDigits ? all.slice(prefix.length) : all;
  }
  return { ...state, digits: national.slice(0, mask.maxDigits) };
}

/** Another country: its prefix; the digits stay, cut to the new country's length. */
export function phoneCountryChange(state: PhoneState, country: PhoneCountry, mask: PhoneMask): PhoneState {
  return {
    country: country.code,
    prefix: `+${onlyDigits(country.callingCode)}`,
    digits: state.digits.slice(0, mask.maxDigits),
  };
}

/** `CZE|+420|777123456`; an empty number keeps country and prefix (`CZE|+420|`). */
export function encodePhone(state: PhoneState): string {
  return `${state.country}|${state.prefix}|${state.digits}`;
}

/**
 * Reads a stored or default value; a missing prefix is taken from `callingCodeOf`. Anything
 * unreadable gives the default (CZE, +420).
 */
export function decodePhone(
  value: string | null | undefined,
  callingCodeOf: (country: string) => string | undefined,
): PhoneState {
  const text = (value ?? '').trim();
  if (!text) return { ...DEFAULT_PHONE_STATE };
  const parts = text.split('|').map((p) => p.trim());
  if (parts.length === 1) {
    return { ...DEFAULT_PHONE_STATE, digits: onlyDigits(parts[0] as string) };
  }
  const country = (parts[0] as string).toUpperCase();
  if (!/^[A-Z]{3}$/.test(country)) return { ...DEFAULT_PHONE_STATE };
  const calling = parts.length >= 3 ? onlyDigits(parts[1] as string) : (callingCodeOf(country) ?? '');
  const digits = onlyDigits(parts.length >= 3 ? parts.slice(2).join('') : (parts[1] as string));
  const prefix = calling ? `+${calling}` : `+${callingCodeOf(country) ?? ''}`;
  return { country, prefix, digits };
}
