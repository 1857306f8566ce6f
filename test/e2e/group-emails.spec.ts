import { mailCount, placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Group e-mails (issue 15): an admin filters the orders to the paid runners of one race, writes a
 * group e-mail from the orders list, previews it, sends it and sees the entries fill up; each paid
 * runner gets it once, the unpaid one not at all. Then the list in English.
 */

test.describe.configure({ timeout: 90_000 });

test('an admin sends a group e-mail to the paid runners and sees the entries fill up', async ({
  page,
  request,
}) => {
  const tag = `Hromadny${Date.now()}`;
  const paid = await placeBankTransferOrder(request, `${tag}a`);
  const unpaid = await placeBankTransferOrder(request, `${tag}b`);
  const token = await signInDemoAdmin(page);
  const setPaid = await request.post(`/api/v1/admin/registrations/${paid.registrationGuid}/paid`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(setPaid.status()).toBe(200);
  await expect.poll(() => mailCount(paid.email), { timeout: 20_000 }).toBe(2);

  await page.goto('/admin/registrations');
  await waitForApp(page);
  const filter = page.getByRole('search', { name: 'Filtr seznamu' });
  await filter.getByLabel('Variabilní symbol, jméno nebo e-mail').fill(tag);
  // The series is picked by typing (accents ignored).
  await filter.getByRole('combobox', { name: 'Série' }).fill('bezecky pohar');
  await page.getByRole('option', { name: 'Pražský běžecký pohár 2027' }).click();
  await filter.getByLabel('Zaplaceno').selectOption('yes');
  await page.getByRole('button', { name: 'Použít filtr' }).click();
  await expect(page.getByRole('table', { name: /Objednávky/ }).getByRole('rowheader')).toHaveText([
    paid.variableSymbol,
  ]);

  await page.getByRole('button', { name: 'Hromadný e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hromadný e-mail registrujícím' });
  await expect(dialog).toContainText('zaplacené');
  await dialog.getByLabel(/Předmět/).fill(`Pokyny ${tag} pro {{registratorLastName}}`);
  await dialog.getByLabel(/Text/).fill('<p>Dobrý den {{registratorFirstName}}, start je v 10:00.</p>');
  await dialog.getByRole('button', { name: 'Náhled' }).click();
  await expect(dialog.getByText(`Pokyny ${tag} pro Dvořáková`)).toBeVisible();
  await expectAccessible(page, 'group e-mail dialog with its preview', { exclude: ['iframe'] });
  await dialog.getByRole('button', { name: 'Odeslat' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    `Pokyny ${tag} pro {{registratorLastName}}`,
  );
  const entries = page.getByRole('table', { name: 'Příjemci hromadného e-mailu' });
  await expect(entries.getByRole('row', { name: new RegExp(paid.email) })).toContainText('ano', {
    timeout: 20_000,
  });
  await expect(entries.getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByText('1 / 1')).toBeVisible();
  await expectAccessible(page, 'group e-mail detail with entries', { exclude: ['iframe'] });
  await expect.poll(() => mailCount(paid.email), { timeout: 20_000 }).toBe(3);
  expect(await mailCount(unpaid.email)).toBe(1);

  await page.goto('/admin/sent-group-emails');
  await waitForApp(page);
  await page
    .getByRole('group', { name: 'Jazyk' })
    .getByRole('button', { name: /English/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sent group emails');
  await page.getByLabel('Search (subject, sender, series)').fill(tag);
  await page.getByRole('button', { name: /Apply/ }).click();
  const list = page.getByRole('table', { name: 'Sent group e-mails' });
  await expect(list.getByRole('row', { name: new RegExp(tag) })).toContainText('1 / 1');
  await expectAccessible(page, 'sent group e-mails (en)');
});
