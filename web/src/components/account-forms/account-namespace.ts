// This area shows texts of the `errors` namespace too.
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/account.json';
import en from '../../locales/en/account.json';

/** Texts of the account pages (sign-up, activation, password flows) travel with their chunk. */
export const ACCOUNT_NS = 'account';
addNamespace(ACCOUNT_NS, { cs, en });
