import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/tax-documents.json';
import en from '../../locales/en/tax-documents.json';

export const TAX_DOCUMENTS_NS = 'tax-documents';
addNamespace(TAX_DOCUMENTS_NS, { cs, en });
