import ExcelJS from 'exceljs';
import { DEMO } from '../../scripts/local/seed-data';
import {
  createEventManager,
  placeBankTransferOrder,
  placeTrailOrder,
  signInWithoutForm,
} from './back-office-support';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * An event manager sees only the orders of his series (issue 14): permitted the cup series, he
 * finds a cup order by its variable symbol and surname and opens it; a trail-series order is not
 * in his list, its detail is refused by a direct address, and his XLSX export holds only cup rows.
 */

test.describe.configure({ timeout: 90_000 });

test('an event manager sees only the orders of his series (cs, then en)', async ({ page, request }) => {
  const stamp = Date.now();
  const cup = await placeBankTransferOrder(request, `Poharova${stamp}`);
  const trail = await placeTrailOrder(request, `Trailovy${stamp}`);
  const manager = await createEventManager(request, { kind: 'series', guid: DEMO.seriesCup });
  await signInWithoutForm(page, manager.email, manager.password);

  await page.goto('/event-manager/registrations');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objednávky');
  const search = page.getByLabel('Variabilní symbol, jméno nebo e-mail');
  const apply = page.getByRole('button', { name: 'Použít filtr' });
  const table = page.getByRole('table', { name: /Objednávky/ });

  // His series' order, by variable symbol and by surname.
  await search.fill(cup.variableSymbol);
  await apply.click();
  await expect(table.getByRole('rowheader')).toHaveText([cup.variableSymbol]);
  await search.fill(`Poharova${stamp}`);
  await apply.click();
  await expect(table.getByRole('rowheader')).toHaveText([cup.variableSymbol]);
  await expectAccessible(page, 'event-manager orders, found');

  // Narrowed by his event, then its race and the race's category (spec §3 five series ids): his
  // order is in the 10 km women's category, not in the 5 km race; another race clears the category.
  const filter = page.getByRole('search', { name: 'Filtr seznamu' });
  const event = filter.getByRole('combobox', { name: 'Akce' });
  const race = filter.getByRole('combobox', { name: 'Závod' });
  const category = filter.getByRole('combobox', { name: 'Kategorie' });
  await expect(race).toBeDisabled();
  await event.fill('Stromovka');
  await page.getByRole('option', { name: /Desítka Stromovka$/ }).click();
  await expect(race).toBeEnabled();
  await race.selectOption({ label: '10 km' });
  await category.selectOption({ label: 'Ženy' });
  await apply.click();
  await expect(page).toHaveURL(/seriesSubEventId=.+seriesCategoryId=|seriesCategoryId=.+seriesSubEventId=/);
  await expect(table.getByRole('rowheader')).toHaveText([cup.variableSymbol]);
  await expectAccessible(page, 'event-manager orders, by race and category');
  await race.selectOption({ label: '5 km' });
  await expect(category).toHaveValue('');
  await apply.click();
  await expect(page.getByText('Filtru neodpovídá žádná objednávka.')).toBeVisible();
  await filter.getByRole('button', { name: 'Vymazat filtr' }).click();
  await expect(race).toBeDisabled();
  await expect(page).not.toHaveURL(/seriesSubEventId/);

  // The trail series' order is not his: the list is empty.
  // The typed search must be what was applied (the address carries it) before the list is judged;
  // a loaded machine answers the list call slower than the usual assertion wait.
  await search.fill(`Trailovy${stamp}`);
  await expect(search).toHaveValue(`Trailovy${stamp}`);
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`searchText=Trailovy${stamp}`));
  await expect(page.getByText('Filtru neodpovídá žádná objednávka.')).toBeVisible({ timeout: 15_000 });
  await expect(table.getByRole('rowheader')).toHaveCount(0);
  await expectAccessible(page, 'event-manager orders, nothing found');

  // His order's detail opens; the other series' detail is refused by its address.
  await search.fill(cup.variableSymbol);
  await apply.click();
  await table.getByRole('link', { name: `Detail objednávky ${cup.variableSymbol}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Objednávka ${cup.variableSymbol}`);
  await expect(page.getByRole('main').getByText(`Poharova${stamp}`).first()).toBeVisible();
  await expectAccessible(page, 'event-manager order detail');
  await page.goto(`/event-manager/registrations/${trail.registrationGuid}`);
  await expect(page.getByRole('alert')).toContainText('K tomuto záznamu nemáte oprávnění.');
  await expect(page.getByRole('heading', { name: `Objednávka ${trail.variableSymbol}` })).toHaveCount(0);
  await expectAccessible(page, 'another series order refused');

  // The XLSX export of his whole list: cup rows only.
  await page.goto('/event-manager/registrations');
  await waitForApp(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Stáhnout XLSX (řádek za objednávku)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path()) ?? '');
  const symbols: string[] = [];
  workbook.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) symbols.push(String(row.getCell(1).value));
  });
  expect(workbook.worksheets[0]?.getRow(1).getCell(1).value).toBe('Variabilní symbol');
  expect(symbols).toContain(cup.variableSymbol);
  expect(symbols).not.toContain(trail.variableSymbol);

  // ——— the same in English ———
  await page
    .getByRole('group', { name: 'Jazyk' })
    .getByRole('button', { name: /English/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders');
  await page.getByLabel('Variable symbol, name or e-mail').fill(trail.variableSymbol);
  await page.getByRole('button', { name: /Apply/ }).click();
  await expect(page.getByText('No order matches the filter.')).toBeVisible();
  await page.getByLabel('Variable symbol, name or e-mail').fill(cup.variableSymbol);
  await page.getByRole('button', { name: /Apply/ }).click();
  await expect(page.getByRole('table', { name: /Orders/ }).getByRole('rowheader')).toHaveText([
    cup.variableSymbol,
  ]);
  await expectAccessible(page, 'event-manager orders (en)');
  // A direct address loads the app anew, in the manager's own language: English from now on.
  await manager.setLanguage('en');
  await page.goto(`/event-manager/registrations/${trail.registrationGuid}`);
  await expect(page.getByRole('alert')).toContainText('You have no permission for this record.');
  await expectAccessible(page, 'another series order refused (en)');
});
