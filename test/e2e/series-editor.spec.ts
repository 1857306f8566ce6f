import { randomUUID } from 'node:crypto';
import { demoAdmin, signIn } from './account-support';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * The series editor (spec §2 "Admin series"): an admin creates a series, finds it in the list,
 * changes it and reads the change in its history.
 */
test('an admin creates a series, finds it in the list and reads its change history', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Podzimní pohár ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin/series');
  await waitForApp(page);
  await signIn(page, demoAdmin().email, demoAdmin().password);
  await expect(page.getByRole('heading', { level: 1, name: 'Série' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Menu administrace' })
      .getByRole('link', { name: 'Série', exact: true }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('link', { name: 'Nová série' }).click();
  const form = page.getByRole('form', { name: 'Údaje série' });
  await form.getByRole('textbox', { name: 'Název' }).fill(name);
  await form.getByRole('textbox', { name: 'Datum od' }).fill('01/10/2030');
  await form.getByRole('textbox', { name: 'Datum do' }).fill('30/09/2030');
  await form.getByRole('button', { name: 'Vytvořit sérii' }).click();
  await expect(form.getByText('Datum do musí být stejné nebo pozdější než datum od.')).toBeVisible();
  await expectAccessible(page, 'series form with an error');
  await form.getByRole('textbox', { name: 'Datum do' }).fill('30/11/2030');
  await form.getByRole('combobox', { name: 'Pořadatel' }).selectOption({ label: 'Běžecký klub Praha z.s.' });
  await form.getByRole('button', { name: 'Vytvořit sérii' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Série ${name}` })).toBeVisible();

  await page.getByRole('link', { name: 'Zpět na seznam' }).click();
  await page.getByRole('searchbox', { name: 'Hledat' }).fill(name);
  await page.getByRole('button', { name: 'Použít filtr' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('1. 10. 2030 – 30. 11. 2030');
  await expect(row).toContainText('Běžecký klub Praha z.s.');
  await expectAccessible(page, 'series list');

  await row.getByRole('link', { name: `Upravit sérii ${name}` }).click();
  await page
    .getByRole('form', { name: 'Údaje série' })
    .getByRole('textbox', { name: 'Anotace' })
    .fill('Čtyři běhy');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Série byla uložena.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Části série' })
    .getByRole('link', { name: 'Historie změn' })
    .click();
  const history = page.getByRole('table', { name: 'Historie změn série' });
  await expect(history.getByRole('row').nth(1)).toContainText('Úprava');
  await expect(history.getByRole('row').nth(1)).toContainText('Anotace: (prázdné) → Čtyři běhy');
});
