import type { Locator } from '@playwright/test';
import { activeAccount, PASSWORD } from './account-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';
import { buildEvent, registerThroughApi } from './self-service-support';

/**
 * Self-service race change with payment (issue 27 item 3): the organiser allows changes from the
 * 10 km to the half marathon for a fee in the race editor's panel (Czech); a runner with a paid
 * 10 km registration changes to the dearer half marathon in My registrations (English) and pays
 * the difference plus the fee at the local GP webpay simulator.
 */
async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

test('a runner changes to a dearer race in My registrations and pays the difference by card', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const built = await buildEvent(page, 'Změna závodu', [
    { name: '10 km', capacity: 10, price: 30000 },
    { name: 'Půlmaraton', capacity: 10, price: 50000 },
  ]);
  const [tenK, half] = built.races as [(typeof built.races)[0], (typeof built.races)[0]];

  // The runner's paid 10 km registration, placed while signed in.
  const email = await activeAccount(page.request, 'Radek', 'Přeběhlý', 'en');
  const signedIn = await page.request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: email, password: PASSWORD, remember: true },
  });
  const runnerToken = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const order = await registerThroughApi(
    built,
    tenK,
    { firstName: 'Radek', lastName: 'Přeběhlý', email },
    { ...API_HEADERS, authorization: `Bearer ${runnerToken}` },
  );
  await built.post(`admin/registrations/${order.registrationGuid}/paid`, {});

  // The organiser, in Czech: the 10 km's race-change panel allows the half marathon for 50 Kč.
  await page.goto(`/admin/series/${built.seriesGuid}/races/${tenK.guid}`);
  await waitForApp(page);
  const rules = page.getByRole('form', { name: 'Pravidla změny závodu' });
  await tick(rules.getByRole('checkbox', { name: 'Běžci mohou sami změnit závod, kategorii nebo vlnu' }));
  await rules.getByRole('button', { name: 'Uložit pravidla změny závodu' }).click();
  // Allowed without a target: the shared schema's message, nothing saved.
  await expect(rules).toContainText('Vyberte alespoň jeden závod, do kterého se lze přehlásit.');
  await tick(rules.getByRole('checkbox', { name: half.name }));
  await rules.getByRole('textbox', { name: /^Poplatek za změnu/ }).fill('50');
  await expectAccessible(page, 'race editor with the race change rules');
  await rules.getByRole('button', { name: 'Uložit pravidla změny závodu' }).click();
  await expect(page.getByText('Pravidla změny závodu jsou uložena.').first()).toBeVisible();

  // The runner, in English: My registrations → Change race → the half marathon, 200 + 50 to pay.
  const runnerContext = await browser.newContext();
  const runner = await runnerContext.newPage();
  await useLanguage(runner, 'en', baseURL);
  await runner.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(runnerToken)});`);
  await runner.goto('/user/my-registrations');
  await waitForApp(runner);
  await runner.getByRole('button', { name: 'Change race' }).click();
  const form = runner.getByRole('form', { name: 'Change of race, category or wave' });
  await expect(form.getByText(/^Fee for a change: CZK\s?50\./)).toBeVisible();
  const target = form.getByRole('radio', { name: /^Půlmaraton – Open · 10 places left · you pay CZK\s?250/ });
  await tick(target);
  await expectAccessible(runner, 'race change form in My registrations');
  await form.getByRole('button', { name: 'Pay and change' }).click();
  await expect(runner).toHaveURL(/\/_gpwebpay/, { timeout: 30_000 });
  await expect(runner.getByTestId('gp-amount')).toContainText('250');
  await runner.getByTestId('gp-pay').click();
  await expect(runner).toHaveURL(/\/user\/my-registrations/);
  const result = runner.getByRole('status').filter({ hasText: 'Race change' });
  await expect(result).toContainText(/Paid CZK\s?250; you are now in Půlmaraton/);
  await expectAccessible(runner, 'paid race change result');

  // The registration is now the half marathon's: the organiser's start list has the runner there.
  const list = await page.request.get(`/api/v1/admin/registrations/startlist/${half.guid}`, {
    headers: built.headers,
  });
  expect(list.status()).toBe(200);
  expect(JSON.stringify(await list.json())).toContain('Přeběhlý');
  await runnerContext.close();
});
