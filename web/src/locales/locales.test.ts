import { describe, expect, it } from 'vitest';
import csCart from './cs/cart.json';
import csCatalog from './cs/catalog.json';
import csCommon from './cs/common.json';
import csHome from './cs/home.json';
import csStartList from './cs/start-list.json';
import csStatic from './cs/static-pages.json';
import enCart from './en/cart.json';
import enCatalog from './en/catalog.json';
import enCommon from './en/common.json';
import enHome from './en/home.json';
import enStartList from './en/start-list.json';
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

describe('translations', () => {
  it.each([
    ['common', csCommon, enCommon],
    ['home', csHome, enHome],
    ['static-pages', csStatic, enStatic],
    ['catalog', csCatalog, enCatalog],
    ['start-list', csStartList, enStartList],
    ['cart', csCart, enCart],
  ])('%s has the same keys in cs and en', (_name, cs, en) => {
    expect(folded(cs)).toEqual(folded(en));
  });

  it('static pages have the same number of sections in both languages', () => {
    for (const page of Object.keys(csStatic) as Array<keyof typeof csStatic>) {
      expect(enStatic[page].sections.length, page).toBe(csStatic[page].sections.length);
    }
  });

  it('has no empty texts', () => {
    for (const bundle of [
      csCommon,
      enCommon,
      csHome,
      enHome,
      csStatic,
      enStatic,
      csCatalog,
      csStartList,
      enStartList,
      enCatalog,
      csCart,
      enCart,
    ]) {
      expect(strings(bundle).filter((s) => s.trim().length === 0)).toEqual([]);
    }
  });
});
