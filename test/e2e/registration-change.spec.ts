import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { activeAccount, PASSWORD } from './account-support';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Registration changes (spec §3 Subevent allowRegistrationValueChange, registrationValueChangePrice):
 * an admin lets the runners of a race change their club (Czech), a runner changes it in My
 * registrations (English); then the change costs 50 Kč and the runner pays it at the card gateway
 * first: a declined payment changes nothing, a paid one applies the change.
 */
async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

test('an admin offers a value for change and a runner changes it in My registrations', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await signInDemoAdmin(page);
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const year = new Date().getUTCFullYear() + 1;
  const tag = randomUUID().slice(0, 6);
  const post = async <T>(path: string, data: unknown, h = headers) => {
    const res = await page.request.post(`/api/v1/${path}`, { headers: h, data });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  };
  const series = await post<{ guid: string }>('admin/series', {
    name: `Změny ${tag}`,
    dateFrom: `${year}-05-01`,
    dateTo: `${year}-09-30`,
    organizerId: '',
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
  });
  const event = await post<{ guid: string }>('admin/series/events', {
    seriesGuid: series.guid,
    name: `Běh se změnami ${tag}`,
    anotation: '',
    description: '',
    location: 'Praha',
    url: '',
    dateFrom: `${year}-05-01T07:00:00.000Z`,
    dateTo: `${year}-05-01T13:00:00.000Z`,
    lattitude: null,
    longitude: null,
    capacity: 0,
    allowOnHomepage: false,
    daysTillExpiration: null,
    termsAndConditionsId: '',
    currencies: ['CZK'],
  });
  const race = await post<{ guid: string }>('admin/series/sub-events', {
    eventGuid: event.guid,
    name: '10 km',
    anotation: '',
    description: '',
    location: '',
    url: '',
    dateFrom: `${year}-05-01T08:00:00.000Z`,
    dateTo: `${year}-05-01T11:00:00.000Z`,
    lattitude: null,
    longitude: null,
    capacity: 0,
    daysTillExpiration: null,
    registrationFrom: `${year - 2}-01-01T00:00:00.000Z`,
    registrationTo: `${year}-04-28T22:00:00.000Z`,
    startListFrom: null,
    startListTo: null,
    type: 1,
    membersFrom: null,
    membersTo: null,
    allowIndividuals: true,
    teamPricing: false,
    relayChangesFrom: null,
    relayChangesTo: null,
    forbidBankTransferFrom: null,
    allowRegistrationValueChange: false,
    registrationValueChangePrice: null,
  });
  const category = await post<{ guid: string }>('admin/series/categories', {
    seriesEventSubEventId: race.guid,
    name: 'Open',
    minAge: null,
    maxAge: null,
    gender: null,
    prices: { CZK: 30000 },
    teamPricing: false,
    capacity: 0,
    validateAgeToSubEventYear: false,
  });
  const card = await post<{ guid: string; values: Array<{ guid: string; name: string }> }>(
    'admin/series/cards',
    {
      eventGuid: event.guid,
      name: 'Přihláška',
      type: 1,
      values: [
        { name: 'firstName', label: 'Jméno', type: 1, required: true, predefinedTemplate: 'firstName' },
        { name: 'lastName', label: 'Příjmení', type: 1, required: true, predefinedTemplate: 'lastName' },
        {
          name: 'birthDate',
          label: 'Datum narození',
          type: 3,
          required: true,
          predefinedTemplate: 'birthDate',
        },
        { name: 'team', label: 'Klub', type: 1 },
      ],
    },
  );

  // The runner's registration, placed while signed in.
  const email = await activeAccount(page.request, 'Rita', 'Měnitelná', 'en');
  const signedIn = await page.request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: email, password: PASSWORD, remember: true },
  });
  const runnerToken = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const value = (name: string) => card.values.find((v) => v.name === name)?.guid as string;
  const order = await post<{ registrationGuid: string }>(
    'checkout/register',
    {
      idempotencyKey: randomUUID(),
      currency: 'CZK',
      language: 'en',
      registrator: { firstName: 'Rita', lastName: 'Měnitelná', email, birthDate: '1991-06-02', gender: 2 },
      paymentMethod: 1,
      discounts: [],
      items: [
        {
          seriesEventGuid: event.guid,
          subEventGuid: race.guid,
          categoryGuid: category.guid,
          waveGuid: null,
          termsAccepted: true,
          cards: [
            {
              cardGuid: card.guid,
              values: {
                [value('firstName')]: 'Rita',
                [value('lastName')]: 'Měnitelná',
                [value('birthDate')]: '1991-06-02',
                [value('team')]: 'SK Praha',
              },
            },
          ],
        },
      ],
      termsAccepted: true,
      personalDataConsent: true,
    },
    { ...API_HEADERS, authorization: `Bearer ${runnerToken}` },
  );

  // The admin, in Czech: the race's panel offers the club for change.
  await page.goto(`/admin/series/${series.guid}/races/${race.guid}`);
  await waitForApp(page);
  const panel = page.getByRole('form', { name: 'Nastavení změn registrace' });
  await tick(panel.getByRole('checkbox', { name: 'Registrovaní mohou změnit vybrané hodnoty' }));
  await tick(panel.getByRole('checkbox', { name: /^Klub/ }));
  await expectAccessible(page, 'race registration-change panel');
  await panel.getByRole('button', { name: 'Uložit změny registrace' }).click();
  await expect(page.getByText('Nastavení změn registrace bylo uloženo.')).toBeVisible();

  // The runner, in English: My registrations → Change details.
  const runnerContext = await browser.newContext();
  const runner = await runnerContext.newPage();
  await useLanguage(runner, 'en', baseURL);
  await runner.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(runnerToken)});`);
  await runner.goto('/user/my-registrations');
  await waitForApp(runner);
  await runner.getByRole('button', { name: 'Change details' }).click();
  const form = runner.getByRole('form', { name: 'Change registration details' });
  const club = form.getByRole('textbox', { name: 'Klub' });
  await expect(club).toHaveValue('SK Praha');
  await club.fill('AC Praha');
  await expectAccessible(runner, 'registration details change');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('The changes were saved.');

  // The organiser prices the change; the registration is paid.
  const read = await page.request.get(`/api/v1/admin/series/sub-events/${race.guid}`, { headers });
  await post('admin/series/registration-change', {
    seriesEventSubEventId: race.guid,
    id: race.guid,
    allowRegistrationValueChange: true,
    registrationValueChangePrice: 5000,
    changeableValueNames: ['team'],
    version: ((await read.json()) as { version: number }).version,
  });
  await post(`admin/registrations/${order.registrationGuid}/paid`, {});

  // The runner pays first: declined → nothing changed; paid → changed.
  const payAndChange = async (clubName: string, button: 'gp-decline' | 'gp-pay') => {
    await runner.goto('/user/my-registrations');
    await waitForApp(runner);
    await runner.getByRole('button', { name: 'Change details' }).click();
    const priced = runner.getByRole('form', { name: 'Change registration details' });
    await expect(priced.getByText(/^Changing the details costs CZK\s?50\./)).toBeVisible();
    await priced.getByRole('textbox', { name: 'Klub' }).fill(clubName);
    await priced.getByRole('button', { name: 'Pay and change' }).click();
    await expect(runner).toHaveURL(/\/_gpwebpay/);
    await runner.getByTestId(button).click();
    await expect(runner).toHaveURL(/\/user\/my-registrations\?valueChange=/);
    return runner.getByRole('status').filter({ hasText: 'Paid change of details' });
  };
  const declined = await payAndChange('TJ Brno', 'gp-decline');
  await expect(declined).toContainText('The payment did not go through');
  const paid = await payAndChange('TJ Praha', 'gp-pay');
  await expect(paid).toContainText('went through and the details were changed: Klub: TJ Praha.');
  await expectAccessible(runner, 'paid registration change result');
  await runnerContext.close();

  // The admin's order detail: both payments of the change, and the paid fee in the history.
  await page.goto(`/admin/registrations/${order.registrationGuid}`);
  const payments = page.getByRole('region', { name: 'Platby za změny údajů' });
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(payments.getByRole('row').nth(1)).toContainText('Platba zamítnuta nebo zrušena');
  await expect(payments.getByRole('row').nth(2)).toContainText('Zaplaceno a provedeno');
  await expect(payments.getByRole('row').nth(2)).toContainText('Klub: TJ Praha');
  await expect(page.getByRole('region', { name: 'Historie' })).toContainText(
    /Poplatek za změnu údajů 50\s?Kč \(platba kartou \d+\)/,
  );
  await expectAccessible(page, 'order detail with value change payments');
});
