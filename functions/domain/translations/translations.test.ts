import { describe, expect, it } from 'vitest';
import {
  interpolationVariables,
  missingVariables,
  TRANSLATION_NAMESPACES,
  translationTextSchema,
} from '@shared/back-office/translation-schemas';
import { BusinessRuleError, ValidationFailedError } from '../errors';
import { builtInTexts, flattenTexts, type BuiltInTexts } from './built-in-texts';
import {
  checkedOverrides,
  listTranslations,
  publicTranslations,
  updateTranslations,
  type TranslationHistoryRecord,
  type TranslationPorts,
  type TranslationRecord,
} from './translations';

const none = Object.fromEntries(TRANSLATION_NAMESPACES.map((ns) => [ns, {}]));
const texts = {
  cs: {
    ...none,
    cart: { title: 'Košík', items_few: '{{count}} položky za {{price}}' },
    common: { loading: 'Načítám…' },
  },
  en: {
    ...none,
    cart: { title: 'Cart', items_few: '{{count}} items for {{price}}' },
    common: { loading: 'Loading…' },
  },
} as unknown as BuiltInTexts;

function memoryPorts(): TranslationPorts & { history: TranslationHistoryRecord[] } {
  const records = new Map<string, TranslationRecord>();
  const history: TranslationHistoryRecord[] = [];
  let id = 0;
  return {
    history,
    builtIn: () => texts,
    newId: () => `id-${++id}`,
    now: () => new Date('2026-11-24T08:00:00Z'),
    store: {
      getOverrides: async (language) => records.get(language) ?? null,
      saveOverrides: async (record, entry) => {
        if ((records.get(record.language)?.version ?? 0) !== record.version - 1) return false;
        records.set(record.language, record);
        history.unshift(entry);
        return true;
      },
      latestHistory: async (limit) => history.slice(0, limit),
    },
  };
}
const actor = { userId: 'u1', name: 'Ada Admin' };

describe('text override rules', () => {
  it('finds the interpolation variables of a text', () => {
    expect(interpolationVariables('{{count}} items for {{ price, currency }} ({{count}})')).toEqual([
      'count',
      'price',
    ]);
    expect(missingVariables('{{count}} items for {{price}}', 'Items: {{count}}')).toEqual(['price']);
  });

  it('refuses markup and overlong texts', () => {
    expect(translationTextSchema.safeParse('Košík <b>plný</b>').success).toBe(false);
    expect(translationTextSchema.safeParse('a'.repeat(2001)).success).toBe(false);
    expect(translationTextSchema.safeParse('1 < 2 and 3 > 2').success).toBe(true);
  });

  it('refuses an override without a variable of its built-in text, and unknown keys, in the request language', () => {
    const body = {
      language: 'cs' as const,
      version: 0,
      overrides: { cart: { items_few: '{{count}} položky', unknown: 'x' } },
    };
    try {
      checkedOverrides(texts, body, 'en');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationFailedError);
      expect((error as ValidationFailedError).validationErrors).toEqual([
        {
          field: 'overrides.cart.items_few',
          errors: ['The text must keep the variable {{price}} of the built-in text.'],
        },
        { field: 'overrides.cart.unknown', errors: ['The app has no such text.'] },
      ]);
    }
  });

  it('drops empty overrides and the ones equal to the built-in text', () => {
    expect(
      checkedOverrides(
        texts,
        {
          language: 'en',
          version: 0,
          overrides: {
            cart: { title: '', items_few: '{{count}} items for {{price}}' },
            common: { loading: 'Wait…' },
          },
        },
        'cs',
      ),
    ).toEqual({ common: { loading: 'Wait…' } });
  });

  it('saves with a history entry, checks the version and serves the overrides', async () => {
    const ports = memoryPorts();
    const saved = await updateTranslations(
      ports,
      actor,
      { language: 'cs', version: 0, overrides: { cart: { title: 'Nákupní košík' } } },
      'cs',
    );
    expect(saved.versions).toEqual({ cs: 1, en: 0 });
    expect(saved.entries.find((e) => e.key === 'title')).toEqual({
      namespace: 'cart',
      key: 'title',
      builtIn: { cs: 'Košík', en: 'Cart' },
      override: { cs: 'Nákupní košík', en: null },
    });
    expect(ports.history[0]).toMatchObject({
      action: 'CREATE',
      language: 'cs',
      actor,
      changes: [{ field: 'cart:title', before: null, after: 'Nákupní košík' }],
    });
    await expect(publicTranslations(ports.store, 'cs')).resolves.toEqual({
      cart: { title: 'Nákupní košík' },
    });

    await expect(
      updateTranslations(ports, actor, { language: 'cs', version: 0, overrides: {} }, 'cs'),
    ).rejects.toEqual(new BusinessRuleError('translations.changedMeanwhile'));

    await updateTranslations(ports, actor, { language: 'cs', version: 1, overrides: {} }, 'cs');
    expect(ports.history[0]).toMatchObject({
      action: 'UPDATE',
      changes: [{ field: 'cart:title', before: 'Nákupní košík', after: null }],
    });
    expect((await listTranslations(ports)).versions.cs).toBe(2);
    await expect(publicTranslations(ports.store, 'cs')).resolves.toEqual({});
  });

  it('lists every public text of the app with the same keys in both languages', () => {
    const all = builtInTexts();
    expect(Object.keys(all.cs.cart).length).toBeGreaterThan(10);
    expect(Object.keys(all.en.checkout).sort()).toEqual(Object.keys(all.cs.checkout).sort());
    expect(flattenTexts({ a: { b: 'x', c: ['y', { d: 'z' }] } })).toEqual({
      'a.b': 'x',
      'a.c.0': 'y',
      'a.c.1.d': 'z',
    });
  });
});
