import { expect, expectAccessible, test, waitForApp } from './fixtures';

test.describe('page not found', () => {
  test('an unknown path shows page-not-found', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
    await expect(page.getByRole('main')).toContainText('/this/does/not/exist');
    await expectAccessible(page, 'page not found');
    await page.getByRole('main').getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace na sportovní závody');
  });

  for (const [path, menu] of [
    ['/admin/users', 'Menu administrace'],
    ['/event-manager/series', 'Menu správy akcí'],
  ] as const) {
    test(`${path} asks a visitor to sign in instead of showing the back office`, async ({ page }) => {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlaste se');
      await expect(page.getByRole('navigation', { name: menu })).toHaveCount(0);
    });
  }
});
