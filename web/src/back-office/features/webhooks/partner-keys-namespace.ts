import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/partner-keys.json';
import en from '../../../locales/en/partner-keys.json';

registerBackOfficeTexts();
export const PARTNER_KEYS_NS = 'partner-keys';
addNamespace(PARTNER_KEYS_NS, { cs, en });
