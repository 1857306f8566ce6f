import { fieldAppliesTo } from '../checkout/field-scope';

/**
 * Priced extras of a race's registration forms sharing one category/wave scope (the event read
 * model's `extras`, see catalog-schemas.ts): empty lists apply to every category / wave.
 */
export interface PricedExtras {
  categoryGuids: string[];
  waveGuids: string[];
  /** The most they add to one registration, minor units. */
  priceTo: number;
}

/** The most the priced extras add to a registration in `categoryGuid` and `waveGuid`. */
export function extrasPriceTo(
  extras: readonly PricedExtras[],
  categoryGuid: string,
  waveGuid: string | null,
): number {
  return extras.reduce((sum, e) => sum + (fieldAppliesTo(e, categoryGuid, waveGuid) ? e.priceTo : 0), 0);
}

/**
 * The most a registration can cost (spec §3 cart item `priceTo`): its price plus every priced extra
 * at its dearest. Equal to the price when nothing can be added.
 */
export function registrationPriceTo(
  price: number,
  extras: readonly PricedExtras[],
  categoryGuid: string,
  waveGuid: string | null,
): number {
  return price + extrasPriceTo(extras, categoryGuid, waveGuid);
}
