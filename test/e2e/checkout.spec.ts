import { testMailboxUrl } from './test-data-dir';
import type { Locator, Page } from '@playwright/test';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { eventPath, expect, expectAccessible, storedCart, test, useLanguage, waitForApp } from './fixtures';

/**
 * Checkout journeys (spec §2 "Checkout", §5, §8): cart → checkout → forms → bank transfer →
 * completion with the QR code; client-side validation in both languages; removing an item.
 * Every test builds its own cart and order, so it does not depend on earlier runs.
 */

const TEN_K_ITEM = 'Desítka Stromovka - 10 km - Muži - Vlna A – 9:00';

const race = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** Adds 10 km, category Muži, wave A of Desítka Stromovka to the cart. */
async function addTenK(page: Page, added = 'Položka byla přidána do košíku.') {
  await page.goto(eventPath(DEMO.eventSpring));
  await waitForApp(page);
  const tenK = race(page, '10 km');
  await tenK.getByRole('radio', { name: /^Muži/ }).check();
  await tenK.getByRole('radio', { name: /^Vlna A/ }).check();
  await tenK.getByRole('button', { name: /– 10 km$/ }).click();
  await expect(page.getByText(added).first()).toBeVisible();
}

/** Adds the 5 km to a cart holding the 10 km: the cart is stored before the next page is opened. */
async function addFiveK(page: Page) {
  await race(page, '5 km').getByRole('button', { name: 'Přidat do košíku – 5 km' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Košík/ })).toHaveAccessibleName(
    'Košík (2 položky)',
  );
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: /Rekapitulace|Order summary/ })).toBeVisible();
}

/** The cart dropdown's "go to checkout", as a runner does it (an in-app navigation). */
async function checkoutThroughCart(page: Page) {
  // The dropdown loads on first use and is positioned after it opens: on a busy machine a click
  // can land while it still moves (it then closes as a click outside). A person clicks again.
  const cartDialog = page.getByRole('dialog', { name: 'Košík' });
  await expect(async () => {
    if (!(await cartDialog.isVisible()))
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Košík/ })
        .click();
    await cartDialog.getByRole('link', { name: 'Pokračovat k objednávce' }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Rekapitulace' })).toBeVisible();
}

/** A Chakra radio or checkbox: the visible label is what a person clicks. */
async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`;
}

async function fillRegistrator(page: Page, email: string) {
  const section = page.getByRole('region', { name: 'Údaje objednatele' });
  await section.getByRole('textbox', { name: 'Jméno' }).fill('Jan');
  await section.getByRole('textbox', { name: 'Příjmení' }).fill('Novák');
  await section.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await section.getByRole('textbox', { name: 'Datum narození' }).fill('24051990');
  await expect(section.getByRole('textbox', { name: 'Datum narození' })).toHaveValue('24/05/1990');
  await tick(section.getByRole('radio', { name: 'Muž' }));
}

/** The runner form of the 10 km item, filled by "copy my details" plus the rest. */
async function fillRunner(page: Page) {
  const item = page.getByRole('region', { name: TEN_K_ITEM });
  const card = item.getByRole('region', { name: 'Údaje závodníka' });
  await card.getByRole('button', { name: 'Zkopírovat moje údaje' }).click();
  await expect(card.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jan');
  await expect(card.getByRole('textbox', { name: 'Datum narození' })).toHaveValue('24/05/1990');
  await expect(card.getByRole('radio', { name: 'Muž' })).toBeChecked();
  const phone = card.getByRole('textbox', { name: 'Telefon' });
  await phone.fill('+420 777 123 4567');
  await expect(phone).toHaveValue('+420 777 123 456');
  await card.getByRole('textbox', { name: 'Rodné číslo' }).fill('900524/0013');
  await tick(item.getByRole('checkbox', { name: /Souhlasím s podmínkami účasti/ }));
}

async function acceptAll(page: Page) {
  await tick(page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
}

test.describe('checkout', () => {
  // Long forms with an axe scan or two: more time than a short page needs when both workers are busy.
  test.describe.configure({ timeout: 60_000 });

  test('cart → checkout → forms → bank transfer → completion with QR code and variable symbol', async ({
    page,
  }) => {
    await addTenK(page);
    // The dropdown loads on first use and is positioned after it opens: on a busy machine a click
    // can land while it still moves (it then closes as a click outside). A person clicks again.
    const cartDialog = page.getByRole('dialog', { name: 'Košík' });
    await expect(async () => {
      if (!(await cartDialog.isVisible()))
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Košík/ })
          .click();
      await cartDialog.getByRole('link', { name: 'Pokračovat k objednávce' }).click({ timeout: 3_000 });
      await expect(page).toHaveURL(/\/checkout$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objednávka');

    const recap = page.getByRole('region', { name: 'Rekapitulace' });
    await expect(recap.getByRole('listitem')).toHaveCount(1);
    await expect(recap).toContainText(TEN_K_ITEM);
    await expectAccessible(page, 'checkout form');

    // Every field type of the demo form is there, with "*" on the required ones.
    const item = page.getByRole('region', { name: TEN_K_ITEM });
    const card = item.getByRole('region', { name: 'Údaje závodníka' });
    await expect(card.getByRole('textbox', { name: 'Jméno' })).toHaveAttribute('required', '');
    await expect(card.getByText('Jméno*', { exact: true })).toBeVisible();
    await expect(card.getByRole('combobox', { name: 'Stát', exact: true })).toHaveValue('CZE');
    await expect(card.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+420');
    await expect(card.getByRole('combobox', { name: 'Tričko' })).toBeVisible();
    await expect(card.getByRole('checkbox', { name: /Snídaně po závodě/ })).toBeVisible();
    await expect(card.getByRole('group', { name: 'Stravovací omezení' }).getByRole('checkbox')).toHaveCount(
      2,
    );
    await expect(card.getByRole('textbox', { name: 'Vzkaz pořadateli' })).toBeVisible();

    // Radio with components: the licence plate is active only while "by car" is chosen.
    const plate = card.getByRole('textbox', { name: 'SPZ' });
    await expect(plate).toBeDisabled();
    await tick(card.getByRole('radio', { name: /^Autem/ }));
    await expect(plate).toBeEnabled();
    await plate.fill('1AB 2345');
    await expect(page.getByTestId('total-additionals')).toContainText('100');
    await tick(card.getByRole('radio', { name: /^MHD/ }));
    await expect(plate).toBeDisabled();
    await expect(page.getByTestId('total-additionals')).toContainText('0');

    // Personal id: editable for Czechia and Slovakia only, cleared when the country changes.
    const personalId = card.getByRole('textbox', { name: 'Rodné číslo' });
    await personalId.fill('900524/0013');
    await card.getByRole('combobox', { name: 'Rodné číslo – stát' }).selectOption('AUT');
    await expect(personalId).toHaveValue('');
    await expect(personalId).toBeDisabled();
    await card.getByRole('combobox', { name: 'Rodné číslo – stát' }).selectOption('CZE');
    await expect(personalId).toBeEnabled();

    const email = uniqueEmail('jan.novak');
    await fillRegistrator(page, email);
    await fillRunner(page);
    await card.getByRole('combobox', { name: 'Tričko' }).selectOption('M');
    await expect(page.getByTestId('total-additionals')).toContainText('250');

    const payment = page.getByRole('region', { name: 'Způsob platby' });
    await tick(payment.getByRole('radio', { name: 'Bankovní převod' }));
    await acceptAll(page);

    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/checkout/register'));
    await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      currency: 'CZK',
      language: 'cs',
      paymentMethod: 2,
      termsAccepted: true,
      personalDataConsent: true,
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const placed = (await response.json()) as { registrationGuid: string; variableSymbol: string };

    // Completion: the order's state, the QR code and the same data as text; the cart is empty.
    await expect(page).toHaveURL(new RegExp(`/registration/${placed.registrationGuid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace čeká na zaplacení');
    const bank = page.getByTestId('bank-transfer');
    await expect(bank.getByRole('img', { name: /QR kód pro platbu/ })).toBeVisible();
    await expect(bank.getByTestId('bank-variableSymbol')).toContainText(placed.variableSymbol);
    await expect(page.getByTestId('variable-symbol')).toHaveText(placed.variableSymbol);
    await expect(bank.getByRole('button', { name: 'Kopírovat: Variabilní symbol' })).toBeVisible();
    await expect(bank.getByTestId('bank-iban')).toContainText('CZ');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Košík/ })).toHaveAccessibleName(
      'Košík (0 položek)',
    );
    expect((await storedCart(page))?.items ?? []).toHaveLength(0);
    await expectAccessible(page, 'completion with bank transfer');
  });

  test('the registration e-mail arrives in the mailbox', async ({ page, baseURL }) => {
    const mailbox =
      new URL(baseURL ?? 'http://127.0.0.1:3100').port === '3000' && !process.env.E2E_MAILBOX_URL
        ? 'http://127.0.0.1:8005'
        : testMailboxUrl();
    await addTenK(page);
    await openCheckout(page);
    const email = uniqueEmail('mail.check');
    await fillRegistrator(page, email);
    await fillRunner(page);
    await tick(
      page.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: 'Bankovní převod' }),
    );
    await acceptAll(page);
    await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrace čeká na zaplacení');
    const vs = (await page.getByTestId('variable-symbol').textContent()) ?? '';

    await expect
      .poll(
        async () => {
          const res = await fetch(`${mailbox}/store`);
          const { emails } = (await res.json()) as {
            emails: Array<{
              destination: { to: string[] };
              subject: string;
              body: { html?: string; text?: string };
            }>;
          };
          const mail = emails.find((m) => m.destination.to.some((to) => to.includes(email)));
          return mail ? `${mail.subject} ${mail.body.text ?? mail.body.html ?? ''}` : '';
        },
        { timeout: 20_000, intervals: [500, 1000] },
      )
      .toContain(vs);
  });

  test('validation errors in Czech: empty required fields, invalid e-mail, invalid personal number', async ({
    page,
  }) => {
    await addTenK(page);
    await openCheckout(page);
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/checkout/register')) registerCalls += 1;
    });

    await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
    const alert = page.getByTestId('checkout-alert');
    await expect(alert).toContainText('Objednávku nelze odeslat');
    await expect(alert).toContainText('Formulář obsahuje chyby, opravte prosím označená pole.');
    const registrator = page.getByRole('region', { name: 'Údaje objednatele' });
    const firstName = registrator.getByRole('textbox', { name: 'Jméno' });
    // The first invalid field gets the focus; its error is linked to it.
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('Pole nesmí být prázdné.');
    await expect(page.getByText('Zvolte způsob platby.')).toBeVisible();
    await expect(page.getByText('Musíte souhlasit s obchodními podmínkami.')).toBeVisible();
    await expect(page.getByText('Musíte souhlasit se zpracováním osobních údajů.')).toBeVisible();
    await expect(page.getByText('Musíte souhlasit s podmínkami účasti.')).toBeVisible();
    await expectAccessible(page, 'checkout with errors');

    const email = registrator.getByRole('textbox', { name: 'E-mail' });
    await email.fill('jan.novak@');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Neplatný formát e-mailu.');
    await email.fill('jan.novak@example.cz');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    const card = page
      .getByRole('region', { name: TEN_K_ITEM })
      .getByRole('region', { name: 'Údaje závodníka' });
    const personalId = card.getByRole('textbox', { name: 'Rodné číslo' });
    await personalId.fill('900524/0008');
    await personalId.blur();
    await expect(personalId).toHaveAccessibleDescription(/Neplatné rodné číslo\./);
    await personalId.fill('9005240013');
    await expect(personalId).toHaveAccessibleDescription(/Rodné číslo zadejte s lomítkem/);
    expect(registerCalls).toBe(0);
  });

  test('validation errors in English', async ({ page, baseURL }) => {
    await useLanguage(page, 'en', baseURL);
    await addTenK(page, 'The item was added to the cart.');
    await openCheckout(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await page.getByRole('button', { name: 'Submit the order' }).click();
    await expect(page.getByTestId('checkout-alert')).toContainText(
      'The form contains errors, please correct the marked fields.',
    );
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(details.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'This field must not be empty.',
    );
    await expect(page.getByText('Choose a payment method.')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions.')).toBeVisible();
    const card = page
      .getByRole('region', { name: /Desítka Stromovka - 10 km/ })
      .getByRole('region', { name: 'Runner details' });
    await expect(card.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'This field must not be empty.',
    );
    const email = details.getByRole('textbox', { name: 'E-mail' });
    await email.fill('nobody@nowhere');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Invalid e-mail format.');
    const personalId = card.getByRole('textbox', { name: 'Personal number' });
    await personalId.fill('900524/0008');
    await personalId.blur();
    await expect(personalId).toHaveAccessibleDescription(/Invalid personal identification number\./);
    await expectAccessible(page, 'checkout with errors in English');
  });

  test('removing an item asks for confirmation with the dashed name; the last one leaves the empty state', async ({
    page,
  }) => {
    await addTenK(page);
    await addFiveK(page);
    await openCheckout(page);
    const recap = page.getByRole('region', { name: 'Rekapitulace' });
    await expect(recap.getByRole('listitem')).toHaveCount(2);
    // Two registrations: bank transfer is not offered, and says why.
    const transfer = page
      .getByRole('region', { name: 'Způsob platby' })
      .getByRole('radio', { name: 'Bankovní převod' });
    await expect(transfer).toBeDisabled();
    await expect(
      page.getByText('Platba převodem je možná jen u objednávky s jednou registrací.'),
    ).toBeVisible();

    await recap
      .getByRole('button', { name: 'Odebrat z objednávky: Desítka Stromovka - 5 km - Open' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Odebrat registraci?' });
    await expect(confirm).toContainText(
      'Opravdu chcete odebrat z objednávky registraci Desítka Stromovka - 5 km - Open?',
    );
    await expect(confirm.getByRole('button', { name: 'Ponechat' })).toBeFocused();
    await expectAccessible(page, 'remove confirmation');
    await confirm.getByRole('button', { name: 'Ponechat' }).click();
    await expect(recap.getByRole('listitem')).toHaveCount(2);

    await recap
      .getByRole('button', { name: 'Odebrat z objednávky: Desítka Stromovka - 5 km - Open' })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Odebrat registraci?' })
      .getByRole('button', { name: 'Odebrat' })
      .click();
    await expect(recap.getByRole('listitem')).toHaveCount(1);
    await expect(recap).toContainText(TEN_K_ITEM);
    expect((await storedCart(page))?.items).toHaveLength(1);
    await expect(transfer).toBeEnabled();

    await recap.getByRole('button', { name: `Odebrat z objednávky: ${TEN_K_ITEM}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Odebrat registraci?' })
      .getByRole('button', { name: 'Odebrat' })
      .click();
    await expect(page.getByTestId('checkout-empty')).toContainText('Košík je prázdný.');
    await expect(page.getByRole('link', { name: 'Přejít na úvodní stránku' })).toHaveAttribute('href', '/');
  });

  test('discount codes: each result is explained, an applied code lowers the total and can be removed', async ({
    page,
  }) => {
    await addTenK(page);
    await openCheckout(page);
    const discount = page.getByRole('region', { name: 'Slevový kód' });
    const code = discount.getByRole('textbox', { name: 'Slevový kód' });
    const message = page.getByTestId('discount-message');

    await code.fill('NEEXISTUJE');
    await discount.getByRole('button', { name: 'Uplatnit' }).click();
    await expect(message).toHaveText('Slevový kód neexistuje.');
    await expect(page.getByTestId('total-discount')).toHaveText('0 Kč');

    await code.fill('JARO10');
    await code.press('Enter');
    await expect(message).toHaveText('Slevový kód byl uplatněn.');
    const applied = discount.getByRole('list', { name: 'Uplatněné slevové kódy' });
    await expect(applied.getByRole('listitem')).toHaveCount(1);
    await expect(applied).toContainText('JARO10');
    await expect(page.getByTestId('total-discount')).not.toHaveText('0 Kč');
    const total = await page.getByTestId('total-price').textContent();
    expect(total).not.toBe(await page.getByTestId('total-base').textContent());
    await expectAccessible(page, 'checkout with a discount code');

    // Choosing an extra re-applies the codes (the amount may depend on the extras).
    const reapplied = page.waitForResponse((r) => r.url().includes('/api/v1/checkout/reapply-discounts'));
    await page
      .getByRole('region', { name: TEN_K_ITEM })
      .getByRole('combobox', { name: 'Tričko' })
      .selectOption('M');
    const reapply = await reapplied;
    expect(reapply.request().postDataJSON()).toMatchObject({
      codes: ['JARO10'],
      currency: 'CZK',
      additionals: [25000],
    });
    await expect(applied).toContainText('JARO10');

    await code.fill('jaro10');
    await code.press('Enter');
    await expect(message).toHaveText('Tento slevový kód už je uplatněn.');

    await applied.getByRole('button', { name: 'Odebrat slevový kód JARO10' }).click();
    await expect(applied).toHaveCount(0);
    await expect(page.getByTestId('total-discount')).toHaveText('0 Kč');
  });

  test('the server answer is mapped onto the fields; a lost answer is retried with the same idempotency key', async ({
    page,
  }) => {
    await addTenK(page);
    await openCheckout(page);
    await fillRegistrator(page, uniqueEmail('server.errors'));
    await fillRunner(page);
    await tick(
      page.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: 'Platba kartou' }),
    );
    await acceptAll(page);

    // First attempt: the connection drops (retried automatically), then the server refuses the e-mail.
    const keys: string[] = [];
    let calls = 0;
    const cardGuid = demoGuid('card:spring-regular');
    const emailGuid = demoGuid('cardvalue:spring:email');
    await page.route('**/api/v1/checkout/register**', async (route) => {
      calls += 1;
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (calls === 1) return route.abort('connectionreset');
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'registration.invalidValidations',
          message: 'Formulář obsahuje chyby, opravte prosím označená pole.',
          validationErrors: [
            { field: `items.0.cards.${cardGuid}.${emailGuid}`, errors: ['Tuto adresu nelze použít.'] },
            { field: 'items.0', errors: ['Kategorie je plná.'] },
            { field: 'somewhere.else', errors: ['Jiná chyba.'] },
          ],
        }),
      });
    });
    await page.getByRole('button', { name: 'Odeslat objednávku a zaplatit kartou' }).click();
    const alert = page.getByTestId('checkout-alert');
    await expect(alert).toContainText('Formulář obsahuje chyby, opravte prosím označená pole.');
    await expect(alert).toContainText('Jiná chyba.');
    expect(calls).toBe(2);
    expect(keys[0]).toBe(keys[1]);

    const card = page
      .getByRole('region', { name: TEN_K_ITEM })
      .getByRole('region', { name: 'Údaje závodníka' });
    const email = card.getByRole('textbox', { name: 'E-mail' });
    // The first error on the page (the item's own) gets the focus; field errors sit under their fields.
    const itemErrors = page
      .getByRole('region', { name: TEN_K_ITEM })
      .getByRole('group', { name: 'Chyby registrace' });
    await expect(itemErrors).toBeFocused();
    await expect(itemErrors).toHaveText('Kategorie je plná.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Tuto adresu nelze použít.');

    // An edit makes the next submission a new attempt with a new key.
    await email.fill('jiny.bezec@example.cz');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Odeslat objednávku a zaplatit kartou' }).click();
    await expect.poll(() => calls).toBe(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('an item not open yet blocks the order until it is removed; event terms link to their page', async ({
    page,
    baseURL,
  }) => {
    // The kids' race opens in ten days: the event page does not sell it, so the cart cookie is set directly.
    const kids = {
      seriesGuid: DEMO.seriesCup,
      seriesEventGuid: DEMO.eventSpring,
      seriesEventName: 'Desítka Stromovka',
      seriesSubEventGuid: DEMO.subKids,
      seriesSubEventName: 'Dětský běh 1 km',
      categoryGuid: demoGuid('cat:kids'),
      categoryName: 'Děti do 12 let',
      price: 10000,
    };
    await page.context().addCookies([
      {
        name: 'cart',
        value: encodeURIComponent(JSON.stringify({ items: [kids], currency: 'CZK' })),
        url: baseURL ?? 'http://127.0.0.1:3100',
      },
    ]);
    await openCheckout(page);
    const item = page.getByRole('region', { name: 'Desítka Stromovka - Dětský běh 1 km - Děti do 12 let' });
    await expect(item.getByTestId('item-unavailable')).toContainText(
      /Registrace ještě nezačala, otevře se \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2}\./,
    );
    const submit = page.getByRole('button', { name: 'Odeslat objednávku' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/Odeberte ji z objednávky/);
    await expectAccessible(page, 'checkout with an item not open yet');

    const terms = item.getByRole('link', { name: /podmínkami účasti/ });
    await expect(terms).toHaveAttribute('href', `/terms-and-conditions/${DEMO.termsCup}`);
    await expect(terms).toHaveAttribute('target', '_blank');
    await page.goto(`/terms-and-conditions/${DEMO.termsCup}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Podmínky účasti – Pražský běžecký pohár',
    );
    await expect(page.getByRole('main')).toContainText('Účastník startuje na vlastní nebezpečí');
  });

  test('a half-filled checkout is never lost: leaving warns, staying keeps it, coming back restores it', async ({
    page,
    baseURL,
  }) => {
    await addTenK(page);
    await checkoutThroughCart(page);
    const details = page.getByRole('region', { name: 'Údaje objednatele' });
    await details.getByRole('textbox', { name: 'Jméno' }).fill('Jana');
    await details.getByRole('textbox', { name: 'Příjmení' }).fill('Dvořáková');
    const card = page
      .getByRole('region', { name: TEN_K_ITEM })
      .getByRole('region', { name: 'Údaje závodníka' });
    await card.getByRole('combobox', { name: 'Tričko' }).selectOption('M');
    await tick(
      page.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: 'Bankovní převod' }),
    );

    // The top bar's home link: warned, the runner stays and nothing is gone.
    const home = page
      .getByRole('banner')
      .getByRole('link', { name: 'Registrace na závody – úvodní stránka' });
    await home.click();
    const warning = page.getByRole('alertdialog', { name: 'Odejít z formuláře?' });
    await expect(warning).toContainText('zůstane uložené v této záložce');
    await expectAccessible(page, 'leaving the checkout warning');
    await warning.getByRole('button', { name: 'Zůstat' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(details.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');

    // The browser's back button: warned again; this time the runner leaves for the race page.
    await page.evaluate('history.back()');
    await warning.getByRole('button', { name: 'Odejít' }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/event/${DEMO.eventSpring}$`));

    // Back through the cart: the entries are there, the payment method is asked again.
    await checkoutThroughCart(page);
    await expect(details.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');
    await expect(details.getByRole('textbox', { name: 'Příjmení' })).toHaveValue('Dvořáková');
    await expect(card.getByRole('combobox', { name: 'Tričko' })).toHaveValue('M');
    await expect(
      page.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: 'Bankovní převod' }),
    ).not.toBeChecked();

    // Reloading asks the browser's own question (beforeunload); the same question in English then.
    await useLanguage(page, 'en', baseURL);
    const reloadAsked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    expect(await reloadAsked).toBe('beforeunload');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await expect(
      page.getByRole('region', { name: 'Your details' }).getByRole('textbox', { name: 'First name' }),
    ).toHaveValue('Jana');
    await page.getByRole('banner').getByRole('link', { name: 'Race Registration – home page' }).click();
    const english = page.getByRole('alertdialog', { name: 'Leave the form?' });
    await expect(english).toContainText('stays in this browser tab');
    await expectAccessible(page, 'leaving the checkout warning in English');
    await english.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});
