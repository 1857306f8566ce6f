import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../../scripts/local/seed-data';
import { MAILBOX } from './account-support';
import { eventPath, expect, expectAccessible, test, waitForApp } from './fixtures';

/**
 * Teams at checkout (issue 11): a captain reserves the team's name at checkout and orders, gets the
 * PIN by e-mail and invites a friend from the team screen; the friend's e-mailed link opens the
 * checkout with the team's item ready; the friend orders and joins, and the captain sees both.
 */
test.describe.configure({ timeout: 90_000 });

const TEAM_RACE = 'Firemní běh týmů';
const ITEM = /Firemní běh týmů/;

async function tick(control: Locator) {
  await control.check({ force: true });
  await expect(control).toBeChecked();
}

async function mailTo(address: string) {
  const { emails } = (await (await fetch(`${MAILBOX}/store`)).json()) as {
    emails: Array<{ destination: { to: string[] }; body: { text?: string } }>;
  };
  return emails.filter((m) => m.destination.to.includes(address));
}

async function fillOrder(page: Page, first: string, last: string, email: string) {
  const registrator = page.getByRole('region', { name: 'Údaje objednatele' });
  await registrator.getByRole('textbox', { name: 'Jméno' }).fill(first);
  await registrator.getByRole('textbox', { name: 'Příjmení' }).fill(last);
  await registrator.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await registrator.getByRole('textbox', { name: 'Datum narození' }).fill('04031988');
  await tick(registrator.getByRole('radio', { name: 'Žena' }));
  const item = page.getByRole('region', { name: ITEM });
  await item.getByRole('button', { name: 'Zkopírovat moje údaje' }).first().click();
  const itemTerms = item.getByRole('checkbox', { name: /Souhlasím s podmínkami účasti/ });
  if (await itemTerms.count()) await tick(itemTerms);
  await tick(page.getByRole('radio', { name: 'Bankovní převod' }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }));
  await tick(page.getByRole('checkbox', { name: /Souhlasím se zpracováním osobních údajů/ }));
}

async function submitOrder(page: Page): Promise<Record<string, unknown>> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/checkout/register'));
  await page.getByRole('button', { name: 'Odeslat objednávku' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  await expect(page).toHaveURL(/\/registration\//);
  return response.request().postDataJSON() as Record<string, unknown>;
}

test('a captain reserves the team name and orders; a friend joins through the invitation link', async ({
  page,
  browser,
}) => {
  const tag = crypto.randomUUID().slice(0, 6);
  const teamName = `Rychlé Šneci ${tag}`;
  const captainEmail = `kapitanka.${tag}@example.cz`;

  // The captain puts the team race into the cart and reserves the name at checkout.
  await page.goto(eventPath(DEMO.eventSpring));
  await waitForApp(page);
  const race = page.getByRole('main').getByRole('region', { name: TEAM_RACE, exact: true });
  const add = race.getByRole('button', { name: new RegExp(`– ${TEAM_RACE}$`) });
  await expect(add).toBeEnabled();
  const category = race.getByRole('radio', { name: /^Týmy/ });
  if (await category.count()) await category.check({ force: true });
  await add.click();
  await expect(page.getByText('Položka byla přidána do košíku.').first()).toBeVisible();
  await page.goto('/checkout');
  await waitForApp(page);
  const item = page.getByRole('region', { name: ITEM });
  await expect(item).toBeVisible();
  await item.getByRole('textbox', { name: 'Název týmu' }).fill(teamName);
  await item.getByRole('button', { name: 'Rezervovat název' }).click();
  const reserved = item.getByText(/Název je rezervován do .* PIN týmu pro spoluhráče: \d{6}/);
  await expect(reserved).toBeVisible();
  const pin = /(\d{6})$/.exec((await reserved.textContent()) ?? '')?.[1] ?? '';
  await expectAccessible(page, 'checkout with a reserved team name');

  await fillOrder(page, 'Kamila', `Kapitánová${tag}`, captainEmail);
  const body = await submitOrder(page);
  const [ordered] = body.items as Array<{ teamName: string; reservationGuid: string }>;
  expect(ordered).toMatchObject({ teamName });
  const teamGuid = ordered?.reservationGuid ?? '';
  expect(teamGuid).toMatch(/^[0-9a-f-]{36}$/);

  // The captain's e-mail about the new team carries the PIN.
  await expect
    .poll(async () => (await mailTo(captainEmail)).some((m) => (m.body.text ?? '').includes(pin)), {
      timeout: 20_000,
    })
    .toBe(true);

  // On the team screen the captain invites a friend by e-mail.
  await page.goto(`/team-management/${teamGuid}`);
  await waitForApp(page);
  await page.getByRole('textbox', { name: 'E-mail vedoucího týmu' }).fill(captainEmail);
  await page.getByLabel('PIN týmu').fill(pin);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Přehled týmu' })).toBeVisible();
  const friendEmail = `kamaradka.${tag}@example.cz`;
  await page.getByRole('textbox', { name: 'E-mail pozvaného' }).fill(friendEmail);
  await page.getByRole('button', { name: 'Poslat pozvánku' }).click();
  await expect(page.getByText(`Pozvánka byla odeslána na ${friendEmail}.`)).toBeVisible();
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(friendEmail))[0];
        link = /https?:\/\/\S+\/team-invitation\/[\w-]+/.exec(mail?.body.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');

  // The friend opens the link in their own browser: the checkout with the team's item ready.
  const friend = await (await browser.newContext()).newPage();
  await friend.goto(new URL(link).pathname);
  await expect(friend).toHaveURL(/\/checkout$/);
  await waitForApp(friend);
  await expect(friend.getByText(`Připojujete se k týmu ${teamName}.`)).toBeVisible();
  await expectAccessible(friend, 'checkout of an invited team member');
  await fillOrder(friend, 'Klára', `Kamarádová${tag}`, friendEmail);
  const joined = await submitOrder(friend);
  expect((joined.items as Array<Record<string, unknown>>)[0]).toMatchObject({ teamGuid, pin });

  // Back on the team screen the captain sees both of them.
  await page.reload();
  await waitForApp(page);
  const members = page.getByRole('list', { name: 'Členové (2)' });
  await expect(members).toContainText(`Kamila Kapitánová${tag}`);
  await expect(members).toContainText(`Klára Kamarádová${tag}`);
  await expectAccessible(page, 'team screen with the invited member');
});
