import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/webhooks.json';
import en from '../../../locales/en/webhooks.json';

registerBackOfficeTexts();
export const WEBHOOKS_NS = 'webhooks';
addNamespace(WEBHOOKS_NS, { cs, en });
