import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/payments.json';
import en from '../../../locales/en/payments.json';

registerBackOfficeTexts();
export const PAYMENTS_NS = 'payments';
addNamespace(PAYMENTS_NS, { cs, en });
