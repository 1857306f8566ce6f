import { expect, expectAccessible, test, waitForApp } from './fixtures';

const PAGES = [
  { path: '/about-us', cs: 'O nás', en: 'About us', csText: 'Pro závodníky', enText: 'For racers' },
  {
    path: '/privacy-policy',
    cs: 'Zásady ochrany osobních údajů',
    en: 'Privacy policy',
    csText: 'Úřad pro ochranu osobních údajů',
    enText: 'Office for Personal Data Protection',
  },
  {
    path: '/contact',
    cs: 'Kontakt',
    en: 'Contact',
    csText: 'Zákaznická podpora',
    enText: 'Customer support',
  },
  {
    path: '/business-conditions',
    cs: 'Obchodní podmínky',
    en: 'Business conditions',
    csText: 'GP webpay',
    enText: 'variable symbol',
  },
] as const;

for (const staticPage of PAGES) {
  for (const lang of ['cs', 'en'] as const) {
    test(`${staticPage.path} in ${lang}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1:3100' }]);
      await page.goto(staticPage.path);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPage[lang]);
      await expect(page.getByRole('main')).toContainText(
        lang === 'cs' ? staticPage.csText : staticPage.enText,
      );
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(
        3,
      );
      await expect(page).toHaveTitle(
        `${staticPage[lang]} | ${lang === 'cs' ? 'Registrace na závody' : 'Race Registration'}`,
      );
      await expectAccessible(page, `${staticPage.path} (${lang})`);
    });
  }
}

test('the privacy policy covers the GDPR essentials', async ({ page }) => {
  await page.goto('/privacy-policy');
  await waitForApp(page);
  const main = page.getByRole('main');
  for (const text of [
    'zpracovatel',
    'Plnění smlouvy',
    'Oprávněný zájem',
    'předem nezaškrtnutým',
    'GP webpay',
    'e-mailových služeb',
    'ÚOOÚ',
  ]) {
    await expect(main).toContainText(text);
  }
});
