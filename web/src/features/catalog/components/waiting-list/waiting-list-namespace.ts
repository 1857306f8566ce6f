import '../../../../lib/errors-namespace';
import { addNamespace } from '../../../../lib/i18n';
import cs from '../../../../locales/cs/waiting-list.json';
import en from '../../../../locales/en/waiting-list.json';

/** Texts of the waiting list (join form, offer page) travel with its lazy chunk. */
export const WAITING_LIST_NS = 'waiting-list';
addNamespace(WAITING_LIST_NS, { cs, en });
