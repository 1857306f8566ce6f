import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Locale } from '@shared/codelists/enums';
import type { AdminTranslations, TranslationEntry } from '@shared/back-office/translation-schemas';
import { putUser } from './matrix/world';
import { api, useTestStackEnv } from './support';

type ErrorBody = {
  code: string;
  message: string;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

let admin: { userId: string; token: string };
let manager: { userId: string; token: string };

const send = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  language: Locale = 'cs',
) =>
  api<T>(path, {
    method,
    ...(token ? { token } : {}),
    headers: { 'accept-language': language },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const read = async () => {
  const res = await send<AdminTranslations>('GET', 'admin/translations', admin.token);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return res.body;
};

/** The public overrides of a language (cached a few seconds per Lambda instance: polled). */
const served = async (lang: Locale) =>
  (await api<Record<string, Record<string, string>>>(`translations/${lang}`)).body;

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser('translations-admin', [Role.USER, Role.ADMIN]);
  manager = await putUser('translations-em', [Role.USER, Role.EVENT_MANAGER]);
});

afterAll(async () => {
  // Overrides apply to every page: none may outlive the test.
  const { versions } = await read();
  for (const language of ['cs', 'en'] as const)
    await send('PUT', 'admin/translations', admin.token, {
      language,
      version: versions[language],
      overrides: {},
    });
});

describe('text overrides (admin/translations, translations/{lang})', () => {
  let withVariable: TranslationEntry;

  it('lists every public text with its built-in text in both languages', async () => {
    const list = await read();
    expect(list.entries.length).toBeGreaterThan(500);
    const entry = list.entries.find((e) => e.namespace === 'cart' && e.builtIn.en.includes('{{'));
    expect(entry).toBeDefined();
    withVariable = entry as TranslationEntry;
    expect(new Set(list.entries.map((e) => e.namespace))).toContain('checkout');
    expect(list.entries.some((e) => e.namespace === ('orders' as never))).toBe(false);
  });

  it('refuses an override that drops a variable of the built-in text or holds markup, translated', async () => {
    const { versions } = await read();
    const [first = ''] = withVariable.builtIn.en.match(/\{\{[^}]+\}\}/) ?? [];
    const dropped = await send<ErrorBody>(
      'PUT',
      'admin/translations',
      admin.token,
      {
        language: 'en',
        version: versions.en,
        overrides: { [withVariable.namespace]: { [withVariable.key]: 'No variables here' } },
      },
      'en',
    );
    expect(dropped.status).toBe(400);
    expect(dropped.body.validationErrors?.[0]).toEqual({
      field: `overrides.${withVariable.namespace}.${withVariable.key}`,
      errors: expect.arrayContaining([
        `The text must keep the variable ${first} of the built-in text.`,
      ]) as unknown,
    });
    const markup = await send<ErrorBody>('PUT', 'admin/translations', admin.token, {
      language: 'en',
      version: versions.en,
      overrides: { cart: { [withVariable.key]: `<b>${withVariable.builtIn.en}</b>` } },
    });
    expect(markup.status).toBe(400);
    expect(markup.body.validationErrors?.[0]?.errors).toEqual([
      'Text nesmí obsahovat značky HTML: zobrazuje se jako prostý text.',
    ]);
  });

  it('an admin saves overrides (history, version); runners receive them; a stale save is refused', async () => {
    const before = await read();
    const text = `Changed: ${withVariable.builtIn.en}`;
    const saved = await send<AdminTranslations>('PUT', 'admin/translations', admin.token, {
      language: 'en',
      version: before.versions.en,
      overrides: { [withVariable.namespace]: { [withVariable.key]: text } },
    });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect(saved.body.versions.en).toBe(before.versions.en + 1);
    expect(
      saved.body.entries.find((e) => e.key === withVariable.key && e.namespace === withVariable.namespace)
        ?.override,
    ).toEqual({
      cs: null,
      en: text,
    });
    expect(saved.body.history[0]).toMatchObject({
      language: 'en',
      actor: { userId: admin.userId },
      changes: [{ field: `${withVariable.namespace}:${withVariable.key}`, after: text }],
    });

    await expect
      .poll(async () => (await served('en'))[withVariable.namespace]?.[withVariable.key], {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(text);
    const publicAnswer = await api(`translations/en`, { apiKey: null });
    expect(publicAnswer.status).toBe(200);
    expect(publicAnswer.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await served('cs'))[withVariable.namespace]?.[withVariable.key]).toBeUndefined();

    const stale = await send<ErrorBody>('PUT', 'admin/translations', admin.token, {
      language: 'en',
      version: before.versions.en,
      overrides: {},
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('translations.changedMeanwhile');
  });

  it('is the admins’ alone', async () => {
    expect((await send('GET', 'admin/translations', manager.token)).status).toBe(403);
    expect((await send('GET', 'admin/translations', undefined)).status).toBe(401);
    expect(
      (await send('PUT', 'admin/translations', manager.token, { language: 'cs', version: 0, overrides: {} }))
        .status,
    ).toBe(403);
  });
});
