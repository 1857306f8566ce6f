import { activeAccount, PASSWORD, signIn } from './account-support';
import { placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Card refunds (issue 28 item 1): a signed-in runner pays a card order on the local GP webpay
 * simulator; the admin cancels it with a returned amount and refunds it to the card in the order
 * detail (the simulator's refund operation); the runner sees the refund in My orders.
 */
test.describe.configure({ timeout: 90_000 });

test('an admin refunds a card payment and the runner sees it in My orders', async ({
  page,
  browser,
  request,
}) => {
  // Letters only (a name), ASCII (the order's e-mail is made of it).
  const suffix = [...crypto.getRandomValues(new Uint8Array(5))].map((n) => 'abcdefghij'[n % 10]).join('');
  const lastName = `Vratka${suffix}`;
  const email = await activeAccount(request, 'Karel', lastName);
  await page.goto('/');
  await waitForApp(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: `Karel ${lastName}` })).toBeVisible();
  const token = await page.evaluate<string>(
    "localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken') ?? ''",
  );
  const order = await placeBankTransferOrder(request, lastName, {
    firstName: 'Karel',
    gender: 1,
    token,
    paymentMethod: 1,
  });

  await page.goto(`/registration/${order.registrationGuid}`);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/_gpwebpay/);
  await page.getByTestId('gp-pay').click();
  // Back from the gateway: the result page loads the order once it is paid (a loaded machine is slow).
  await expect(page).toHaveURL(new RegExp(`/registration/${order.registrationGuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace je zaplacena', {
    timeout: 15_000,
  });

  // The organiser cancels the order with 200 CZK returned (cancelling is another journey's).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const adminToken = await signInDemoAdmin(admin);
  const cancelled = await request.post(`/api/v1/admin/registrations/${order.registrationGuid}/cancel`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${adminToken}` },
    data: { returnedAmount: 20000 },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await admin.goto(`/admin/registrations/${order.registrationGuid}`);
  // The back office's first load (its code and the order) is the slowest step on a loaded machine.
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${order.variableSymbol}`, {
    timeout: 15_000,
  });
  const refunds = admin.getByRole('region', { name: 'Vrácení peněz' });
  await refunds.getByRole('textbox', { name: 'Částka k vrácení (CZK)' }).fill('200');
  await refunds.getByRole('button', { name: 'Vrátit na kartu' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText(`objednávka ${order.variableSymbol}`);
  await dialog.getByRole('button', { name: 'Vrátit na kartu' }).click();
  await expect(admin.getByText('Peníze jsou vrácené na kartu.')).toBeVisible();
  const table = refunds.getByRole('table', { name: `Vrácení peněz objednávky ${order.variableSymbol}` });
  await expect(table.getByRole('row').nth(1)).toContainText('Na kartu');
  await expect(table.getByRole('row').nth(1)).toContainText('Vráceno');
  await expectAccessible(admin, 'order detail: refunded to the card');
  await adminContext.close();

  await page.goto('/user/my-orders');
  await waitForApp(page);
  const card = page.getByRole('listitem').filter({ hasText: `Objednávka ${order.variableSymbol}` });
  await card.getByRole('button', { name: 'Zobrazit detail' }).click();
  const refund = card.getByRole('region', { name: 'Vrácené peníze' }).getByTestId('my-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(/^200\s*Kč na platební kartu · vráceno \d/);
  await expectAccessible(page, 'my orders: a card refund');
});
