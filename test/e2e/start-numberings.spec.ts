import ExcelJS from 'exceljs';
import { DEMO } from '../../scripts/local/seed-data';
import { placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { expect, expectAccessible, startListPath, test, useLanguage, waitForApp } from './fixtures';

/** `DD/MM/YYYY HH:mm` in Prague time, as the back office's date-time inputs are typed. */
function pragueText(date: Date): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

test.describe('start numberings', () => {
  // Two languages, three axe runs and a job: longer than the default 30 s on a shared machine.
  test.setTimeout(90_000);

  test('an admin creates a numbering, previews it, executes it and sees the number in the start list', async ({
    page,
    request,
    baseURL,
  }) => {
    // Only registrations made from now on (this journey's runner) fall under the rule; the demo's
    // own runners keep their numbers, and the journey clears and deletes what it made.
    const since = pragueText(new Date(Date.now() - 60_000));
    const lastName = `Cislovana${Date.now().toString(36)}`;
    // A range of its own (a rerun after a failed one never meets the earlier rule's numbers).
    const from = 100_000 + (Date.now() % 8_000) * 100;
    const to = from + 99;
    await placeBankTransferOrder(request, lastName);
    await signInDemoAdmin(page);
    await useLanguage(page, 'cs', baseURL);

    await page.goto(`/admin/series/${DEMO.seriesCup}/numberings`);
    await waitForApp(page);
    const tab = page.getByRole('region', { name: 'Číslování' });
    await tab.getByRole('button', { name: 'Nové číslování' }).click();
    const form = page.getByRole('form', { name: 'Číslování' });
    await form.getByRole('combobox', { name: 'Závod' }).selectOption({ label: 'Desítka Stromovka – 10 km' });
    await form.getByRole('textbox', { name: 'Čísla od' }).fill(String(to));
    await form.getByRole('textbox', { name: 'Čísla do' }).fill(String(from));
    await form.getByRole('textbox', { name: 'Čísla do' }).blur();
    await expect(form).toContainText('Čísla do musí být větší nebo rovna číslům od.');
    await form.getByRole('textbox', { name: 'Čísla od' }).fill(String(from));
    await form.getByRole('textbox', { name: 'Čísla do' }).fill(String(to));
    await form.getByRole('textbox', { name: 'Registrace od' }).fill(since);
    await form.getByText('Včetně nezaplacených registrací').click();
    await expectAccessible(page, 'numbering form');
    await form.getByRole('button', { name: 'Uložit číslování' }).click();

    const item = tab.getByRole('listitem').filter({ hasText: `čísla ${from}–${to}` });
    await item.getByRole('button', { name: 'Náhled' }).click();
    await expect(item.getByRole('table', { name: 'Náhled přidělení' })).toContainText(`${lastName} Jana`);
    await item.getByRole('button', { name: 'Přidělit čísla' }).click();
    await expect(item.getByRole('progressbar', { name: 'Přidělování startovních čísel' })).toBeVisible();
    await expect(item).toContainText(/Přiděleno: [1-9]\d*, odebráno: 0/);
    await expectAccessible(page, 'numbering executed');

    // The race's start list shows the runner with the number (the admin start list's pickers
    // list the first series only, and test stacks hold many).
    await page.goto(startListPath(DEMO.sub10k));
    await waitForApp(page);
    await page.getByRole('searchbox', { name: 'Hledat závodníka' }).fill(lastName);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByRole('table').locator('tbody tr')).toContainText(String(from));

    // The admin start list exports that row to XLSX, and the file opens with it (number, Czech name).
    await page.goto('/admin/startlists');
    await waitForApp(page);
    await page.getByRole('combobox', { name: 'Akce' }).selectOption({ label: 'Desítka Stromovka' });
    await page.getByRole('combobox', { name: 'Závod' }).selectOption({ label: '10 km' });
    await page.getByRole('textbox', { name: 'Hledat (jméno, e-mail, klub, tým)' }).fill(lastName);
    await page.getByRole('button', { name: 'Použít', exact: true }).click();
    const adminTable = page.getByRole('table', { name: /Startovní listina 10 km/ });
    await expect(adminTable.locator('tbody tr')).toHaveCount(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Stáhnout XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const rows: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).join('|')));
    const mine = rows.filter((r) => r.includes(lastName));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain(String(from));
    expect(rows.length).toBe(2); // the header and the runner searched for

    // In English: the same tab, then the numbers are cleared (with a confirmation) and the rule deleted.
    await page.goto(`/admin/series/${DEMO.seriesCup}/numberings`);
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'EN – English' }).click();
    const en = page.getByRole('region', { name: 'Numberings' });
    const rule = en.getByRole('listitem').filter({ hasText: `numbers ${from}–${to}` });
    await expect(rule).toContainText(/\d+ numbers? assigned/);
    await expectAccessible(page, 'numberings tab in English');
    await rule.getByRole('button', { name: 'Clear numbers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear numbers' }).click();
    await expect(rule).toContainText(/Assigned: 0, cleared: [1-9]\d*/);
    await expect(rule).toContainText('0 numbers assigned');
    await rule.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete numbering' }).click();
    await expect(rule).toHaveCount(0);
  });
});
