import type { Availability } from '@shared/catalog/catalog-schemas';
import type { CheckoutItemRef } from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { availability, capacityView, type Counter } from '../catalog/availability';
import { currentCategoryPrice, priceWithWave } from '../catalog/pricing';
import type { CategoryRecord, SubcategoryRecord, SubeventRecord, WaveRecord } from '../catalog/records';
import { BusinessRuleError, NotFoundError } from '../errors';
import { counterOf, type CheckoutContext, type EventBundle } from './checkout-context';
import type { CardRecord } from '../catalog/card-records';
import { cardsForSubevent } from '../catalog/subevent-cards';

/** A cart line resolved against the catalogue, with its current price and state. */
export interface ResolvedItem {
  index: number;
  ref: CheckoutItemRef;
  bundle: EventBundle;
  sub: SubeventRecord;
  category: CategoryRecord;
  subcategories: SubcategoryRecord[];
  wave: WaveRecord | null;
  price: number;
  pricingName: string | null;
  availability: Availability;
  cards: CardRecord[];
}

const cap = (ctx: CheckoutContext, scope: Parameters<typeof counterOf>[1], guid: string, capacity: number) =>
  capacityView(counterOf(ctx, scope, guid, capacity) as Counter, capacity);

export function resolveItem(
  ctx: CheckoutContext,
  ref: CheckoutItemRef,
  index: number,
  currency: CurrencyCode,
  now: Date,
): ResolvedItem {
  const bundle = ctx.events.get(ref.seriesEventGuid);
  if (!bundle) throw new NotFoundError('series.eventNotFound', { guid: ref.seriesEventGuid });
  const sub = bundle.subevents.find((s) => s.guid === ref.subEventGuid);
  if (!sub) throw new NotFoundError('series.subeventNotFound', { guid: ref.subEventGuid });
  const category = bundle.categories.find((c) => c.guid === ref.categoryGuid && c.subEventGuid === sub.guid);
  if (!category) throw new BusinessRuleError('checkout.categoryNotFound', { index }, 400);
  const wave = ref.waveGuid
    ? (bundle.waves.find((w) => w.guid === ref.waveGuid && w.subEventGuid === sub.guid) ?? null)
    : null;
  if (ref.waveGuid && !wave) throw new BusinessRuleError('checkout.waveNotFound', { index }, 400);

  const catCap = cap(ctx, 'category', category.guid, category.capacity);
  const current = currentCategoryPrice(
    {
      currencyPrices: category.currencyPrices,
      pricings: bundle.pricings.filter((p) => p.categoryGuid === category.guid),
    },
    currency,
    now,
    catCap.used,
  );
  if (!current) throw new BusinessRuleError('series.currencyNotAllowed', { currency }, 400);
  const scopes = [
    cap(ctx, 'event', bundle.event.guid, bundle.event.capacity),
    cap(ctx, 'subevent', sub.guid, sub.capacity),
    catCap,
    ...(wave ? [cap(ctx, 'wave', wave.guid, wave.capacity)] : []),
  ];
  return {
    index,
    ref,
    bundle,
    sub,
    category,
    subcategories: bundle.subcategories.filter((s) => s.categoryGuid === category.guid),
    wave,
    price: priceWithWave(current.price, wave?.currencyPrices?.[currency]),
    pricingName: current.pricingName,
    availability: availability(now, { from: sub.registrationFrom, to: sub.registrationTo }, scopes),
    cards: cardsForSubevent(bundle.cards, sub),
  };
}
