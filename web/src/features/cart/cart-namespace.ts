import { addNamespace } from '../../lib/i18n';
import cs from '../../locales/cs/cart.json';
import en from '../../locales/en/cart.json';

/**
 * Texts of the cart's dropdown, dialogs and toasts travel with that code, not with every page. Both
 * languages ship with it: toasts are worded outside React, right when this code has loaded.
 */
export const CART_NS = 'cart';
addNamespace(CART_NS, { cs, en });
