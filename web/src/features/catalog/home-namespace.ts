import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/home.json';

/** Texts of the home page and its cards travel with their chunk, not with every page. */
export const HOME_NS = 'home';
addNamespace(HOME_NS, { cs, en: () => import('../../locales/en/home.json') });
