import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/static-pages.json';
import en from '../../locales/en/static-pages.json';

/** The static texts travel with this area's chunk, not with every page. */
export const STATIC_PAGES_NS = 'staticPages';
addNamespace(STATIC_PAGES_NS, { cs, en });
