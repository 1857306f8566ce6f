import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/start-list.json';

/** Texts of the start-list page travel with its chunk. */
export const START_LIST_NS = 'startList';
addNamespace(START_LIST_NS, { cs, en: () => import('../../locales/en/start-list.json') });
