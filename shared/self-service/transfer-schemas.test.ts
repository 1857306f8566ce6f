import { describe, expect, it } from 'vitest';
import { transferRulesFormSchema, transferRulesFormValues } from './transfer-schemas';

describe("the race editor's transfer form", () => {
  it('turns the typed fee into minor units and an empty deadline or fee into none', () => {
    const base = { allowed: true, until: '', startNumber: 'keep' as const };
    expect(transferRulesFormSchema.parse({ ...base, fee: '300,50' })).toEqual({
      allowed: true,
      until: null,
      fee: 30050,
      startNumber: 'keep',
    });
    expect(transferRulesFormSchema.parse({ ...base, fee: '' }).fee).toBeNull();
    expect(transferRulesFormSchema.parse({ ...base, fee: '0' }).fee).toBeNull();
  });

  it('refuses a fee that is no amount with the translated message code', () => {
    const r = transferRulesFormSchema.safeParse({ allowed: true, until: '', fee: '-5', startNumber: 'keep' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('selfService.transfer.feeInvalid');
  });

  it('shows stored rules back as typed', () => {
    const rules = {
      allowed: true,
      until: '2026-06-01T10:00:00.000Z',
      fee: 30000,
      startNumber: 'clear' as const,
    };
    expect(transferRulesFormValues(rules)).toEqual({ ...rules, fee: '300' });
    expect(transferRulesFormSchema.parse(transferRulesFormValues(rules))).toEqual(rules);
  });
});
