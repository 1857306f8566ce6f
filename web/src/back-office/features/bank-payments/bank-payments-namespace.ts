import { registerBackOfficeTexts } from '../../kit';
import '../../../lib/errors-namespace';
import { addNamespace } from '../../../lib/i18n';
import cs from '../../../locales/cs/bank-payments.json';
import en from '../../../locales/en/bank-payments.json';
import reconcileCs from '../../../locales/cs/bank-reconcile.json';
import reconcileEn from '../../../locales/en/bank-reconcile.json';

registerBackOfficeTexts();
export const BANK_PAYMENTS_NS = 'bank-payments';
addNamespace(BANK_PAYMENTS_NS, { cs, en });
/** Texts of the reconciliation additions (VS in the message, format not recognised, Fio API). */
export const BANK_RECONCILE_NS = 'bank-reconcile';
addNamespace(BANK_RECONCILE_NS, { cs: reconcileCs, en: reconcileEn });
