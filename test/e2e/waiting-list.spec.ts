import type { Locator } from '@playwright/test';
import { MAILBOX } from './account-support';
import { eventPath, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';
import { buildEvent, registerThroughApi, runSchedule } from './self-service-support';

/**
 * Waiting list (issue 27 item 1), in Czech: the organiser switches the list on for a sold-out
 * race in the race editor, a runner joins it from the event page, a place frees (the admin cancels
 * the order holding it), the scheduled offer worker offers it, the runner follows the e-mailed link,
 * which fills the cart, and the checkout takes the held place: paid by card at the local gateway.
 */
async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

test('join the waiting list → receive the offer → register on the held place', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const built = await buildEvent(page, 'Čekací listina', [{ name: '10 km', capacity: 1, price: 30000 }]);
  const race = built.races[0]!;
  const first = await registerThroughApi(built, race, {
    firstName: 'Petra',
    lastName: 'Prvníková',
    email: `e2e-wl-first-${race.guid.slice(0, 8)}@example.com`,
  });

  // Sold out without a list: the event page offers no waiting list.
  const runnerContext = await browser.newContext();
  const runner = await runnerContext.newPage();
  await useLanguage(runner, 'cs', baseURL);
  await runner.goto(eventPath(built.eventGuid));
  await waitForApp(runner);
  const section = runner.getByRole('main').getByRole('region', { name: '10 km', exact: true });
  await expect(section.getByTestId('add-reason')).toHaveText('Kapacita závodu je naplněna.');
  await expect(section.getByRole('button', { name: 'Přihlásit se na čekací listinu' })).toHaveCount(0);

  // The organiser switches the list on in the race editor.
  await page.goto(`/admin/series/${built.seriesGuid}/races/${race.guid}`);
  await waitForApp(page);
  const settings = page.getByRole('form', { name: 'Nastavení čekací listiny' });
  await tick(settings.getByRole('checkbox', { name: 'Nabízet čekací listinu, když je závod vyprodaný' }));
  await settings.getByRole('button', { name: 'Uložit čekací listinu' }).click();
  await expect(page.getByText('Nastavení čekací listiny uloženo.').first()).toBeVisible();

  // Now the runner joins from the event page (its counters and list state are cached a second).
  await expect(async () => {
    await runner.reload();
    await waitForApp(runner);
    await section.getByRole('button', { name: 'Přihlásit se na čekací listinu' }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const join = runner.getByRole('region', { name: /^Čekací listina – 10 km/ });
  const email = `e2e-wl-runner-${race.guid.slice(0, 8)}@example.com`;
  await join.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await join.getByRole('textbox', { name: 'Jméno' }).fill('Václav');
  await join.getByRole('textbox', { name: 'Příjmení' }).fill('Čekající');
  await join.getByRole('button', { name: 'Přihlásit se na čekací listinu' }).click();
  await expect(join).toContainText(
    `Jste na čekací listině na 1. místě. Až se místo uvolní, napíšeme na ${email}.`,
  );
  await expectAccessible(runner, 'waiting list joined on the event page');

  // The place frees, and the scheduled worker offers it to the first in line.
  await built.post(`admin/registrations/${first.registrationGuid}/cancel`, { returnedAmount: 0 });
  await runSchedule(page, 'waiting-list-offers');
  let offerPath = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(`${MAILBOX}/store`)).json()) as { emails: StoredMail[] };
        const mail = emails.find((m) => m.destination.to.some((to) => to.toLowerCase() === email));
        offerPath =
          /https?:\/\/[^\s/]+(\/waiting-list-offer\/[A-Za-z0-9_-]+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
        return offerPath;
      },
      { timeout: 20_000, intervals: [300, 500, 1000] },
    )
    .not.toBe('');

  // The link fills the cart; the checkout takes the held place.
  await runner.goto(offerPath);
  await expect(runner.getByRole('heading', { level: 1 })).toHaveText('Vaše místo z čekací listiny');
  await expect(runner.getByText(new RegExp(`Místo je pro ${email} drženo do`))).toBeVisible();
  await expectAccessible(runner, 'waiting list offer page');
  await runner.getByRole('button', { name: 'Registrovat se' }).click();
  await expect(runner).toHaveURL(/\/checkout$/);
  const registrator = runner.getByRole('region', { name: 'Údaje objednatele' });
  await registrator.getByRole('textbox', { name: 'Jméno' }).fill('Václav');
  await registrator.getByRole('textbox', { name: 'Příjmení' }).fill('Čekající');
  await registrator.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await registrator.getByRole('textbox', { name: 'Datum narození' }).fill('02061991');
  await tick(registrator.getByRole('radio', { name: 'Muž' }));
  const card = runner.getByRole('region', { name: 'Přihláška' });
  await card.getByRole('button', { name: 'Zkopírovat moje údaje' }).click();
  await expect(card.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Václav');
  await tick(
    runner.getByRole('region', { name: 'Způsob platby' }).getByRole('radio', { name: 'Platba kartou' }),
  );
  for (const consent of [/Souhlasím s obchodními podmínkami/, /Souhlasím se zpracováním osobních údajů/]) {
    const box = runner.getByRole('checkbox', { name: consent });
    if (await box.count()) await tick(box);
  }
  await expectAccessible(runner, 'checkout of a waiting list offer');
  const placed = runner.waitForResponse((r) => r.url().includes('/api/v1/checkout/register'));
  await runner.getByRole('button', { name: 'Odeslat objednávku a zaplatit kartou' }).click();
  const answer = await placed;
  expect(answer.status(), await answer.text()).toBe(200);
  const sent = answer.request().postDataJSON() as { items: Array<{ waitingListOffer?: string }> };
  expect(sent.items[0]?.waitingListOffer).toBe(offerPath.split('/').pop());
  await expect(runner).toHaveURL(/\/_gpwebpay/, { timeout: 30_000 });
  await runner.getByTestId('gp-pay').click();
  await expect(runner).toHaveURL(/\/registration\/[0-9a-f-]{36}$/);
  await expect(runner.getByRole('heading', { level: 1 })).toHaveText('Registrace je zaplacena');
  await expectAccessible(runner, 'paid registration from the waiting list');

  // The race stays full (the held place went to this order, not a second one) and the list says "taken".
  await runner.goto(eventPath(built.eventGuid));
  await waitForApp(runner);
  await expect(
    runner.getByRole('main').getByRole('region', { name: '10 km', exact: true }).getByTestId('add-reason'),
  ).toBeVisible();
  await runnerContext.close();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByTestId('waiting-entry')).toContainText('využito');
});

test("a category's own list: sold out while the race has room → join on the event page → the organiser sees it under the category", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const built = await buildEvent(page, 'Čekací listina kategorie', [
    { name: '10 km', capacity: 50, price: 30000 },
  ]);
  const race = built.races[0]!;
  // A second category of one place, sold out by one order; the race keeps 49 places.
  const elite = await built.post<{ guid: string }>('admin/series/categories', {
    seriesEventSubEventId: race.guid,
    name: 'Elita',
    minAge: null,
    maxAge: null,
    gender: null,
    prices: { CZK: 50000 },
    teamPricing: false,
    capacity: 1,
    validateAgeToSubEventYear: false,
  });
  await registerThroughApi(
    built,
    { ...race, categoryGuid: elite.guid },
    { firstName: 'Eva', lastName: 'Elitní', email: `e2e-wl-elite-${race.guid.slice(0, 8)}@example.com` },
  );
  // The organiser switches the category's list on (the race editor's form is walked above).
  const saved = await page.request.put(`/api/v1/admin/waiting-list/${race.guid}?category=${elite.guid}`, {
    headers: built.headers,
    data: { enabled: true, limit: null, holdHours: 48 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The runner picks the sold-out category: the page offers its list, named after the category.
  const runnerContext = await browser.newContext();
  const runner = await runnerContext.newPage();
  await useLanguage(runner, 'cs', baseURL);
  const section = runner.getByRole('main').getByRole('region', { name: '10 km', exact: true });
  const email = `e2e-wl-cat-${race.guid.slice(0, 8)}@example.com`;
  await expect(async () => {
    await runner.goto(eventPath(built.eventGuid));
    await waitForApp(runner);
    await section.getByRole('radio', { name: /^Elita/ }).check({ force: true, timeout: 2_000 });
    await section.getByRole('button', { name: 'Přihlásit se na čekací listinu' }).click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  const join = runner.getByRole('region', { name: 'Čekací listina – 10 km – Elita' });
  await join.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await join.getByRole('textbox', { name: 'Jméno' }).fill('Kamila');
  await join.getByRole('textbox', { name: 'Příjmení' }).fill('Kategoriová');
  await join.getByRole('button', { name: 'Přihlásit se na čekací listinu' }).click();
  await expect(join).toContainText(
    `Jste na čekací listině na 1. místě. Až se místo uvolní, napíšeme na ${email}.`,
  );
  await expectAccessible(runner, "a category's waiting list joined on the event page");
  // The other category is open: choosing it offers no list.
  await section.getByRole('radio', { name: /^Open/ }).check({ force: true });
  await expect(section.getByTestId('waiting-list-open')).toHaveCount(0);
  await runnerContext.close();

  // The organiser's race editor: the race's own list is empty; the category's holds the runner.
  await page.goto(`/admin/series/${built.seriesGuid}/races/${race.guid}`);
  await waitForApp(page);
  await expect(page.getByText('Na čekací listině nikdo není.')).toBeVisible();
  await page.getByTestId('waiting-list-part').selectOption({ label: 'kategorii Elita' });
  const entry = page.getByTestId('waiting-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(email);
  await expect(entry).toContainText('čeká');
  await expect(page.getByTestId('waiting-list-counts')).toContainText('Čeká 1');
});
