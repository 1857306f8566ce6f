import { DEMO } from '../../scripts/local/seed-data';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Ranking import (§7 importRanking): an admin uploads last year's results for a race, reads the
 * preview, stores the ranking and sees the start list ordered by it; in English he replaces it with
 * an empty ranking, which removes the rank again (so the demo race is as before). The night race:
 * no other journey works its back-office start list.
 */

test.describe('ranking import', () => {
  // Two languages, two axe runs and four polled jobs: well over the default 30 s on a shared machine.
  test.setTimeout(150_000);

  test('an admin imports a ranking, the start list orders by it, and an empty file removes it', async ({
    page,
    baseURL,
  }) => {
    const token = await signInDemoAdmin(page);
    await useLanguage(page, 'cs', baseURL);
    const list = await page.request.get(
      `/api/v1/admin/registrations/startlist/${DEMO.subNight}?take=100&sort=lastName`,
      { headers: { ...API_HEADERS, authorization: `Bearer ${token}` } },
    );
    expect(list.status()).toBe(200);
    const rows = (
      (await list.json()) as { rows: Array<{ firstName: string; lastName: string; email: string }> }
    ).rows;
    // The last runner alphabetically: ranked, he moves to the top of the list.
    const runner = rows.at(-1);
    expect(runner).toBeDefined();
    const name = `${runner?.lastName} ${runner?.firstName}`;

    await page.goto('/admin/startlists');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Akce' }).selectOption({ label: 'Noční běh Letná' });
    await page.getByRole('combobox', { name: 'Závod' }).selectOption({ label: 'Noční 7 km' });
    const table = page.getByRole('table', { name: /Startovní listina Noční 7 km/ });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    const upload = (text: string, fileName: string) =>
      page.locator('input[type="file"]').setInputFiles({
        name: fileName,
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
      });
    await upload(
      `E-mail;Čas\r\n${runner?.email.toUpperCase()};31:07\r\nnikdo@example.com;32:00\r\n`,
      'vysledky.csv',
    );
    await expect(page.getByText(/Řádků: 2\. Pořadí dostane 1 přihlášených/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Řádky, které se nepodařilo přiřadit' })).toContainText(
      'Nenalezen mezi přihlášenými',
    );
    await expectAccessible(page, 'ranking preview');
    await page.getByRole('button', { name: 'Uložit pořadí' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Uložit pořadí' }).click();
    await expect(page.getByText(/Pořadí uloženo 1 přihlášeným/)).toBeVisible({ timeout: 30_000 });
    await expect(table.locator('tbody tr').first().getByRole('rowheader')).toHaveText(name);
    await expect(table.getByRole('columnheader', { name: 'Pořadí', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rozdělení do vln podle pořadí' })).toBeVisible();

    // In English: an empty ranking replaces it (the rank is removed).
    await page.getByRole('banner').getByRole('button', { name: 'EN – English' }).click();
    await upload('E-mail;Time\r\n', 'empty.csv');
    await expect(
      page.getByText(/Rows: 0\. 0 registrations get a rank, 0 unchanged, 1 lose their rank/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Store the ranking' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Store the ranking' }).click();
    await expect(page.getByText(/Rank stored for 0 registrations, 0 unchanged, 1 removed/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: 'Seed waves from the ranking' })).toHaveCount(0);
    await expectAccessible(page, 'ranking removed (en)');
  });
});
