import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/waiting-list.json';
import en from '../../locales/en/waiting-list.json';

/** The waiting list's texts (the offer page of this feature; the join form of the catalog's). */
export const WAITING_LIST_NS = 'waiting-list';
addNamespace(WAITING_LIST_NS, { cs, en });
