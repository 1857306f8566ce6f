import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '../../../../../shared/codelists/enums';
import { deleteCookie, readCookie } from '../../../lib/cookies';

/** Cart item (spec §3). `price`/`priceTo` are minor units of the cart's currency. */
export interface CartItem {
  seriesGuid: string;
  seriesEventGuid: string;
  seriesEventName: string;
  seriesSubEventGuid: string;
  seriesSubEventName: string;
  categoryGuid: string;
  categoryName: string;
  waveGuid?: string | null;
  waveName?: string | null;
  teamGuid?: string | null;
  teamName?: string | null;
  price: number;
  priceTo?: number | null;
}

export interface Cart {
  items: CartItem[];
  currency: CurrencyCode;
}

/** The cart lives in the `cart` cookie as JSON for one hour (spec §9). */
export const CART_COOKIE = 'cart';
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60;
/** Browsers keep at most ~4,096 bytes per cookie; stay below with some margin. */
export const CART_COOKIE_MAX_LENGTH = 4000;

export function emptyCart(currency: CurrencyCode = DEFAULT_CURRENCY): Cart {
  return { items: [], currency };
}

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return (CURRENCY_CODES as readonly unknown[]).includes(value);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isOptionalString = (v: unknown) => v === undefined || v === null || typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isString(v.seriesGuid) &&
    isString(v.seriesEventGuid) &&
    isString(v.seriesEventName) &&
    isString(v.seriesSubEventGuid) &&
    isString(v.seriesSubEventName) &&
    isString(v.categoryGuid) &&
    isString(v.categoryName) &&
    isOptionalString(v.waveGuid) &&
    isOptionalString(v.waveName) &&
    isOptionalString(v.teamGuid) &&
    isOptionalString(v.teamName) &&
    isNumber(v.price) &&
    (v.priceTo === undefined || v.priceTo === null || isNumber(v.priceTo))
  );
}

/** Parses the stored JSON; throws when it is not a cart. */
export function parseCart(raw: string): Cart {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) throw new Error('cart is not an object');
  const { items, currency } = value as { items?: unknown; currency?: unknown };
  if (!Array.isArray(items) || !items.every(isCartItem)) throw new Error('cart items are malformed');
  return { items, currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY };
}

/**
 * Startup step 3 (spec §4): the stored cart. A missing or unreadable cookie is tolerated: the
 * visitor starts with an empty cart and a broken cookie is dropped.
 */
export function readStoredCart(): Cart {
  const raw = readCookie(CART_COOKIE);
  if (!raw) return emptyCart();
  try {
    return parseCart(raw);
  } catch {
    deleteCookie(CART_COOKIE);
    return emptyCart();
  }
}

/** "event – subevent – category – wave" (the spec's dash-joined item name). */
export function cartItemName(item: CartItem): string {
  return [item.seriesEventName, item.seriesSubEventName, item.categoryName, item.waveName, item.teamName]
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' – ');
}
