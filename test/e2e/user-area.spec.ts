import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { activeAccount, EN_LOGIN, PASSWORD, signIn, useUserMenu } from './account-support';
import { API_HEADERS, expect, expectAccessible, horizontalOverflow, test, waitForApp } from './fixtures';

/**
 * User area journeys (issue 5): manage account (personal data, password change keeping the session,
 * site language), My orders and My registrations with an order placed while signed in.
 */
test.describe.configure({ timeout: 60_000 });

const storedToken = (page: Page) =>
  page.evaluate<string | null>(
    "localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')",
  );

interface CheckoutCard {
  guid: string;
  values: Array<{ guid: string; name: string; type: number; defaultValue: string | null }>;
}

/** Places a bank-transfer order of the 5 km race through the checkout API with the user's token. */
async function placeOrder(request: APIRequestContext, token: string, email: string) {
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const event = (await (
    await request.get(`/api/v1/series/events/${DEMO.eventSpring}?currency=CZK`, { headers: API_HEADERS })
  ).json()) as { subevents: Array<{ guid: string; categories: Array<{ guid: string }> }> };
  const category = event.subevents.find((s) => s.guid === DEMO.sub5k)?.categories[0]?.guid ?? '';
  const ref = {
    seriesEventGuid: DEMO.eventSpring,
    subEventGuid: DEMO.sub5k,
    categoryGuid: category,
    waveGuid: null,
    teamGuid: null,
  };
  const data = await request.post('/api/v1/checkout/data?currency=CZK', { headers, data: { items: [ref] } });
  expect(data.status()).toBe(200);
  const { items } = (await data.json()) as { items: Array<{ cards: CheckoutCard[] }> };
  const known: Record<string, string> = {
    firstName: 'Olga',
    lastName: 'Objednalová',
    gender: '2',
    birthDate: '1990-05-01',
    email,
    country: 'CZE',
  };
  const cards = (items[0]?.cards ?? []).map((card) => ({
    cardGuid: card.guid,
    values: Object.fromEntries(
      card.values.map((v) => [
        v.guid,
        known[v.name] ?? v.defaultValue ?? (v.type === 5 ? 'false' : v.type === 7 ? 'CZE|+420|' : ''),
      ]),
    ),
  }));
  const answer = await request.post('/api/v1/checkout/register?currency=CZK&language=cs', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: { firstName: 'Olga', lastName: 'Objednalová', email, birthDate: '1990-05-01', gender: 2 },
      paymentMethod: 2,
      discounts: [],
      items: [{ ...ref, cards, termsAccepted: true }],
      termsAccepted: true,
      personalDataConsent: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { registrationGuid: string; variableSymbol: string };
}

test.describe('user area', () => {
  test('visitors see a sign-in prompt instead of the user area', async ({ page }) => {
    await page.goto('/user/my-orders');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlaste se');
    await expectAccessible(page, 'user area, anonymous');
  });

  test('manage account: personal data, password change keeps this session, site language', async ({
    page,
    request,
  }) => {
    const email = await activeAccount(request, 'Marie', 'Spravující');
    await page.goto('/');
    await waitForApp(page);
    await signIn(page, email, PASSWORD);
    const userButton = page.getByRole('banner').getByRole('button', { name: 'Marie Spravující' });
    await expect(userButton).toBeVisible();
    await useUserMenu(page, 'Marie Spravující', { role: 'link', name: 'Správa účtu' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Správa účtu');
    // The local stack offers all four social networks; none is linked yet (social-sign-in.spec.ts links one).
    await expect(page.getByText('Nepropojeno')).toHaveCount(4);
    await expectAccessible(page, 'manage account');

    // Personal data: the top bar shows the new name at once.
    const personal = page.getByRole('region', { name: 'Osobní údaje' });
    await personal.getByRole('textbox', { name: 'Příjmení' }).fill('Nová');
    await personal.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByText('Osobní údaje byly uloženy.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Marie Nová' })).toBeVisible();

    // Password: a wrong current password is reported on its field.
    const section = page.getByRole('region', { name: 'Změna hesla' });
    const oldPassword = section.getByRole('textbox', { name: 'Současné heslo' });
    const newPassword = 'Druhé-Heslo-42';
    await oldPassword.fill('Spatne-Heslo-1');
    await section.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill(newPassword);
    await section.getByRole('textbox', { name: 'Heslo znovu' }).fill(newPassword);
    await section.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(section.getByText('Současné heslo není správné.')).toBeVisible();
    await expect(oldPassword).toBeFocused();
    await expectAccessible(page, 'change password error');

    const tokenBefore = await storedToken(page);
    await oldPassword.fill(PASSWORD);
    await section.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByText('Heslo bylo změněno.').first()).toBeVisible();
    await expect.poll(() => storedToken(page)).not.toBe(tokenBefore);
    // The stored token is the new one: the session survives a reload.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Marie Nová' })).toBeVisible();

    // Site language: the interface follows at once.
    const settings = page.getByRole('region', { name: 'Nastavení webu' });
    await settings.getByRole('combobox', { name: 'Jazyk' }).selectOption('en');
    await settings.getByRole('button', { name: 'Uložit nastavení' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage account');
    await expectAccessible(page, 'manage account in English');

    await useUserMenu(page, 'Marie Nová', { role: 'button', name: 'Log out' });
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await signIn(page, email, newPassword, EN_LOGIN);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Marie Nová' })).toBeVisible();
  });

  test('on a phone: My orders lists an order placed while signed in; filters apply only on demand', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const email = await activeAccount(request, 'Olga', 'Objednalová');
    await page.goto('/');
    await waitForApp(page);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Olga Objednalová' })).toBeVisible();
    const token = (await storedToken(page)) ?? '';
    const order = await placeOrder(request, token, email);

    let listCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/user/my-registrations?')) listCalls += 1;
    });
    await page.goto('/user/my-orders');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moje objednávky');
    const card = page.getByRole('listitem').filter({ hasText: `Objednávka ${order.variableSymbol}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Čeká na platbu');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page, 'my orders on a phone');

    // Typing into the filter does not reload; applying does (from the first page).
    const calls = listCalls;
    await page.getByRole('searchbox', { name: 'Hledat' }).fill('nic-takoveho-neni');
    await page.getByRole('combobox', { name: 'Zaplaceno' }).selectOption('true');
    await page.waitForTimeout(300);
    expect(listCalls).toBe(calls);
    await page.getByRole('button', { name: 'Použít filtr' }).click();
    await expect(page.getByText('Nic jsme nenašli.')).toBeVisible();
    await expect(page).toHaveURL(/q=nic-takoveho-neni/);
    await page.getByRole('button', { name: 'Vymazat filtr' }).click();
    await expect(card).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Hledat' })).toHaveValue('');

    // Detail: the order's racers and the way to pay.
    await card.getByRole('button', { name: 'Zobrazit detail' }).click();
    await expect(card.getByText('Olga Objednalová', { exact: false }).first()).toBeVisible();
    await expectAccessible(page, 'order detail');
    await card.getByRole('link', { name: 'Zobrazit registraci a zaplatit' }).click();
    await expect(page).toHaveURL(new RegExp(`/registration/${order.registrationGuid}$`));

    await page.goto('/user/my-registrations');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moje registrace');
    await expect(page.getByRole('listitem').filter({ hasText: 'Olga Objednalová' })).toBeVisible();
    await expectAccessible(page, 'my registrations');
  });
});

test.describe('user area: teams and templates', () => {
  test('in English: My templates lists a saved registrant with its details; My teams shows its empty state', async ({
    page,
    request,
  }) => {
    const email = await activeAccount(request, 'Tereza', 'Šablonová', 'en');
    await page.goto('/');
    await waitForApp(page);
    await signIn(page, email, PASSWORD);
    // After sign-in the interface switches to the user's language.
    const userButton = page.getByRole('banner').getByRole('button', { name: 'Tereza Šablonová' });
    await expect(userButton).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /EN/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const token = (await storedToken(page)) ?? '';
    const saved = await request.post('/api/v1/user/my-templates', {
      headers: { ...API_HEADERS, authorization: `Bearer ${token}` },
      data: {
        firstName: 'Petr',
        lastName: 'Šťastný',
        birthYear: 1988,
        values: { gender: '1', club: 'AC Praha' },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/user/my-templates');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My templates');
    const card = page.getByRole('listitem').filter({ hasText: 'Petr Šťastný (1988)' });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Show the detail' }).click();
    await expect(card.getByText('AC Praha')).toBeVisible();
    await expect(card.getByText('Male')).toBeVisible();
    await expectAccessible(page, 'my templates');

    await page.getByRole('searchbox', { name: 'Search' }).fill('Nobody');
    await page.getByRole('button', { name: 'Apply the filter' }).click();
    await expect(page.getByText('Nothing found.')).toBeVisible();

    await page.goto('/user/my-teams');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My teams');
    await expect(page.getByText('Nothing found.')).toBeVisible();
    await expectAccessible(page, 'my teams');
  });
});
