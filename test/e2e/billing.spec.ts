import { placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Billing (issue 15): an admin creates a billing for the demo organizer's orders paid today,
 * previews its sums, creates it and accepts it; the list in English.
 */

test.describe.configure({ timeout: 90_000 });

test.describe('billing', () => {
  test('creates a billing with a preview of the sums and accepts it (cs)', async ({ page, request }) => {
    const order = await placeBankTransferOrder(request, `Vyuctovani${Date.now()}`, {
      firstName: 'Jan',
      gender: 1,
    });
    const token = await signInDemoAdmin(page);
    const paid = await page.request.post(`/api/v1/admin/registrations/${order.registrationGuid}/paid`, {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
    });
    expect(paid.status()).toBe(200);
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' })
      .format(new Date())
      .split('-');
    const today = `${d}/${m}/${y}`;

    await page.goto('/admin/payments/billing/new');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nové vyúčtování');
    await page.getByLabel(/^Název/).fill(`Vyúčtování ${today}`);
    await page.getByLabel(/^Pořadatel/).selectOption({ label: 'Běžecký klub Praha z.s.' });
    await page.getByLabel(/^Zaplaceno od/).fill(today);
    await page.getByLabel(/^Zaplaceno do/).fill(today);
    await page.getByLabel('Provize za registraci').fill('15');
    await page.getByRole('button', { name: 'Náhled součtů' }).click();
    await expect(page.getByRole('table', { name: /Náhled součtů/ })).toBeVisible();
    await expectAccessible(page, 'new billing with the preview');

    await page.getByRole('button', { name: 'Vytvořit vyúčtování' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Vyúčtování č\. \d+: Vyúčtování/);
    await expect(page.getByRole('link', { name: order.variableSymbol })).toBeVisible();
    await page.getByRole('button', { name: 'Schválit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Schválit' }).click();
    await expect(page.getByText('Vyúčtování je schválené.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Schválené', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zamítnout' })).toHaveCount(0);
    await expectAccessible(page, 'accepted billing');
  });

  test('the billing list in English', async ({ page }) => {
    await signInDemoAdmin(page);
    await page.goto('/admin/payments/billing');
    await waitForApp(page);
    await page
      .getByRole('group', { name: 'Jazyk' })
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
    await expect(page.getByRole('heading', { name: 'Card payment import' })).toBeVisible();
    await expectAccessible(page, 'billing list (en)');
  });
});
