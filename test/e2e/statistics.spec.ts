import { placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Statistics (issue 15 item 5, spec §2 /admin/statistics): an admin reads the registration graph of
 * every series, opens one series, switches the graph to its table view and reads today's
 * registration of the 10 km race there; in Czech, then in English.
 */

test.describe.configure({ timeout: 60_000 });

test('an admin reads the statistics graph and its table view (cs, en)', async ({ page, request }) => {
  await placeBankTransferOrder(request, `Statisticky${Date.now()}`);
  await signInDemoAdmin(page);
  await page.goto('/admin/statistics');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiky');
  await expect(page.getByRole('img', { name: /Pražský běžecký pohár 2027/ })).toBeVisible();
  await expectAccessible(page, 'statistics of every series (chart)');

  await page.getByRole('button', { name: 'Tabulka' }).click();
  await page.getByRole('link', { name: 'Statistiky série Pražský běžecký pohár 2027' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistiky: Pražský běžecký pohár 2027');
  await expect(page.getByRole('region', { name: 'Obsazenost závodů' })).toContainText('10 km');
  await page.getByRole('button', { name: 'Tabulka' }).click();
  const table = page.getByRole('table', { name: 'Registrace v čase' });
  const tenK = table.getByRole('columnheader', { name: /10 km/ });
  await expect(tenK).toBeVisible();
  // The total row counts at least the order placed above.
  await expect(table.getByRole('row').last()).toContainText(/[1-9]/);
  await expectAccessible(page, 'statistics of a series (table)');

  await page
    .getByRole('group', { name: 'Jazyk' })
    .getByRole('button', { name: /English/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics: Pražský běžecký pohár 2027');
  await page.getByLabel('Period (empty = custom dates)').selectOption('thisYear');
  await page.getByLabel('Group by').selectOption('2');
  await page.getByRole('button', { name: /Apply/ }).click();
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(
    page.getByRole('table', { name: 'Registrations over time' }).getByRole('rowheader').first(),
  ).toHaveText(`1/${new Date().getFullYear()}`);
  await page.getByRole('button', { name: 'Chart' }).click();
  await expect(page.getByRole('img', { name: /Chart of registrations over time/ })).toBeVisible();
  await expectAccessible(page, 'statistics of a series (en, chart by month)');
});
