// This area shows texts of the `errors` namespace too (field rules, account codes).
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/user-area.json';
import en from '../../locales/en/user-area.json';

/** Texts of the signed-in user's area (/user/*) travel with its chunk. */
export const USER_AREA_NS = 'user-area';
addNamespace(USER_AREA_NS, { cs, en });
