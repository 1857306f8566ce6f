import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/admin-users.json';
import en from '../../../locales/en/admin-users.json';

registerBackOfficeTexts();
export const ADMIN_USERS_NS = 'admin-users';
addNamespace(ADMIN_USERS_NS, { cs, en });
