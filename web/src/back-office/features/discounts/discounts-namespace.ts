import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/discounts.json';
import en from '../../../locales/en/discounts.json';

registerBackOfficeTexts();
export const DISCOUNTS_NS = 'discounts';
addNamespace(DISCOUNTS_NS, { cs, en });
