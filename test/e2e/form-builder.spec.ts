import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, eventPath, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * The trail event's active forms of this name, removed through the API (a failed run leaves none in the
 * checkout): deleted, or archived once a registration answered them.
 */
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

/** The runner's details and the trail's mandatory-kit phone, as the checkout journeys fill them. */
async function fillRunnerDetails(page: Page, email: string) {
  const registrator = page.getByRole('region', { name: 'Údaje objednatele' });
  await registrator.getByRole('textbox', { name: 'Jméno' }).fill('Jan');
  await registrator.getByRole('textbox', { name: 'Příjmení' }).fill('Tričkový');
  await registrator.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await registrator.getByRole('textbox', { name: 'Datum narození' }).fill('24051990');
  await registrator.getByRole('radio', { name: 'Muž' }).check({ force: true });
  const runner = page.getByRole('region', { name: 'Údaje závodníka' });
  await runner.getByRole('button', { name: 'Zkopírovat moje údaje' }).click();
  await expect(runner.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jan');
  await runner.getByRole('textbox', { name: /^Telefon/ }).fill('+420 777 123 456');
  await page.getByRole('checkbox', { name: /Souhlasím s podmínkami účasti/ }).check({ force: true });
  await page
    .getByRole('region', { name: 'Způsob platby' })
    .getByRole('radio', { name: 'Bankovní převod' })
    .check({ force: true });
  await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check({ force: true });
  await page
    .getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ })
    .check({ force: true });
}

/** Puts the trail (men) into the cart and opens the checkout once it asks the form's select. */
async function checkoutWithTrail(page: Page, select: Locator, options: Array<string | RegExp>) {
  await page.goto(eventPath(DEMO.eventTrail));
  await waitForApp(page);
  const trail = page.getByRole('main').getByRole('region', { name: 'Trail 24 km', exact: true });
  await trail.getByRole('radio', { name: /^Muži/ }).check({ force: true });
  await trail.getByRole('button', { name: 'Přidat do košíku – Trail 24 km' }).click();
  await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
  // (the checkout keeps an event's forms and their usage for a moment: load it again until current)
  await expect(async () => {
    await page.goto('/checkout');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Souhrn' })).toBeVisible();
    await expect(select.getByRole('option')).toHaveText(options, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** A size as the select offers it: label, price in CZK, and the sold-out mark when it is. */
const size = (label: string, soldOut = '') =>
  new RegExp(`^${label} \\(\\+ (250\\sKč|CZK\\s250)\\)${soldOut}$`);

/**
 * The form builder (spec §2 series "Forms" tab, §3 Card, card item price and capacity): an admin
 * adds a t-shirt select to a form of the trail event, prices both sizes at 250 Kč and limits the
 * small one to a single shirt, and sees it in the live preview. A runner meets it at checkout,
 * chooses the small size, sees its price in the total and places a bank-transfer order whose total
 * includes the shirt. The small size is then sold out for the next runner (Czech and English), and
 * the admin sees it taken. The answered form can only be archived, which is how it is removed.
 */
test('an admin adds a priced t-shirt select with a limited size; a runner pays it at checkout and the size sells out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
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
  // Both sizes cost 250 Kč; only one small shirt is left.
  await options.getByRole('spinbutton', { name: 'Cena (CZK)' }).nth(0).fill('250');
  await options.getByRole('spinbutton', { name: 'Cena (CZK)' }).nth(1).fill('250');
  await options.getByRole('spinbutton', { name: 'Kapacita (0 = bez omezení)' }).nth(0).fill('1');

  // The live preview is the checkout's own select, prices included.
  const preview = page.getByRole('region', { name: 'Náhled' });
  const previewSelect = preview.getByRole('combobox', { name: `Velikost trička ${tag}` });
  await expect(previewSelect.getByRole('option')).toHaveText(['– vyberte –', size('Malé'), size('Velké')]);
  // Drag and drop by keyboard (Space picks up, arrows move, Space drops), then back with a move button.
  const handle = options.getByRole('button', { name: 'Přetáhnout Velké' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Zvednuto: Velké, pozice 2 z 2.' })).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'Velké je na pozici 1 z 2.' })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(previewSelect.getByRole('option')).toHaveText(['– vyberte –', size('Velké'), size('Malé')]);
  await options.getByRole('button', { name: 'Posunout Velké dolů' }).click();
  await expect(previewSelect.getByRole('option')).toHaveText(['– vyberte –', size('Malé'), size('Velké')]);
  await expectAccessible(page, 'form builder with preview');

  await page.getByRole('button', { name: 'Uložit formulář' }).click();
  await expect(page.getByText('Formulář byl uložen.')).toBeVisible();
  const row = page
    .getByRole('list', { name: 'Formuláře události' })
    .getByRole('listitem')
    .filter({ hasText: formName });
  await expect(row.getByText('obsazeno 0 / 1')).toBeVisible();
  await expect(row.getByText('obsazeno 0 (bez omezení)')).toBeVisible();

  // A runner (a browser of their own) puts the trail into the cart: the checkout asks the new field.
  const runnerContext = await browser.newContext();
  cleanups.push(() => runnerContext.close());
  const runner = await runnerContext.newPage();
  const shirt = runner.getByRole('region', { name: formName }).getByRole('combobox', {
    name: `Velikost trička ${tag}`,
  });
  await checkoutWithTrail(runner, shirt, ['– vyberte –', size('Malé'), size('Velké')]);
  await expect(runner.getByTestId('total-additionals')).toHaveText(/^0\sKč$/);
  await shirt.selectOption({ index: 1 });
  await expect(runner.getByTestId('total-additionals')).toHaveText(/^250\sKč$/);
  await expect(runner.getByTestId('total-price')).toHaveText(/^1\s150\sKč$/);
  await expectAccessible(runner, 'checkout with the priced size chosen');

  const email = `tricko.${tag}@example.cz`;
  await fillRunnerDetails(runner, email);
  const answer = runner.waitForResponse((r) => r.url().includes('/api/v1/checkout/register'));
  await runner.getByRole('button', { name: 'Odeslat objednávku' }).click();
  expect((await answer).status()).toBe(200);
  // The placed order charges the shirt: 900 Kč start fee + 250 Kč.
  await expect(runner.getByRole('heading', { level: 1 })).toHaveText('Registrace čeká na zaplacení');
  await expect(runner.getByTestId('reg-additionals')).toHaveText(/^250\sKč$/);
  await expect(runner.getByTestId('reg-total')).toHaveText(/^1\s150\sKč$/);

  // The next runner finds the small size sold out (it can no longer be chosen), in Czech and English.
  await checkoutWithTrail(runner, shirt, ['– vyberte –', size('Malé', ' – vyprodáno'), size('Velké')]);
  await expect(shirt.getByRole('option', { name: /^Malé/ })).toBeDisabled();
  await expectAccessible(runner, 'checkout with a sold-out size');
  await runner.getByRole('button', { name: /English/ }).click();
  const shirtEn = runner.getByRole('combobox', { name: `T-shirt size ${tag}` });
  await expect(shirtEn.getByRole('option')).toHaveText([/.+/, size('Small', ' – sold out'), size('Large')]);
  await expectAccessible(runner, 'checkout with a sold-out size (en)');

  // The admin sees the small size taken; the answered form can only be archived, so it is.
  await page.reload();
  await waitForApp(page);
  await expect(row.getByText('obsazeno 1 / 1')).toBeVisible();
  await page.getByRole('button', { name: `Smazat ${formName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(
    page.getByText('Formulář už registrace vyplnily: byl archivován a už se nezobrazuje.'),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await removeForms(page, token, formName)).toEqual([]);
});
