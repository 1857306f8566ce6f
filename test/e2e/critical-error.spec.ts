import { expect, expectAccessible, test } from './fixtures';

test('a code-list failure shows the critical error page', async ({ page }) => {
  await page.route('**/api/v1/codelists**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'common.internal',
        message: 'Na serveru došlo k chybě. Zkuste to prosím znovu.',
      }),
    }),
  );
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aplikaci se nepodařilo spustit');
  await expect(
    page.getByText('Nepodařilo se načíst údaje, které aplikace ke svému běhu potřebuje.'),
  ).toBeVisible();
  await expect(page.getByTestId('critical-error-message')).toHaveText(
    'Na serveru došlo k chybě. Zkuste to prosím znovu.',
  );
  await expect(page.getByText(/Zkuste prosím stránku za chvíli obnovit/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Obnovit stránku' })).toBeVisible();
  // Nothing of the app is shown on a failed start.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectAccessible(page, 'critical error');
});

test('an unreachable API also ends on the critical error page with the offline message', async ({ page }) => {
  await page.route('**/api/v1/codelists**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aplikaci se nepodařilo spustit');
  await expect(page.getByTestId('critical-error-message')).toHaveText(
    'BACKEND API UNAVAILABLE - NO CONNECTION',
  );
});
