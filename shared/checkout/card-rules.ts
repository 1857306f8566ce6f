import { CardValueType } from '../codelists/enums';
import type { FieldRule } from '../validation/field-rules';

/**
 * The rules a card field is checked with, on the client and on the server alike: `required`
 * when the field is, the organiser's validations, and what the field type implies (a date field
 * must hold a real date of the last and this century).
 */
export function rulesForCardValue(value: {
  type: number;
  required: boolean;
  validations?: readonly FieldRule[] | null;
}): FieldRule[] {
  const rules: FieldRule[] = [
    ...(value.required ? [{ kind: 'required' as const }] : []),
    ...(value.validations ?? []),
  ];
  if (value.type === CardValueType.DATE) {
    rules.push({ kind: 'dateAfter', date: '1899-12-31' }, { kind: 'dateBefore', date: '2100-01-01' });
  }
  return rules;
}
