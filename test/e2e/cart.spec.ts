import type { Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import {
  amountOf,
  cartCookieNames,
  eventPath,
  expect,
  expectAccessible,
  storedCart,
  test,
  useLanguage,
  waitForApp,
} from './fixtures';

/** Both ends of a price text ("Cena: 400 Kč – 900 Kč" → [400, 900]); one amount gives it twice. */
function rangeOf(text: string | null): [number, number] {
  const [from = '', to = from] = (text ?? '').split(' – ');
  return [amountOf(from), amountOf(to)];
}

const race = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Košík|^Cart/ });

async function openCart(page: Page) {
  await cartButton(page).click();
  const dialog = page.getByRole('dialog', { name: /^Košík$|^Cart$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Adds the 5 km race (one category, preselected) of Desítka Stromovka. */
async function addFiveK(page: Page) {
  await page.goto(eventPath(DEMO.eventSpring));
  await waitForApp(page);
  await race(page, '5 km').getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
  await expect(page.getByText('Položka byla přidána do košíku.').last()).toBeVisible();
}

test.describe('cart', () => {
  test('home → event → add two items → cart dropdown → remove one', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('link', { name: 'Desítka Stromovka' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desítka Stromovka');

    const tenK = race(page, '10 km');
    await tenK.getByRole('radio', { name: /^Muži/ }).check();
    await tenK.getByRole('radio', { name: /^Vlna A/ }).check();
    // The race's form has priced extras (T-shirt, breakfast, parking): the price is a range.
    const [menPrice, menPriceTo] = rangeOf(await tenK.getByTestId('selection-price').textContent());
    expect(menPriceTo).toBeGreaterThan(menPrice);
    await expect(tenK.getByTestId('selection-price-extras')).toHaveText(
      'Konečná cena závisí na placených doplňcích, které zvolíte v přihlášce.',
    );
    await tenK.getByRole('button', { name: 'Přidat do košíku – 10 km' }).click();
    await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Košík (1 položka)');

    const fiveK = race(page, '5 km');
    const [fivePrice, fivePriceTo] = rangeOf(await fiveK.getByTestId('selection-price').textContent());
    await fiveK.getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Košík (2 položky)');

    const stored = await storedCart(page);
    expect(stored?.currency).toBe('CZK');
    expect(stored?.items).toHaveLength(2);
    expect(stored?.items[0]).toMatchObject({
      seriesGuid: DEMO.seriesCup,
      seriesEventGuid: DEMO.eventSpring,
      seriesEventName: 'Desítka Stromovka',
      seriesSubEventGuid: DEMO.sub10k,
      seriesSubEventName: '10 km',
      categoryName: 'Muži',
      waveName: 'Vlna A – 9:00',
      price: menPrice * 100,
      priceTo: menPriceTo * 100,
    });
    expect(stored?.items[1]).toMatchObject({ price: fivePrice * 100, priceTo: fivePriceTo * 100 });

    const dialog = await openCart(page);
    const items = dialog.getByRole('list', { name: 'Položky v košíku' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Desítka Stromovka – 10 km – Muži – Vlna A – 9:00');
    await expect(items.nth(1)).toContainText('Desítka Stromovka – 5 km – Open');
    expect(rangeOf(await items.nth(0).getByText(/Kč – /).textContent())).toEqual([menPrice, menPriceTo]);
    expect(rangeOf(await dialog.getByTestId('cart-total').textContent())).toEqual([
      menPrice + fivePrice,
      menPriceTo + fivePriceTo,
    ]);
    await expect(dialog.getByRole('link', { name: 'Pokračovat k objednávce' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    await expectAccessible(page, 'cart dropdown with two items');

    await dialog.getByRole('button', { name: 'Odebrat z košíku: Desítka Stromovka – 5 km – Open' }).click();
    await expect(page.getByText('Položka byla odebrána z košíku.')).toBeVisible();
    await expect(items).toHaveCount(1);
    // Focus stays in the dropdown, on the remaining item's remove button.
    await expect(
      dialog.getByRole('button', { name: /^Odebrat z košíku: Desítka Stromovka – 10 km/ }),
    ).toBeFocused();
    expect(rangeOf(await dialog.getByTestId('cart-total').textContent())).toEqual([menPrice, menPriceTo]);
    expect((await storedCart(page))?.items).toHaveLength(1);

    // The cart survives a reload (cookie, one hour).
    await page.reload();
    await waitForApp(page);
    await expect(cartButton(page)).toHaveAccessibleName('Košík (1 položka)');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cart');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(cookie?.expires ?? 0).toBeLessThan(Date.now() / 1000 + 3700);
  });

  test('adding from a second series warns; confirming clears the cart and adds the item', async ({
    page,
  }) => {
    await addFiveK(page);
    await page.goto(eventPath(DEMO.eventTrail));
    await waitForApp(page);
    const trail = race(page, 'Trail 24 km');
    await trail.getByRole('radio', { name: /^Muži/ }).check();
    const add = trail.getByRole('button', { name: 'Přidat do košíku – Trail 24 km' });
    await add.click();

    const warning = page.getByRole('alertdialog', { name: 'Položka z jiného seriálu' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('V košíku mohou být jen registrace jednoho seriálu závodů.');
    await expect(warning).toContainText('Košík obsahuje 1 položku, bude vyprázdněn.');
    await expect(warning.getByRole('button', { name: 'Zrušit' })).toBeFocused();
    await expectAccessible(page, 'other-series warning');

    // Cancel keeps the cart as it was.
    await warning.getByRole('button', { name: 'Zrušit' }).click();
    await expect(warning).toBeHidden();
    expect((await storedCart(page))?.items.map((i) => i.seriesSubEventName)).toEqual(['5 km']);

    await add.click();
    await page
      .getByRole('alertdialog', { name: 'Položka z jiného seriálu' })
      .getByRole('button', { name: 'Vyprázdnit košík a přidat' })
      .click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Košík (1 položka)');
    const stored = await storedCart(page);
    expect(stored?.items).toHaveLength(1);
    expect(stored?.items[0]).toMatchObject({
      seriesGuid: DEMO.seriesTrail,
      seriesEventName: 'Lysá hora Trail',
    });
  });

  test('changing the currency of a non-empty cart warns, then clears it; prices follow the currency', async ({
    page,
  }) => {
    await addFiveK(page);
    const czkRange = await race(page, '10 km').getByTestId('subevent-price').textContent();
    expect(czkRange).toContain('Kč');

    const dialog = await openCart(page);
    const currency = dialog.getByRole('group', { name: 'Měna košíku' });
    await expect(currency.getByRole('button', { name: 'CZK' })).toHaveAttribute('aria-pressed', 'true');
    await currency.getByRole('button', { name: 'EUR' }).click();

    const warning = page.getByRole('alertdialog', { name: 'Změna měny košíku' });
    await expect(warning).toContainText('Chcete změnit měnu košíku na EUR?');
    await expect(warning).toContainText('Košík obsahuje 1 položku, bude vyprázdněn.');
    await expectAccessible(page, 'currency change warning');
    await warning.getByRole('button', { name: 'Změnit měnu na EUR' }).click();
    await expect(warning).toBeHidden();
    await expect(cartButton(page)).toHaveAccessibleName('Košík (0 položek)');
    expect(await storedCart(page)).toEqual({ currency: 'EUR', items: [] });

    // The event page asks for prices in the cart currency.
    await expect(race(page, '10 km').getByTestId('subevent-price')).toContainText('€');
    await race(page, '5 km').getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
    const eurCart = await openCart(page);
    await expect(eurCart.getByTestId('cart-total')).toContainText('€');
    await expect(
      eurCart.getByRole('group', { name: 'Měna košíku' }).getByRole('button', { name: 'EUR' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('an event that does not sell in the cart currency is refused, with an offer to switch', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    // An empty cart changes currency at once.
    const dialog = await openCart(page);
    await dialog.getByRole('group', { name: 'Měna košíku' }).getByRole('button', { name: 'USD' }).click();
    await expect(
      dialog.getByRole('group', { name: 'Měna košíku' }).getByRole('button', { name: 'USD' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    await expect(page.getByTestId('currency-notice')).toContainText(
      'Tento závod neumožňuje platbu v měně USD, ve které je váš košík. Ceny jsou uvedeny v CZK.',
    );
    await expect(race(page, '5 km').getByTestId('subevent-price')).toContainText('Kč');
    await expectAccessible(page, 'event in another currency');

    await race(page, '5 km').getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Jiná měna' });
    await expect(refused).toContainText('Závod Desítka Stromovka neumožňuje platbu v měně USD');
    await refused.getByRole('button', { name: 'Zrušit' }).click();
    await expect(cartButton(page)).toHaveAccessibleName('Košík (0 položek)');

    // The refusal is kept among the cart's errors.
    const cart = await openCart(page);
    const errors = cart.getByRole('list', { name: 'Chyby košíku' });
    await expect(errors).toContainText('Závod Desítka Stromovka neumožňuje platbu v měně USD');
    await cart.getByRole('button', { name: 'Skrýt chyby košíku' }).click();
    await expect(errors).toBeHidden();
    await page.keyboard.press('Escape');

    await race(page, '5 km').getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
    await page
      .getByRole('alertdialog', { name: 'Jiná měna' })
      .getByRole('button', { name: 'Přepnout na CZK a přidat' })
      .click();
    await expect(cartButton(page)).toHaveAccessibleName('Košík (1 položka)');
    expect((await storedCart(page))?.currency).toBe('CZK');
    await expect(page.getByTestId('currency-notice')).toBeHidden();
  });

  test('a cart of 12 registrations survives a reload (compact cookie)', async ({ page }) => {
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    const tenK = race(page, '10 km');
    const fiveK = race(page, '5 km');
    await tenK.getByRole('radio', { name: /^Vlna A/ }).check();
    for (let i = 0; i < 12; i++) {
      if (i % 3 === 2) {
        await fiveK.getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
      } else {
        await tenK.getByRole('radio', { name: i % 3 ? /^Ženy/ : /^Muži/ }).check();
        await tenK.getByRole('button', { name: 'Přidat do košíku – 10 km' }).click();
      }
      await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`^Košík \\(${i + 1} polož`));
    }
    const before = await storedCart(page);
    expect(before?.items).toHaveLength(12);
    expect(await cartCookieNames(page)).toEqual(['cart']);

    await page.reload();
    await waitForApp(page);
    await expect(cartButton(page)).toHaveAccessibleName('Košík (12 položek)');
    const dialog = await openCart(page);
    const items = dialog.getByRole('list', { name: 'Položky v košíku' }).getByRole('listitem');
    await expect(items).toHaveCount(12);
    await expect(items.nth(0)).toContainText('Desítka Stromovka – 10 km – Muži – Vlna A – 9:00');
    await expect(items.nth(1)).toContainText('Desítka Stromovka – 10 km – Ženy – Vlna A – 9:00');
    await expect(items.nth(2)).toContainText('Desítka Stromovka – 5 km – Open');
    expect(await storedCart(page)).toEqual(before);
    await expectAccessible(page, 'cart dropdown with 12 items');
  });

  test('in English: add to the cart, see it in the dropdown, remove it', async ({ page, baseURL }) => {
    await useLanguage(page, 'en', baseURL);
    await page.goto(eventPath(DEMO.eventSpring));
    await waitForApp(page);
    await race(page, '5 km').getByRole('button', { name: 'Add to cart – 5 km' }).click();
    await expect(page.getByText('The item was added to the cart.')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart (1 item)');
    const dialog = await openCart(page);
    await expect(dialog.getByTestId('cart-total')).toContainText('Total');
    await expect(dialog.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
    await expectAccessible(page, 'cart dropdown in English');
    await dialog.getByRole('button', { name: 'Remove from cart: Desítka Stromovka – 5 km – Open' }).click();
    await expect(dialog).toContainText('Your cart is empty.');
  });
});
