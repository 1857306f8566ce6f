import { randomUUID } from 'node:crypto';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, eventPath, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/** A 1×1 PNG: what an organiser uploads as the series logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Series documents (spec §2 admin series documents, §3 logo): an admin uploads the series logo in
 * the series editor (straight to storage, with its limits stated), and a visitor sees it on the
 * event page of the series.
 */
test('an admin uploads a series logo and a visitor sees it on the event page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await signInDemoAdmin(page);
  const headers = { ...API_HEADERS, authorization: `Bearer ${token}` };
  const year = new Date().getUTCFullYear() + 1;
  const tag = randomUUID().slice(0, 6);
  const series = (await (
    await page.request.post('/api/v1/admin/series', {
      headers,
      data: {
        name: `Logo série ${tag}`,
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
      },
    })
  ).json()) as { guid: string };
  const event = (await (
    await page.request.post('/api/v1/admin/series/events', {
      headers,
      data: {
        seriesGuid: series.guid,
        name: `Běh s logem ${tag}`,
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
      },
    })
  ).json()) as { guid: string };

  try {
    await page.goto(`/admin/series/${series.guid}/documents`);
    await waitForApp(page);
    const logo = page.getByRole('region', { name: 'Logo série' });
    await expect(logo.getByText('Série zatím nemá logo.')).toBeVisible();
    await expect(logo.getByText(/image\/png.*Nejvýše 2 MB/)).toBeVisible();
    await logo
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo-serie.png', mimeType: 'image/png', buffer: PNG });
    await expect(logo.getByRole('button', { name: 'Stáhnout logo-serie.png' })).toBeVisible();
    await expect(logo.getByText('Logo · 70 B')).toBeVisible();
    await expectAccessible(page, 'series documents tab');

    // A visitor (no sign-in), in English.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await useLanguage(visitor, 'en', baseURL);
    await visitor.goto(eventPath(event.guid));
    await waitForApp(visitor);
    await expect(visitor.getByRole('heading', { level: 1, name: `Běh s logem ${tag}` })).toBeVisible();
    const image = visitor.locator(`img[src^="/files/${series.guid}/"]`);
    await expect(image).toBeVisible();
    // Loaded from /files (a broken image has no natural width; a visible one may still be loading).
    await expect
      .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(1);
    await expectAccessible(visitor, 'event page with the series logo');
    await visitorContext.close();
  } finally {
    const docs = (await (
      await page.request.get(`/api/v1/admin/series/${series.guid}/documents`, { headers })
    ).json()) as Array<{ guid: string }>;
    for (const doc of docs)
      await page.request.delete(`/api/v1/admin/series/${series.guid}/documents/${doc.guid}`, { headers });
    await page.request.delete(`/api/v1/admin/series/events/${event.guid}`, { headers });
    await page.request.delete(`/api/v1/admin/series/${series.guid}`, { headers });
  }
});
