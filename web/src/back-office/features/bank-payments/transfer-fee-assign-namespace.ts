import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/transfer-fee-assign.json';
import en from '../../../locales/en/transfer-fee-assign.json';

registerBackOfficeTexts();
export const TRANSFER_FEE_ASSIGN_NS = 'transfer-fee-assign';
addNamespace(TRANSFER_FEE_ASSIGN_NS, { cs, en });
