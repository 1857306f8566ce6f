import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/codelists/enums';
import { readCookie } from './cookies';

/**
 * The visitor's stored preferences, read without React or i18next: the inline boot script of
 * index.html applies them before the first paint (boot/inline-boot.ts), the app reads them again.
 */

/** Light/dark theme (spec §9): kept in local storage under `theme`, dark by default. */
export type ColorMode = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_COLOR_MODE: ColorMode = 'dark';

export function readColorMode(): ColorMode {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

/** Chakra's `_dark`/`_light` conditions key off the `dark`/`light` class on <html>. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

/** Language preference cookie (spec §9), default cs. */
export const LANGUAGE_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The address's language version (`?lang=en`: the hreflang links of the prerendered pages and the
 * sitemap) wins over the cookie, so a search result in English opens the page in English.
 */
export function storedLanguage(): Locale {
  const asked = globalThis.location ? new URLSearchParams(globalThis.location.search).get('lang') : null;
  if (isLocale(asked)) return asked;
  const value = readCookie(LANGUAGE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
