import { randomUUID } from 'node:crypto';
import { demoAdmin, signIn } from './account-support';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * The series editor (spec §2 "Admin series"): an admin creates a series, finds it in the list,
 * changes it and reads the change in its history; then builds an event's race with a category.
 */
test('an admin creates a series, finds it in the list and reads its change history', async ({ page }) => {
  test.setTimeout(120_000);
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

  // Races below an event of the series: the §5 rule as you type, a category edited in place, its history.
  const sections = page.getByRole('navigation', { name: 'Části série' });
  await sections.getByRole('link', { name: 'Akce' }).click();
  await page.getByRole('link', { name: 'Nová akce' }).click();
  const eventForm = page.getByRole('form', { name: 'Údaje akce' });
  await eventForm.getByRole('textbox', { name: 'Název' }).fill('Silvestrovský běh');
  await eventForm.getByRole('textbox', { name: 'Začátek' }).fill('31/12/2030 09:00');
  await eventForm.getByRole('textbox', { name: 'Konec' }).fill('31/12/2030 14:00');
  await eventForm.getByText('EUR', { exact: true }).click();
  await eventForm.getByRole('button', { name: 'Vytvořit akci' }).click();
  await expect(page.getByText('Akce byla vytvořena.')).toBeVisible();

  await sections.getByRole('link', { name: 'Závody' }).click();
  await page.getByRole('link', { name: 'Nový závod' }).click();
  const raceForm = page.getByRole('form', { name: 'Údaje závodu' });
  await raceForm.getByRole('textbox', { name: 'Název' }).fill('10 km');
  await raceForm.getByRole('textbox', { name: 'Začátek' }).fill('31/12/2030 10:00');
  await raceForm.getByRole('textbox', { name: 'Konec', exact: true }).fill('31/12/2030 12:00');
  await raceForm.getByRole('textbox', { name: 'Registrace od' }).fill('01/11/2030 00:00');
  await raceForm.getByRole('textbox', { name: 'Registrace do' }).fill('01/10/2030 00:00');
  await raceForm.getByRole('textbox', { name: 'Registrace od' }).click();
  await expect(raceForm.getByText('Konec registrace musí být po jejím začátku.')).toBeVisible();
  await expectAccessible(page, 'race form with an error');
  await raceForm.getByRole('textbox', { name: 'Registrace do' }).fill('30/12/2030 00:00');
  await raceForm.getByRole('button', { name: 'Vytvořit závod' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Závod 10 km' })).toBeVisible();

  await page.getByRole('button', { name: 'Přidat kategorii' }).click();
  const categoryForm = page.getByRole('form', { name: 'Údaje kategorie' });
  await categoryForm.getByRole('textbox', { name: 'Název' }).fill('Open');
  await categoryForm.getByRole('textbox', { name: 'CZK' }).fill('450');
  await categoryForm.getByRole('textbox', { name: 'EUR' }).fill('18');
  await categoryForm.getByRole('button', { name: 'Přidat kategorii' }).click();
  const categories = page.getByRole('region', { name: 'Kategorie' });
  await expect(categories.getByRole('listitem').first()).toContainText('450 CZK · 18 EUR');
  await expectAccessible(page, 'race with a category');

  // Every price of the race in one currency (currency prices): the category's EUR price changed.
  const byCurrency = page.getByRole('region', { name: 'Ceny v měnách' });
  await byCurrency.getByRole('combobox', { name: 'Měna' }).selectOption('EUR');
  await byCurrency.getByRole('textbox', { name: /^Open/ }).fill('19,50');
  await byCurrency.getByRole('button', { name: 'Uložit ceny v EUR' }).click();
  await expect(categories.getByRole('listitem').first()).toContainText('450 CZK · 19,5 EUR');
  await expectAccessible(page, 'prices by currency');
  await sections.getByRole('link', { name: 'Historie změn' }).click();
  await expect(
    page.getByRole('table', { name: 'Historie změn série' }).getByRole('row').nth(1),
  ).toContainText('Kategorie „Open“');
});
