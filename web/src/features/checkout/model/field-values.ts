import type { CardItemView, CardValueView, Translations } from '@shared/checkout/card-schemas';
import { CardValueType, type Locale } from '@shared/codelists/enums';
import { formatIsoDate, parseDateOnly } from '@shared/validation/date-only';
import { isFieldValueEmpty } from '@shared/validation/field-rules';
import { DEFAULT_PERSONAL_ID_VALUE } from './personal-id';

/**
 * Values of the card field types 1–11 (spec §3) as the form keeps them and as the register call
 * sends them: checkbox "true"/"false", checkbox list joined by "|", dates edited as DD/MM/YYYY and
 * sent as YYYY-MM-DD, phone `CZE|+420|…`, country `CZE`, personal id `CZE|…`, sub-inputs of radio
 * options under `<cardValueGuid>/<itemGuid>`, a value's own sub-input under `<cardValueGuid>/sub`.
 */

// Zod-free module: the checkout chunk must not carry the schema library.
import { SubComponentType, subComponentAnswer, subValueKey, valueSubKey } from '@shared/checkout/card-keys';
import { fieldValuePrice } from '@shared/checkout/field-price';

export { SubComponentType, subComponentAnswer, subValueKey, valueSubKey };

export type TextKey =
  'label' | 'placeholder' | 'description' | 'subComponentLabel' | 'subComponentPlaceholder' | 'name';

/** The text in the interface language, or the base text when the translation is missing. */
export function localized(
  base: string | null | undefined,
  translations: Translations | undefined,
  locale: Locale,
  key: TextKey,
): string {
  const translated = translations?.[locale]?.[key];
  if (typeof translated === 'string' && translated.trim() !== '') return translated;
  return base ?? '';
}

export const LIST_SEPARATOR = '|';

export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

export function joinList(values: readonly string[]): string {
  return values.filter((v) => v.length > 0).join(LIST_SEPARATOR);
}

/** Ticks or unticks `value` in a checkbox-list value, keeping the options' order. */
export function toggleListValue(
  current: string,
  value: string,
  checked: boolean,
  order: readonly string[],
): string {
  const set = new Set(splitList(current));
  if (checked) set.add(value);
  else set.delete(value);
  return joinList(order.filter((v) => set.has(v)));
}

/** ISO `YYYY-MM-DD` (or any accepted date) → the edit format `DD/MM/YYYY`; other text as it is. */
export function toEditDate(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return '';
  const date = parseDateOnly(text);
  if (!date) return text;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${String(date.year).padStart(4, '0')}`;
}

/** The edit text as `YYYY-MM-DD`; undefined when it is not a date. */
export function toIsoDate(text: string | null | undefined): string | undefined {
  const date = parseDateOnly((text ?? '').trim());
  return date ? formatIsoDate(date) : undefined;
}

export const DEFAULT_COUNTRY = 'CZE';
export const DEFAULT_PHONE_VALUE = 'CZE|+420|';

/** The value a field starts with (its defaultValue, else the type's default of spec §9). */
export function defaultFieldValue(field: Pick<CardValueView, 'type' | 'defaultValue'>): string {
  const given = field.defaultValue ?? '';
  switch (field.type) {
    case CardValueType.CHECKBOX:
      return given.trim().toLowerCase() === 'true' ? 'true' : 'false';
    case CardValueType.DATE:
      return toEditDate(given);
    case CardValueType.PHONE:
      return given.trim() || DEFAULT_PHONE_VALUE;
    case CardValueType.COUNTRY_SELECT:
      return given.trim().toUpperCase() || DEFAULT_COUNTRY;
    case CardValueType.COUNTRY_WITH_PERSONAL_ID:
      return given.trim() || DEFAULT_PERSONAL_ID_VALUE;
    default:
      return given;
  }
}

/** Sub-input value a radio option (or a value's own sub-input) starts with. */
export function defaultSubValue(item: Pick<CardItemView, 'subComponentType'>): string {
  return item.subComponentType === SubComponentType.CHECKBOX ? 'false' : '';
}

export type FieldValues = Record<string, string>;

/** Initial values of a form: every field and every option sub-input. */
export function initialValues(fields: readonly CardValueView[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    values[field.guid] = defaultFieldValue(field);
    if (field.subComponentType !== SubComponentType.NONE)
      values[valueSubKey(field.guid)] = defaultSubValue(field);
    if (field.type === CardValueType.RADIO_WITH_COMPONENTS) {
      for (const item of field.items) {
        if (item.subComponentType !== SubComponentType.NONE)
          values[subValueKey(field.guid, item.guid)] = defaultSubValue(item);
      }
    }
  }
  return values;
}

/** The value as sent: dates in ISO, text trimmed. */
export function encodeFieldValue(field: Pick<CardValueView, 'type'>, raw: string): string {
  switch (field.type) {
    case CardValueType.DATE:
      return toIsoDate(raw) ?? raw.trim();
    case CardValueType.INPUT:
    case CardValueType.TEXT_EDITOR:
      return raw.trim();
    default:
      return raw;
  }
}

/** The option values a field's value chooses (select, radios, checkbox list). */
export function chosenValues(field: Pick<CardValueView, 'type'>, value: string | undefined): string[] {
  switch (field.type) {
    case CardValueType.SELECT:
    case CardValueType.RADIO:
    case CardValueType.RADIO_WITH_COMPONENTS:
      return value ? [value] : [];
    case CardValueType.CHECKBOX_LIST:
      return splitList(value);
    default:
      return [];
  }
}

/** Whether a value's own sub-input is active: while the field is answered (spec §4 sub-inputs). */
export function isValueSubActive(
  field: Pick<CardValueView, 'type' | 'subComponentType'>,
  value: string,
): boolean {
  return field.subComponentType !== SubComponentType.NONE && !isFieldValueEmpty(value, field.type);
}

export function hasOptions(field: Pick<CardValueView, 'type'>): boolean {
  return (
    field.type === CardValueType.SELECT ||
    field.type === CardValueType.RADIO ||
    field.type === CardValueType.RADIO_WITH_COMPONENTS ||
    field.type === CardValueType.CHECKBOX_LIST
  );
}

/** Extra price of a field's value: the rule the server charges by (shared/checkout/field-price). */
export function fieldPrice(field: CardValueView, value: string | undefined): number {
  return fieldValuePrice(field, value, { field: field.price, option: (item) => item.price });
}
