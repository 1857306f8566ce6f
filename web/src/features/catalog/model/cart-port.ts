import type { CartItem } from '@shared/cart/cart-item';
import type { CurrencyCode } from '@shared/codelists/enums';

/**
 * The cart as the catalogue pages use it. The app hands it in (features do not import each other);
 * the cart itself shows confirmations, refusals and toasts. Items are the shared cart item of
 * spec §3, priced in minor units of `priceCurrency`.
 */
export interface CatalogCart {
  /** The cart's currency: event prices are asked for in it. */
  currency: CurrencyCode;
  addItem(item: CartItem, priceCurrency: CurrencyCode): void;
  changeCurrency(currency: CurrencyCode): void;
}
