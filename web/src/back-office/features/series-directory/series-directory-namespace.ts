import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/series-directory.json';
import en from '../../../locales/en/series-directory.json';

registerBackOfficeTexts();
export const SERIES_DIRECTORY_NS = 'series-directory';
addNamespace(SERIES_DIRECTORY_NS, { cs, en });
