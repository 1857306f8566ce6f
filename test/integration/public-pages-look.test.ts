import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTranslations } from '@shared/back-office/translation-schemas';
import { Role, type Locale } from '@shared/codelists/enums';
import { createTargets, putUser } from './matrix/world';
import { api, APP, useTestStackEnv } from './support';

/**
 * Issue 29: a prerendered page comes out of the worker already in its series' colours and with the
 * texts an admin overrode (each language its own), and follows a change of either.
 */
let admin: { userId: string; token: string };
const tag = Date.now().toString(36);

const send = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  api<T>(path, {
    method,
    token: admin.token,
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** Both languages' overrides replaced (the admin's save of a whole language). */
async function saveOverrides(overrides: Record<Locale, Record<string, Record<string, string>>>) {
  const { versions } = (await send<AdminTranslations>('GET', 'admin/translations')).body;
  for (const language of ['cs', 'en'] as const) {
    const res = await send('PUT', 'admin/translations', {
      language,
      version: versions[language],
      overrides: overrides[language],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/**
 * The worker runs after the write (the stream): waits until the page shows what is expected. A
 * change of the overrides renders the home page.
 */
async function pageShowing(path: string, expected: (html: string) => boolean, what: string): Promise<string> {
  let html = '';
  for (let i = 0; i < 600; i++) {
    html = await (await fetch(`${APP}${path}`)).text();
    if (expected(html)) return html;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} never showed ${what}; last HTML:\n${html.slice(0, 2000)}`);
}

const styleTags = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`pages-look-${tag}`, [Role.USER, Role.ADMIN]);
});

afterAll(async () => {
  // Overrides apply to every page: none may outlive the test.
  await saveOverrides({ cs: {}, en: {} });
});

describe("prerendered pages in the series' look and the admin's words", () => {
  it("render a styled series' event and start list pages in its colours, and again after the styling changes", async () => {
    const targets = await createTargets();
    const eventPath = `/detail/event/${targets.entity.event}`;
    const startListPath = `/detail/startlist/${targets.entity.subevent}`;
    const empty = await send<{ values: Record<string, string> }>(
      'GET',
      `admin/series/${targets.seriesGuid}/stylings`,
    );
    const values = {
      ...empty.body.values,
      navbarBackground: '#1f4d2b',
      navbarColor: '#ffffff',
      rootBackground: '#f3f6f1',
      startListBackground: '#fdf6e3',
    };
    const saved = await send('PUT', `admin/series/${targets.seriesGuid}/stylings`, { values });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const event = await pageShowing(eventPath, (h) => h.includes('data-series-styled="root"'), 'its colours');
    // The page's root and the top bar above it, in the component styles inlined in the head.
    expect(styleTags(event)).toContain('rgb(243, 246, 241)');
    expect(styleTags(event)).toContain('rgb(31, 77, 43)');
    expect(rootOf(event)).not.toContain('<style');
    const list = await pageShowing(
      startListPath,
      (h) => h.includes('data-series-styled="startList"'),
      'its colours',
    );
    expect(styleTags(list)).toContain('rgb(253, 246, 227)');
    expect(styleTags(list)).toContain('rgb(31, 77, 43)');
    // The data block the app seeds its calls from has the same stylings.
    expect(list).toContain('"stylings":{');

    await send('PUT', `admin/series/${targets.seriesGuid}/stylings`, {
      values: { ...values, rootBackground: '#eef2ff' },
    });
    const changed = await pageShowing(
      eventPath,
      (h) => styleTags(h).includes('rgb(238, 242, 255)'),
      'the new colour',
    );
    expect(styleTags(changed)).not.toContain('rgb(243, 246, 241)');
  }, 120_000);

  it("render the admin's overridden texts in each language's home page, and the built-in ones once they are removed", async () => {
    await pageShowing('/', (h) => rootOf(h).includes('Pořádáte závod?'), 'the built-in heading');

    await saveOverrides({
      cs: { home: { 'home.organisers.title': `Pořadatelé ${tag}` } },
      en: { home: { 'home.organisers.title': `Organisers ${tag}` } },
    });
    const cs = await pageShowing('/', (h) => rootOf(h).includes(`Pořadatelé ${tag}`), 'the Czech override');
    expect(rootOf(cs)).not.toContain('Pořádáte závod?');
    const en = await pageShowing(
      '/?lang=en',
      (h) => rootOf(h).includes(`Organisers ${tag}`),
      'the English override',
    );
    expect(rootOf(en)).not.toContain('Organising a race?');
    expect(rootOf(en)).not.toContain(`Pořadatelé ${tag}`);
    // The data block carries the page language's overrides, which the app applies before hydrating.
    expect(en).toContain(
      `"texts":{"language":"en","overrides":{"home":{"home.organisers.title":"Organisers ${tag}"}}}`,
    );

    await saveOverrides({ cs: {}, en: {} });
    await pageShowing('/', (h) => rootOf(h).includes('Pořádáte závod?'), 'the built-in heading again');
  }, 180_000);
});
