import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { demoAdmin, MAILBOX } from './account-support';
import { API_HEADERS, expect } from './fixtures';

const v = (name: string) => demoGuid(`cardvalue:spring:${name}`);

/** A runner's bank-transfer order for the demo 10 km (placed through the API: the journeys start at the back office). */
export async function placeBankTransferOrder(
  request: APIRequestContext,
  lastName: string,
  { firstName = 'Jana', gender = 2 }: { firstName?: string; gender?: 1 | 2 } = {},
) {
  const email = `${lastName.toLowerCase()}@example.com`;
  const runner = { firstName, lastName, email, birthDate: '1990-04-12', gender };
  const res = await request.post('/api/v1/checkout/register', {
    headers: API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: runner,
      paymentMethod: 2,
      discounts: [],
      termsAccepted: true,
      personalDataConsent: true,
      items: [
        {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.sub10k,
          categoryGuid: demoGuid(gender === 2 ? 'cat:10k-women' : 'cat:10k-men'),
          waveGuid: null,
          termsAccepted: true,
          cards: [
            {
              cardGuid: demoGuid('card:spring-regular'),
              values: {
                [v('firstName')]: firstName,
                [v('lastName')]: lastName,
                [v('gender')]: String(gender),
                [v('birthDate')]: runner.birthDate,
                [v('email')]: email,
                [v('country')]: 'CZE',
                [v('tshirt')]: 'none',
              },
            },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { variableSymbol, registrationGuid } = (await res.json()) as {
    variableSymbol: string;
    registrationGuid: string;
  };
  return { variableSymbol, registrationGuid, email };
}

/** Signs the page in as the demo admin without the sign-in form (other journeys test the form). */
export async function signInDemoAdmin(page: Page): Promise<string> {
  const admin = demoAdmin();
  const res = await page.request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password, remember: true },
  });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(accessToken)});`);
  return accessToken;
}

/** How many e-mails the local mailbox holds for an address. */
export async function mailCount(email: string): Promise<number> {
  const res = await fetch(`${MAILBOX}/store`);
  const { emails } = (await res.json()) as { emails: Array<{ destination: { to: string[] } }> };
  return emails.filter((m) => m.destination.to.some((to) => to.toLowerCase() === email)).length;
}
