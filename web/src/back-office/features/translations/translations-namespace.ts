import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import '../../../lib/errors-namespace';
import cs from '../../../locales/cs/translations.json';
import en from '../../../locales/en/translations.json';

registerBackOfficeTexts();
export const TRANSLATIONS_NS = 'translations';
addNamespace(TRANSLATIONS_NS, { cs, en });
