import { expect, expectAccessible, horizontalOverflow, test, waitForApp } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('phone viewport 390 x 844', () => {
  test('home renders without horizontal scroll and the top bar collapses', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Přihlásit' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Košík/ })).toBeVisible();
    // Language and theme live behind the settings toggle on phones.
    await expect(banner.getByRole('button', { name: /English/ })).toBeHidden();
    const toggle = banner.getByRole('button', { name: 'Otevřít nastavení jazyka a vzhledu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(banner.getByRole('button', { name: 'Zavřít nastavení jazyka a vzhledu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(banner.getByRole('button', { name: /English/ })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Přepnout na světlý režim' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'home on a phone');
  });

  test('the cart dropdown is 350 px wide below 500 px', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Košík/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Košík' });
    await expect(dialog).toContainText('Váš košík je prázdný.');
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(350);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('static pages fit the phone width', async ({ page }) => {
    for (const path of ['/privacy-policy', '/business-conditions', '/contact', '/about-us']) {
      await page.goto(path);
      await waitForApp(page);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
