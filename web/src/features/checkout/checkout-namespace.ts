// This area shows texts of the `errors` namespace too.
import '../../lib/errors-namespace';
import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/checkout.json';
import en from '../../locales/en/checkout.json';

/** Texts of the checkout travel with its chunk, not with every page. */
export const CHECKOUT_NS = 'checkout';
addNamespace(CHECKOUT_NS, { cs, en });
