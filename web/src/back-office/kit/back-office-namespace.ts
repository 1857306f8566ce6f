// Form errors of the kit are message codes of the server's catalogue (`errors` namespace): it travels
// with the back-office chunk, never with a public page.
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/back-office.json';
import en from '../../locales/en/back-office.json';

/** Texts of the admin and event-manager areas (and of this kit). */
export const BACK_OFFICE_NS = 'back-office';

let registered = false;

/**
 * Adds the `back-office` namespace (both languages: the areas are used by a few organisers, a
 * second request for English texts would cost them more than the bytes it saves). Idempotent; the
 * kit calls it when its chunk loads, screens may call it too.
 */
export function registerBackOfficeTexts(): void {
  if (registered) return;
  addNamespace(BACK_OFFICE_NS, { cs, en });
  registered = true;
}

registerBackOfficeTexts();
