import type { ResourceLanguage } from 'i18next';
import type { Locale } from '@shared/codelists/enums';
import { ERROR_MESSAGES } from '@shared/errors/messages';
import { addNamespace } from './i18n';

/**
 * The server's error catalogue as the `errors` namespace, so a code reads the same on both sides
 * (codes like `common.notFound` become nested keys). The catalogue is large and only the areas with
 * forms and payment results show its texts: a feature that does imports this module (from its
 * namespace module), so the public pages do not download it.
 */
export const ERRORS_NS = 'errors';

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

addNamespace(ERRORS_NS, { cs: errorsNamespace('cs'), en: errorsNamespace('en') });
