import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { eventPath, expect, test, waitForApp } from './fixtures';

/**
 * The app runs under the Content-Security-Policy CloudFront sends (the local server sends the same,
 * shared/security/security-headers.ts): public pages, the checkout and both payment results, with
 * no `securitypolicyviolation` event and no CSP error on the console.
 */

test.describe.configure({ timeout: 60_000 });

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/** Every CSP violation the pages of this test report, across navigations. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, directive: string, blocked: string) => {
    violations.push({ page: frame.url(), directive, blocked });
  });
  // Init scripts are injected by the browser's debugging protocol: the policy does not apply to them.
  // (A string, as this project's type-checking has no DOM library.)
  await page.addInitScript(`document.addEventListener('securitypolicyviolation', (event) => {
    window.__reportCspViolation(event.effectiveDirective, event.blockedURI);
  });`);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: 'console', blocked: message.text() });
    }
  });
  return violations;
}

async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`;

/** Home → event page → 5 km in the cart → the filled checkout, ready to be sent. */
async function fillCheckout(page: Page, payment: 'Platba kartou' | 'Bankovní převod') {
  await page.goto('/');
  await waitForApp(page);
  await page.goto(eventPath(DEMO.eventSpring));
  await waitForApp(page);
  await page
    .getByRole('main')
    .getByRole('region', { name: '5 km', exact: true })
    .getByRole('button', { name: 'Přidat do košíku – 5 km' })
    .click();
  await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
  await page.goto('/checkout');
  await waitForApp(page);
  const registrator = page.getByRole('region', { name: 'Údaje objednatele' });
  await registrator.getByRole('textbox', { name: 'Jméno' }).fill('Eva');
  await registrator.getByRole('textbox', { name: 'Příjmení' }).fill('Dvořáková');
  await registrator.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('eva.csp'));
  await registrator.getByRole('textbox', { name: 'Datum narození' }).fill('14031992');
  await tick(registrator.getByRole('radio', { name: 'Žena' }));
  const item = page.getByRole('region', { name: 'Desítka Stromovka - 5 km - Open' });
  await item.getByRole('button', { name: 'Zkopírovat moje údaje' }).click();
  await expect(item.getByRole('textbox', { name: 'Příjmení' })).toHaveValue('Dvořáková');
  await tick(item.getByRole('checkbox', { name: /Souhlasím s podmínkami účasti/ }));
  await tick(page.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: payment }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
}

test('home, event, checkout, card gateway and the paid result run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await fillCheckout(page, 'Platba kartou');
  await page.getByRole('button', { name: 'Odeslat objednávku a zaplatit kartou' }).click();
  await expect(page).toHaveURL(/\/_gpwebpay/);
  await page.getByTestId('gp-pay').click();
  await expect(page).toHaveURL(/\/registration\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace je zaplacena');
  await expect(page.getByTestId('card-result')).toHaveAttribute('data-outcome', 'paid');
  expect(violations).toEqual([]);
});

test('a bank-transfer result shows its QR code (a data: image) without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await fillCheckout(page, 'Bankovní převod');
  await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
  await expect(page).toHaveURL(/\/registration\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace čeká na zaplacení');
  const qr = page.getByTestId('bank-transfer').getByRole('img', { name: /QR kód pro platbu/ });
  await expect(qr).toBeVisible();
  // A blocked image is still "visible" (its box is drawn); a loaded one has pixels.
  await expect
    .poll(() => page.evaluate<number>(`document.querySelector('[data-testid="payment-qr"]').naturalWidth`))
    .toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('the watch above does notice a blocked script (the policy without the boot hash)', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    // The body arrives decoded: drop the headers that describe the encoded one.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toMatch(/'sha256-/);
    await route.fulfill({
      response,
      headers: { ...headers, 'content-security-policy': policy.replace(/ 'sha256-[^']+'/g, '') },
    });
  });
  await page.goto('/');
  // The home page is prerendered: its HTML shows, but the blocked boot script is what starts its
  // app, so the app never gets ready here.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => violations.some((v) => v.directive.startsWith('script-src'))).toBe(true);
});
