import { testDataDir } from './test-data-dir';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectAccessible, test, waitForApp } from './fixtures';

/** Demo accounts of the stack under test (`npm test`: .data/test; `npm start`: .data/local). */
function demoAdmin(): { email: string; password: string } {
  const file = process.env.E2E_CREDENTIALS_FILE ?? path.join(testDataDir(), 'demo-credentials.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { admin: { email: string; password: string } }).admin;
}

test.describe('login form', () => {
  test('submit is enabled only with both fields, and the API error shows in an alert', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);

    await page.getByRole('banner').getByRole('button', { name: 'Přihlásit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
    await expect(dialog).toBeVisible();
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(320);

    const email = dialog.getByRole('textbox', { name: 'E-mail' });
    const password = dialog.getByLabel('Heslo');
    const submit = dialog.getByRole('button', { name: 'Přihlásit se' });
    await expect(email).toBeFocused();
    await expect(submit).toBeDisabled();
    await email.fill('jana.novakova@example.com');
    await expect(submit).toBeDisabled();
    await password.fill('Heslo12345');
    await expect(submit).toBeEnabled();
    await email.fill('');
    await expect(submit).toBeDisabled();
    await email.fill('jana.novakova@example.com');
    await dialog.getByText('Zapamatovat si mě').click();
    await expect(dialog.getByRole('checkbox', { name: 'Zapamatovat si mě' })).toBeChecked();

    for (const name of [
      'Nemáte účet? Zaregistrujte se',
      'Zapomenuté heslo',
      'Znovu zaslat aktivační e-mail',
    ]) {
      await expect(dialog.getByRole('link', { name })).toBeVisible();
    }

    // Enter submits; the real API answer decides what the user sees.
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/authenticate') && r.request().method() === 'POST',
    );
    await password.press('Enter');
    const response = await answer;
    expect(response.request().postDataJSON()).toEqual({
      username: 'jana.novakova@example.com',
      password: 'Heslo12345',
      remember: true,
    });
    expect(response.ok()).toBe(false);

    expect(response.status()).toBe(401);

    const alert = dialog.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Přihlášení se nezdařilo');
    await expect(alert).toContainText('nesprávný e-mail nebo heslo');
    // Never a fake success: still anonymous, no success toast, no token stored.
    await expect(page.getByText('Byli jste přihlášeni.')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit' })).toBeVisible();
    expect(
      await page.evaluate<string | null>(
        "localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')",
      ),
    ).toBeNull();

    await expectAccessible(page, 'login dropdown with error');
  });

  test('the user dropdown is keyboard-operable', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Přihlásit' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit' })).toBeFocused();
  });

  test('signs in with remember-me, keeps the session across a reload, and signs out', async ({ page }) => {
    const admin = demoAdmin();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Přihlásit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await dialog.getByLabel('Heslo').fill(admin.password);
    await dialog.getByText('Zapamatovat si mě').click();
    await dialog.getByRole('button', { name: 'Přihlásit se' }).click();

    await expect(page.getByText('Byli jste přihlášeni.')).toBeVisible();
    const userButton = page.getByRole('banner').getByRole('button', { name: 'Adéla Správcová' });
    await expect(userButton).toBeVisible();
    expect(await page.evaluate("localStorage.getItem('accessToken') !== null")).toBe(true);

    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Adéla Správcová' })).toBeVisible();
    await expectAccessible(page, 'signed in');

    await page.getByRole('banner').getByRole('button', { name: 'Adéla Správcová' }).click();
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page.getByText('Byli jste odhlášeni.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit' })).toBeVisible();
    expect(
      await page.evaluate("localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')"),
    ).toBeNull();
  });

  test('without remember-me the session ends with the browser tab', async ({ browser }) => {
    const admin = demoAdmin();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('button', { name: 'Přihlásit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Přihlášení' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await dialog.getByLabel('Heslo').fill(admin.password);
    await dialog.getByLabel('Heslo').press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Adéla Správcová' })).toBeVisible();
    expect(
      await page.evaluate(
        "sessionStorage.getItem('accessToken') !== null && localStorage.getItem('accessToken') === null",
      ),
    ).toBe(true);

    // A new tab of the same browser has no session storage: the visitor is anonymous there.
    const other = await context.newPage();
    await other.goto('/');
    await waitForApp(other);
    await expect(other.getByRole('banner').getByRole('button', { name: 'Přihlásit' })).toBeVisible();
    await context.close();
  });
});
