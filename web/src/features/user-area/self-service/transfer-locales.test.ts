import { describe, expect, it } from 'vitest';
import csRules from '../../../locales/cs/transfer-rules.json';
import enRules from '../../../locales/en/transfer-rules.json';
import cs from '../../../locales/cs/transfer.json';
import en from '../../../locales/en/transfer.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('transfer texts', () => {
  it('have the same keys in cs and en (runner pages and the race editor panel)', () => {
    expect(keys(cs).sort()).toEqual(keys(en).sort());
    expect(keys(csRules).sort()).toEqual(keys(enRules).sort());
  });

  it('name every reason the server gives for no transfer', async () => {
    const { TRANSFER_CLOSED_REASONS } = await import('@shared/self-service/transfer-schemas');
    for (const reason of TRANSFER_CLOSED_REASONS) expect(en.closed[reason], reason).toBeTruthy();
  });
});
