import { DEMO } from '../../scripts/local/seed-data';
import { eventPath, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

const HOME_LINK = 'Registrace na závody – úvodní stránka';

test.describe('home: series and events', () => {
  test('lists the homepage events with dates, location and registration state, and the series', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);

    const events = page.getByRole('region', { name: 'Nejbližší závody' });
    const cards = events.getByTestId('event-card');
    await expect(cards).toHaveCount(4);

    const spring = cards.filter({ hasText: 'Desítka Stromovka' });
    await expect(spring).toContainText('Pražský běžecký pohár 2027');
    await expect(spring).toContainText('Praha 7, Stromovka');
    await expect(spring).toContainText(/\d{1,2}\. \d{1,2}\. \d{4}/);
    await expect(spring).toContainText('Registrace otevřena');
    await expect(spring).toContainText(/Registrace do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}/);
    await expect(spring.getByRole('link', { name: 'Desítka Stromovka' })).toHaveAttribute(
      'href',
      eventPath(DEMO.eventSpring),
    );
    await expect(cards.filter({ hasText: 'Půlmaraton Troja' })).toContainText('Registrace uzavřena');
    await expect(cards.filter({ hasText: 'Noční běh Letná' })).toContainText('Kapacita naplněna');
    await expect(events).toContainText('Zobrazeno 4 z 4');

    const series = page.getByRole('region', { name: 'Seriály závodů' }).getByTestId('series-card');
    await expect(series).toHaveCount(2);
    await expect(series.filter({ hasText: 'Trail Tour Beskydy' })).toContainText('Horské běhy v Beskydech.');
    await expect(
      series.filter({ hasText: 'Trail Tour Beskydy' }).getByRole('link', { name: /Web seriálu Trail Tour/ }),
    ).toHaveAttribute('target', '_blank');

    await expectAccessible(page, 'home with events');
  });

  test('an event card leads to the event page', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Lysá hora Trail' }).click();
    await expect(page).toHaveURL(new RegExp(`${eventPath(DEMO.eventTrail)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lysá hora Trail');
    await expect(page).toHaveTitle('Lysá hora Trail | Registrace na závody');
  });

  test('shows an error with a retry button when the events cannot be loaded', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/series/events?**', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'common.internal', message: 'Interní chyba serveru.' }),
          })
        : route.fallback(),
    );
    // The home page's HTML carries its first lists (issue 29), so a visit straight to it shows them
    // whatever the live call answers; coming from another page, the lists come from the call alone.
    await page.goto('/business-conditions');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: HOME_LINK }).click();
    const events = page.getByRole('region', { name: 'Nejbližší závody' });
    await expect(events.getByRole('alert')).toContainText('Závody se nepodařilo načíst.');
    await expect(events.getByRole('alert')).toContainText('Interní chyba serveru.');
    await expectAccessible(page, 'home with a failed list');
    fail = false;
    await events.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(events.getByTestId('event-card')).toHaveCount(4);
  });

  test('shows the empty state when no event is on the homepage', async ({ page }) => {
    await page.route('**/api/v1/series/events?**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ page: 0, maxPage: 0, total: 0, rows: [] }),
      }),
    );
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Nejbližší závody' })).toContainText(
      'Momentálně nejsou vypsané žádné závody.',
    );
    await expectAccessible(page, 'home without events');
  });

  test('"show more" loads the next page of events', async ({ page }) => {
    const event = (n: number) => ({
      guid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      seriesGuid: DEMO.seriesCup,
      seriesName: 'Pražský běžecký pohár 2027',
      name: `Testovací běh ${n}`,
      anotation: '',
      location: 'Praha',
      dateFrom: '2027-05-01T08:00:00.000Z',
      dateTo: '2027-05-01T12:00:00.000Z',
      logoUrl: null,
      currencies: ['CZK'],
      registrationFrom: '2027-01-01T08:00:00.000Z',
      registrationTo: '2027-04-28T08:00:00.000Z',
      availability: 'notOpenYet',
    });
    const skips: number[] = [];
    await page.route('**/api/v1/series/events?**', (route) => {
      const url = new URL(route.request().url());
      const take = Number(url.searchParams.get('take'));
      const skip = Number(url.searchParams.get('skip'));
      skips.push(skip);
      const total = take + 2;
      const rows = Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) =>
        event(skip + i + 1),
      );
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ page: skip / take, maxPage: 1, total, rows }),
      });
    });
    await page.goto('/');
    await waitForApp(page);
    const events = page.getByRole('region', { name: 'Nejbližší závody' });
    const cards = events.getByTestId('event-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText('Registrace zatím neotevřena');
    await expect(cards.first()).toContainText(/Registrace od 1\. 1\. 2027 09:00/);
    await events.getByRole('button', { name: 'Zobrazit další závody' }).click();
    await expect(cards).toHaveCount(14);
    await expect(events).toContainText('Zobrazeno 14 z 14');
    await expect(events.getByRole('button', { name: 'Zobrazit další závody' })).toHaveCount(0);
    expect(skips).toEqual([0, 12]);
    await expectAccessible(page, 'home after "show more"');
  });

  test('in English', async ({ page, baseURL }) => {
    await useLanguage(page, 'en', baseURL);
    await page.goto('/');
    await waitForApp(page);
    const events = page.getByRole('region', { name: 'Upcoming races' });
    const cards = events.getByTestId('event-card');
    await expect(cards.filter({ hasText: 'Desítka Stromovka' })).toContainText('Registration open');
    await expect(cards.filter({ hasText: 'Desítka Stromovka' })).toContainText(/Registration until \d/);
    await expect(cards.filter({ hasText: 'Půlmaraton Troja' })).toContainText('Registration closed');
    await expect(cards.filter({ hasText: 'Noční běh Letná' })).toContainText('Sold out');
    await expect(page.getByRole('region', { name: 'Race series' }).getByTestId('series-card')).toHaveCount(2);
    await expectAccessible(page, 'home in English');
  });
});
