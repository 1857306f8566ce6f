import { expect, expectAccessible, test, waitForApp } from './fixtures';

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

    const alert = dialog.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Přihlášení se nezdařilo');
    await expect(alert).toContainText(String(response.status()));
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
});
