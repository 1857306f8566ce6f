import { expect, expectAccessible, test, waitForApp } from './fixtures';

test.describe('preferences', () => {
  test('switching to English persists across a reload (lang cookie)', async ({ page, context }) => {
    await page.goto('/');
    await waitForApp(page);

    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration for sports events');
    await expect(page.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');

    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration for sports events');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expectAccessible(page, 'home (en)');

    await page.getByRole('button', { name: /Čeština/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace na sportovní závody');
  });

  test('switching to the light theme persists across a reload (local storage)', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.getByRole('button', { name: 'Přepnout na světlý režim' }).click();
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate<string | null>("localStorage.getItem('theme')")).toBe('light');

    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByRole('button', { name: 'Přepnout na tmavý režim' })).toBeVisible();
    await expectAccessible(page, 'home (light)');

    await page.getByRole('button', { name: 'Přepnout na tmavý režim' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate<string | null>("localStorage.getItem('theme')")).toBe('dark');
  });
});
