import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/series-editor.json';
import en from '../../../locales/en/series-editor.json';

registerBackOfficeTexts();
export const SERIES_EDITOR_NS = 'series-editor';
addNamespace(SERIES_EDITOR_NS, { cs, en });
