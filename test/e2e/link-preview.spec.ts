import { DEMO } from '../../scripts/local/seed-data';
import { eventPath, expect, test, waitForApp } from './fixtures';

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
