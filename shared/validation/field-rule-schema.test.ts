import { describe, expect, it } from 'vitest';
import { fieldRuleSchema } from './field-rule-schema';
import { FIELD_RULE_KINDS } from './field-rules';

describe('field rule schema', () => {
  it('accepts well-formed rules of every kind', () => {
    const rules = [
      { kind: 'required' },
      { kind: 'minNumber', value: -5.5 },
      { kind: 'maxLength', value: 100 },
      { kind: 'regex', pattern: '\\d{3} ?\\d{2}' },
      { kind: 'dateBefore', date: '2025-12-31' },
      { kind: 'minAgeInSubeventYear', value: 18 },
      { kind: 'personalIdWithSlash' },
    ];
    for (const rule of rules) expect(fieldRuleSchema.safeParse(rule).success).toBe(true);
    const kinds = fieldRuleSchema.options.map((option) => option.shape.kind.value);
    expect([...kinds].sort()).toEqual([...FIELD_RULE_KINDS].sort());
  });

  it.each([
    { kind: 'regex', pattern: '([' },
    { kind: 'dateAfter', date: '2025-02-30' },
    { kind: 'minLength', value: -1 },
    { kind: 'maxAge', value: 1.5 },
    { kind: 'maxNumber', value: Number.POSITIVE_INFINITY },
    { kind: 'minNumber' },
    { kind: 'unknown' },
  ])('refuses %j', (rule) => {
    expect(fieldRuleSchema.safeParse(rule).success).toBe(false);
  });
});
