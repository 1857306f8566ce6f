import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/transfer.json';
import en from '../../../locales/en/transfer.json';

/** Texts of the registration transfer (My registrations and the offer page) travel with their lazy chunks. */
export const TRANSFER_NS = 'transfer';
addNamespace(TRANSFER_NS, { cs, en });
