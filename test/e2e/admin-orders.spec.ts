import { mailCount, placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Admin orders (issue 14): an admin finds an unpaid bank-transfer order by its variable symbol,
 * marks it paid after confirming, and the runner receives the payment e-mail; then corrects the
 * registrant's name and sees it in the history.
 */

test.describe.configure({ timeout: 60_000 });

test.describe('admin orders', () => {
  test('finds an unpaid order by variable symbol, sets it paid, the runner gets the e-mail (cs)', async ({
    page,
    request,
  }) => {
    const order = await placeBankTransferOrder(request, `Platici${Date.now()}`);
    await expect.poll(() => mailCount(order.email), { timeout: 20_000 }).toBe(1);
    await signInDemoAdmin(page);
    await page.goto('/admin/registrations');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objednávky');

    await page.getByLabel('Variabilní symbol, jméno nebo e-mail').fill(order.variableSymbol);
    await page.getByLabel('Zaplaceno').selectOption('no');
    await page.getByRole('button', { name: 'Použít filtr' }).click();
    const table = page.getByRole('table', { name: /Objednávky/ });
    await expect(table.getByRole('rowheader')).toHaveText([order.variableSymbol]);
    await expectAccessible(page, 'orders list');

    await table.getByRole('link', { name: `Detail objednávky ${order.variableSymbol}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${order.variableSymbol}`);
    await expectAccessible(page, 'order detail');
    await page.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('e-mail s potvrzením platby');
    await dialog.getByRole('button', { name: 'Označit jako zaplacenou' }).click();
    await expect(page.getByText('Objednávka je zaplacená, potvrzovací e-mail se odesílá.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Označeno jako zaplacené')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Označit jako zaplacenou' })).toHaveCount(0);
    await expect.poll(() => mailCount(order.email), { timeout: 20_000 }).toBe(2);

    // Corrects the registrant's name and sees the change in the history.
    await page.getByRole('button', { name: 'Opravit údaje' }).click();
    await page.getByLabel('Příjmení').fill('Opravená');
    await page.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByRole('heading', { name: 'Jana Opravená' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Údaje registrace opraveny')).toBeVisible();

    // Cancels the item with a returned amount: the place is released, the registrant gets an e-mail.
    await page.getByRole('button', { name: 'Zrušit položku', exact: true }).click();
    await page.getByRole('textbox', { name: 'Vrácená částka (CZK)' }).fill('200');
    await page.getByRole('button', { name: 'Zrušit položku s touto částkou' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zrušit položku' }).click();
    await expect(page.getByText('Položka je zrušená.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Položka zrušena')).toBeVisible();
    await expect.poll(() => mailCount(order.email), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    await expectAccessible(page, 'order detail with a cancelled item');
  });

  test('the order detail in English', async ({ page, request }) => {
    const order = await placeBankTransferOrder(request, `Anglicky${Date.now()}`);
    await signInDemoAdmin(page);
    await page.goto('/admin/registrations');
    await waitForApp(page);
    // The demo admin's language is Czech: the switch in the top bar changes it.
    await page
      .getByRole('group', { name: 'Jazyk' })
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
    await page.getByLabel('Variable symbol, name or e-mail').fill(order.variableSymbol);
    await page.getByRole('button', { name: /Apply/ }).click();
    await page.getByRole('link', { name: `Detail of order ${order.variableSymbol}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.variableSymbol}`);
    await expect(page.getByRole('button', { name: 'Set paid' })).toBeVisible();
    await expectAccessible(page, 'order detail (en)');
  });
});
