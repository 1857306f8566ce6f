import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/billing.json';
import en from '../../../locales/en/billing.json';

registerBackOfficeTexts();
export const BILLING_NS = 'billing';
addNamespace(BILLING_NS, { cs, en });
