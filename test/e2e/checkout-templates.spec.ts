import { testDataDir } from './test-data-dir';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { API_HEADERS, eventPath, expect, expectAccessible, test, waitForApp } from './fixtures';

const TEN_K_ITEM = 'Desítka Stromovka - 10 km - Muži - Vlna A – 9:00';

function demoAdmin(): { email: string; password: string } {
  const file = process.env.E2E_CREDENTIALS_FILE ?? path.join(testDataDir(), 'demo-credentials.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { admin: { email: string; password: string } }).admin;
}

/** Signs the demo admin in through the API and keeps the token where the SPA looks for it. */
async function signIn(page: Page): Promise<string> {
  const admin = demoAdmin();
  const res = await page.request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password, remember: true },
  });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  // A script string: the test project's types have no DOM.
  await page.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(accessToken)});`);
  return accessToken;
}

test.describe('checkout with saved registrants', () => {
  test.setTimeout(60_000);

  test('a signed-in runner fills the form from a saved registrant and may keep new ones', async ({
    page,
  }) => {
    const token = await signIn(page);
    const lastName = `Šablonová${Date.now()}`;
    const saved = await page.request.post('/api/v1/user/my-templates', {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
      data: {
        firstName: 'Věra',
        lastName,
        birthYear: 1987,
        values: {
          firstName: 'Věra',
          lastName,
          birthDate: '1987-06-15',
          gender: '2',
          email: 'vera@example.cz',
        },
      },
    });
    expect(saved.status()).toBe(200);

    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    const tenK = page.getByRole('main').getByRole('region', { name: '10 km', exact: true });
    await tenK.getByRole('radio', { name: /^Muži/ }).check({ force: true });
    await tenK.getByRole('radio', { name: /^Vlna A/ }).check({ force: true });
    await tenK.getByRole('button', { name: /– 10 km$/ }).click();
    await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
    await page.goto('/checkout');
    await waitForApp(page);

    const card = page
      .getByRole('region', { name: TEN_K_ITEM })
      .getByRole('region', { name: 'Údaje závodníka' });
    await card
      .getByRole('combobox', { name: 'Vyplnit formulář Údaje závodníka uloženým závodníkem' })
      .selectOption({ label: `Věra ${lastName} (1987)` });
    await expect(card.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Věra');
    await expect(card.getByRole('textbox', { name: 'Příjmení' })).toHaveValue(lastName);
    await expect(card.getByRole('textbox', { name: 'E-mail' })).toHaveValue('vera@example.cz');
    await expect(card.getByRole('radio', { name: 'Žena' })).toBeChecked();

    // Keeping the runners is a choice, not a required consent.
    const keep = page.getByRole('checkbox', { name: /Uložit závodníky do mých šablon/ });
    await expect(keep).not.toBeChecked();
    await expect(page.locator('label', { hasText: 'Uložit závodníky do mých šablon' })).not.toContainText(
      '*',
    );
    await expectAccessible(page, 'checkout with templates');
  });
});
