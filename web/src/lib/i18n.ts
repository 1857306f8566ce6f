import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/codelists/enums';
import csCommon from '../locales/cs/common.json';
import { writeCookie } from './cookies';
import { isLocale, LANGUAGE_COOKIE, storedLanguage } from './preferences';

const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export { isLocale, LANGUAGE_COOKIE, storedLanguage };

/**
 * A namespace's texts in one language: the bundle itself, or a loader of its JSON when the texts
 * travel in a chunk of their own. Czech, the default, ships with the code; English texts of the
 * public pages (common, catalogue, cart) are loaded only by visitors who read English, so the
 * Czech pages do not download them.
 */
export type BundleSource = ResourceLanguage | (() => Promise<{ default: ResourceLanguage }>);

const loaders = new Map<string, Map<string, () => Promise<{ default: ResourceLanguage }>>>();

/** i18next backend reading the registered loaders (i18next asks before a language is shown). */
const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(namespace)?.get(language);
    // Nothing to load (the bundle ships with the code or does not exist): missing keys fall back.
    if (!load) return callback(null, null);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

function syncDocumentLanguage(lng: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = isLocale(lng) ? lng : DEFAULT_LOCALE;
}

i18n.on('languageChanged', syncDocumentLanguage);

/** Lazily loaded areas register their own namespace (both languages) when their chunk loads. */
export function addNamespace(namespace: string, bundles: Record<Locale, BundleSource>): void {
  for (const locale of LOCALES) {
    const source = bundles[locale];
    if (typeof source === 'function') {
      if (!loaders.has(namespace)) loaders.set(namespace, new Map());
      loaders.get(namespace)?.set(locale, source);
    } else if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, source);
    }
  }
  // A language switch loads every registered namespace before the texts change.
  const namespaces = i18n.options.ns;
  if (Array.isArray(namespaces) && !namespaces.includes(namespace)) namespaces.push(namespace);
}

// The `errors` namespace (the server's error catalogue) is added by the areas that show it:
// lib/errors-namespace.ts.
loaders.set('common', new Map([['en', () => import('../locales/en/common.json')]]));

void i18n
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    resources: { cs: { common: csCommon } },
    partialBundledLanguages: true,
    lng: typeof document === 'undefined' ? DEFAULT_LOCALE : storedLanguage(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['common'],
    defaultNS: 'common',
    // An area's texts may use the shared ones (loading, retry…) without naming their namespace.
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });

/** Resolves once the texts of the current language are there (at once in Czech). */
export function languageLoaded(): Promise<void> {
  return i18n.loadNamespaces(i18n.options.ns ?? 'common');
}

/** Switches the interface language and remembers it in the `lang` cookie. */
export async function changeLanguage(locale: Locale): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, locale, { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE });
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export { i18n };
