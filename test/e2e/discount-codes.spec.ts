import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { DEMO } from '../../scripts/local/seed-data';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Discount codes (issue 13, spec §7 discounts generate, export-csv, import-from-csv, §8 import
 * result): in Czech an admin generates 200 codes of a pattern for a new series and exports them as
 * CSV; in English he imports a CSV with one new code and two bad lines and reads the report by line
 * and column. The series is created for the journey and deleted afterwards.
 */

test.describe('discount codes', () => {
  // 200 codes, an export, an import job and two axe runs on a shared machine.
  test.setTimeout(150_000);

  test('an admin generates 200 codes, exports them and imports a CSV with two bad lines', async ({
    page,
    baseURL,
  }) => {
    const token = await signInDemoAdmin(page);
    const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
    const name = `Slevy ${randomUUID().slice(0, 8)}`;
    const created = await page.request.post('/api/v1/admin/series', {
      headers,
      data: {
        name,
        dateFrom: '2031-01-01',
        dateTo: '2031-12-31',
        organizerId: DEMO.organizer,
        emailLayoutId: '',
        url: '',
        anotation: '',
        description: '',
        allowOnHomepage: false,
        hasRanking: false,
        customClient: 0,
        gdprReplacement: '',
        scripts: '',
        ecommerce: false,
      },
    });
    expect(created.status()).toBe(200);
    const seriesGuid = ((await created.json()) as { guid: string }).guid;

    try {
      await useLanguage(page, 'cs', baseURL);
      await page.goto('/admin/discounts');
      await waitForApp(page);
      await page.getByRole('combobox', { name: 'Série' }).selectOption({ label: name });
      await page.getByRole('button', { name: 'Použít filtr' }).click();
      await expect(page.getByText('Série zatím nemá žádný slevový kód.')).toBeVisible();

      await page.getByRole('button', { name: 'Vygenerovat kódy' }).click();
      const generate = page.getByRole('form', { name: 'Vygenerovat kódy' });
      await generate.getByRole('textbox', { name: 'Vzor', exact: true }).fill('JARO-@@##*');
      await generate.getByRole('spinbutton', { name: 'Počet kódů' }).fill('200');
      await generate.getByRole('textbox', { name: 'Sleva (částka nebo vzorec)' }).fill('(10% + 50) / 2');
      await generate.getByRole('button', { name: 'Vygenerovat', exact: true }).click();
      await expect(page.getByText('Vygenerováno kódů: 200.')).toBeVisible({ timeout: 30_000 });
      const codes = (await page.getByLabel('Vygenerované kódy').innerText()).trim().split('\n');
      expect(new Set(codes).size).toBe(200);
      for (const code of codes) expect(code).toMatch(/^JARO-[A-Z]{2}\d{2}[A-Z0-9]$/);
      await page.getByRole('button', { name: 'Zavřít' }).click();
      await expect(
        page.getByRole('table', { name: 'Slevové kódy série' }).locator('tbody tr').first(),
      ).toContainText('JARO-');
      await expectAccessible(page, 'generated discount codes');

      // The export opens in Excel: UTF-8 with a BOM, ";" between columns, every generated code.
      await page.getByRole('button', { name: 'Import a export CSV' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exportovat CSV' }).click(),
      ]);
      const bytes = await readFile((await download.path()) ?? '');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
      const header = lines[0] ?? '';
      expect(header.startsWith('code;description;price;currency;')).toBe(true);
      expect(
        lines
          .slice(1)
          .map((l) => l.split(';')[0])
          .sort(),
      ).toEqual([...codes].sort());

      // In English: one new code and two bad lines; the report names each bad cell.
      await page.getByRole('banner').getByRole('button', { name: 'EN – English' }).click();
      // Validity, scope and exceptions empty; `used` (the last column) is not imported.
      const rest = `${';'.repeat(header.split(';').length - 7)}0`;
      const file = [
        header,
        `LETO-2031;Summer;100;CZK;3;3;0${rest}`,
        `SPATNY;;10 + * 2;CZK;3;3;0${rest}`,
        `JINY;;10;CZK;3;9;0${rest}`,
        '',
      ].join('\r\n');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'codes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${file}`, 'utf8'),
      });
      const report = page
        .getByRole('status')
        .filter({ hasText: 'Loaded 3, created 1, updated 0, skipped 2.' });
      await expect(report).toBeVisible({ timeout: 30_000 });
      await expect(report).toContainText('Line 3, column price: The formula contains an invalid token "*"');
      await expect(report).toContainText('Line 4, column codeRange:');
      await page.getByRole('searchbox', { name: 'Code or description' }).fill('LETO');
      await page.getByRole('button', { name: 'Apply filter' }).click();
      await expect(page.getByRole('row', { name: /LETO-2031/ })).toContainText('Summer');
      await expectAccessible(page, 'discount import report (en)');
    } finally {
      await page.request.delete(`/api/v1/admin/series/${seriesGuid}`, { headers });
    }
  });
});
