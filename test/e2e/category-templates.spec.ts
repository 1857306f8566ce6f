import { randomUUID } from 'node:crypto';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, eventPath, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Category templates (spec §3 template types): an admin writes a category's text in the formatted
 * editor (bold from the keyboard), and a visitor choosing that category on the event page reads it.
 */
test('an admin formats a category template and a visitor reads it when choosing the category', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await signInDemoAdmin(page);
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const year = new Date().getUTCFullYear() + 1;
  const tag = randomUUID().slice(0, 6);
  const post = async <T>(path: string, data: unknown) =>
    (await (await page.request.post(`/api/v1/${path}`, { headers, data })).json()) as T;
  const series = await post<{ guid: string }>('admin/series', {
    name: `Šablony ${tag}`,
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
    name: `Běh se šablonou ${tag}`,
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
    location: 'Stromovka',
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
  const category = (name: string) =>
    post<{ guid: string }>('admin/series/categories', {
      seriesEventSubEventId: race.guid,
      name,
      minAge: null,
      maxAge: null,
      gender: null,
      prices: { CZK: 40000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
    });
  const women = await category('Ženy');
  const men = await category('Muži');

  try {
    await page.goto(`/admin/series/${series.guid}/templates?event=${event.guid}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Přidat šablonu' }).click();
    const form = page.getByRole('form', { name: 'Šablona' });
    await form.getByRole('combobox', { name: 'Typ' }).selectOption({ label: 'Kategorie' });
    await form.getByRole('combobox', { name: 'Popisuje' }).selectOption({ label: '10 km · Ženy' });
    const editor = form.getByRole('textbox', { name: 'Text šablony' });
    await editor.click();
    await page.keyboard.type('Ženy běží ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('dva okruhy');
    await expect(form.getByRole('button', { name: 'Tučně' })).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('strong')).toHaveText('dva okruhy');
    await expectAccessible(page, 'template form with the formatted editor');
    await form.getByRole('button', { name: 'Přidat šablonu' }).click();
    await expect(page.getByText('Kategorie · Ženy')).toBeVisible();

    // A visitor, in English: the text shows under the choice once that category is chosen.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await useLanguage(visitor, 'en', baseURL);
    await visitor.goto(eventPath(event.guid));
    await waitForApp(visitor);
    await expect(visitor.getByText('dva okruhy')).toHaveCount(0);
    await visitor.getByRole('radio', { name: /Ženy/ }).check();
    await expect(visitor.locator('strong', { hasText: 'dva okruhy' })).toBeVisible();
    await expectAccessible(visitor, 'event page with a category template');
    await visitor.getByRole('radio', { name: /Muži/ }).check();
    await expect(visitor.getByText('dva okruhy')).toHaveCount(0);
    await visitorContext.close();
  } finally {
    const templates = (await (
      await page.request.get(`/api/v1/admin/series/events/${event.guid}/templates`, { headers })
    ).json()) as Array<{ guid: string }>;
    for (const t of templates)
      await page.request.delete(`/api/v1/admin/series/templates/${t.guid}?eventGuid=${event.guid}`, {
        headers,
      });
    for (const c of [women, men])
      await page.request.delete(
        `/api/v1/admin/series/categories/${c.guid}?seriesEventSubEventId=${race.guid}`,
        { headers },
      );
    await page.request.delete(`/api/v1/admin/series/sub-events/${race.guid}`, { headers });
    await page.request.delete(`/api/v1/admin/series/events/${event.guid}`, { headers });
    await page.request.delete(`/api/v1/admin/series/${series.guid}`, { headers });
  }
});
