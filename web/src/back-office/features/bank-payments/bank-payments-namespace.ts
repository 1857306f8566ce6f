import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/bank-payments.json';
import en from '../../../locales/en/bank-payments.json';

registerBackOfficeTexts();
export const BANK_PAYMENTS_NS = 'bank-payments';
addNamespace(BANK_PAYMENTS_NS, { cs, en });
