import { testDataDir, testMailboxUrl } from './test-data-dir';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_HEADERS, expect } from './fixtures';

/** Helpers of the account and user-area journeys: unique accounts, mailbox links, sign-in. */
export const MAILBOX = testMailboxUrl().replace(/\/$/, '');
export const PASSWORD = 'Běžec2026a';

export const uniqueEmail = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}@example.com`;

export function demoAdmin(): { email: string; password: string } {
  const file = process.env.E2E_CREDENTIALS_FILE ?? path.join(testDataDir(), 'demo-credentials.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { admin: { email: string; password: string } }).admin;
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
}

/** Path and query of the newest account link (`/activate-account` or `/change-password`) sent to an address. */
export async function linkFromMailbox(
  email: string,
  page: 'activate-account' | 'change-password',
  count = 1,
) {
  let link = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${MAILBOX}/store`);
        const { emails } = (await res.json()) as { emails: StoredMail[] };
        const mails = emails.filter((m) => m.destination.to.some((to) => to.toLowerCase() === email));
        if (mails.length < count) return '';
        const text = mails[mails.length - 1]?.body.text ?? '';
        const match = new RegExp(`https?://[^\\s]+/${page}\\?token=[A-Za-z0-9_-]+&userId=[0-9a-f-]{36}`).exec(
          text,
        );
        link = match?.[0] ?? '';
        return link;
      },
      { timeout: 20_000, intervals: [300, 500, 1000] },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const CS_LOGIN = {
  login: 'Přihlásit',
  title: 'Přihlášení',
  password: 'Heslo',
  remember: 'Zapamatovat si mě',
  submit: 'Přihlásit se',
};
export const EN_LOGIN = {
  login: 'Login',
  title: 'Sign in',
  password: 'Password',
  remember: 'Remember me',
  submit: 'Sign in',
};

/** Signs in through the user dropdown of the top bar. */
export async function signIn(page: Page, email: string, password: string, texts = CS_LOGIN, remember = true) {
  await page.getByRole('banner').getByRole('button', { name: texts.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel(texts.password, { exact: true }).fill(password);
  if (remember) await dialog.getByText(texts.remember).click();
  await dialog.getByRole('button', { name: texts.submit }).click();
}

/** Creates an account through the API (activation e-mail sent, not activated). */
export async function signUp(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  language: 'cs' | 'en' = 'cs',
): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await request.post('/api/v1/user', {
    headers: API_HEADERS,
    data: { firstName, lastName, email, password: PASSWORD, passwordConfirm: PASSWORD, language },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

/** Creates and activates an account through the API (for journeys that start later). */
export async function activeAccount(
  request: APIRequestContext,
  firstName: string,
  lastName = 'Testová',
  language: 'cs' | 'en' = 'cs',
): Promise<string> {
  const email = await signUp(request, firstName, lastName, language);
  const link = new URL(await linkFromMailbox(email, 'activate-account'), 'http://x');
  const activated = await request.post('/api/v1/users/activate/check-activation-token', {
    headers: API_HEADERS,
    data: { token: link.searchParams.get('token'), userId: link.searchParams.get('userId') },
  });
  expect(activated.status()).toBe(200);
  return email;
}

/**
 * Opens the user dropdown of the signed-in user and clicks one of its entries. Retried: right after
 * sign-in or a reload the dropdown's code may still be loading and a click can land mid-opening.
 */
export async function useUserMenu(
  page: Page,
  userName: string,
  entry: { role: 'link' | 'button'; name: string },
) {
  const trigger = page.getByRole('banner').getByRole('button', { name: userName });
  const target = page.getByRole('dialog', { name: userName }).getByRole(entry.role, { name: entry.name });
  await expect(async () => {
    if (!(await target.isVisible())) await trigger.click();
    try {
      await target.click({ timeout: 2_000 });
    } catch (error) {
      await page.keyboard.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 20_000 });
}
