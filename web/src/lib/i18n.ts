import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/codelists/enums';
import { ERROR_MESSAGES } from '../../../shared/errors/messages';
import csCommon from '../locales/cs/common.json';
import enCommon from '../locales/en/common.json';
import { readCookie, writeCookie } from './cookies';

/** Language preference cookie (spec §9), default cs. */
export const LANGUAGE_COOKIE = 'lang';
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function storedLanguage(): Locale {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The server's error catalogue as the `errors` namespace, so a code reads the same on both sides
 * (codes like `common.notFound` become nested keys).
 */
export function errorsNamespace(locale: Locale): ResourceLanguage {
  const root: ResourceLanguage = {};
  for (const [code, texts] of Object.entries(ERROR_MESSAGES)) {
    const parts = code.split('.');
    let node = root;
    parts.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as ResourceLanguage;
    });
    node[parts[parts.length - 1] as string] = (texts as Record<Locale, string>)[locale];
  }
  return root;
}

const resources: Resource = {
  cs: { common: csCommon, errors: errorsNamespace('cs') },
  en: { common: enCommon, errors: errorsNamespace('en') },
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
  ns: ['common', 'errors'],
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
