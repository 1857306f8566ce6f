import type { PricedExtras } from '@shared/catalog/priced-extras';
import { chosenOptionValues, fieldValuePrice, isOptionFieldType } from '@shared/checkout/field-price';
import { CardValueType, type CurrencyCode } from '@shared/codelists/enums';
import type { SubeventRecord } from './records';
import type { CardItemRecord, CardRecord, CardValueRecord } from './card-records';
import { cardsForSubevent, maxCardFills } from './subevent-cards';

/**
 * Prices of registration-form extras (spec §3 card value and card item): what the checkout charges
 * for a filled value (checkout/fill-cards.ts), what the form shows (checkout/card-view.ts), and the most they can add
 * to a registration (the event page and the cart's `priceTo`). One place, so the three agree.
 */

/** Fields whose value is one or more of their options, each option priced on its own. */
export const isOptionField = (v: Pick<CardValueRecord, 'type'>) => isOptionFieldType(v.type);

/** Price of one chosen option in `currency` (an option without a price there is free). */
export const optionPrice = (option: Pick<CardItemRecord, 'currencyPrices'>, currency: CurrencyCode) =>
  option.currencyPrices[currency] ?? 0;

/** Price of a ticked checkbox or a filled priced field; 0 when the field has no price. */
export const fieldPrice = (
  v: Pick<CardValueRecord, 'hasPrice' | 'currencyPrices'>,
  currency: CurrencyCode,
) => (v.hasPrice ? (v.currencyPrices?.[currency] ?? 0) : 0);

/** The options a multi-choice field's value chooses (checkbox list, joined by "|"), each once. */
export const chosenValues = (v: Pick<CardValueRecord, 'type'>, value: string): string[] =>
  chosenOptionValues(v.type, value);

/**
 * What the checkout charges for `value` (already validated and trimmed) of field `v`: the shared
 * rule (shared/checkout/field-price.ts) the checkout also shows, with the prices in `currency`.
 */
export function valuePrice(v: CardValueRecord, value: string, currency: CurrencyCode): number {
  return fieldValuePrice(v, value, {
    field: fieldPrice(v, currency),
    option: (o) => optionPrice(o, currency),
  });
}

/**
 * The most field `v` can add: the dearest option of a select or radio field, every priced option
 * of a checkbox list, a priced checkbox ticked, a priced field filled. A hidden or read-only field
 * always carries its default value, so it adds exactly that value's price.
 */
export function mostValuePrice(v: CardValueRecord, currency: CurrencyCode): number {
  if (v.hidden || v.readOnly) return Math.max(0, valuePrice(v, (v.defaultValue ?? '').trim(), currency));
  const prices = (v.items ?? []).map((o) => optionPrice(o, currency));
  if (v.type === CardValueType.CHECKBOX_LIST) return prices.reduce((sum, p) => sum + Math.max(0, p), 0);
  if (isOptionField(v)) return Math.max(0, ...prices);
  if (v.type === CardValueType.CHECKBOX) return Math.max(0, valuePrice(v, 'true', currency));
  // Any answer of a priced field costs its price (rich text never does).
  return v.type === CardValueType.TEXT_EDITOR ? 0 : Math.max(0, fieldPrice(v, currency));
}

const scopeKey = (v: CardValueRecord) =>
  JSON.stringify([[...(v.categoryGuids ?? [])].sort(), [...(v.waveGuids ?? [])].sort()]);

/**
 * The priced extras of a race's forms, summed per category/wave scope (a field limited to some
 * categories or waves only counts for registrations in them, as the checkout asks it only there).
 * Relay-athlete cards count once per racer. Scopes adding nothing are left out.
 */
export function pricedExtras(
  eventCards: readonly CardRecord[],
  sub: SubeventRecord,
  currency: CurrencyCode,
): PricedExtras[] {
  const byScope = new Map<string, PricedExtras>();
  for (const card of cardsForSubevent(eventCards, sub)) {
    const fills = maxCardFills(card, sub);
    for (const v of card.values) {
      const most = mostValuePrice(v, currency) * fills;
      if (most <= 0) continue;
      const key = scopeKey(v);
      const known = byScope.get(key);
      if (known) known.priceTo += most;
      else
        byScope.set(key, {
          categoryGuids: v.categoryGuids ?? [],
          waveGuids: v.waveGuids ?? [],
          priceTo: most,
        });
    }
  }
  return [...byScope.values()];
}
