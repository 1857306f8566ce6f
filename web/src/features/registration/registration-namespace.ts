// This area shows texts of the `errors` namespace too.
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/registration.json';
import en from '../../locales/en/registration.json';

/** Texts of the payment result and direct payment pages travel with their chunk. */
export const REGISTRATION_NS = 'registration';
addNamespace(REGISTRATION_NS, { cs, en });
