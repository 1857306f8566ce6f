import { decodeCart } from '@shared/cart/cart-codec';
import { toCartItem, type CartItem } from '@shared/cart/cart-item';
import { DEFAULT_CURRENCY } from '@shared/codelists/enums';
import { emptyCart, isCurrencyCode, type Cart } from './cart';
import { deleteCartCookies, readCartCookies } from './cart-cookie';

/*
 * Reading the stored cart: loaded at startup only when there is a cart cookie (app/startup.ts), so a
 * visitor with an empty cart does not download the codec.
 */

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
