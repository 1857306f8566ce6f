import type { APIRequestContext } from '@playwright/test';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Translations (issue 13): an admin overrides a text of the home page in Czech and in English on
 * /admin/translations, and visitors of the home page read the new texts in either language.
 * The overrides are removed at the end (they apply to every page).
 */

test.describe.configure({ timeout: 90_000 });

async function resetOverrides(request: APIRequestContext, token: string) {
  const headers = { ...API_HEADERS, Authorization: `Bearer ${token}` };
  const read = await request.get('/api/v1/admin/translations', { headers });
  const { versions } = (await read.json()) as { versions: Record<'cs' | 'en', number> };
  for (const language of ['cs', 'en'] as const)
    await request.put('/api/v1/admin/translations', {
      headers,
      data: { language, version: versions[language], overrides: {} },
    });
}

test('an admin overrides a home page text in both languages and visitors read it', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${Date.now()}`.slice(-6);
  const token = await signInDemoAdmin(page);
  try {
    await page.goto('/admin/translations');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Překlady' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Texty' });
    await page.getByLabel('Oblast').selectOption('home');
    await page.getByRole('searchbox', { name: 'Hledat v klíči nebo textu' }).fill('Pořádáte závod?');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list
      .getByRole('textbox', { name: /home\.organisers\.title/ })
      .fill(`Pořádáte závod? Ozvěte se ${tag}`);
    await expectAccessible(page, 'translations screen with an edited text');
    await page.getByRole('button', { name: 'Uložit texty (čeština)' }).click();
    await expect(page.getByText('Texty jsou uložené.', { exact: false })).toBeVisible();

    await page.getByRole('combobox', { name: 'Jazyk textů' }).selectOption('en');
    await page.getByRole('searchbox', { name: 'Hledat v klíči nebo textu' }).fill('Organising a race?');
    await list
      .getByRole('textbox', { name: /home\.organisers\.title/ })
      .fill(`Organising a race? Write to us ${tag}`);
    await page.getByRole('button', { name: 'Uložit texty (angličtina)' }).click();
    await expect(page.getByText(/1 text$/).first()).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'angličtina: 1 text' }).first()).toBeVisible();

    // The public answer is cached a few seconds per Lambda instance: reload until it is there.
    await expect
      .poll(
        async () => {
          await page.goto('/');
          await waitForApp(page);
          return page.getByRole('heading', { name: `Pořádáte závod? Ozvěte se ${tag}` }).count();
        },
        { timeout: 30_000, intervals: [1_000] },
      )
      .toBe(1);

    await page.goto('/admin/translations');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'EN – English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await expectAccessible(page, 'translations screen in English');
    // A visitor reading English (a signed-in admin's pages follow his profile's language).
    const visitor = await browser.newContext({ baseURL });
    try {
      const visitorPage = await visitor.newPage();
      await useLanguage(visitorPage, 'en', baseURL);
      // The same per-instance cache as above, for the English texts: reload until it is there.
      await expect
        .poll(
          async () => {
            await visitorPage.goto('/');
            await waitForApp(visitorPage);
            return visitorPage
              .getByRole('heading', { name: `Organising a race? Write to us ${tag}` })
              .count();
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBe(1);
    } finally {
      await visitor.close();
    }
  } finally {
    await resetOverrides(page.request, token);
  }
});
