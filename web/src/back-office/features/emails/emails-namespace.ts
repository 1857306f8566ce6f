import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/emails.json';
import en from '../../../locales/en/emails.json';

registerBackOfficeTexts();
export const EMAILS_NS = 'emails';
addNamespace(EMAILS_NS, { cs, en });
