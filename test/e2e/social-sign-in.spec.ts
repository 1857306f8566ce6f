import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { activeAccount, CS_LOGIN, EN_LOGIN, linkFromMailbox, PASSWORD, signIn } from './account-support';
import {
  API_HEADERS,
  expect,
  expectAccessible,
  horizontalOverflow,
  test,
  useLanguage,
  waitForApp,
} from './fixtures';

/**
 * Social sign-in journeys (issue 26) against the local OpenID provider (scripts/local/oidc-stand-in.ts),
 * which stands in for every network: its own login and consent pages, a test identity typed as the
 * login. `<identity>+<tag>` is a fresh person of that kind, so the journeys run again on one stack.
 */
test.describe.configure({ timeout: 90_000 });

const tag = () => randomUUID().slice(0, 8);

const atProvider = (page: Page) => new URL(page.url()).pathname.startsWith('/_oidc/');

/**
 * Plays the runner on the provider's pages until it sends them back: its login form (the test
 * identity as the login, any password) and its consent form, whichever it asks for. A provider that
 * remembers the runner's session and consent sends them straight back.
 */
async function consentAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/_oidc/') || url.pathname === '/social/callback');
  for (let step = 0; step < 4 && atProvider(page); step++) {
    const submit = page.locator('button[type="submit"]');
    await expect(submit).toBeVisible();
    const loginField = page.locator('input[name="login"]');
    if (await loginField.isVisible()) {
      await loginField.fill(login);
      await page.locator('input[name="password"]').fill('any');
    }
    const before = page.url();
    await submit.click();
    await page.waitForURL((url) => url.href !== before);
  }
  expect(atProvider(page)).toBe(false);
}

test('sign up with Google on a phone (cs): the new-account form, no password yet, signed in where I was', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'cs', baseURL);
  await page.goto('/about-us');
  await waitForApp(page);

  await page.getByRole('banner').getByRole('button', { name: CS_LOGIN.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CS_LOGIN.title });
  await expect(dialog.getByRole('button', { name: 'Pokračovat přes Strava' })).toBeVisible();
  await expectAccessible(page, 'the sign-in dropdown with the networks');
  await dialog.getByRole('button', { name: 'Pokračovat přes Google' }).click();

  await consentAtProvider(page, `jana+${tag()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Založení účtu' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');
  await expectAccessible(page, 'the new-account form of a first social sign-in');
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('button', { name: 'Založit účet' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Přidat heslo (nepovinné)' })).toBeVisible();
  await expectAccessible(page, 'the optional password after a social sign-up');
  await page.getByRole('button', { name: 'Teď ne' }).click();

  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByText('Byli jste přihlášeni.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Jana Sociální' })).toBeVisible();
});

test('a cancelled consent comes back to where I was, nothing changed (cs)', async ({ page, baseURL }) => {
  await useLanguage(page, 'cs', baseURL);
  await page.goto('/contact');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('button', { name: CS_LOGIN.login, exact: true }).click();
  await page
    .getByRole('dialog', { name: CS_LOGIN.title })
    .getByRole('button', { name: 'Pokračovat přes Google' })
    .click();
  await page.waitForURL(/\/_oidc\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('Přihlášení přes sociální síť bylo zrušeno.')).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: CS_LOGIN.login, exact: true }),
  ).toBeVisible();
});

test('link Strava in Manage Account, sign out, sign in with Strava (en)', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await activeAccount(request, 'Linda', 'Propojená', 'en');
  await useLanguage(page, 'en', baseURL);
  await page.goto('/');
  await waitForApp(page);
  await signIn(page, email, PASSWORD, EN_LOGIN, false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Linda Propojená' })).toBeVisible();

  await page.goto('/user/manage-account');
  const section = page.getByRole('region', { name: 'Social networks' });
  await expect(section.getByRole('button', { name: 'Link Strava' })).toBeVisible();
  await expectAccessible(page, 'Manage Account with the social networks');
  await section.getByRole('button', { name: 'Link Strava' }).click();

  await consentAtProvider(page, `eva+${tag()}`);
  await expect(page).toHaveURL(/\/user\/manage-account$/);
  await expect(page.getByText('Strava is now linked to your account.')).toBeVisible();
  await expect(section.getByText(/^Linked on /)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Unlink Strava' })).toBeVisible();

  // Opened by hand, not with useUserMenu: the sign-out's navigation home may outlast its retry.
  await page.getByRole('banner').getByRole('button', { name: 'Linda Propojená' }).click();
  await page
    .getByRole('dialog', { name: 'Linda Propojená' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: EN_LOGIN.login, exact: true }),
  ).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: EN_LOGIN.login, exact: true }).click();
  await page
    .getByRole('dialog', { name: EN_LOGIN.title })
    .getByRole('button', { name: 'Continue with Strava' })
    .click();
  // The provider remembers the runner's session (the Strava login of the link): no login again.
  await consentAtProvider(page, 'not-asked');
  await expect(page.getByText('You are signed in.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Linda Propojená' })).toBeVisible();
  await expectAccessible(page, 'signed in again with Strava');
});

test('an account with the same e-mail is never linked silently: its password first (en)', async ({
  page,
  request,
  baseURL,
}) => {
  const who = tag();
  const email = `jana.socialni+${who}@example.test`;
  const created = await request.post('/api/v1/user', {
    headers: API_HEADERS,
    // The account's language is English: signing in switches the interface to it (spec §4).
    data: {
      firstName: 'Jana',
      lastName: 'Existující',
      email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      language: 'en',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const link = new URL(await linkFromMailbox(email, 'activate-account'), 'http://x');
  const activated = await request.post('/api/v1/users/activate/check-activation-token', {
    headers: API_HEADERS,
    data: { token: link.searchParams.get('token'), userId: link.searchParams.get('userId') },
  });
  expect(activated.status()).toBe(200);

  await useLanguage(page, 'en', baseURL);
  await page.goto('/about-us');
  await waitForApp(page);
  await page.getByRole('banner').getByRole('button', { name: EN_LOGIN.login, exact: true }).click();
  await page
    .getByRole('dialog', { name: EN_LOGIN.title })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  await consentAtProvider(page, `jana+${who}`);

  await expect(page.getByRole('heading', { level: 1, name: 'You already have an account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Password of the account').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The network could not be linked' })).toBeVisible();
  await expectAccessible(page, 'the password proof of an existing account');
  await page.getByLabel('Password of the account').fill(PASSWORD);
  await page.getByRole('button', { name: 'Link and sign in' }).click();

  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByText('Google is now linked to your account.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Jana Existující' })).toBeVisible();
});

test('Strava gives no e-mail: the runner types one and is asked to confirm it (en)', async ({
  page,
  baseURL,
}) => {
  await useLanguage(page, 'en', baseURL);
  await page.goto('/register');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Continue with Strava' }).click();
  await consentAtProvider(page, `eva+${tag()}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Strava did not give us a verified e-mail.', { exact: false })).toBeVisible();
  const email = `eva-${tag()}@example.com`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'confirm the typed e-mail');
});
