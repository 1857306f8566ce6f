import type { i18n as I18n } from 'i18next';
import type { TextOverrides } from '@shared/catalog/page-data';

/**
 * The render worker renders a page with its language's text overrides (the same ones its data block
 * carries, which the browser applies before hydrating: lib/text-overrides.ts), on the one i18next
 * instance every render shares. So they apply for one render only: to the bundles there and to those
 * a lazy page adds during the render, and the bundles are put back as built afterwards (an override
 * removed since must not stay in the next page).
 */
export function overlayTexts(i18n: I18n, language: string, overrides: TextOverrides | undefined): () => void {
  if (!overrides || Object.keys(overrides).length === 0) return () => undefined;
  const builtIn = new Map<string, unknown>();
  let applying = false;
  const apply = (namespace: string) => {
    const texts = overrides[namespace];
    if (!texts || !i18n.hasResourceBundle(language, namespace)) return;
    // A copy: i18next hands out its own objects and merges into them.
    if (!builtIn.has(namespace))
      builtIn.set(namespace, structuredClone(i18n.getResourceBundle(language, namespace)));
    applying = true;
    try {
      i18n.addResources(language, namespace, texts);
    } finally {
      applying = false;
    }
  };
  const added = (lng: string, namespace: string) => {
    if (lng === language && !applying) apply(namespace);
  };
  Object.keys(overrides).forEach(apply);
  i18n.store.on('added', added);
  return () => {
    i18n.store.off('added', added);
    for (const [namespace, bundle] of builtIn) {
      i18n.removeResourceBundle(language, namespace);
      i18n.addResourceBundle(language, namespace, bundle, true, true);
    }
  };
}
