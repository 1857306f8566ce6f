import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/transfer-fees.json';
import en from '../../../locales/en/transfer-fees.json';

registerBackOfficeTexts();
export const TRANSFER_FEES_NS = 'transfer-fees';
addNamespace(TRANSFER_FEES_NS, { cs, en });
