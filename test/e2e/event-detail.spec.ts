import type { Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import {
  eventPath,
  expect,
  expectAccessible,
  startListPath,
  test,
  useLanguage,
  waitForApp,
} from './fixtures';

const race = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

test.describe('event detail', () => {
  test('shows the event, its races with capacity, prices, messages and the start-list links', async ({
    page,
  }) => {
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desítka Stromovka');
    await expect(page).toHaveTitle('Desítka Stromovka | Registrace na závody');
    const main = page.getByRole('main');
    await expect(main).toContainText('Pražský běžecký pohár 2027');
    await expect(main).toContainText('Praha 7, Stromovka');
    await expect(main.getByRole('link', { name: /Zobrazit na mapě/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=50\.1055&mlon=14\.4218/,
    );
    // The server-sanitised event-page template and the description.
    await expect(main.getByRole('heading', { name: 'Proč běžet Desítku Stromovka' })).toBeVisible();
    await expect(main).toContainText('Start a cíl u Planetária.');

    const tenK = race(page, '10 km');
    await expect(tenK.getByTestId('window-message')).toHaveText(
      /^Registrace je otevřena do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\.$/,
    );
    await expect(tenK).toContainText(/Kapacita: volná místa \d+ z 600/);
    // A range: the cheapest category up to the wave with its own price.
    await expect(tenK.getByTestId('subevent-price')).toHaveText(/^\d[\d\s]*\sKč – \d[\d\s]*\sKč$/);
    await expect(tenK).toContainText('Dva okruhy parkem, občerstvení na 5. km.');
    await expect(tenK.getByRole('radio', { name: /^Junioři/ })).toHaveAccessibleDescription(/vyprodáno/);
    await expect(tenK.getByRole('radio', { name: /^Muži/ })).toHaveAccessibleDescription(/muži · od 18 let/);
    await expect(tenK.getByRole('radio', { name: /^Vlna B/ })).toHaveAccessibleDescription(
      /vlastní startovné.*vyprodáno/,
    );
    await expect(tenK.getByRole('link', { name: 'Startovní listina – 10 km' })).toHaveAttribute(
      'href',
      startListPath(DEMO.sub10k),
    );
    await expect(race(page, '5 km')).toContainText('Kapacita: bez omezení');
    await expect(race(page, 'Štafeta 4 × 2,5 km')).toContainText('Štafeta · 4 členové');

    await expectAccessible(page, 'event detail');
  });

  test('a sold-out category (Junioři) and the sold-out wave B cannot be added', async ({ page }) => {
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    const tenK = race(page, '10 km');
    const add = tenK.getByRole('button', { name: 'Přidat do košíku – 10 km' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Vyberte kategorii.');

    await tenK.getByRole('radio', { name: /^Junioři/ }).check();
    await tenK.getByRole('radio', { name: /^Vlna A/ }).check();
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Vybraná kategorie (Junioři) je vyprodaná.');

    await tenK.getByRole('radio', { name: /^Muži/ }).check();
    await tenK.getByRole('radio', { name: /^Vlna B/ }).check();
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(
      'Vybraná startovní vlna (Vlna B – 9:30 (elitní)) je vyprodaná.',
    );

    await tenK.getByRole('radio', { name: /^Vlna A/ }).check();
    await expect(add).toBeEnabled();
    // The form's priced extras (T-shirt, breakfast, parking) make the price a range.
    await expect(tenK.getByTestId('selection-price')).toHaveText(/^Cena: \d[\d\s]*\sKč – \d[\d\s]*\sKč$/);
    await expect(tenK.getByTestId('selection-price-extras')).toBeVisible();
    await expectAccessible(page, 'event detail with a choice');
  });

  test('closed and not-yet-open registration windows show their messages', async ({ page }) => {
    await page.goto(eventPath(DEMO.eventAutumn));
    await waitForApp(page);
    const half = race(page, 'Půlmaraton 21,1 km');
    await expect(half.getByTestId('window-message')).toHaveText(
      /^Registrace byla uzavřena \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\.$/,
    );
    await expect(half).toContainText('Registrace uzavřena');
    await expect(half.getByRole('button', { name: /^Přidat do košíku/ })).toBeDisabled();
    await expectAccessible(page, 'event with closed registration');

    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    const kids = race(page, 'Dětský běh 1 km');
    await expect(kids.getByTestId('window-message')).toHaveText(
      /^Registrace bude otevřena \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\.$/,
    );
    await expect(kids).toContainText('Registrace zatím neotevřena');
    await expect(kids.getByRole('button', { name: /^Přidat do košíku/ })).toBeDisabled();

    await page.goto(eventPath(DEMO.eventNight));
    await waitForApp(page);
    await expect(race(page, 'Noční 7 km').getByTestId('window-message')).toHaveText(
      'Kapacita závodu je naplněna.',
    );
  });

  test('an unknown event shows a not-found state with the server message', async ({ page }) => {
    await page.goto(eventPath('00000000-0000-5000-8000-000000000000'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Závod nenalezen');
    await expect(page.getByTestId('server-message')).toHaveText('Závod nebyl nalezen.');
    await expectAccessible(page, 'event not found');
    await page.getByRole('main').getByRole('link', { name: 'Zpět na úvodní stránku' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the series' stylings colour the top bar and the page while on its pages", async ({ page }) => {
    await page.goto(eventPath(DEMO.eventTrail));
    await waitForApp(page);
    const banner = page.getByRole('banner');
    await expect(banner).toHaveCSS('background-color', 'rgb(31, 77, 43)');
    await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.locator('[data-series-styled="root"]')).toHaveCSS(
      'background-color',
      'rgb(243, 246, 241)',
    );
    expect(
      await page.evaluate<string>("document.documentElement.style.getPropertyValue('--series-navbar-bg')"),
    ).toBe('rgb(31, 77, 43)');
    await expectAccessible(page, 'event with series stylings');

    await banner.getByRole('link', { name: 'Registrace na závody – úvodní stránka' }).click();
    await waitForApp(page);
    await expect(banner).not.toHaveCSS('background-color', 'rgb(31, 77, 43)');
    expect(
      await page.evaluate<string>("document.documentElement.style.getPropertyValue('--series-navbar-bg')"),
    ).toBe('');
  });

  test('in English', async ({ page, baseURL }) => {
    await useLanguage(page, 'en', baseURL);
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    const tenK = race(page, '10 km');
    await expect(tenK.getByTestId('window-message')).toHaveText(/^Registration is open until \d/);
    await tenK.getByRole('radio', { name: /^Junioři/ }).check();
    await expect(tenK.getByRole('button', { name: 'Add to cart – 10 km' })).toHaveAccessibleDescription(
      'The chosen category (Junioři) is sold out.',
    );
    await expect(race(page, 'Dětský běh 1 km').getByTestId('window-message')).toHaveText(
      /^Registration opens \d/,
    );
    await expectAccessible(page, 'event detail in English');

    await page.goto(eventPath(DEMO.eventAutumn));
    await waitForApp(page);
    await expect(race(page, 'Půlmaraton 21,1 km').getByTestId('window-message')).toHaveText(
      /^Registration closed \d/,
    );
  });
});
