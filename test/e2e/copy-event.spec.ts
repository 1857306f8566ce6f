import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signInDemoAdmin } from './back-office-support';
import { demoAdmin } from './account-support';
import { API_HEADERS, eventPath, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Copy an event to next season (issue 12, "copy-to-next-season produces a working event"): last
 * season's event of a series of its own (made through the API, never on the homepage: other
 * journeys count the homepage's cards) is copied by an admin from the events tab with the dates
 * moved by 364 days; its race's registration, a year later, is open now, so a visitor opens the
 * copy's page by its address and adds the race to the cart. Everything made is deleted afterwards.
 */

const DAY = 24 * 60 * 60 * 1000;
const tag = randomUUID().slice(0, 6);
const names = {
  series: `Kopie sezóny ${tag}`,
  event: `Jarní běh ${tag}`,
  copy: `Jarní běh příští rok ${tag}`,
};
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const dateOnly = (days: number) => at(days).slice(0, 10);

/** `D. M. YYYY` of an instant in Prague, as the back office shows dates. */
function pragueDay(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${Number(p.day)}. ${Number(p.month)}. ${p.year}`;
}

let api: APIRequestContext;
let token = '';
let seriesGuid = '';
const eventGuids: string[] = [];

async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
  const res = await api.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

// Last season: the event ran 274 days ago, its registration closed 300 days ago. Moved by 364
// days, the copy runs in 90 days and its registration (from 6 days ago to 64 days ahead) is open.
const source = {
  eventFrom: at(-274),
  eventTo: at(-274 + 0.25),
  registrationFrom: at(-370),
  registrationTo: at(-300),
};

test.beforeAll(async ({ playwright }, testInfo) => {
  api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = demoAdmin();
  const auth = await api.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password, remember: false },
  });
  expect(auth.status()).toBe(200);
  token = ((await auth.json()) as { accessToken: string }).accessToken;
  const series = await call<{ guid: string }>('POST', 'admin/series', {
    name: names.series,
    dateFrom: dateOnly(-400),
    dateTo: dateOnly(200),
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
  seriesGuid = series.guid;
  const event = await call<{ guid: string }>('POST', 'admin/series/events', {
    seriesGuid,
    name: names.event,
    anotation: '',
    description: '',
    location: 'Praha',
    url: '',
    dateFrom: source.eventFrom,
    dateTo: source.eventTo,
    lattitude: null,
    longitude: null,
    capacity: 0,
    allowOnHomepage: false,
    daysTillExpiration: null,
    termsAndConditionsId: '',
    currencies: ['CZK'],
  });
  eventGuids.push(event.guid);
  const race = await call<{ guid: string }>('POST', 'admin/series/sub-events', {
    eventGuid: event.guid,
    name: '10 km',
    anotation: '',
    description: '',
    location: 'Stromovka',
    url: '',
    dateFrom: source.eventFrom,
    dateTo: source.eventTo,
    lattitude: null,
    longitude: null,
    capacity: 100,
    daysTillExpiration: null,
    registrationFrom: source.registrationFrom,
    registrationTo: source.registrationTo,
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
  await call('POST', 'admin/series/categories', {
    name: 'Muži',
    minAge: 18,
    maxAge: 99,
    gender: null,
    prices: { CZK: 45000 },
    teamPricing: false,
    capacity: 0,
    validateAgeToSubEventYear: true,
    seriesEventSubEventId: race.guid,
  });
});

test.afterAll(async () => {
  // Through the product's own deletes: races (with their categories), events, the series.
  for (const guid of eventGuids) {
    const races = await call<Array<{ guid: string }>>('GET', `admin/series/events/${guid}/sub-events`);
    for (const race of races) await call('DELETE', `admin/series/sub-events/${race.guid}`);
    await call('DELETE', `admin/series/events/${guid}`);
  }
  if (seriesGuid) await call('DELETE', `admin/series/${seriesGuid}`);
  await api.dispose();
});

test('an admin copies an event to next season and a visitor adds its race to the cart', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInDemoAdmin(page);
  await useLanguage(page, 'cs', baseURL);
  await page.goto(`/admin/series/${seriesGuid}/events`);
  await waitForApp(page);
  await page.getByRole('link', { name: `Kopírovat akci ${names.event} do další sezóny` }).click();

  const copiedFrom = pragueDay(at(-274 + 364));
  const form = page.getByRole('form', { name: 'Kopie akce' });
  await expect(form.getByRole('spinbutton', { name: 'Posunout data o dní' })).toHaveValue('364');
  await expect(form).toContainText(`Kopie proběhne ${copiedFrom}`);
  await form.getByRole('textbox', { name: 'Název kopie' }).fill(names.copy);
  await expectAccessible(page, 'copy event form');
  await form.getByRole('button', { name: 'Kopírovat akci' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Kopírovat akci' }).click();
  await expect(page.getByText(`Akce byla zkopírována jako ${names.copy}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const copyGuid = page.url().split('/').pop() as string;
  eventGuids.push(copyGuid);

  // The events tab lists both seasons, the copy a year later.
  await page.getByRole('link', { name: 'Zpět na akce' }).click();
  const copyRow = page.getByRole('row', { name: new RegExp(names.copy) });
  await expect(copyRow).toContainText(copiedFrom);
  await expect(page.getByRole('row', { name: new RegExp(`${names.event}(?! příští)`) })).toContainText(
    pragueDay(source.eventFrom),
  );
  await expectAccessible(page, 'events tab with the copy');

  // A visitor (another browser, in English) opens the copy's page by its address: the race,
  // its registration a year later than last season's, takes registrations now.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await useLanguage(visitor, 'en', baseURL);
  await visitor.goto(eventPath(copyGuid));
  await waitForApp(visitor);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(names.copy);
  const race = visitor.getByRole('main').getByRole('region', { name: '10 km', exact: true });
  await expect(race).toContainText('Registration open');
  await race.getByRole('button', { name: 'Add to cart – 10 km' }).click();
  await expect(visitor.getByText('The item was added to the cart.').first()).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveAccessibleName(
    'Cart (1 item)',
  );
  await expectAccessible(visitor, 'copied event page with the race in the cart');
  await visitorContext.close();
});
