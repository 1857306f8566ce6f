import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/catalog.json';

/** Texts of the event and start-list pages travel with their chunks, not with every page. */
export const CATALOG_NS = 'catalog';
addNamespace(CATALOG_NS, { cs, en: () => import('../../locales/en/catalog.json') });
