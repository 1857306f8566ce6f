import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { demoAdmin } from './account-support';
import { API_HEADERS, eventPath, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * A relay team (issue 11): the captain registers the relay with its four legs in one order, signs
 * in to the team screen with the PIN, changes one leg while racer changes are open, and is refused
 * once the organiser has closed them.
 */
test.describe.configure({ timeout: 120_000 });

const RELAY_RACE = 'Štafeta 4 × 2,5 km';
const LEGS = [
  ['Adéla', 'Šťastná', 'Žena'],
  ['Bořek', 'Říha', 'Muž'],
  ['Cecílie', 'Čermáková', 'Žena'],
  ['Dušan', 'Ďurica', 'Muž'],
] as const;

async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

async function fillLeg(page: Page, leg: number, [first, last, gender]: readonly [string, string, string]) {
  const card = page.getByRole('region', { name: `Člen štafety ${leg}`, exact: true });
  await card.getByRole('textbox', { name: 'Jméno' }).fill(first);
  await card.getByRole('textbox', { name: 'Příjmení' }).fill(last);
  await tick(card.getByRole('radio', { name: gender }));
  await card.getByRole('textbox', { name: 'Datum narození' }).fill(`0${leg}061990`);
}

/** The organiser moves the end of the relay's racer changes (the series editor's race update call). */
async function setRelayChangesTo(request: APIRequestContext, relayChangesTo: string | null) {
  const admin = demoAdmin();
  const signedIn = await request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password, remember: false },
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const headers = { ...API_HEADERS, authorization: `Bearer ${accessToken}` };
  const current = await request.get(`/api/v1/admin/series/sub-events/${DEMO.subRelay}`, { headers });
  expect(current.status()).toBe(200);
  const {
    guid: _g,
    eventGuid: _e,
    used: _u,
    categories: _c,
    waves: _w,
    dateCreated: _dc,
    dateUpdated: _du,
    ...race
  } = (await current.json()) as Record<string, unknown>;
  const saved = await request.put(`/api/v1/admin/series/sub-events/${DEMO.subRelay}`, {
    headers,
    data: { ...race, relayChangesTo },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await current.json()) as { relayChangesTo: string | null };
}

test('a relay registers its four legs, changes one inside the window and is refused outside it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tag = crypto.randomUUID().slice(0, 6);
  const relayName = `Vlnky ${tag}`;
  const email = `stafeta.${tag}@example.cz`;

  // The relay race into the cart, its name reserved at checkout, the four legs filled in.
  await page.goto(eventPath(DEMO.eventSpring));
  await waitForApp(page);
  const race = page.getByRole('main').getByRole('region', { name: RELAY_RACE, exact: true });
  const add = race.getByRole('button', { name: new RegExp(`– ${RELAY_RACE}$`) });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
  await page.goto('/checkout');
  await waitForApp(page);
  const item = page.getByRole('region', { name: new RegExp(RELAY_RACE) }).first();
  await expect(item.getByRole('textbox', { name: 'Název štafety' })).toBeVisible();
  await item.getByRole('textbox', { name: 'Název štafety' }).fill(relayName);
  await item.getByRole('button', { name: 'Rezervovat název' }).click();
  const reserved = item.getByText(/Název je rezervován do .* PIN týmu pro spoluhráče: \d{6}/);
  await expect(reserved).toBeVisible();
  const pin = /(\d{6})$/.exec((await reserved.textContent()) ?? '')?.[1] ?? '';

  const registrator = page.getByRole('region', { name: 'Údaje objednatele' });
  await registrator.getByRole('textbox', { name: 'Jméno' }).fill('Adéla');
  await registrator.getByRole('textbox', { name: 'Příjmení' }).fill('Šťastná');
  await registrator.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await registrator.getByRole('textbox', { name: 'Datum narození' }).fill('01061990');
  await tick(registrator.getByRole('radio', { name: 'Žena' }));
  for (const [i, leg] of LEGS.entries()) await fillLeg(page, i + 1, leg);
  const itemTerms = item.getByRole('checkbox', { name: /Souhlasím s podmínkami účasti/ });
  if (await itemTerms.count()) await tick(itemTerms);
  await tick(page.getByRole('radio', { name: 'Bankovní převod' }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
  await expectAccessible(page, 'relay checkout with four legs');
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/checkout/register'));
  await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const teamGuid = (response.request().postDataJSON() as { items: Array<{ reservationGuid: string }> })
    .items[0]?.reservationGuid;
  await expect(page).toHaveURL(/\/registration\//);

  // The captain signs in to the team screen: four legs, in the order they were registered.
  await page.goto(`/team-management/${teamGuid}`);
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'E-mail vedoucího týmu' }).fill(email);
  await page.getByLabel('PIN týmu').fill(pin);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  const legs = page.getByRole('list', { name: 'Závodníci štafety' });
  await expect(legs.getByRole('listitem')).toHaveCount(4);
  for (const [i, [first, last]] of LEGS.entries())
    await expect(legs.getByRole('heading', { name: `Úsek ${i + 1}: ${first} ${last}` })).toBeVisible();
  await expectAccessible(page, 'relay legs');

  // Inside the window the second leg gets another racer.
  await page.getByRole('button', { name: 'Upravit: Bořek Říha' }).click();
  const form = page.getByRole('form', { name: 'Upravit závodníka štafety' });
  await form.getByRole('textbox', { name: 'Jméno' }).fill('Emil');
  await form.getByRole('textbox', { name: 'Příjmení' }).fill('Žák');
  await form.getByRole('button', { name: 'Uložit změny' }).click();
  await expect(page.getByText('Závodník byl uložen.')).toBeVisible();
  await expect(legs.getByRole('heading', { name: 'Úsek 2: Emil Žák' })).toBeVisible();

  // The organiser closes racer changes while the captain has the screen open: the next change is refused.
  const before = await setRelayChangesTo(request, new Date(Date.now() - 60_000).toISOString());
  try {
    await page.getByRole('button', { name: 'Upravit: Cecílie Čermáková' }).click();
    await form.getByRole('textbox', { name: 'Jméno' }).fill('Františka');
    await form.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(form.getByRole('alert')).toContainText('Změnu se nepodařilo uložit');
    await expect(legs.getByRole('heading', { name: 'Úsek 3: Cecílie Čermáková' })).toBeVisible();

    // A teammate opening the screen in English sees why nothing can be changed now.
    const context = await browser.newContext({ baseURL });
    const mate = await context.newPage();
    await useLanguage(mate, 'en', baseURL);
    await mate.goto(`/team-management/${teamGuid}`);
    await waitForApp(mate);
    await mate.getByRole('textbox', { name: 'Team manager e-mail' }).fill(email);
    await mate.getByLabel('Team PIN').fill(pin);
    await mate.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(mate.getByText('Racers cannot be changed now')).toBeVisible();
    await expect(mate.getByRole('button', { name: 'Edit Emil Žák' })).toBeDisabled();
    await expectAccessible(mate, 'relay legs after the changes closed');
    await context.close();
  } finally {
    await setRelayChangesTo(request, before.relayChangesTo);
  }
});
