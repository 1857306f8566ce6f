import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/check-in.json';
import en from '../../../locales/en/check-in.json';

registerBackOfficeTexts();
export const CHECK_IN_NS = 'check-in';
addNamespace(CHECK_IN_NS, { cs, en });
