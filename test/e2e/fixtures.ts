import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { decodeCart, type CartContent } from '@shared/cart/cart-codec';
import { buildCodeLists } from '@shared/codelists/codelists';

/**
 * `E2E_MOCK_API=1` answers the API from the browser (code lists from the shared builder, every other
 * call 404 like an unimplemented route) so the journeys can run against a bare static server such
 * as `vite preview`. Against the local stack (the default) nothing is mocked.
 */
const MOCK_API = process.env.E2E_MOCK_API === '1';

/**
 * React's reports of a failed hydration: the development texts and, in the production build the
 * journeys run (whose console is silenced, spec §8), the minified errors it reports as uncaught
 * (418 hydration mismatch, 423 hydration error recovered by a client render, 425 text mismatch).
 */
const HYDRATION_ERROR =
  /Hydration failed|did not match|didn't match|hydration mismatch|react\.dev\/errors\/(418|423|425)\b|React error #(418|423|425)\b/i;

export const test = base.extend<{ mockApi: void; hydrationErrors: void }>({
  /** Every journey fails when React reports a hydration error in one of its pages. */
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (HYDRATION_ERROR.test(text)) errors.push(text);
      };
      context.on('console', (message) => record(message.text()));
      context.on('weberror', (error) => record(`${error.error().message}\n${error.error().stack ?? ''}`));
      await use();
      expect(errors, 'React hydration errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  mockApi: [
    async ({ page }, use) => {
      if (MOCK_API) {
        await page.route('**/api/v1/**', (route) => {
          const url = new URL(route.request().url());
          if (url.pathname === '/api/v1/codelists' && route.request().method() === 'GET') {
            return route.fulfill({
              status: 200,
              contentType: 'application/json',
              body: JSON.stringify(buildCodeLists()),
            });
          }
          return route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'common.routeNotFound', message: 'Požadovaná adresa neexistuje.' }),
          });
        });
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** No finite CSS animation or transition is running. */
const ANIMATIONS_QUIET = `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)`;

/**
 * Waits (up to 10 s) until finite CSS animations and transitions have ended and stay ended for a
 * moment: colours measured while a toast or dialog is still fading in are not the colours a visitor
 * reads, and a toast shown just after an action starts its entry animation a frame later.
 */
async function settleAnimations(page: Page): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await page
      .waitForFunction(ANIMATIONS_QUIET, undefined, { timeout: Math.max(1, deadline - Date.now()) })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    if (await page.evaluate<boolean>(ANIMATIONS_QUIET)) return;
  }
}

/** Fails on serious or critical axe violations, listing them readably. */
export async function expectAccessible(
  page: Page,
  context: string,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    );
  expect(blocking, `axe violations on ${context}`).toEqual([]);
}

/**
 * Waits until the app has rendered or hydrated its first page (`data-app-ready`, set by
 * web/src/app/app-ready.tsx): a prerendered page shows its banner and heading before any script
 * runs, and its controls answer only once the app has taken it over. Then the page's content.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 15_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Horizontal overflow of the document in CSS pixels (0 = no horizontal scroll). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
}

/** Interface language for the whole browser context (the `lang` cookie the language switch writes). */
export async function useLanguage(
  page: Page,
  language: 'cs' | 'en',
  baseURL: string | undefined,
): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'lang', value: language, url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

export const eventPath = (guid: string) => `/detail/event/${guid}`;
export const startListPath = (guid: string) => `/detail/startlist/${guid}`;

/** Headers the public API expects from a non-browser client. */
export const API_HEADERS = { 'x-api-key': 'web-spa', 'x-app-id': 'race-registration-web' };

/** Whole-number amount written in a price text ("1 600 Kč" → 1600, "€14" → 14). */
export function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,.]/g, '').replace(',', '.');
  return Number.parseFloat(digits);
}

/**
 * The cart as stored in its cookies (undefined when there is none): `cart` holds `<parts>:<first
 * part>`, `cart.1`… the rest of the compact form (shared/cart/cart-codec.ts).
 */
export async function storedCart(page: Page): Promise<CartContent | undefined> {
  const cookies = new Map((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  const first = cookies.get('cart');
  if (first === undefined) return undefined;
  const [count, head] = first.split(/:(.*)/s) as [string, string];
  let text = head;
  for (let i = 1; i < Number(count); i++) text += cookies.get(`cart.${i}`) ?? '';
  return decodeCart(text);
}

/** Names of the cart cookies the browser holds. */
export async function cartCookieNames(page: Page): Promise<string[]> {
  return (await page.context().cookies())
    .map((c) => c.name)
    .filter((name) => name === 'cart' || name.startsWith('cart.'))
    .sort();
}
