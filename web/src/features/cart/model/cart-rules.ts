import type { CurrencyCode } from '../../../../../shared/codelists/enums';
import { DEFAULT_CURRENCY } from '../../../../../shared/codelists/enums';
import { isPriceRange } from '../../../../../shared/money';
import { cookiePairLength, deleteCookie, readCookie, writeCookie } from '../../../lib/cookies';
import {
  CART_COOKIE,
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_MAX_LENGTH,
  emptyCart,
  isCurrencyCode,
  type Cart,
  type CartItem,
} from './cart';

/** The cart's rules (spec §4, §8) and its saving; loaded with the code that changes the cart. */

/** The stored form: the spec's item fields, empty optional ones left out to save cookie space. */
export function serializeCart(cart: Cart): string {
  const items = cart.items.map((item) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item))
      if (value !== null && value !== undefined) out[key] = value;
    return out;
  });
  return JSON.stringify({ items, currency: cart.currency });
}

/** Whether the cart still fits into its cookie. */
export function fitsCookie(cart: Cart): boolean {
  return cookiePairLength(CART_COOKIE, serializeCart(cart)) <= CART_COOKIE_MAX_LENGTH;
}

/**
 * Every add or remove saves the cart (spec §4); so does a currency change. An empty cart in the
 * default currency needs no cookie. Returns false when the browser did not keep the cookie
 * (cookies blocked, too large).
 */
export function saveCart(cart: Cart): boolean {
  if (cart.items.length === 0 && cart.currency === DEFAULT_CURRENCY) {
    deleteCookie(CART_COOKIE);
    return true;
  }
  const json = serializeCart(cart);
  writeCookie(CART_COOKIE, json, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
  return readCookie(CART_COOKIE) === json;
}

export type AddCheck =
  /** The item can be appended. */
  | { ok: true }
  /** Its prices are not in the cart's currency: the event does not sell in it (spec §8). */
  | { ok: false; reason: 'currency' }
  /** The cart holds items of another series (spec §4: one series per cart). */
  | { ok: false; reason: 'otherSeries' };

/** Whether `item`, priced in `priceCurrency`, may join the cart as it is. Currency is checked first. */
export function checkAdd(cart: Cart, item: CartItem, priceCurrency: CurrencyCode): AddCheck {
  if (priceCurrency !== cart.currency) return { ok: false, reason: 'currency' };
  if (cart.items.some((existing) => existing.seriesGuid !== item.seriesGuid))
    return { ok: false, reason: 'otherSeries' };
  return { ok: true };
}

/** Add appends (spec §4). */
export function withItem(cart: Cart, item: CartItem): Cart {
  return { ...cart, items: [...cart.items, item] };
}

/** Remove deletes by index (spec §4); an index outside the cart is an error. */
export function withoutItem(cart: Cart, index: number): Cart {
  if (!Number.isInteger(index) || index < 0 || index >= cart.items.length)
    throw new RangeError(`no cart item at index ${index}`);
  return { ...cart, items: cart.items.filter((_, i) => i !== index) };
}

/** A different currency empties the cart: its prices were in the old currency (spec §8). */
export function withCurrency(cart: Cart, currency: CurrencyCode): Cart {
  if (!isCurrencyCode(currency)) throw new RangeError(`unknown currency ${String(currency)}`);
  return currency === cart.currency ? cart : emptyCart(currency);
}

export interface CartTotal {
  price: number;
  /** Upper end when some item has a price range, else equal to price. */
  priceTo: number;
  isRange: boolean;
}

export function cartTotal(items: readonly CartItem[]): CartTotal {
  const price = items.reduce((sum, item) => sum + item.price, 0);
  const priceTo = items.reduce(
    (sum, item) => sum + (isPriceRange(item.price, item.priceTo) ? (item.priceTo as number) : item.price),
    0,
  );
  return { price, priceTo, isRange: isPriceRange(price, priceTo) };
}
