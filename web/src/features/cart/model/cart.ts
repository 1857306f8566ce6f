import { decodeCart } from '../../../../../shared/cart/cart-codec';
import { toCartItem, type CartItem } from '../../../../../shared/cart/cart-item';
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '../../../../../shared/codelists/enums';
import { deleteCartCookies, readCartCookies } from './cart-cookie';

export type { CartItem } from '../../../../../shared/cart/cart-item';
export { cartItemName } from '../../../../../shared/cart/cart-item';
export { CART_COOKIE } from './cart-cookie';

export interface Cart {
  items: CartItem[];
  currency: CurrencyCode;
}

export function emptyCart(currency: CurrencyCode = DEFAULT_CURRENCY): Cart {
  return { items: [], currency };
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (CURRENCY_CODES as readonly unknown[]).includes(value);
}

/** A cart stored before the compact form: JSON of the spec's items, empty optional fields left out. */
function parseLegacyCart(raw: string): Cart {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) throw new Error('cart is not an object');
  const { items, currency } = value as { items?: unknown; currency?: unknown };
  if (!Array.isArray(items)) throw new Error('cart items are malformed');
  const parsed = items.map(toCartItem);
  if (!parsed.every((item): item is CartItem => item !== null)) throw new Error('cart items are malformed');
  return { items: parsed, currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY };
}

/** Parses the stored text (the compact form of shared/cart/cart-codec.ts or older JSON); throws when it is not a cart. */
export function parseCart(raw: string): Cart {
  if (raw.startsWith('{')) return parseLegacyCart(raw);
  const cart = decodeCart(raw);
  const items = cart.items.map(toCartItem);
  if (!items.every((item): item is CartItem => item !== null)) throw new Error('cart items are malformed');
  return { items, currency: cart.currency };
}

/**
 * Startup step 3 (spec §4): the stored cart. A missing or unreadable cookie is tolerated: the
 * visitor starts with an empty cart and a broken cookie is dropped.
 */
export function readStoredCart(): Cart {
  try {
    const raw = readCartCookies();
    return raw === undefined ? emptyCart() : parseCart(raw);
  } catch {
    deleteCartCookies();
    return emptyCart();
  }
}
