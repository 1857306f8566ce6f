import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/transfer-rules.json';
import en from '../../../locales/en/transfer-rules.json';

registerBackOfficeTexts();
/** Texts of the race editor's transfer rules (issue 27 item 2). */
export const TRANSFER_RULES_NS = 'transfer-rules';
addNamespace(TRANSFER_RULES_NS, { cs, en });
