import { randomUUID } from 'node:crypto';
import { CS_LOGIN, demoAdmin, EN_LOGIN, PASSWORD, signIn, uniqueEmail } from './account-support';
import { DEMO } from '../../scripts/local/seed-data';
import { expect, expectAccessible, horizontalOverflow, test, useLanguage, waitForApp } from './fixtures';

/**
 * The back office's admin users (issue 10): an admin finds and filters users, creates an event
 * manager without e-mail and grants them one series through the series-or-event remote-select;
 * leaving an edited form asks first; the new manager sees the event-manager area and no admin area.
 */

test.describe.configure({ timeout: 90_000 });

const SERIES = 'Pražský běžecký pohár 2027';

test('an admin creates an event manager without e-mail and grants one series; the manager gets exactly that area', async ({
  page,
  browser,
  baseURL,
}) => {
  // ——— the admin, in Czech ———
  const admin = demoAdmin();
  await page.goto('/');
  await waitForApp(page);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('dialog', { name: CS_LOGIN.title })).toBeHidden();

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Seznam uživatelů' })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Menu administrace' })
      .getByRole('link', { name: 'Seznam uživatelů' }),
  ).toBeVisible();
  const list = page.getByRole('table', { name: 'Uživatelé' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();

  // The filter applies on "Apply" only, and lives in the URL.
  const filter = page.getByRole('search', { name: 'Filtr seznamu' });
  await filter.getByRole('searchbox', { name: 'Hledat (jméno nebo e-mail)' }).fill(admin.email);
  await filter.getByRole('combobox', { name: 'Aktivovaný' }).selectOption({ label: 'Ano' });
  await filter.getByRole('button', { name: 'Použít filtr' }).click();
  await expect(page).toHaveURL(/searchText=admin%40example\.com/);
  await expect(page).toHaveURL(/activated=true/);
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('cell', { name: admin.email })).toBeVisible();
  await expectAccessible(page, 'users list, filtered');

  // A new event manager, without e-mail: the admin sets the password.
  await page.getByRole('link', { name: 'Nový uživatel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nový uživatel' })).toBeVisible();
  const email = uniqueEmail('manager');
  const lastName = `Správce-${randomUUID().slice(0, 6)}`;
  const form = page.getByRole('form', { name: 'Nový uživatel' });
  await form.getByRole('textbox', { name: 'Jméno' }).fill('Petr');
  await form.getByRole('textbox', { name: 'Příjmení' }).fill(lastName);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  // The manager works in English (the interface follows the user's language after sign-in).
  await form.getByRole('combobox', { name: 'Jazyk' }).selectOption({ label: 'Angličtina' });
  await form.getByRole('radio', { name: /Bez e-mailu/ }).check();
  await form.getByRole('button', { name: 'Vytvořit uživatele' }).click();
  await expect(form.getByRole('textbox', { name: 'Heslo', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Heslo znovu' }).fill(PASSWORD);
  await form.getByText(/^Správce akcí/).click();
  await expectAccessible(page, 'create user form');
  await form.getByRole('button', { name: 'Vytvořit uživatele' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Petr ${lastName}` })).toBeVisible();
  await expect(page.getByText(`Uživatel Petr ${lastName} byl vytvořen.`)).toBeVisible();

  // One series, chosen in the remote-select that searches series and events.
  const permissions = page.getByRole('region', { name: 'Oprávnění' });
  const select = permissions.getByRole('combobox', { name: 'Série nebo akce' });
  await select.fill('pohár');
  await expect(page.getByRole('option', { name: `Akce: Desítka Stromovka (${SERIES})` })).toBeVisible();
  await page.getByRole('option', { name: `Série: ${SERIES}` }).click();
  await expect(select).toHaveValue(`Série: ${SERIES}`);
  await permissions.getByRole('button', { name: 'Přidat oprávnění' }).click();
  await expect(
    permissions.getByRole('list', { name: 'Oprávnění uživatele' }).getByText(SERIES),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'Historie změn' });
  await expect(history.getByText('Přidáno oprávnění')).toBeVisible();
  await expect(history.getByText('Účet vytvořen')).toBeVisible();
  await expectAccessible(page, 'user detail');

  // On a phone the detail fits the screen (the area's menu goes into a drawer).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leaving an edited form asks first.
  const firstName = page.getByRole('form', { name: 'Osobní údaje' }).getByRole('textbox', { name: 'Jméno' });
  await firstName.fill('Pavel');
  await page.getByRole('link', { name: 'Zpět na seznam' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Odejít bez uložení?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Zůstat' }).click();
  await expect(leave).toBeHidden();
  await expect(firstName).toHaveValue('Pavel');
  await page.getByRole('link', { name: 'Zpět na seznam' }).click();
  await leave.getByRole('button', { name: 'Odejít bez uložení' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seznam uživatelů' })).toBeVisible();

  // The same list in English.
  await page.getByRole('banner').getByRole('button', { name: 'EN – English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User list' })).toBeVisible();
  await expect(
    page.getByRole('search', { name: 'List filter' }).getByRole('combobox', { name: 'Locked' }),
  ).toBeVisible();
  await expectAccessible(page, 'users list (en)');

  // ——— the new manager, in English ———
  const context = await browser.newContext();
  const manager = await context.newPage();
  await useLanguage(manager, 'en', baseURL);
  await manager.goto('/');
  await waitForApp(manager);
  await signIn(manager, email, PASSWORD, EN_LOGIN);
  await expect(manager.getByRole('dialog', { name: EN_LOGIN.title })).toBeHidden();

  await manager.goto('/event-manager');
  const menu = manager.getByRole('navigation', { name: 'Event management menu' });
  await expect(menu.getByRole('link', { name: 'Series' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Events' })).toBeVisible();
  await menu.getByRole('link', { name: 'Series' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Series' })).toBeVisible();
  await expect(manager.getByRole('rowheader', { name: SERIES })).toBeVisible();
  await expectAccessible(manager, 'event-manager series (en)');

  // The manager edits his series' event (the change is put back) and cannot open another series.
  await manager.getByRole('link', { name: `Edit series ${SERIES}` }).click();
  await manager
    .getByRole('navigation', { name: 'Series sections' })
    .getByRole('link', { name: 'Events' })
    .click();
  await manager.getByRole('link', { name: 'Edit event Desítka Stromovka' }).click();
  const eventForm = manager.getByRole('form', { name: 'Event details' });
  const annotation = eventForm.getByRole('textbox', { name: 'Annotation' });
  const original = await annotation.inputValue();
  await annotation.fill(`${original} (${lastName})`);
  await eventForm.getByRole('button', { name: 'Save event' }).click();
  await expect(manager.getByText('The event was saved.')).toBeVisible();
  await annotation.fill(original);
  await eventForm.getByRole('button', { name: 'Save event' }).click();
  await expect(annotation).toHaveValue(original);
  await manager.goto(`/event-manager/series/${DEMO.seriesTrail}`);
  await expect(manager.getByRole('alert')).toContainText('You have no permission for this record.');
  await expectAccessible(manager, 'another series refused (en)');

  await manager.goto('/admin/users');
  await expect(manager.getByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
  await expectAccessible(manager, 'admin users, no access (en)');
  await context.close();
});
