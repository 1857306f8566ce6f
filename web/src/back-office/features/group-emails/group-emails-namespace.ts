import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/group-emails.json';
import en from '../../../locales/en/group-emails.json';

registerBackOfficeTexts();
export const GROUP_EMAILS_NS = 'group-emails';
addNamespace(GROUP_EMAILS_NS, { cs, en });
