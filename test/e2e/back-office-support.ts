import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import { demoAdmin, MAILBOX } from './account-support';
import { API_HEADERS, expect } from './fixtures';

const v = (name: string) => demoGuid(`cardvalue:spring:${name}`);

/** A runner's bank-transfer order for the demo 10 km (placed through the API: the journeys start at the back office). */
export async function placeBankTransferOrder(
  request: APIRequestContext,
  lastName: string,
  {
    firstName = 'Jana',
    gender = 2,
    token,
    paymentMethod = 2,
  }: {
    firstName?: string;
    gender?: 1 | 2;
    /** a signed-in runner's: the order is theirs */ token?: string;
    /** 1: by card (paid on the gateway simulator afterwards) */ paymentMethod?: 1 | 2;
  } = {},
) {
  const email = `${lastName.toLowerCase()}@example.com`;
  const runner = { firstName, lastName, email, birthDate: '1990-04-12', gender };
  const res = await request.post('/api/v1/checkout/register', {
    headers: token ? { ...API_HEADERS, authorization: `Bearer ${token}` } : API_HEADERS,
    data: {
      idempotencyKey: crypto.randomUUID(),
      currency: 'CZK',
      language: 'cs',
      registrator: runner,
      paymentMethod,
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
  return signInWithoutForm(page, admin.email, admin.password);
}

/** Signs the page in as any user without the sign-in form; answers the access token. */
export async function signInWithoutForm(page: Page, email: string, password: string): Promise<string> {
  const res = await page.request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: email, password, remember: true },
  });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  await page.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(accessToken)});`);
  return accessToken;
}

/** A runner's bank-transfer order for the demo trail race (another series than the cup's 10 km). */
export async function placeTrailOrder(request: APIRequestContext, lastName: string, firstName = 'Tomáš') {
  const t = (name: string) => demoGuid(`cardvalue:trail:${name}`);
  const email = `${lastName.toLowerCase()}@example.com`;
  const runner = { firstName, lastName, email, birthDate: '1988-06-01', gender: 1 };
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
          seriesEventGuid: DEMO.eventTrail,
          subEventGuid: DEMO.subTrail,
          categoryGuid: demoGuid('cat:trail-men'),
          waveGuid: null,
          termsAccepted: true,
          // The trail card: names, gender, birth date and a phone (mandatory kit), no e-mail.
          cards: [
            {
              cardGuid: demoGuid('card:trail'),
              values: {
                [t('firstName')]: firstName,
                [t('lastName')]: lastName,
                [t('gender')]: '1',
                [t('birthDate')]: runner.birthDate,
                [t('phone')]: 'CZE|+420|777123456',
              },
            },
          ],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { variableSymbol: string; registrationGuid: string };
}

/**
 * An event manager (created by the demo admin through the API, without e-mail) permitted one
 * series or event; answers the credentials to sign in with.
 */
export async function createEventManager(
  request: APIRequestContext,
  permission: { kind: 'series' | 'event'; guid: string },
  language: 'cs' | 'en' = 'cs',
) {
  const admin = demoAdmin();
  const auth = await request.post('/api/v1/authenticate', {
    headers: API_HEADERS,
    data: { username: admin.email, password: admin.password, remember: false },
  });
  expect(auth.status()).toBe(200);
  const { accessToken } = (await auth.json()) as { accessToken: string };
  const headers = { ...API_HEADERS, authorization: `Bearer ${accessToken}` };
  const email = `e2e-em-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Běžec2026a';
  const created = await request.post('/api/v1/admin/users', {
    headers,
    data: {
      sendEmail: false,
      firstName: 'Eva',
      lastName: 'Pořadatelová',
      email,
      language,
      eventManager: true,
      password,
      passwordConfirm: password,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { userData } = (await created.json()) as { userData: { userId: string } };
  const granted = await request.post(`/api/v1/admin/users/${userData.userId}/permissions`, {
    headers,
    data: permission,
  });
  expect(granted.status(), await granted.text()).toBe(200);
  /** The manager's own language (the interface takes it at every start, as after a sign-in). */
  const setLanguage = async (to: 'cs' | 'en') => {
    const res = await request.put(`/api/v1/admin/users/${userData.userId}`, {
      headers,
      data: { firstName: 'Eva', lastName: 'Pořadatelová', email, language: to },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  return { email, password, userId: userData.userId, setLanguage };
}

/** How many e-mails the local mailbox holds for an address. */
export async function mailCount(email: string): Promise<number> {
  const res = await fetch(`${MAILBOX}/store`);
  const { emails } = (await res.json()) as { emails: Array<{ destination: { to: string[] } }> };
  return emails.filter((m) => m.destination.to.some((to) => to.toLowerCase() === email)).length;
}
