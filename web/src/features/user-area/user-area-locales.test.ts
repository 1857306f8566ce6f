import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs/user-area.json';
import en from '../../locales/en/user-area.json';

/** Leaf keys with plural suffixes folded (Czech has more plural forms than English). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('user-area texts', () => {
  it('have the same keys in cs and en', () => {
    expect([...new Set(keys(cs))].sort()).toEqual([...new Set(keys(en))].sort());
  });
});
