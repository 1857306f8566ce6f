import type { CurrencyCode } from '../../../../../shared/codelists/enums';

/** Cart item as spec §3 defines it; prices in minor units of `priceCurrency` (see CatalogCart.addItem). */
export interface CatalogCartItem {
  seriesGuid: string;
  seriesEventGuid: string;
  seriesEventName: string;
  seriesSubEventGuid: string;
  seriesSubEventName: string;
  categoryGuid: string;
  categoryName: string;
  waveGuid: string | null;
  waveName: string | null;
  teamGuid: string | null;
  teamName: string | null;
  price: number;
  priceTo: number | null;
}

/**
 * The cart as the catalogue pages use it. The app hands it in (features do not import each other);
 * the cart itself shows confirmations, refusals and toasts.
 */
export interface CatalogCart {
  /** The cart's currency: event prices are asked for in it. */
  currency: CurrencyCode;
  addItem(item: CatalogCartItem, priceCurrency: CurrencyCode): void;
  changeCurrency(currency: CurrencyCode): void;
}
