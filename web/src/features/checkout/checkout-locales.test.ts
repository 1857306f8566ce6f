import { describe, expect, it } from 'vitest';
import csCheckout from '../../locales/cs/checkout.json';
import csRegistration from '../../locales/cs/registration.json';
import enCheckout from '../../locales/en/checkout.json';
import enRegistration from '../../locales/en/registration.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('checkout and registration texts', () => {
  it.each([
    ['checkout', csCheckout, enCheckout],
    ['registration', csRegistration, enRegistration],
  ])('%s has the same keys, placeholders and no empty texts in cs and en', (_name, cs, en) => {
    expect(keys(cs).sort()).toEqual(keys(en).sort());
    for (const key of keys(cs)) {
      const get = (bundle: unknown) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
      expect(placeholders(get(en)), key).toEqual(placeholders(get(cs)));
    }
    expect([...strings(cs), ...strings(en)].filter((s) => s.trim() === '')).toEqual([]);
  });
});
