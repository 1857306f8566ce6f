import { expect, expectAccessible, test, waitForApp } from './fixtures';

test.describe('startup sequence', () => {
  test('shows a labelled loading spinner while starting up', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/codelists**', async (route) => {
      await held;
      await route.fallback();
    });
    // A page the render worker never prerenders: whatever it rendered elsewhere, this page shows
    // the app's startup spinner until the startup calls answer.
    await page.goto('/contact');
    await expect(page.getByRole('status')).toContainText('Načítání…');
    release();
    await waitForApp(page);
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('a stored token that cannot be renewed is removed and the visitor continues anonymously', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate("localStorage.setItem('accessToken', 'stale-token')");

    const rehydrate = page.waitForRequest((r) => r.url().includes('/api/v1/authenticate/token/rehydrate'));
    await page.reload();
    const request = await rehydrate;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({ accessToken: 'stale-token' });
    expect(request.headers()['x-app-id']).toBe('race-registration-web');

    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit' })).toBeVisible();
    expect(await page.evaluate<string | null>("localStorage.getItem('accessToken')")).toBeNull();
  });

  test('a broken cart cookie is tolerated (empty cart)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cart', value: '%7Bbroken', url: baseURL ?? 'http://127.0.0.1:3100' }]);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Košík (0 položek)' })).toBeVisible();
  });

  test('a stored cart is read from the cookie and listed in the dropdown', async ({
    page,
    context,
    baseURL,
  }) => {
    const cart = {
      currency: 'CZK',
      items: [
        {
          seriesGuid: 's-1',
          seriesEventGuid: 'e-1',
          seriesEventName: 'Jarní běh Stromovkou',
          seriesSubEventGuid: 'se-1',
          seriesSubEventName: '10 km',
          categoryGuid: 'c-1',
          categoryName: 'Ženy',
          price: 450,
        },
      ],
    };
    await context.addCookies([
      {
        name: 'cart',
        value: encodeURIComponent(JSON.stringify(cart)),
        url: baseURL ?? 'http://127.0.0.1:3100',
      },
    ]);
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Košík (1 položka)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Košík' });
    await expect(dialog.getByRole('listitem')).toContainText('Jarní běh Stromovkou – 10 km – Ženy');
    await expect(dialog.getByRole('listitem')).toContainText('4,50 Kč');
    await expect(dialog.getByRole('link', { name: 'Pokračovat k objednávce' })).toHaveAttribute(
      'href',
      '/checkout',
    );

    await dialog
      .getByRole('button', { name: 'Odebrat z košíku: Jarní běh Stromovkou – 10 km – Ženy' })
      .click();
    await expect(dialog).toContainText('Váš košík je prázdný.');
    await expect(page.getByText('Položka byla odebrána z košíku.')).toBeVisible();
    await expectAccessible(page, 'cart dropdown with a success toast');
    expect((await context.cookies()).find((c) => c.name === 'cart')).toBeUndefined();
  });
});
