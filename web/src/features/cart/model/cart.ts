import type { CartItem } from '@shared/cart/cart-item';
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CurrencyCode } from '@shared/codelists/enums';

export type { CartItem } from '@shared/cart/cart-item';
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
