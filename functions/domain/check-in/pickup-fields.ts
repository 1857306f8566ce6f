import type { PickupField } from '@shared/check-in/check-in-schemas';
import { isCheckboxTicked } from '@shared/checkout/field-price';
import { buildCodeLists } from '@shared/codelists/codelists';
import { CardValueType, type Locale } from '@shared/codelists/enums';
import type { OrderItemValue } from '../orders/order-records';
import type { CardRecord, CardValueRecord } from '../catalog/card-records';

/**
 * The card answers the organiser marked "show at pickup" (form builder), as the volunteer reads
 * them at the desk: the field's label and the answer in the desk's language. Options show their
 * translated labels, countries and genders their code-list names, a checkbox yes / no; a field the
 * runner did not answer is left out. Nothing else of the card reaches the desk.
 */

const YES_NO = { cs: ['Ano', 'Ne'], en: ['Yes', 'No'] } as const satisfies Record<Locale, readonly string[]>;

let codeLists: ReturnType<typeof buildCodeLists> | undefined;
const lists = () => (codeLists ??= buildCodeLists());

const translated = (base: string, translations: CardValueRecord['translations'], locale: Locale): string =>
  translations?.[locale]?.label?.trim() || base;

function answerText(v: CardValueRecord, answer: OrderItemValue, locale: Locale): string {
  const raw = answer.value.trim();
  // A sub-input's answer (`<name>.<sub>`) is its own text, stored as given.
  if (answer.name !== v.name) return raw;
  if (answer.itemGuids.length > 0) {
    const labels = answer.itemGuids
      .map((guid) => (v.items ?? []).find((o) => o.guid === guid))
      .map((o) => (o ? translated(o.label || o.value, o.translations, locale) : ''))
      .filter(Boolean);
    if (labels.length) return labels.join(', ');
  }
  if (v.type === CardValueType.CHECKBOX) return YES_NO[locale][isCheckboxTicked(raw) ? 0 : 1];
  if (v.type === CardValueType.COUNTRY_SELECT) {
    const country = lists().countries.find((c) => c.code === raw.toUpperCase());
    if (country) return country.name[locale];
  }
  if (v.predefinedTemplate === 'gender') {
    const gender = lists().genders.find((g) => String(g.id) === raw);
    if (gender) return gender.label[locale];
  }
  if (v.type === CardValueType.TEXT_EDITOR)
    return raw
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return raw;
}

export function pickupFieldsOf(
  cards: readonly CardRecord[],
  values: readonly OrderItemValue[],
  locale: Locale,
): PickupField[] {
  const flagged = new Map<string, CardValueRecord>();
  for (const card of cards)
    for (const v of card.values) if (v.showAtPickup) flagged.set(`${card.guid}/${v.guid}`, v);
  const fields: PickupField[] = [];
  for (const answer of values) {
    const v = flagged.get(`${answer.cardGuid}/${answer.cardValueGuid}`);
    if (!v) continue;
    const value = answerText(v, answer, locale);
    if (!value) continue;
    const label = answer.name === v.name ? translated(v.label, v.translations, locale) : answer.label;
    fields.push({ label, value });
  }
  return fields;
}
