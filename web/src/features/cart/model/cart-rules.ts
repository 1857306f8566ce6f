import { encodeCart } from '@shared/cart/cart-codec';
import type { CurrencyCode } from '@shared/codelists/enums';
import { DEFAULT_CURRENCY } from '@shared/codelists/enums';
import { isPriceRange } from '@shared/money';
import { emptyCart, isCurrencyCode, type Cart, type CartItem } from './cart';
import { cartCookies, deleteCartCookies, writeCartCookies } from './cart-cookie';

/** The cart's rules (spec §4, §8) and its saving; loaded with the code that changes the cart. */

/** The stored form: compact, see shared/cart/cart-codec.ts. */
export function serializeCart(cart: Cart): string {
  return encodeCart(cart);
}

/** Whether the cart still fits into its cookies (cart-cookie.ts: per cookie and all together). */
export function fitsCookie(cart: Cart): boolean {
  return cartCookies(serializeCart(cart)) !== null;
}

/**
 * Every add or remove saves the cart (spec §4); so does a currency change. An empty cart in the
 * default currency needs no cookie. Returns false when the browser did not keep the cookies
 * (cookies blocked, too large).
 */
export function saveCart(cart: Cart): boolean {
  if (cart.items.length === 0 && cart.currency === DEFAULT_CURRENCY) {
    deleteCartCookies();
    return true;
  }
  return writeCartCookies(serializeCart(cart));
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
