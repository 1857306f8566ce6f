import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/refunds.json';
import en from '../../../locales/en/refunds.json';

registerBackOfficeTexts();
export const REFUNDS_NS = 'refunds';
addNamespace(REFUNDS_NS, { cs, en });
