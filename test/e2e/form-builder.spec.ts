import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, eventPath, expect, expectAccessible, test, waitForApp } from './fixtures';

/** The trail event's forms of this name, deleted through the API (a failed run leaves none behind). */
async function removeForms(page: Page, token: string, name: string): Promise<unknown[]> {
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const list = await page.request.get(`/api/v1/admin/series/events/${DEMO.eventTrail}/cards`, { headers });
  const mine = ((await list.json()) as Array<{ guid: string; name: string; archived: boolean }>).filter(
    (c) => c.name === name && !c.archived,
  );
  const results: unknown[] = [];
  for (const card of mine) {
    const res = await page.request.delete(
      `/api/v1/admin/series/cards/${card.guid}?eventGuid=${DEMO.eventTrail}`,
      {
        headers,
      },
    );
    results.push(await res.json());
  }
  return results;
}

const cleanups: Array<() => Promise<unknown>> = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
});

/**
 * The form builder (spec §2 series "Forms" tab, §3 Card): an admin adds a select with two options
 * to a form of the trail event, sees it in the live preview, and a runner meets it at checkout in
 * Czech and English. The form is removed again (nobody answered it, so it is deleted).
 */
test('an admin adds a select with two options, sees it in the preview and on the public checkout', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6);
  const formName = `Doplňky ${tag}`;
  const token = await signInDemoAdmin(page);
  cleanups.push(() => removeForms(page, token, formName));
  await page.goto(`/admin/series/${DEMO.seriesTrail}/forms?event=${DEMO.eventTrail}`);
  await waitForApp(page);

  await page.getByRole('button', { name: 'Nový formulář' }).click();
  await page.getByRole('textbox', { name: 'Název formuláře *' }).fill(formName);
  await page.getByRole('checkbox', { name: 'Trail 24 km' }).check({ force: true });
  await page.getByRole('button', { name: 'Přidat pole' }).click();
  const fields = page.getByRole('list', { name: 'Pole' });
  await fields.getByRole('textbox', { name: 'Popisek *' }).first().fill(`Velikost trička ${tag}`);
  await fields.getByRole('textbox', { name: 'Popisek (anglicky)' }).first().fill(`T-shirt size ${tag}`);
  await fields.getByRole('combobox', { name: 'Typ pole' }).selectOption({ label: 'Výběr' });
  const options = fields.getByRole('list', { name: 'Možnosti' });
  await options.getByRole('textbox', { name: 'Popisek *' }).nth(0).fill('Malé');
  await options.getByRole('textbox', { name: 'Popisek *' }).nth(1).fill('Velké');
  await options.getByRole('textbox', { name: 'Popisek (anglicky)' }).nth(0).fill('Small');
  await options.getByRole('textbox', { name: 'Popisek (anglicky)' }).nth(1).fill('Large');

  // The live preview is the checkout's own select.
  const preview = page.getByRole('region', { name: 'Náhled' });
  const previewSelect = preview.getByRole('combobox', { name: `Velikost trička ${tag}` });
  await expect(previewSelect.getByRole('option')).toHaveText(['– vyberte –', 'Malé', 'Velké']);
  // Drag and drop by keyboard (Space picks up, arrows move, Space drops), then back with a move button.
  const handle = options.getByRole('button', { name: 'Přetáhnout Velké' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Zvednuto: Velké, pozice 2 z 2.' })).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'Velké je na pozici 1 z 2.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(previewSelect.getByRole('option')).toHaveText(['– vyberte –', 'Velké', 'Malé']);
  await options.getByRole('button', { name: 'Posunout Velké dolů' }).click();
  await expect(previewSelect.getByRole('option')).toHaveText(['– vyberte –', 'Malé', 'Velké']);
  await expectAccessible(page, 'form builder with preview');

  await page.getByRole('button', { name: 'Uložit formulář' }).click();
  await expect(page.getByText('Formulář byl uložen.')).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Formuláře události' })
    .getByRole('listitem')
    .filter({ hasText: formName });
  await expect(row).toContainText('obsazeno 0 (bez omezení)');

  // A runner puts the trail into the cart: the checkout asks the new field.
  await page.goto(eventPath(DEMO.eventTrail));
  await waitForApp(page);
  const trail = page.getByRole('main').getByRole('region', { name: 'Trail 24 km', exact: true });
  await trail.getByRole('radio', { name: /^Muži/ }).check({ force: true });
  await trail.getByRole('button', { name: 'Přidat do košíku – Trail 24 km' }).click();
  const card = page.getByRole('region', { name: formName });
  // (the checkout keeps an event's forms for a moment: load it again until the new one is there)
  await expect(async () => {
    await page.goto('/checkout');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Souhrn' })).toBeVisible();
    await expect(card.getByRole('combobox', { name: `Velikost trička ${tag}` })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByRole('combobox', { name: `Velikost trička ${tag}` }).getByRole('option')).toHaveText(
    ['– vyberte –', 'Malé', 'Velké'],
  );
  await expectAccessible(page, 'checkout with the new field');

  await page.getByRole('button', { name: /English/ }).click();
  const select = page.getByRole('combobox', { name: `T-shirt size ${tag}` });
  await expect(select.getByRole('option')).toHaveText([/.+/, 'Small', 'Large']);
  await expectAccessible(page, 'checkout with the new field (en)');

  // Clean up: nobody answered the form, so it is deleted with its counters.
  expect(await removeForms(page, token, formName)).toEqual([{ deleted: true, archived: false }]);
});
