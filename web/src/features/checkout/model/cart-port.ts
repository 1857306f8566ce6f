import type { CartItem } from '@shared/cart/cart-item';
import type { CurrencyCode } from '@shared/codelists/enums';

/**
 * The cart as the checkout uses it. The app hands it in (features do not import each other):
 * the checkout reads the items (the shared cart item of spec §3, prices in minor units of the cart
 * currency) and the currency, removes an item after the runner confirmed it (the cart toasts "item
 * removed"), and empties the cart once the order is placed.
 */
export interface CheckoutCart {
  currency: CurrencyCode;
  items: readonly CartItem[];
  removeItem(index: number): void;
  clear(): void;
  /** Sets a line's team: one it joins (guid and name), a reserved name (no guid) or none. */
  setItemTeam?(index: number, team: { guid: string | null; name: string | null }): void;
  /** Adds a line (a team invitation's item) in the cart's currency. */
  addItem?(item: CartItem): void;
}
