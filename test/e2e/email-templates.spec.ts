import { randomUUID } from 'node:crypto';
import { demoAdmin, signIn } from './account-support';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * E-mail templates (spec §2 /admin/email-templates): an admin writes a layout, reads the sender's
 * preview of it in Czech and English, saves it, finds the change in its history and deletes it.
 */
test('an admin writes an e-mail template with its preview, reads its history and deletes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Šablona ${randomUUID().slice(0, 6)}`;
  await page.goto('/admin/email-templates');
  await waitForApp(page);
  await signIn(page, demoAdmin().email, demoAdmin().password);
  await expect(page.getByRole('heading', { level: 1, name: 'Šablony e-mailů' })).toBeVisible();
  await page.getByRole('link', { name: 'Nová šablona' }).click();

  const form = page.getByRole('form', { name: 'Šablona e-mailů' });
  await form.getByRole('textbox', { name: 'Název' }).fill(name);
  await form
    .getByRole('textbox', { name: 'Obsah (HTML)' })
    .fill(
      '<div><p style="color:#2f5d34">Patička {{seriesName}}</p>{{content}}</div><script>alert(1)</script>',
    );
  const preview = page.frameLocator('iframe[title="Náhled e-mailu (Česky)"]');
  await expect(preview.getByText('Patička Ukázková série')).toBeVisible();
  // The preview is a sandboxed frame without scripts: axe cannot run inside it and would wait for
  // it until the test times out. Its content is the e-mail, checked by text above and below.
  await expectAccessible(page, 'e-mail template form with its preview', {
    exclude: ['iframe[title^="Náhled e-mailu"]'],
  });
  await page.getByRole('group', { name: 'Jazyk náhledu' }).getByRole('button', { name: 'Anglicky' }).click();
  await expect(
    page.frameLocator('iframe[title="Náhled e-mailu (Anglicky)"]').getByText('Patička Sample series'),
  ).toBeVisible();

  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Šablona: ${name}` })).toBeVisible();
  // sanitised on the server: the script is gone from the saved content
  await expect(page.getByRole('textbox', { name: 'Obsah (HTML)' })).not.toHaveValue(/script/);
  const history = page.getByRole('table', { name: 'Změny šablony' });
  await expect(history.getByRole('row').nth(1)).toContainText('Vytvoření');

  await page.getByRole('button', { name: 'Smazat' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Smazat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Šablony e-mailů' })).toBeVisible();
});
