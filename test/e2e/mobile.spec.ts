import { DEMO } from '../../scripts/local/seed-data';
import {
  eventPath,
  expect,
  expectAccessible,
  horizontalOverflow,
  startListPath,
  test,
  waitForApp,
} from './fixtures';

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

  test('home lists the events in one column without horizontal scroll', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const cards = page.getByRole('region', { name: 'Nejbližší závody' }).getByTestId('event-card');
    await expect(cards).toHaveCount(4);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second && second.y > first.y + first.height - 1).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'home events on a phone');
  });

  test('event detail: choose, add to the cart and see it in the dropdown on a phone', async ({ page }) => {
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const tenK = page.getByRole('main').getByRole('region', { name: '10 km', exact: true });
    await tenK.getByRole('radio', { name: /^Ženy/ }).tap();
    await tenK.getByRole('radio', { name: /^Vlna A/ }).tap();
    await tenK.getByRole('button', { name: 'Přidat do košíku – 10 km' }).tap();
    await expect(page.getByText('Položka byla přidána do košíku.')).toBeVisible();
    await expectAccessible(page, 'event detail on a phone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('banner').getByRole('button', { name: 'Košík (1 položka)' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Košík' });
    await expect(dialog).toContainText('Desítka Stromovka – 10 km – Ženy – Vlna A – 9:00');
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(350);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the start list table scrolls inside its own region on a phone', async ({ page }) => {
    await page.goto(startListPath(DEMO.sub10k));
    await waitForApp(page);
    await expect(page.getByRole('table')).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'start list on a phone');
  });

  test('static pages fit the phone width', async ({ page }) => {
    for (const path of ['/privacy-policy', '/business-conditions', '/contact', '/about-us']) {
      await page.goto(path);
      await waitForApp(page);
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
});
