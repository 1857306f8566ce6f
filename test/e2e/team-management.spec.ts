import type { APIRequestContext } from '@playwright/test';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { activeAccount, PASSWORD, signIn } from './account-support';
import {
  API_HEADERS,
  expect,
  expectAccessible,
  horizontalOverflow,
  test,
  useLanguage,
  waitForApp,
} from './fixtures';

/**
 * Team management (issue 11): a captain who founded a team opens it from My teams, signs in with
 * their e-mail and the team PIN, and sees the overview (missing members, paid state), on a phone
 * too, and in English.
 */
test.describe.configure({ timeout: 60_000 });

/** Signs in through the API and founds a team in the company race with the captain as registrator. */
async function foundTeam(request: APIRequestContext, email: string, teamName: string): Promise<void> {
  const signedIn = await request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: email, password: PASSWORD, remember: true },
  });
  expect(signedIn.status()).toBe(200);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const value = (name: string) => demoGuid(`cardvalue:spring-team:${name}`);
  const answer = await request.post('/api/v1/checkout/register?currency=CZK&language=cs', {
    headers: { ...API_HEADERS, authorization: `Bearer ${accessToken}` },
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: { firstName: 'Kamila', lastName: 'Kapitánová', email, birthDate: '1988-03-04', gender: 2 },
      paymentMethod: 2,
      discounts: [],
      items: [
        {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.subTeam,
          categoryGuid: demoGuid('cat:team-open'),
          waveGuid: null,
          teamName,
          cards: [
            {
              cardGuid: demoGuid('card:spring-team'),
              values: {
                [value('firstName')]: 'Kamila',
                [value('lastName')]: 'Kapitánová',
                [value('gender')]: '2',
                [value('birthDate')]: '1988-03-04',
              },
            },
          ],
          termsAccepted: true,
        },
      ],
      termsAccepted: true,
      personalDataConsent: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a captain opens the team from My teams, signs in with the PIN and sees what is missing', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const email = await activeAccount(request, 'Kamila', 'Kapitánová');
  const teamName = `Kapitánky ${crypto.randomUUID().slice(0, 6)}`;
  await foundTeam(request, email, teamName);

  // Signed in, My teams shows the PIN and the way in.
  await page.goto('/');
  await waitForApp(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kamila Kapitánová' })).toBeVisible();
  await page.goto('/user/my-teams');
  await waitForApp(page);
  const card = page.getByRole('listitem').filter({ hasText: teamName });
  const pin = ((await card.getByText(/PIN týmu/).textContent()) ?? '').replace(/\D/g, '');
  expect(pin).toMatch(/^\d{6}$/);
  await card.getByRole('link', { name: 'Spravovat tým' }).click();
  // The path the team e-mails' "manage the team" button links to.
  await expect(page).toHaveURL(/\/team-management\/[0-9a-f-]{36}$/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(teamName);
  await expect(page.getByText('Tým · Desítka Stromovka – Firemní běh týmů')).toBeVisible();
  await expectAccessible(page, 'team sign-in');

  // A wrong PIN is refused under the form; the right one opens the overview.
  await page.getByRole('textbox', { name: 'E-mail vedoucího týmu' }).fill(email);
  const pinField = page.getByLabel('PIN týmu');
  await pinField.fill(pin === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toContainText('nesprávný e-mail nebo PIN');
  await pinField.fill(pin);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Přehled týmu' })).toBeVisible();
  await expect(page.getByText('Chybí ještě 2 členové (nejméně 3 členů).')).toBeVisible();
  const members = page.getByRole('list', { name: 'Členové (1)' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members).toContainText('Kamila Kapitánová');
  await expect(members).toContainText('Nezaplaceno');
  await expectAccessible(page, 'team overview');

  // On a phone: no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { level: 2, name: 'Přehled týmu' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await expectAccessible(page, 'team overview on a phone');

  // Signing out of the team keeps the user's own sign-in.
  await page.getByRole('button', { name: 'Odhlásit se ze správy týmu' }).click();
  await expect(page.getByRole('button', { name: 'Přihlásit se', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Kamila Kapitánová' })).toBeVisible();

  // A manager without an account, in English: the link, the e-mail and the PIN are enough.
  const teamUrl = new URL(page.url()).pathname;
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await useLanguage(visitor, 'en', baseURL);
  await visitor.goto(teamUrl);
  await waitForApp(visitor);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(teamName);
  await visitor.getByRole('textbox', { name: 'Team manager e-mail' }).fill(email);
  await visitor.getByLabel('Team PIN').fill(pin);
  await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();
  await expect(visitor.getByText('2 more members are needed (at least 3 members).')).toBeVisible();
  await expectAccessible(visitor, 'team overview in English');
  await visitorContext.close();
});
