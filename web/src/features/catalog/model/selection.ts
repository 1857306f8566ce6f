import type { Availability, CategoryView, SubeventView, WaveView } from '@shared/catalog/catalog-schemas';
import { registrationPriceTo } from '@shared/catalog/priced-extras';

/** The visitor's choice on one subevent of the event page. */
export interface Selection {
  categoryGuid: string | null;
  waveGuid: string | null;
}

/** Why the add-to-cart button is disabled (shown next to it). */
export type BlockReason =
  | { kind: 'subevent'; availability: Exclude<Availability, 'open'> }
  | { kind: 'noCategories' }
  | { kind: 'chooseCategory' }
  | { kind: 'category'; name: string; availability: Exclude<Availability, 'open'> }
  | { kind: 'chooseWave' }
  | { kind: 'wave'; name: string; availability: Exclude<Availability, 'open'> };

export interface SelectionState {
  category: CategoryView | null;
  wave: WaveView | null;
  /** Price of the chosen category and wave (a wave's own price replaces the category's). */
  price: number | null;
  /** The most the chosen registration can cost, its priced extras at their dearest. */
  priceTo: number | null;
  reason: BlockReason | null;
}

/** One option preselected when it is the only one; otherwise the visitor chooses. */
export function defaultSelection(sub: SubeventView): Selection {
  return {
    categoryGuid: sub.categories.length === 1 ? (sub.categories[0]?.guid ?? null) : null,
    waveGuid: sub.waves.length === 1 ? (sub.waves[0]?.guid ?? null) : null,
  };
}

/** A wave with its own price replaces the category price. */
export function itemPrice(category: CategoryView, wave: WaveView | null): number {
  return wave?.price ?? category.price;
}

/**
 * The most a registration of this choice can cost (spec §3 cart item `priceTo`): its price plus
 * the priced extras of the race's forms that apply to the category and wave, at their dearest (as
 * the checkout prices them). Equal to the price when nothing can be added.
 */
export function itemPriceTo(sub: SubeventView, category: CategoryView, wave: WaveView | null): number {
  return registrationPriceTo(itemPrice(category, wave), sub.extras, category.guid, wave?.guid ?? null);
}

export function selectionState(sub: SubeventView, selection: Selection): SelectionState {
  const category = sub.categories.find((c) => c.guid === selection.categoryGuid) ?? null;
  const wave = sub.waves.find((w) => w.guid === selection.waveGuid) ?? null;
  const price = category ? itemPrice(category, wave) : null;
  const priceTo = category ? itemPriceTo(sub, category, wave) : null;
  const blocked = (reason: BlockReason): SelectionState => ({ category, wave, price, priceTo, reason });

  if (sub.availability !== 'open') return blocked({ kind: 'subevent', availability: sub.availability });
  if (sub.categories.length === 0) return blocked({ kind: 'noCategories' });
  if (!category) return blocked({ kind: 'chooseCategory' });
  if (category.availability !== 'open')
    return blocked({ kind: 'category', name: category.name, availability: category.availability });
  if (sub.waves.length > 0 && !wave) return blocked({ kind: 'chooseWave' });
  if (wave && wave.availability !== 'open')
    return blocked({ kind: 'wave', name: wave.name, availability: wave.availability });
  return { category, wave, price, priceTo, reason: null };
}
