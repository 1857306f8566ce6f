import { expect, expectAccessible, test, waitForApp } from './fixtures';

test.describe('home', () => {
  test('renders the top bar, the content and the footer, in Czech and dark by default', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);

    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page).toHaveTitle('Registrace na závody');

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Registrace na závody – úvodní stránka' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(banner.getByRole('button', { name: /^Košík/ })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Přihlásit' })).toBeVisible();
    const navbarHeight = await banner.evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.round(navbarHeight)).toBe(54);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace na sportovní závody');

    const footer = page.getByRole('contentinfo');
    const staticLinks = [
      ['O nás', '/about-us'],
      ['Ochrana osobních údajů', '/privacy-policy'],
      ['Kontakt', '/contact'],
      ['Obchodní podmínky', '/business-conditions'],
    ] as const;
    for (const [name, href] of staticLinks) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Social links come from the stage's configuration (none in the test build: no column).
    await expect(footer.getByRole('navigation', { name: 'Sledujte nás' })).toHaveCount(0);
    const external = footer.getByRole('link', { name: /Výsledky závodů/ });
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toHaveAttribute('target', '_blank');

    await expectAccessible(page, 'home (dark)');
  });

  test('the cart dropdown shows the empty-cart message (400 x 300)', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: /^Košík/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Košík' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Váš košík je prázdný.');
    // Measured once the opening animation has settled.
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(400);
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.height ?? 0)).toBe(300);
    await expectAccessible(page, 'cart dropdown');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('navigates to a static page from the footer without reloading', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await expect(page).toHaveTitle('Kontakt | Registrace na závody');
  });
});
