import type { CartItem } from './cart-item';
import type { CategoryView, EventDetail, SubeventView, WaveView } from '@shared/catalog/catalog-schemas';
import { registrationPriceTo } from '@shared/catalog/priced-extras';

/**
 * The cart item of spec §3 for a race, category and wave chosen on the event page or taken from a
 * waiting-list offer (no team yet: the checkout asks), or from a team invitation (which adds its
 * team, functions/domain/team-management/team-invitation.ts): a wave with its own price replaces
 * the category's; `priceTo` adds the race's priced extras that apply, at their dearest.
 */
export function newCartItem(
  event: Pick<EventDetail, 'seriesGuid' | 'guid' | 'name'>,
  sub: Pick<SubeventView, 'guid' | 'name' | 'extras'>,
  category: Pick<CategoryView, 'guid' | 'name' | 'price'>,
  wave: Pick<WaveView, 'guid' | 'name' | 'price'> | null,
): CartItem {
  const price = wave?.price ?? category.price;
  return {
    seriesGuid: event.seriesGuid,
    seriesEventGuid: event.guid,
    seriesEventName: event.name,
    seriesSubEventGuid: sub.guid,
    seriesSubEventName: sub.name,
    categoryGuid: category.guid,
    categoryName: category.name,
    waveGuid: wave?.guid ?? null,
    waveName: wave?.name ?? null,
    teamGuid: null,
    teamName: null,
    price,
    priceTo: registrationPriceTo(price, sub.extras, category.guid, wave?.guid ?? null),
  };
}
