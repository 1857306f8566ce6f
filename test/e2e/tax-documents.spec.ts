import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { activeAccount, demoAdmin, PASSWORD, signIn } from './account-support';
import { placeBankTransferOrder } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Tax documents (issue 28 item 2): a signed-in runner's order is paid (the organiser marks the
 * transfer paid), the tax-documents worker issues its tax document, and the runner downloads the
 * PDF from My orders.
 */
test.describe.configure({ timeout: 90_000 });

async function markPaid(request: APIRequestContext, orderGuid: string): Promise<void> {
  const admin = demoAdmin();
  const auth = await request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password, remember: false },
  });
  expect(auth.status()).toBe(200);
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const paid = await request.post(`/api/v1/admin/registrations/${orderGuid}/paid`, {
    headers: { ...API_HEADERS, authorization: `Bearer ${accessToken}` },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

test('a runner downloads the tax document of a paid order in My orders', async ({ page, request }) => {
  // Letters only (a name), ASCII (the order's e-mail is made of it).
  const suffix = [...crypto.getRandomValues(new Uint8Array(5))].map((n) => 'abcdefghij'[n % 10]).join('');
  const lastName = `Dokladny${suffix}`;
  const email = await activeAccount(request, 'Petr', lastName);
  await page.goto('/');
  await waitForApp(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: `Petr ${lastName}` })).toBeVisible();
  const token = await page.evaluate<string>(
    "localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken') ?? ''",
  );
  const order = await placeBankTransferOrder(request, lastName, { firstName: 'Petr', gender: 1, token });
  await markPaid(request, order.registrationGuid);

  await page.goto('/user/my-orders');
  await waitForApp(page);
  const card = page.getByRole('listitem').filter({ hasText: `Objednávka ${order.variableSymbol}` });
  await card.getByRole('button', { name: 'Zobrazit detail' }).click();
  // Issued by the worker a moment after the payment: the list asks again until it is there.
  const button = card.getByRole('button', { name: /^Stáhnout Daňový doklad \d{10} \(PDF\)$/ });
  await expect(button).toBeVisible({ timeout: 45_000 });
  await expectAccessible(page, 'my orders: tax document');

  const answer = page.waitForResponse(
    (r) => /\/tax-documents\/\d{10}$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET',
  );
  const download = page.waitForEvent('download');
  await button.click();
  expect((await answer).headers()['content-type']).toBe('application/pdf');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^danovy-doklad-\d{10}\.pdf$/);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
