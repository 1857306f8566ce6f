import { DEMO } from '../../scripts/local/seed-data';
import type { Page } from '@playwright/test';
import { eventPath, expect, startListPath, test, waitForApp } from './fixtures';

/**
 * Issue 29: what a link preview (Facebook, WhatsApp, Slack: no JavaScript) and a search engine read
 * of an event page, and that the app still takes the page over, in the address's language.
 */
test.describe.configure({ timeout: 60_000 });

test('an event page without JavaScript names the event and carries its link preview and event data', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(eventPath(DEMO.eventSpring));
  await expect(page).toHaveTitle(/^Desítka Stromovka – \d{1,2}\. \d{1,2}\. \d{4} \| Registrace na závody$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Desítka Stromovka – /);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\//,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Praha 7, Stromovka/);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as {
    '@type'?: string;
    location?: { geo?: { latitude?: number } };
  };
  expect(data['@type']).toBe('SportsEvent');
  expect(data.location?.geo?.latitude).toBe(50.1055);
  // The body is there too, rendered by the app's own components: name, date, races and prices.
  await expect(page.getByRole('heading', { level: 1, name: 'Desítka Stromovka' })).toBeVisible();
  await expect(page.locator('main time').first()).toHaveText(/^\d{1,2}\. \d{1,2}\. \d{4}/);
  const race = page.getByRole('region', { name: '10 km', exact: true });
  await expect(race).toBeVisible();
  await expect(race.getByText(/\d\s*Kč/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: '5 km', exact: true })).toBeVisible();
  // Places left may have changed since the render: the page does not state them ("…"; the rendered
  // text only keeps its room for the live one, hidden).
  await expect(race.getByText('Kapacita: …')).toBeVisible();
  await expect(race.getByText(/^volná místa \d+ z \d+$/).first()).toBeHidden();

  // The English address has its own page: English head, lang="en".
  await page.goto(`${eventPath(DEMO.eventSpring)}?lang=en`);
  await expect(page).toHaveTitle(/^Desítka Stromovka – \d{1,2}\. \d{1,2}\. \d{4} \| Race registration$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await context.close();
});

test('the app takes the rendered page over, and ?lang=en opens it in English', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${eventPath(DEMO.eventSpring)}?lang=en`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Desítka Stromovka' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: '5 km', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Whether the page's heading is still the element the HTML parser made (see the init script). */
const headingKept = (page: Page) =>
  page.evaluate<boolean>(
    "window.parsedHeading?.isConnected === true && window.parsedHeading === document.querySelector('main h1')",
  );

/**
 * Scripts, preloads and calls that started before the page's first contentful paint: none on a
 * prerendered page, which paints from its HTML alone (the boot script starts the app after it).
 */
const loadedBeforePaint = (page: Page) =>
  page.evaluate<string[]>(
    `(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return ['no first-contentful-paint entry'];
      return performance.getEntriesByType('resource')
        .filter((r) => ['script', 'link', 'fetch', 'xmlhttprequest'].includes(r.initiatorType))
        .filter((r) => r.startTime < paint.startTime)
        .map((r) => r.name);
    })()`,
  );

test('the app hydrates the rendered home and event pages (the same elements, no hydration error), then shows live places left', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The heading the HTML parser inserts, before any script runs: hydration keeps that very element,
  // a failed hydration (or a second render) replaces it. (Script as text: these types have no DOM.)
  await page.addInitScript({
    content: `const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      window.parsedHeading = heading;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });`,
  });
  await page.goto('/');
  await waitForApp(page);
  // The lists are fetched live after hydration.
  await expect(page.getByRole('link', { name: /Desítka Stromovka/ }).first()).toBeVisible();
  expect(await headingKept(page)).toBe(true);
  expect(await loadedBeforePaint(page)).toEqual([]);

  await page.goto(eventPath(DEMO.eventSpring));
  await waitForApp(page);
  const race = page.getByRole('region', { name: '10 km', exact: true });
  // The live answer replaces what the render could not know.
  await expect(race.getByText(/^Kapacita: volná místa \d+ z \d+$/)).toBeVisible();
  await expect(race.getByText('Registrace otevřena')).toBeVisible();
  expect(await headingKept(page)).toBe(true);
  expect(await loadedBeforePaint(page)).toEqual([]);

  // A styled series' event page is in its colours from the HTML on: the top bar and the page's root
  // have the same colours before the app (held back here) and after it hydrated.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(eventPath(DEMO.eventTrail));
  const colours = () =>
    page.evaluate<string[]>(`(() => {
      const banner = getComputedStyle(document.querySelector('header'));
      const root = getComputedStyle(document.querySelector('[data-series-styled="root"]'));
      return [banner.backgroundColor, banner.color, root.backgroundColor];
    })()`);
  expect(await page.locator('html').getAttribute('data-app-ready')).toBeNull();
  const rendered = await colours();
  expect(rendered).toEqual(['rgb(31, 77, 43)', 'rgb(255, 255, 255)', 'rgb(243, 246, 241)']);
  releaseEntry();
  await waitForApp(page);
  expect(await colours()).toEqual(rendered);
  expect(await headingKept(page)).toBe(true);
  // React reports a hydration mismatch as a page error (the console is silent in production).
  expect(problems).toEqual([]);
});

test('start list and home pages without JavaScript list their runners and events; the app hydrates them', async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(startListPath(DEMO.sub10k));
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Startovní listina – 10 km');
  // The first page of the list, as the page shows it: 30 rows with names, clubs and categories.
  const table = plain.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(table.getByRole('rowheader').first()).toHaveText(/\p{L}+ \p{L}+/u);
  await expect(plain.getByRole('navigation', { name: 'Stránkování startovní listiny' })).toContainText(
    /Strana 1 z \d+/,
  );
  await plain.goto('/');
  await expect(plain.getByRole('link', { name: /Desítka Stromovka/ }).first()).toBeVisible();
  await context.close();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript({
    content: `const observer = new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (!heading) return;
      window.parsedHeading = heading;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });`,
  });
  await page.goto(startListPath(DEMO.sub10k));
  await waitForApp(page);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(30);
  expect(await headingKept(page)).toBe(true);
  // An address with a later page gets the same file: it hydrates, then shows its own page.
  await page.goto(`${startListPath(DEMO.sub10k)}?page=2`);
  await waitForApp(page);
  await expect(page.getByRole('navigation', { name: 'Stránkování startovní listiny' })).toContainText(
    /Strana 2 z \d+/,
  );
  expect(await headingKept(page)).toBe(true);
  // React reports a hydration mismatch as a page error (the console is silent in production).
  expect(problems).toEqual([]);
});

test('a choice clicked on the rendered event page before the app has hydrated is made once it has', async ({
  page,
}) => {
  // The app's entry is held back: the page is the server's HTML, painted but not yet listening.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(eventPath(DEMO.eventSpring));
  const race = page.getByRole('region', { name: '10 km', exact: true });
  const men = race.getByRole('radio', { name: /^Muži/ });
  const waveA = race.getByRole('radio', { name: /^Vlna A/ });
  await men.click();
  await race
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Vlna A/ }) })
    .click();
  // Held back, and the page says it is busy, while the app is not there.
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  expect(await page.locator('html').getAttribute('data-app-ready')).toBeNull();
  await expect(men).not.toBeChecked();
  await expect(waveA).not.toBeChecked();

  releaseEntry();
  await waitForApp(page);
  await expect(men).toBeChecked();
  await expect(waveA).toBeChecked();
  await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
  // The choice is the app's own: the add button takes it into the cart.
  await race.getByRole('button', { name: /– 10 km$/ }).click();
  await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
});
