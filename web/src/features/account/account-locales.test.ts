import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs/account.json';
import en from '../../locales/en/account.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('account texts', () => {
  it('have the same keys in cs and en, none empty', () => {
    expect(keys(cs).sort()).toEqual(keys(en).sort());
    for (const text of [...JSON.stringify(cs).matchAll(/":"([^"]*)"/g)]) expect(text[1]).not.toBe('');
  });
});
