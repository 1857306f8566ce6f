import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/tickets.json';
import en from '../../locales/en/tickets.json';

/** Texts of the QR tickets travel with their lazy chunk. */
export const TICKETS_NS = 'tickets';
addNamespace(TICKETS_NS, { cs, en });
