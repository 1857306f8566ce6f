import iconv from 'iconv-lite';
import { mailCount, placeBankTransferOrder, signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Bank payments (issue 15): an admin uploads a Fio statement, watches the import, reads the
 * result, assigns an unmatched payment by hand, and the runners get the payment e-mail.
 */

test.describe.configure({ timeout: 90_000 });

const HEADER =
  'ID pohybu;Datum;Objem;Měna;Protiúčet;Název protiúčtu;Kód banky;Název banky;KS;VS;SS;Uživatelská identifikace;Zpráva pro příjemce;Typ;Provedl;Upřesnění;Komentář;BIC;ID pokynu;';

test.describe('bank payments', () => {
  test('uploads a Fio statement, reads the result, assigns an unmatched payment by hand (cs)', async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const byVs = await placeBankTransferOrder(request, `Prevodem${stamp}`, { firstName: 'Jan', gender: 1 });
    const byHand = await placeBankTransferOrder(request, `Rucne${stamp}`, { firstName: 'Jan', gender: 1 });
    const token = await signInDemoAdmin(page);
    const price = async (guid: string) =>
      (
        (await (
          await page.request.get(`/api/v1/admin/registrations/${guid}`, {
            headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
          })
        ).json()) as { calculatedPrice: number }
      ).calculatedPrice;
    const crowns = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
    const csv = [
      '"accountId";"2000145399"',
      HEADER,
      `${stamp}1;05.01.2026;"${crowns(await price(byVs.registrationGuid))}";CZK;2900233333;"Jan Převodem";2010;Fio;;${byVs.variableSymbol};;;"Startovné";Příjem;;;;;;`,
      `${stamp}2;05.01.2026;"${crowns(await price(byHand.registrationGuid))}";CZK;2900233333;"Platba Bez Symbolu ${stamp}";2010;Fio;;;;;"za Jana";Příjem;;;;;;`,
    ].join('\r\n');

    await page.goto('/admin/payments/bank-payments');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bankovní platby');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'vypis.csv',
      mimeType: 'text/csv',
      buffer: iconv.encode(csv, 'windows-1250'),
    });
    await expect(page.getByRole('progressbar', { name: 'Import výpisu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Výsledek importu' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-processedRows')).toHaveText('2');
    await expect(page.getByTestId('import-updatedOrders')).toHaveText('1');
    await expect(page.getByTestId('import-unknownVariableSymbols')).toHaveText('1');
    await expectAccessible(page, 'bank payments with the import result');
    await expect.poll(() => mailCount(byVs.email), { timeout: 20_000 }).toBe(2);

    await page.getByLabel('Hledat (VS, účet, jméno, zpráva)').fill(`bez symbolu ${stamp}`);
    await page.getByRole('button', { name: 'Použít filtr' }).click();
    const open = page.getByRole('link', { name: /Otevřít platbu z/ });
    await expect(open).toHaveCount(1);
    await open.click();
    await expect(page.getByText('Neznámý VS')).toBeVisible();
    await page.getByLabel('Variabilní symbol objednávky').fill(byHand.variableSymbol);
    await page.getByRole('button', { name: 'Najít' }).click();
    await page.getByRole('button', { name: 'Přiřadit' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Přiřadit' }).click();
    await expect(page.getByText('Platba je přiřazená.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Zaplaceno')).toBeVisible();
    await expectAccessible(page, 'bank payment detail');
    await expect.poll(() => mailCount(byHand.email), { timeout: 20_000 }).toBe(2);
  });

  test("an order's detail offers the unmatched payment of its amount; assigning it pays the order (cs, en)", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const order = await placeBankTransferOrder(request, `Kandidat${stamp}`, { firstName: 'Jan', gender: 1 });
    const token = await signInDemoAdmin(page);
    const detail = `/api/v1/admin/registrations/${order.registrationGuid}`;
    const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
    const { calculatedPrice } = (await (await page.request.get(detail, { headers })).json()) as {
      calculatedPrice: number;
    };
    const csv = [
      HEADER,
      `${stamp}3;06.01.2026;"${(calculatedPrice / 100).toFixed(2).replace('.', ',')}";CZK;2900233333;"Kandidát ${stamp}";2010;Fio;;;;;"startovne ${stamp}";Příjem;;;;;;`,
    ].join('\r\n');
    await page.goto('/admin/payments/bank-payments');
    await waitForApp(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'vypis.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(page.getByTestId('import-unknownVariableSymbols')).toHaveText('1', { timeout: 30_000 });

    await page.goto(`/admin/registrations/${order.registrationGuid}`);
    await waitForApp(page);
    const panel = page.getByRole('region', { name: 'Bankovní platby', exact: true });
    await panel.getByLabel('Hledat').fill(`startovne ${stamp}`);
    await panel.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(panel.getByText('Dlužná částka')).toBeVisible();
    await expectAccessible(page, 'order detail with its bank payments');
    await panel.getByRole('button', { name: /^Přiřadit platbu/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Přiřadit k této objednávce' }).click();
    await expect(page.getByText('Platba byla přiřazena k objednávce.')).toBeVisible();
    await expect(panel.getByText('Zaplaceno')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Přiřadit platbu/ })).toHaveCount(0);
    await expect.poll(() => mailCount(order.email), { timeout: 20_000 }).toBe(2);

    await page
      .getByRole('group', { name: 'Jazyk' })
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('region', { name: 'Bank payments', exact: true })).toBeVisible();
    await expectAccessible(page, 'order detail with its bank payments (en)');
  });

  test('the bank payments screen in English', async ({ page }) => {
    await signInDemoAdmin(page);
    await page.goto('/admin/payments/bank-payments');
    await waitForApp(page);
    await page
      .getByRole('group', { name: 'Jazyk' })
      .getByRole('button', { name: /English/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bank payments');
    await expect(page.getByRole('button', { name: /Bank statement/ })).toBeVisible();
    await expectAccessible(page, 'bank payments (en)');
  });
});
