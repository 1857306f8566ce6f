import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/codelists/enums';
import csCommon from '../locales/cs/common.json';
import enCommon from '../locales/en/common.json';
import { writeCookie } from './cookies';
import { isLocale, LANGUAGE_COOKIE, storedLanguage } from './preferences';

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export { isLocale, LANGUAGE_COOKIE, storedLanguage };

// The `errors` namespace (the server's error catalogue) is added by the areas that show it:
// lib/errors-namespace.ts.
const resources: Resource = {
  cs: { common: csCommon },
  en: { common: enCommon },
};

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = isLocale(lng) ? lng : DEFAULT_LOCALE;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof document === 'undefined' ? DEFAULT_LOCALE : storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Switches the interface language and remembers it in the `lang` cookie. */
export async function changeLanguage(locale: Locale): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, locale, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE });
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** Lazily loaded areas register their own namespace (both languages) when their chunk loads. */
export function addNamespace(namespace: string, bundles: Record<Locale, ResourceLanguage>): void {
  for (const locale of LOCALES) {
    if (!i18n.hasResourceBundle(locale, namespace))
      i18n.addResourceBundle(locale, namespace, bundles[locale]);
  }
}

export { i18n };
