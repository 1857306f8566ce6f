import type { CurrencyCode } from '@shared/codelists/enums';

export interface PricingTier {
  name: string;
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Places sold in the category: the tier applies while capacityFrom ≤ sold < capacityTo. */
  capacityFrom?: number | null;
  capacityTo?: number | null;
  currencyPrices: Partial<Record<CurrencyCode, number>>;
}

export interface PricedCategory {
  currencyPrices: Partial<Record<CurrencyCode, number>>;
  pricings: PricingTier[];
}

export interface CurrentPrice {
  price: number;
  pricingName: string | null;
}

function tierApplies(tier: PricingTier, now: Date, sold: number): boolean {
  if (tier.dateFrom && now < new Date(tier.dateFrom)) return false;
  if (tier.dateTo && now > new Date(tier.dateTo)) return false;
  if (tier.capacityFrom !== undefined && tier.capacityFrom !== null && sold < tier.capacityFrom) return false;
  if (
    tier.capacityTo !== undefined &&
    tier.capacityTo !== null &&
    tier.capacityTo > 0 &&
    sold >= tier.capacityTo
  )
    return false;
  return true;
}

/**
 * The category's current price in a currency: among the pricing tiers that apply now (by date and
 * by places sold) the lowest one wins, so overlapping tiers always favour the runner; with no
 * applicable tier the category's own price. Undefined when the currency has no price.
 */
export function currentCategoryPrice(
  category: PricedCategory,
  currency: CurrencyCode,
  now: Date,
  sold: number,
): CurrentPrice | undefined {
  let best: CurrentPrice | undefined;
  for (const tier of category.pricings) {
    const price = tier.currencyPrices[currency];
    if (price === undefined || !tierApplies(tier, now, sold)) continue;
    if (!best || price < best.price) best = { price, pricingName: tier.name };
  }
  if (best) return best;
  const base = category.currencyPrices[currency];
  return base === undefined ? undefined : { price: base, pricingName: null };
}

/** A wave with its own price replaces the category price (spec: "the wave price applies where set"). */
export function priceWithWave(categoryPrice: number, wavePrice: number | null | undefined): number {
  return wavePrice ?? categoryPrice;
}
