import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/group-email-compose.json';
import en from '../../../locales/en/group-email-compose.json';

registerBackOfficeTexts();
/** Texts of the group e-mail dialog of the orders list (its own file: fewer merge conflicts). */
export const GROUP_EMAIL_NS = 'group-email-compose';
addNamespace(GROUP_EMAIL_NS, { cs, en });
