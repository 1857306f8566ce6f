import type { CardView } from '@shared/checkout/card-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { sanitizeRichText } from '../rich-text';
import { fieldPrice, optionPrice } from '../catalog/card-prices';
import type { CheckoutContext } from './checkout-context';
import { cardTieCatalogue, optionUsage } from './option-usage';
import type { CardRecord } from '../catalog/card-records';

/**
 * A stored card as the checkout form sees it: prices in the checkout currency and live usage,
 * counted per category and wave by the §4 rule (option-usage.ts).
 */
export function toCardView(
  card: CardRecord,
  ctx: Pick<CheckoutContext, 'counters'>,
  currency: CurrencyCode,
  event: Parameters<typeof cardTieCatalogue>[1],
): CardView {
  const catalogue = cardTieCatalogue(card, event);
  return {
    guid: card.guid,
    name: card.name,
    order: card.order,
    type: card.type,
    limit: card.limit,
    translations: card.translations ?? {},
    values: card.values.map((v) => ({
      guid: v.guid,
      name: v.name,
      label: v.label,
      placeholder: v.placeholder ?? null,
      type: v.type,
      required: v.required,
      hasPrice: v.hasPrice,
      price: fieldPrice(v, currency),
      defaultValue: v.defaultValue ?? null,
      description: v.description ? sanitizeRichText(v.description) : null,
      readOnly: v.readOnly ?? false,
      isAdditional: v.isAdditional ?? false,
      hidden: v.hidden ?? false,
      registrationOnSite: v.registrationOnSite ?? false,
      capacity: v.capacity,
      used: optionUsage(ctx.counters, 'cardValue', v.guid, v.capacity, v, catalogue).used,
      predefinedTemplate: v.predefinedTemplate ?? null,
      validations: v.validations ?? [],
      subComponentType: v.subComponentType ?? 0,
      subComponentName: v.subComponentName ?? null,
      subComponentLabel: v.subComponentLabel ?? null,
      subComponentPlaceholder: v.subComponentPlaceholder ?? null,
      categoryGuids: v.categoryGuids ?? [],
      waveGuids: v.waveGuids ?? [],
      translations: v.translations ?? {},
      items: (v.items ?? []).map((i) => ({
        guid: i.guid,
        value: i.value,
        label: i.label,
        price: optionPrice(i, currency),
        capacity: i.capacity,
        used: optionUsage(ctx.counters, 'cardItem', i.guid, i.capacity, v, catalogue).used,
        addToCardValueUsage: i.addToCardValueUsage,
        subComponentType: i.subComponentType,
        subComponentName: i.subComponentName ?? null,
        subComponentLabel: i.subComponentLabel ?? null,
        subComponentPlaceholder: i.subComponentPlaceholder ?? null,
        translations: i.translations ?? {},
      })),
    })),
  };
}
