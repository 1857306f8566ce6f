import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/numberings.json';
import en from '../../../locales/en/numberings.json';

registerBackOfficeTexts();
export const NUMBERINGS_NS = 'numberings';
addNamespace(NUMBERINGS_NS, { cs, en });
