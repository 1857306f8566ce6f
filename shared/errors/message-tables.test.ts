import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import LABELS from '../codelists/codelist-labels.json' with { type: 'json' };
import { buildCodeLists } from '../codelists/codelists';
import { EMAIL_VARIABLES } from '../emails/email-variables';
import { ERROR_MESSAGES } from './messages';
import { SHARED_TEXTS } from './shared-texts';

// The bilingual tables are JSON files beside their modules (tsc only sees their shape): these
// checks keep a hand-edited row from losing a language, a placeholder or its place in the catalogue.
const SHARED_DIR = fileURLToPath(new URL('..', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('-messages.json') ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function expectBilingualRow(where: string, row: unknown): void {
  expect(Object.keys(row as object).sort(), where).toEqual(['cs', 'en']);
  const { cs, en } = row as { cs: unknown; en: unknown };
  expect(typeof cs === 'string' && cs.trim() !== '', `${where} cs`).toBe(true);
  expect(typeof en === 'string' && en.trim() !== '', `${where} en`).toBe(true);
  expect(placeholders(cs as string), where).toEqual(placeholders(en as string));
}

const MESSAGE_FILES = jsonFiles(SHARED_DIR);

describe('message tables (shared/**/*-messages.json)', () => {
  it('finds the catalogue files', () => {
    expect(MESSAGE_FILES.length).toBeGreaterThan(25);
  });

  for (const file of MESSAGE_FILES) {
    const name = relative(SHARED_DIR, file);
    it(`${name}: every row in cs and en with the same placeholders, and in the merged catalogue as written`, () => {
      const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(Object.keys(rows).length, name).toBeGreaterThan(0);
      for (const [code, row] of Object.entries(rows)) {
        expectBilingualRow(`${name} ${code}`, row);
        // A code another table also defines would be overwritten in the merge.
        expect(ERROR_MESSAGES, `${name} ${code}`).toHaveProperty([code], row);
      }
    });
  }

  it('every code of the merged catalogue reads in both languages', () => {
    for (const [code, row] of Object.entries(ERROR_MESSAGES)) expectBilingualRow(code, row);
  });
});

describe('other bilingual tables', () => {
  it('shared texts and e-mail variables have cs and en', () => {
    for (const [key, row] of Object.entries(SHARED_TEXTS)) expectBilingualRow(`SHARED_TEXTS ${key}`, row);
    for (const [key, row] of Object.entries(EMAIL_VARIABLES))
      expectBilingualRow(`EMAIL_VARIABLES ${key}`, row);
  });

  it('every code list item has a label in cs and en (currencies a description too)', () => {
    const { countries, ...lists } = buildCodeLists();
    expect(countries.length).toBeGreaterThan(200);
    for (const [list, items] of Object.entries(lists)) {
      expect(items.length, list).toBeGreaterThan(0);
      for (const item of items) {
        expectBilingualRow(`${list} ${item.code}`, item.label);
        if ('description' in item) expectBilingualRow(`${list} ${item.code} description`, item.description);
      }
    }
    for (const currency of lists.currencies) expect(currency.description, currency.code).toBeDefined();
    // A label whose code left its enum would sit in the JSON unused.
    const { currencyDescriptions, ...labels } = LABELS;
    expect(Object.keys(labels).sort()).toEqual(Object.keys(lists).sort());
    for (const [list, items] of Object.entries(lists))
      expect(Object.keys(labels[list as keyof typeof labels]), list).toEqual(items.map((i) => i.code));
    expect(Object.keys(currencyDescriptions)).toEqual(lists.currencies.map((c) => c.code));
  });
});
