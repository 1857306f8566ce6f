import { registerBackOfficeTexts } from '../../kit';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/waiting-list-admin.json';
import en from '../../../locales/en/waiting-list-admin.json';

registerBackOfficeTexts();
/** Texts of the organiser's waiting list (the race editor's section). */
export const WAITING_LIST_ADMIN_NS = 'waiting-list-admin';
addNamespace(WAITING_LIST_ADMIN_NS, { cs, en });
