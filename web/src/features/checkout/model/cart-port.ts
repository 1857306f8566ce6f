import type { CurrencyCode } from '../../../../../shared/codelists/enums';

/** A cart line as the checkout reads it (spec §3 cart item); prices in minor units of the cart currency. */
export interface CheckoutCartItem {
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

/**
 * The cart as the checkout uses it. The app hands it in (features do not import each other):
 * the checkout reads the items and the currency, removes an item after the runner confirmed it
 * (the cart toasts "item removed"), and empties the cart once the order is placed.
 */
export interface CheckoutCart {
  currency: CurrencyCode;
  items: readonly CheckoutCartItem[];
  removeItem(index: number): void;
  clear(): void;
}
