import { CardValueType } from '../codelists/enums';
import { isFieldValueEmpty } from '../validation/field-rules';

/**
 * The one price rule of a registration-form field's value (spec §3 hasPrice, card item price):
 * the checkout shows it (web checkout `fieldPrice`) and the server charges it (functions
 * card-prices `valuePrice`), each with its own prices in the checkout currency. Zod-free: the
 * checkout chunk carries it.
 */

/** Fields whose value is one or more of their options, each option priced on its own. */
export const isOptionFieldType = (type: number) =>
  type === CardValueType.SELECT ||
  type === CardValueType.RADIO ||
  type === CardValueType.RADIO_WITH_COMPONENTS ||
  type === CardValueType.CHECKBOX_LIST;

/**
 * The options a value chooses: the value of a select or radio, the `|`-separated entries of a
 * checkbox list; trimmed, each once (an option ticked twice is still one option).
 */
export function chosenOptionValues(type: number, value: string | null | undefined): string[] {
  if (!isOptionFieldType(type)) return [];
  const text = (value ?? '').trim();
  const entries = type === CardValueType.CHECKBOX_LIST ? text.split('|').map((v) => v.trim()) : [text];
  return [...new Set(entries.filter(Boolean))];
}

/** A checkbox is ticked by `true` in any letter case (a default typed `True` too). */
export const isCheckboxTicked = (value: string | null | undefined) =>
  (value ?? '').trim().toLowerCase() === 'true';

export interface PricedFieldShape<O> {
  type: number;
  hasPrice: boolean;
  items?: readonly O[] | null;
}

/**
 * What a value of `field` adds to a registration, in minor units:
 * - select, radio, radio with components, checkbox list: the chosen options' prices (an option
 *   with a sub-input costs its price; the sub-input itself is free), whatever `hasPrice` says;
 * - a priced checkbox when ticked;
 * - any other priced field once answered by the shared emptiness rule (an untouched phone
 *   `CZE|+420|` or personal id `CZE|` is not answered);
 * - rich text never (it is a description block, not an answer).
 */
export function fieldValuePrice<O extends { value: string }>(
  field: PricedFieldShape<O>,
  value: string | null | undefined,
  prices: { field: number; option: (option: O) => number },
): number {
  if (isOptionFieldType(field.type)) {
    const chosen = new Set(chosenOptionValues(field.type, value));
    if (chosen.size === 0) return 0;
    return (field.items ?? []).reduce((sum, o) => (chosen.has(o.value) ? sum + prices.option(o) : sum), 0);
  }
  if (!field.hasPrice || field.type === CardValueType.TEXT_EDITOR) return 0;
  if (field.type === CardValueType.CHECKBOX) return isCheckboxTicked(value) ? prices.field : 0;
  return isFieldValueEmpty(value ?? '', field.type) ? 0 : prices.field;
}
