import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/start-lists.json';
import en from '../../../locales/en/start-lists.json';

registerBackOfficeTexts();
export const START_LISTS_NS = 'start-lists';
addNamespace(START_LISTS_NS, { cs, en });
