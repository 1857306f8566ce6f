import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import {
  API_HEADERS,
  eventPath,
  expect,
  expectAccessible,
  horizontalOverflow,
  test,
  useLanguage,
  waitForApp,
} from './fixtures';

/**
 * Payment result and direct payment journeys (spec §2, §8): card payments through the local GP
 * webpay simulator (pay, decline, cancel, try again), bank-transfer data, paid / not found states.
 * Orders are placed by each test itself (through the checkout, or the checkout API for brevity).
 */

// Each journey goes through the gateway simulator (and some through the checkout form): more time.
test.describe.configure({ timeout: 60_000 });

const race = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`;
}

async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

interface CheckoutCard {
  guid: string;
  values: Array<{ guid: string; name: string; type: number; defaultValue: string | null; hidden: boolean }>;
}

/** Places a 5 km order of Desítka Stromovka through the checkout API (as the SPA would). */
async function placeOrder(
  request: APIRequestContext,
  paymentMethod: 1 | 2,
): Promise<{ registrationGuid: string; variableSymbol: string }> {
  const category = await fiveKCategory(request);
  const ref = {
    seriesEventGuid: DEMO.eventSpring,
    subEventGuid: DEMO.sub5k,
    categoryGuid: category,
    waveGuid: null,
    teamGuid: null,
  };
  const data = await request.post('/api/v1/checkout/data?currency=CZK', {
    headers: API_HEADERS,
    data: { items: [ref] },
  });
  expect(data.status()).toBe(200);
  const { items } = (await data.json()) as {
    items: Array<{ cards: CheckoutCard[]; termsAndConditions: unknown }>;
  };
  const known: Record<string, string> = {
    firstName: 'Eva',
    lastName: 'Dvořáková',
    gender: '2',
    birthDate: '1992-03-14',
    email: uniqueEmail('eva'),
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
    headers: API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: {
        firstName: 'Eva',
        lastName: 'Dvořáková',
        email: known.email,
        birthDate: '1992-03-14',
        gender: 2,
      },
      paymentMethod,
      discounts: [],
      items: [{ ...ref, cards, termsAccepted: true }],
      termsAccepted: true,
      personalDataConsent: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { registrationGuid: string; variableSymbol: string };
}

async function fiveKCategory(request: APIRequestContext): Promise<string> {
  const res = await request.get(`/api/v1/series/events/${DEMO.eventSpring}?currency=CZK`, {
    headers: API_HEADERS,
  });
  const event = (await res.json()) as {
    subevents: Array<{ guid: string; categories: Array<{ guid: string }> }>;
  };
  const sub = event.subevents.find((s) => s.guid === DEMO.sub5k);
  return sub?.categories[0]?.guid ?? '';
}

/** On the simulator page: the amount is shown; press one of its buttons. */
async function gateway(page: Page, button: 'gp-pay' | 'gp-decline' | 'gp-cancel') {
  await expect(page).toHaveURL(/\/_gpwebpay/);
  await expect(page.getByTestId('gp-amount')).toBeVisible();
  await page.getByTestId(button).click();
}

test.describe('card payment on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('checkout by card → the gateway pays → the result page shows paid', async ({ page }) => {
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    await race(page, '5 km').getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
    await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
    await page.goto('/checkout');
    await waitForApp(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const registrator = page.getByRole('region', { name: 'Údaje objednatele' });
    await registrator.getByRole('textbox', { name: 'Jméno' }).fill('Eva');
    await registrator.getByRole('textbox', { name: 'Příjmení' }).fill('Dvořáková');
    await registrator.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('eva.card'));
    await registrator.getByRole('textbox', { name: 'Datum narození' }).fill('14031992');
    await tick(registrator.getByRole('radio', { name: 'Žena' }));
    const item = page.getByRole('region', { name: 'Desítka Stromovka - 5 km - Open' });
    await item.getByRole('button', { name: 'Zkopírovat moje údaje' }).click();
    await expect(item.getByRole('textbox', { name: 'Příjmení' })).toHaveValue('Dvořáková');
    await tick(item.getByRole('checkbox', { name: /Souhlasím s podmínkami účasti/ }));
    await tick(
      page.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: 'Platba kartou' }),
    );
    await tick(page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
    await tick(page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
    await expectAccessible(page, 'checkout filled on a phone');
    await page.getByRole('button', { name: 'Odeslat objednávku a zaplatit kartou' }).click();

    // Straight to the gateway; its answer brings the runner back to the result page.
    await gateway(page, 'gp-pay');
    await expect(page).toHaveURL(/\/registration\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace je zaplacena');
    await expect(page.getByTestId('registration-state')).toHaveText('Zaplaceno');
    const result = page.getByTestId('card-result');
    await expect(result).toHaveAttribute('data-outcome', 'paid');
    await expect(result).toContainText('Platba proběhla úspěšně');
    await expect(page.getByRole('button', { name: /Zaplatit kartou|Zkusit zaplatit znovu/ })).toHaveCount(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'paid result on a phone');
  });
});

test.describe('payment result', () => {
  test('a declined payment is explained; trying again and paying makes it paid', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, 1);
    await page.goto(`/registration/${order.registrationGuid}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace čeká na zaplacení');
    await expect(page.getByTestId('variable-symbol')).toHaveText(order.variableSymbol);
    await expectAccessible(page, 'card order waiting for payment');
    await page.getByRole('button', { name: 'Zaplatit kartou' }).click();

    await gateway(page, 'gp-decline');
    await expect(page).toHaveURL(new RegExp(`/registration/${order.registrationGuid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace čeká na zaplacení');
    const result = page.getByTestId('card-result');
    await expect(result).toHaveAttribute('data-outcome', 'declined');
    await expect(result).toContainText('Platba byla zamítnuta');
    await expect(result).toContainText('PRCODE 30, SRCODE 1002');
    await expectAccessible(page, 'declined card payment');

    await page.getByRole('button', { name: 'Zkusit zaplatit znovu' }).click();
    await gateway(page, 'gp-pay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace je zaplacena');
    await expect(page.getByTestId('card-result')).toHaveAttribute('data-outcome', 'paid');
  });

  test('a payment cancelled on the gateway says so and offers another try (in English)', async ({
    page,
    request,
    baseURL,
  }) => {
    await useLanguage(page, 'en', baseURL);
    const order = await placeOrder(request, 1);
    await page.goto(`/registration/${order.registrationGuid}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The registration is waiting for payment',
    );
    await page.getByRole('button', { name: 'Pay by card' }).click();
    await gateway(page, 'gp-cancel');
    const result = page.getByTestId('card-result');
    await expect(result).toHaveAttribute('data-outcome', 'cancelled');
    await expect(result).toContainText('Payment cancelled');
    await expect(page.getByRole('button', { name: 'Try to pay again' })).toBeVisible();
  });

  test('an unknown registration is not found, in Czech and English', async ({ page, baseURL }) => {
    await page.goto('/registration/00000000-0000-4000-8000-000000000000');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace nebyla nalezena.');
    await expectAccessible(page, 'registration not found');
    await useLanguage(page, 'en', baseURL);
    await page.goto('/registration-direct-payment/00000000-0000-4000-8000-000000000000');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The registration was not found.');
  });
});

test.describe('direct payment', () => {
  test('a card order goes straight to the gateway; once paid the page says it is paid already', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, 1);
    await page.goto(`/registration-direct-payment/${order.registrationGuid}`);
    await gateway(page, 'gp-pay');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace je zaplacena');

    await page.goto(`/registration-direct-payment/${order.registrationGuid}`);
    await waitForApp(page);
    await expect(page.getByTestId('direct-state')).toHaveText('Registrace již byla zaplacena.');
    await expectAccessible(page, 'direct payment of a paid order');
  });

  test('a bank-transfer order shows its payment data and QR code', async ({ page, request }) => {
    const order = await placeOrder(request, 2);
    await page.goto(`/registration-direct-payment/${order.registrationGuid}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platba registrace');
    const bank = page.getByTestId('bank-transfer');
    await expect(bank.getByRole('img', { name: /QR kód pro platbu/ })).toBeVisible();
    await expect(bank.getByTestId('bank-variableSymbol')).toContainText(order.variableSymbol);
    await expect(bank.getByTestId('bank-amount')).toContainText('350');
    await expectAccessible(page, 'direct payment of a bank-transfer order');
  });
});
