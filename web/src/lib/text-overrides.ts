import type { i18n as I18n } from 'i18next';
import { publicTranslationRoutes } from '@shared/api/areas/translations';
import { api } from './api-client';
import { isLocale } from './preferences';

/**
 * Texts an admin overrode (admin/translations), merged over the built-in ones. They are fetched
 * after the first render (never holding it) once per language; an override reaches a namespace
 * when its bundle is there: at once for the bundles already loaded (then the page re-renders), and
 * for a lazily loaded area when its bundle is added. A bundle is never created by an override alone
 * (i18next would then take the namespace for loaded and never load its built-in texts).
 *
 * A prerendered page carries its language's overrides (issue 29: the worker rendered its HTML with
 * them): those apply before the first render, so hydration meets the same texts. They are still
 * fetched after it (a change since the render, before the worker rendered the page again) and
 * re-render the page only when they differ.
 */

type Overrides = Record<string, Record<string, string>>;
export type FetchOverrides = (language: string) => Promise<Overrides>;

export interface TextOverrideOptions {
  /** The overrides a rendered page carries for its language (its data block). */
  seeded?: { language: string; overrides: Overrides };
  /** Fetching starts once this settles (main.tsx: the first render), so it never holds it. */
  fetchAfter?: Promise<unknown>;
}

export function installTextOverrides(
  i18n: I18n,
  fetchOverrides: FetchOverrides,
  { seeded, fetchAfter = Promise.resolve() }: TextOverrideOptions = {},
): void {
  const loaded = new Map<string, Overrides>();
  const requested = new Set<string>();
  let applying = false;

  const apply = (language: string, namespace: string): boolean => {
    const texts = loaded.get(language)?.[namespace];
    if (!texts || !i18n.hasResourceBundle(language, namespace)) return false;
    applying = true;
    try {
      // Flat keys (nested ones joined by dots) are split by i18next's key separator.
      i18n.addResources(language, namespace, texts);
    } finally {
      applying = false;
    }
    return true;
  };

  const load = (language: string) => {
    if (!isLocale(language) || requested.has(language)) return;
    requested.add(language);
    fetchOverrides(language).then(
      (overrides) => {
        // A rendered page's own (seeded) are usually the same: nothing to render again then.
        if (JSON.stringify(loaded.get(language)) === JSON.stringify(overrides)) return;
        loaded.set(language, overrides);
        let changed = false;
        for (const namespace of Object.keys(overrides)) changed = apply(language, namespace) || changed;
        // The shown texts change: components re-render on a language change (same language).
        if (changed && i18n.language === language) void i18n.changeLanguage(language);
      },
      // Without the overrides the built-in texts stay: nothing to show the visitor.
      () => requested.delete(language),
    );
  };

  if (seeded && isLocale(seeded.language)) {
    loaded.set(seeded.language, seeded.overrides);
    for (const namespace of Object.keys(seeded.overrides)) apply(seeded.language, namespace);
  }
  i18n.store.on('added', (language: string, namespace: string) => {
    if (!applying) apply(language, namespace);
  });
  const startFetching = () => {
    i18n.on('languageChanged', load);
    load(i18n.language);
  };
  fetchAfter.then(startFetching, startFetching);
}

/** The overrides of the public call; without a token (they are everyone's), so no sign-in state touches it. */
export const fetchPublicOverrides: FetchOverrides = async (language) => {
  if (!isLocale(language)) return {};
  return api.call(publicTranslationRoutes.texts, { params: { lang: language } }, { anonymous: true });
};
