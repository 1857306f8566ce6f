import { randomUUID } from 'node:crypto';
import {
  activeAccount,
  demoAdmin,
  EN_LOGIN,
  linkFromMailbox,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  useUserMenu,
} from './account-support';
import { expect, expectAccessible, horizontalOverflow, test, useLanguage, waitForApp } from './fixtures';

/**
 * Account journeys (issue 5): sign-up → activation e-mail → activation → sign-in; forgotten password
 * → e-mail → new password → sign-in; the resend wait; anonymous-only pages. Self-contained: every
 * test uses its own unique e-mail and reads its links from the local mailbox.
 */

// The journeys go through e-mails and several page loads: more time than a single page.
test.describe.configure({ timeout: 60_000 });

test.describe('account', () => {
  test('sign-up with live password rules and e-mail check → activation e-mail → activate → sign in, remembered', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    await page.goto('/register');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace');
    await expectAccessible(page, 'register');

    // Empty submit: every required field says so, focus on the first.
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    const firstName = page.getByRole('textbox', { name: 'Jméno' });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Toto pole je povinné.').first()).toBeVisible();
    await expectAccessible(page, 'register with errors');

    await firstName.fill('Jana');
    await page.getByRole('textbox', { name: 'Příjmení' }).fill('Běžkyně');

    // A taken e-mail is reported when the field is left.
    const emailField = page.getByRole('textbox', { name: 'E-mail' });
    await emailField.fill(demoAdmin().email);
    await emailField.blur();
    await expect(page.getByText('Účet s tímto e-mailem už existuje.')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await emailField.fill(email);
    await emailField.blur();

    // Live rules: each rule turns met as the password grows.
    const password = page.getByRole('textbox', { name: 'Heslo', exact: true });
    await password.fill('heslo');
    await expect(page.locator('li[data-met="true"]')).toHaveCount(1);
    await password.fill(PASSWORD);
    await expect(page.locator('li[data-met="true"]')).toHaveCount(4);
    await page.getByRole('textbox', { name: 'Heslo znovu' }).fill('Jiné2026a');
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(page.getByText('Hesla se neshodují.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Heslo znovu' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Heslo znovu' }).fill(PASSWORD);

    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/user') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    expect((await answer).request().postDataJSON()).toEqual({
      firstName: 'Jana',
      lastName: 'Běžkyně',
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      language: 'cs',
    });
    await expect(page.getByRole('status').filter({ hasText: 'Zkontrolujte svůj e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page, 'registered');

    const link = await linkFromMailbox(email, 'activate-account');
    await page.goto(link);
    await waitForApp(page);
    await expect(page.getByText('Účet je aktivní', { exact: true })).toBeVisible();
    await expectAccessible(page, 'activated');
    // Opening the link again is no error: the account is already active.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByText('Účet už je aktivní', { exact: true })).toBeVisible();

    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Byli jste přihlášeni.')).toBeVisible();
    // A signed-in user cannot stay on an anonymous-only page.
    await expect(page).toHaveURL(/\/$/);
    const userButton = page.getByRole('banner').getByRole('button', { name: 'Jana Běžkyně' });
    await expect(userButton).toBeVisible();
    await page.reload();
    await waitForApp(page);
    await expect(userButton).toBeVisible();

    for (const path of ['/register', '/forgot-password', '/resend-activation-email']) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }

    await useUserMenu(page, 'Jana Běžkyně', { role: 'button', name: 'Odhlásit se' });
    await expect(page.getByText('Byli jste odhlášeni.')).toBeVisible();
  });

  test('forgotten password in English: e-mail → new password → sign in; the link works once', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = await activeAccount(request, 'Eva', 'Testová', 'en');
    await useLanguage(page, 'en', baseURL);
    await page.goto('/forgot-password');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten password');
    await expectAccessible(page, 'forgot password');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('If an account exists for this e-mail')).toBeVisible();

    const link = await linkFromMailbox(email, 'change-password', 2);
    await page.goto(link);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
    await expect(page.getByText(`New password for the account ${email}.`)).toBeVisible();
    await expectAccessible(page, 'new password');
    const newPassword = 'Nové-Heslo-77';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The password must have at least 8 characters.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Password again' }).fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByText('The password has been changed.')).toBeVisible();

    // The used link is refused.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByText('The link has already been used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

    await signIn(page, email, PASSWORD, EN_LOGIN);
    await expect(page.getByRole('dialog', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByLabel('Password', { exact: true })
      .fill(newPassword);
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Eva Testová' })).toBeVisible();
  });

  test('on a phone: resending the activation e-mail within the wait says how long to wait', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = await signUp(request, 'Petr', 'Čekal');
    await page.goto('/resend-activation-email');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Znovu zaslat aktivační e-mail');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Poslat aktivační e-mail' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Požadavek se nezdařil' });
    await expect(alert).toContainText('Další si můžete vyžádat za 60 min.');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page, 'resend wait on a phone');
  });

  test('broken activation and reset links say so and offer a new one', async ({ page }) => {
    await page.goto(`/activate-account?token=nope&userId=${randomUUID()}`);
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Odkaz není platný.');
    await expect(page.getByRole('link', { name: 'Poslat nový aktivační e-mail' })).toBeVisible();
    await expectAccessible(page, 'invalid activation link');

    await page.goto('/change-password?token=abc');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Odkaz není platný.');
    await page.getByRole('link', { name: 'Vyžádat nový odkaz' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zapomenuté heslo');
  });
});
