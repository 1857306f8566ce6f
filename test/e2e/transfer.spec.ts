import { randomUUID } from 'node:crypto';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { activeAccount, MAILBOX, PASSWORD } from './account-support';
import { signInDemoAdmin } from './back-office-support';
import { API_HEADERS, expect, expectAccessible, test, useLanguage, waitForApp } from './fixtures';

/**
 * Transfer accepted by a friend (issue 27 item 2): the organiser allows transfers on the demo
 * 10 km in the race editor (Czech); a runner offers their paid registration to a friend from My
 * registrations (English); the friend opens the link of the offer e-mail read from the local SES
 * mailbox, fills their card and accepts; the registration is theirs. The payment e-mail's transfer
 * link opens the same offer form without an account. Axe-clean on every step.
 */
const v = (name: string) => demoGuid(`cardvalue:spring:${name}`);

test('transfer accepted by a friend', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const adminToken = await signInDemoAdmin(page);
  const admin = { ...API_HEADERS, authorization: `Bearer ${adminToken}` };

  // The organiser, in Czech: the race editor's transfer panel.
  await page.goto(`/admin/series/${DEMO.seriesCup}/races/${DEMO.sub10k}`);
  await waitForApp(page);
  const panel = page.getByRole('form', { name: 'Pravidla převodu' });
  const allowed = panel.getByRole('checkbox', { name: 'Závodníci mohou svou registraci převést' });
  if (!(await allowed.isChecked())) await allowed.check({ force: true });
  await expect(allowed).toBeChecked();
  await expectAccessible(page, 'race editor transfer rules');
  await panel.getByRole('button', { name: 'Uložit pravidla převodu' }).click();
  await expect(page.getByText('Pravidla převodu uložena.')).toBeVisible();

  // The runner's paid registration in the men's 10 km.
  const email = await activeAccount(page.request, 'Petr', 'Předávající', 'en');
  const signedIn = await page.request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: email, password: PASSWORD, remember: true },
  });
  const runnerToken = ((await signedIn.json()) as { accessToken: string }).accessToken;
  const last = `Předávající${randomUUID().slice(0, 6)}`;
  const registered = await page.request.post('/api/v1/checkout/register', {
    headers: { ...API_HEADERS, authorization: `Bearer ${runnerToken}` },
    data: {
      idempotencyKey: randomUUID(),
      currency: 'CZK',
      language: 'en',
      registrator: { firstName: 'Petr', lastName: last, email, birthDate: '1990-04-12', gender: 1 },
      paymentMethod: 2,
      discounts: [],
      items: [
        {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.sub10k,
          categoryGuid: demoGuid('cat:10k-men'),
          waveGuid: null,
          termsAccepted: true,
          cards: [
            {
              cardGuid: demoGuid('card:spring-regular'),
              values: {
                [v('firstName')]: 'Petr',
                [v('lastName')]: last,
                [v('gender')]: '1',
                [v('birthDate')]: '1990-04-12',
                [v('email')]: email,
                [v('country')]: 'CZE',
                [v('tshirt')]: 'none',
              },
            },
          ],
        },
      ],
      termsAccepted: true,
      personalDataConsent: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { registrationGuid } = (await registered.json()) as { registrationGuid: string };
  const paid = await page.request.post(`/api/v1/admin/registrations/${registrationGuid}/paid`, {
    headers: admin,
    data: {},
  });
  expect(paid.status()).toBe(200);

  // The payment e-mail's link opens the transfer form without signing in.
  let startLink = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await fetch(`${MAILBOX}/store`)).json()) as {
          emails: Array<{ destination: { to: string[] }; body: { text?: string } }>;
        };
        const mail = emails.find(
          (m) => m.destination.to.includes(email) && m.body.text?.includes('/transfer-start/'),
        );
        startLink = /\/transfer-start\/[A-Za-z0-9_-]{46}/.exec(mail?.body.text ?? '')?.[0] ?? '';
        return startLink;
      },
      { timeout: 20_000, intervals: [300, 500, 1000] },
    )
    .not.toBe('');
  const linkContext = await browser.newContext();
  const linkPage = await linkContext.newPage();
  await useLanguage(linkPage, 'en', baseURL);
  await linkPage.goto(startLink);
  await expect(linkPage.getByRole('heading', { level: 1, name: 'Transfer your registration' })).toBeVisible();
  await expect(
    linkPage.getByRole('form', { name: 'Offer the registration to another runner' }),
  ).toBeVisible();
  await expectAccessible(linkPage, 'transfer link page');
  await linkContext.close();

  // The runner, in English: My registrations → Transfer to another runner.
  const runnerContext = await browser.newContext();
  const runner = await runnerContext.newPage();
  await useLanguage(runner, 'en', baseURL);
  await runner.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(runnerToken)});`);
  await runner.goto('/user/my-registrations');
  await waitForApp(runner);
  await runner.getByRole('button', { name: 'Transfer to another runner' }).click();
  const offerForm = runner.getByRole('form', { name: 'Offer the registration to another runner' });
  const friend = `friend-${randomUUID().slice(0, 8)}@example.com`;
  await offerForm.getByRole('textbox', { name: "New runner's e-mail" }).fill(friend);
  await offerForm.getByRole('textbox', { name: 'First name' }).fill('Jan');
  await offerForm.getByRole('textbox', { name: 'Last name' }).fill('Přítel');
  await expectAccessible(runner, 'transfer offer form');
  await offerForm.getByRole('button', { name: 'Send the offer' }).click();
  await expect(runner.getByText(/Offered to Jan Přítel/)).toBeVisible();
  await expectAccessible(runner, 'pending transfer offer');

  // The friend opens the link of e-mail 15 (no account) and accepts.
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAILBOX}/store`);
        const { emails } = (await res.json()) as {
          emails: Array<{ destination: { to: string[] }; body: { text?: string } }>;
        };
        const mail = emails.find((m) => m.destination.to.includes(friend));
        link =
          /https?:\/\/\S+\/transfer-offer\/[0-9a-f-]{36}[A-Za-z0-9_-]{43}/.exec(mail?.body.text ?? '')?.[0] ??
          '';
        return link;
      },
      { timeout: 20_000, intervals: [300, 500, 1000] },
    )
    .not.toBe('');
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await useLanguage(friendPage, 'en', baseURL);
  const url = new URL(link);
  await friendPage.goto(url.pathname);
  await expect(
    friendPage.getByRole('heading', { level: 1, name: /offers you their registration/ }),
  ).toBeVisible();
  const card = friendPage.getByRole('form', { name: 'Your registration details' });
  await expect(card.getByRole('textbox', { name: 'First name' })).toHaveValue('Jan');
  await card.getByLabel('Date of birth').fill('1992-03-04');
  await card.getByText('Male', { exact: true }).click();
  await expectAccessible(friendPage, 'transfer offer page');
  await card.getByRole('button', { name: 'Accept the registration' }).click();
  await expect(friendPage.getByText('Done: the registration is yours.')).toBeVisible();
  await expectAccessible(friendPage, 'transfer accepted');

  // The registration now names the friend.
  const detail = await page.request.get(`/api/v1/admin/registrations/${registrationGuid}`, {
    headers: admin,
  });
  const body = (await detail.json()) as { items: Array<{ firstName: string; email: string }> };
  expect(body.items[0]).toMatchObject({ firstName: 'Jan', email: friend });
  await runnerContext.close();
  await friendContext.close();
});
