import { encodedCartCurrency } from '@shared/cart/cart-currency';
import type { CurrencyCode } from '@shared/codelists/enums';
import { cookiePairLength, deleteCookie, readCookie, writeCookie } from '../../../lib/cookies';

/**
 * Where the cart is kept: cookies for one hour (spec §9). A browser keeps at most ~4,096 bytes per
 * cookie, so a long cart is split: `cart` holds `<count>:<first part>`, `cart.1`, `cart.2`… the rest.
 * They are written and removed together and read back only when every part is there.
 */

export const CART_COOKIE = 'cart';
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60;
/** Per cookie (`name=value` as stored), with some margin below the browsers' ~4,096 bytes. */
export const CART_COOKIE_MAX_LENGTH = 4000;
/**
 * All cart cookies together. They travel with every request to the site, API calls included, and
 * API Gateway accepts 10 kB of request line and headers in total: the cart may take 6 kB of them.
 */
export const CART_COOKIES_MAX_TOTAL = 6000;

const partName = (index: number) => (index === 0 ? CART_COOKIE : `${CART_COOKIE}.${index}`);
/** One digit of part count in front of the first part. */
const MAX_PARTS = 9;

/** The cookies (name, value) that hold `text`, or null when they would exceed the limits. */
export function cartCookies(text: string): Array<[string, string]> | null {
  const cookies: Array<[string, string]> = [];
  let rest = text;
  let total = 0;
  // The count prefix is one character plus ':', the same for any count up to MAX_PARTS.
  const prefix = 2;
  do {
    const name = partName(cookies.length);
    const room = CART_COOKIE_MAX_LENGTH - cookiePairLength(name, '') - (cookies.length === 0 ? prefix : 0);
    // The compact cart is cookie-safe as it is (one character a byte); legacy text is never written.
    const part = rest.slice(0, room);
    rest = rest.slice(part.length);
    cookies.push([name, part]);
    total += cookiePairLength(name, part) + (cookies.length === 1 ? prefix : 0);
  } while (rest.length > 0 && cookies.length < MAX_PARTS);
  if (rest.length > 0 || total > CART_COOKIES_MAX_TOTAL) return null;
  const [first, ...others] = cookies as [[string, string], ...Array<[string, string]>];
  return [[first[0], `${cookies.length}:${first[1]}`], ...others];
}

/** The stored text, the parts joined; undefined without a cart cookie; throws when a part is missing. */
export function readCartCookies(): string | undefined {
  const first = readCookie(CART_COOKIE);
  if (first === undefined || first === '') return undefined;
  const head = /^([1-9]):/.exec(first);
  // Carts stored before the parts existed were one JSON cookie.
  if (!head) return first;
  let text = first.slice(head[0].length);
  for (let i = 1; i < Number(head[1]); i++) {
    const part = readCookie(partName(i));
    if (part === undefined) throw new Error(`cart cookie part ${i} is missing`);
    text += part;
  }
  return text;
}

/** Removes every cart cookie, the parts of a longer cart stored earlier included. */
export function deleteCartCookies(from = 0): void {
  for (let i = from; i < MAX_PARTS; i++) {
    if (i === 0 || readCookie(partName(i)) !== undefined) deleteCookie(partName(i));
  }
}

/**
 * Writes `text` into the cart cookies. Returns false when it does not fit or the browser did not
 * keep it (cookies blocked): the caller tells the visitor.
 */
export function writeCartCookies(text: string): boolean {
  const cookies = cartCookies(text);
  if (!cookies) return false;
  for (const [name, value] of cookies)
    writeCookie(name, value, { maxAgeSeconds: CART_COOKIE_MAX_AGE_SECONDS });
  deleteCartCookies(cookies.length);
  try {
    return readCartCookies() === text;
  } catch {
    return false;
  }
}

/**
 * The cart's currency as startup will read it, without decoding the cart (the inline boot script
 * asks for the event page's prices in it). An unreadable cart is an empty cart in the default
 * currency, so anything unexpected gives null.
 */
export function storedCartCurrency(): CurrencyCode | null {
  try {
    const text = readCartCookies();
    if (text === undefined) return null;
    if (text.startsWith('{')) {
      const currency = (JSON.parse(text) as { currency?: unknown }).currency;
      return typeof currency === 'string' ? encodedCartCurrency(`${currency}.`) : null;
    }
    return encodedCartCurrency(text);
  } catch {
    return null;
  }
}
