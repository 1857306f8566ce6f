import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import {
  API_HEADERS,
  eventPath,
  expect,
  expectAccessible,
  startListPath,
  test,
  useLanguage,
  waitForApp,
} from './fixtures';

/** Runners the server lists for a subevent (the demo's 10 km has 72). */
async function apiTotal(
  request: APIRequestContext,
  subEventGuid: string,
  searchText?: string,
): Promise<number> {
  const query = new URLSearchParams({ take: '1', ...(searchText ? { searchText } : {}) });
  const answer = await request.get(`/api/v1/series/subevents/${subEventGuid}/startlist?${query}`, {
    headers: API_HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { total: number }).total;
}

const rows = (page: Page) =>
  page
    .getByRole('region', { name: /^10 km – / })
    .getByRole('table')
    .locator('tbody tr');

test.describe('start list', () => {
  test('10 km: title, total, paging by 30, accessible table', async ({ page, request }) => {
    const total = await apiTotal(request, DEMO.sub10k);
    expect(total).toBeGreaterThanOrEqual(72);
    const pages = Math.ceil(total / 30);

    await page.goto(startListPath(DEMO.sub10k));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startovní listina – 10 km');
    await expect(page).toHaveTitle('Startovní listina – 10 km | Registrace na závody');
    await expect(page.getByTestId('start-list-total')).toHaveText(`Přihlášených závodníků: ${total}`);
    await expect(rows(page)).toHaveCount(30);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'St. č.' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Zpět na závod' })).toHaveAttribute(
      'href',
      eventPath(DEMO.eventSpring),
    );
    await expectAccessible(page, 'start list');

    const pager = page.getByRole('navigation', { name: 'Stránkování startovní listiny' });
    await expect(pager).toContainText(`Strana 1 z ${pages}`);
    await expect(pager.getByRole('button', { name: 'Předchozí strana' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Další strana' }).click();
    await expect(pager).toContainText(`Strana 2 z ${pages}`);
    await expect(page).toHaveURL(/[?&]page=2/);
    for (let p = 3; p <= pages; p += 1) await pager.getByRole('button', { name: 'Další strana' }).click();
    await expect(pager).toContainText(`Strana ${pages} z ${pages}`);
    // Other journeys may register for the 10 km meanwhile (they run in parallel): the last page
    // holds what was left at the start, plus at most those newcomers.
    await expect(rows(page).first()).toBeVisible();
    const lastPage = await rows(page).count();
    expect(lastPage).toBeGreaterThanOrEqual(total - (pages - 1) * 30);
    expect(lastPage).toBeLessThanOrEqual(
      Math.min(30, (await apiTotal(request, DEMO.sub10k)) - (pages - 1) * 30),
    );
    await expect(pager.getByRole('button', { name: 'Další strana' })).toBeDisabled();
  });

  test('search is debounced and accent-insensitive, sorting reorders', async ({ page, request }) => {
    const expected = await apiTotal(request, DEMO.sub10k, 'novakova');
    expect(expected).toBeGreaterThan(0);
    await page.goto(startListPath(DEMO.sub10k));
    await waitForApp(page);

    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/startlist')) calls.push(new URL(r.url()).searchParams.get('searchText') ?? '');
    });
    await page
      .getByRole('searchbox', { name: 'Hledat závodníka' })
      .pressSequentially('novakova', { delay: 30 });
    await expect(page.getByTestId('start-list-total')).toHaveText(`Nalezených závodníků: ${expected}`);
    // One call for the whole word, not one per keystroke.
    expect(calls.filter((c) => c.length > 0 && c !== 'novakova')).toEqual([]);
    const names = await rows(page).locator('th').allTextContents();
    expect(names.length).toBe(Math.min(expected, 30));
    for (const name of names) expect(name).toMatch(/Nováková/);
    await expect(page).toHaveURL(/[?&]q=novakova/);

    await page.getByRole('combobox', { name: 'Řadit podle' }).selectOption({ label: 'Příjmení' });
    await expect(page.getByRole('columnheader', { name: 'Jméno' })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByRole('button', { name: 'Sestupně' }).click();
    await expect(page.getByRole('button', { name: 'Sestupně' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('columnheader', { name: 'Jméno' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.getByRole('searchbox', { name: 'Hledat závodníka' }).fill('zzzz-nikdo');
    await expect(page.getByRole('main')).toContainText('Hledání neodpovídá žádný závodník.');
    await expectAccessible(page, 'start list without matches');
  });

  test('a relay lacking racers is warned about', async ({ page }) => {
    await page.goto(startListPath(DEMO.subRelay));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Startovní listina – Štafeta 4 × 2,5 km',
    );
    const warning = page.getByTestId('relay-warnings');
    await expect(warning).toContainText('Některým štafetám chybí závodníci');
    await expect(warning).toContainText('Želvy z Troji: přihlášeno 3 z požadovaných 4 závodníků');
    await expect(page.getByRole('columnheader', { name: 'Tým' })).toBeVisible();
    await expectAccessible(page, 'relay start list');
  });

  test('a team race lists the teams that still have open places', async ({ page }) => {
    await page.goto(startListPath(DEMO.subTeam));
    await waitForApp(page);
    const open = page.getByTestId('open-teams');
    await expect(open).toContainText('Týmy s volnými místy');
    await expect(open).toContainText('Kancl Runners: 2 volná místa (3 z 5)');
    await expect(open).toContainText('Účetní na trati: 1 volné místo (4 z 5)');
    await expectAccessible(page, 'team start list with open places');
  });

  test('not yet open and closed start lists say so', async ({ page }) => {
    await page.goto(startListPath(DEMO.subKids));
    await waitForApp(page);
    await expect(page.getByTestId('start-list-state')).toHaveText(
      /^Startovní listina bude zveřejněna \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\.$/,
    );
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page, 'start list not open yet');

    await page.goto(startListPath(DEMO.subHalf));
    await waitForApp(page);
    await expect(page.getByTestId('start-list-state')).toHaveText(
      /^Startovní listina byla uzavřena \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\.$/,
    );
  });

  test('is reached from the event page', async ({ page }) => {
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    await page.getByRole('link', { name: 'Startovní listina – Štafeta 4 × 2,5 km' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Startovní listina – Štafeta 4 × 2,5 km',
    );
  });

  test('an unknown subevent shows a not-found state', async ({ page }) => {
    await page.goto(startListPath('00000000-0000-5000-8000-000000000000'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Startovní listina nenalezena');
    await expect(page.getByTestId('server-message')).toHaveText('Podzávod nebyl nalezen.');
    await expectAccessible(page, 'start list not found');
  });

  test('in English', async ({ page, baseURL }) => {
    await useLanguage(page, 'en', baseURL);
    await page.goto(startListPath(DEMO.sub10k));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start list – 10 km');
    await expect(page.getByTestId('start-list-total')).toHaveText(/^Registered racers: \d+$/);
    await page
      .getByRole('navigation', { name: 'Start list pages' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Start list pages' })).toContainText('Page 2 of');
    await page.getByRole('searchbox', { name: 'Search for a racer' }).fill('novak');
    await expect(page.getByTestId('start-list-total')).toHaveText(/^Racers found: \d+$/);
    await expectAccessible(page, 'start list in English');

    await page.goto(startListPath(DEMO.subRelay));
    await waitForApp(page);
    await expect(page.getByTestId('relay-warnings')).toContainText(
      'Želvy z Troji: 3 of the required 4 racers registered',
    );
    await page.goto(startListPath(DEMO.subTeam));
    await waitForApp(page);
    await expect(page.getByTestId('open-teams')).toContainText('Kancl Runners: 2 open places (3 of 5)');
  });
});
