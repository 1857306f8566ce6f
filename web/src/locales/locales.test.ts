import { describe, expect, it } from 'vitest';
import csStatic from './cs/static-pages.json';
import enStatic from './en/static-pages.json';

/** Leaf keys, with i18next plural suffixes folded (Czech has more plural forms than English). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const folded = (value: unknown) =>
  [...new Set(keys(value).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(strings);
}

// Every namespace file, so a new area's texts are checked without touching this test.
const csFiles = import.meta.glob<{ default: unknown }>('./cs/*.json', { eager: true });
const enFiles = import.meta.glob<{ default: unknown }>('./en/*.json', { eager: true });
const names = Object.keys(csFiles).map((path) => path.slice('./cs/'.length));

describe('translations', () => {
  it('has every namespace in both languages', () => {
    expect(Object.keys(enFiles).map((path) => path.slice('./en/'.length))).toEqual(names);
  });

  it.each(names)('%s has the same keys in cs and en', (name) => {
    expect(folded(csFiles[`./cs/${name}`]?.default)).toEqual(folded(enFiles[`./en/${name}`]?.default));
  });

  it('static pages have the same number of sections in both languages', () => {
    for (const page of Object.keys(csStatic) as Array<keyof typeof csStatic>) {
      expect(enStatic[page].sections.length, page).toBe(csStatic[page].sections.length);
    }
  });

  it.each(names)('%s has no empty texts', (name) => {
    for (const bundle of [csFiles[`./cs/${name}`]?.default, enFiles[`./en/${name}`]?.default])
      expect(strings(bundle).filter((s) => s.trim().length === 0)).toEqual([]);
  });
});
