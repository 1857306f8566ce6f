import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashPassword } from '../../functions/adapters/auth/passwords';
import { accountKeys } from '../../functions/adapters/dynamodb/account-keys';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { hashAccountToken } from '../../functions/domain/accounts/account-tokens';
import { windowIndex, type RateRule } from '../../functions/domain/accounts/rate-limit';
import { api, APP, mailbox, type StoredMail } from './support';

/** A fresh address per run, so the account tests never meet data of another run or file. */
export const uniqueEmail = (tag: string) => `acc-${tag}-${randomUUID().slice(0, 8)}@example.com`;

export const PASSWORD = 'Spravne-Heslo-1';

export type TokenAnswer = { accessToken: string; expiresIn: number };
export type ErrorBody = {
  code: string;
  message: string;
  params?: Record<string, number>;
  authError?: boolean;
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

export const post = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body), ...(token ? { token } : {}) });
export const put = <T = Record<string, unknown>>(path: string, body: unknown, token?: string) =>
  api<T>(path, { method: 'PUT', body: JSON.stringify(body), ...(token ? { token } : {}) });

/** A user written straight to the table in a given state (like an admin-made or seeded account). */
export async function createUser(
  state: { disabled?: boolean; locked?: boolean; emailConfirmed?: boolean; language?: 'cs' | 'en' } = {},
  tag = 'user',
) {
  const userId = randomUUID();
  const email = uniqueEmail(tag);
  const client = getDocumentClient();
  await client.send(
    new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: {
        ...keys.user(userId),
        entity: 'user',
        userId,
        firstName: 'Test',
        lastName: 'Účet',
        email,
        language: state.language ?? 'en',
        disabled: state.disabled ?? false,
        locked: state.locked ?? false,
        emailConfirmed: state.emailConfirmed ?? true,
        roles: ['user'],
        passwordHash: await hashPassword(PASSWORD),
      },
    }),
  );
  await client.send(
    new PutCommand({
      TableName: process.env.TABLE_NAME,
      Item: { ...keys.userEmail(email), entity: 'userEmail', userId },
    }),
  );
  return { userId, email, password: PASSWORD };
}

export async function signIn(email: string, password = PASSWORD, remember = false): Promise<string> {
  const res = await post<TokenAnswer>('authenticate', { username: email, password, remember });
  if (res.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accessToken;
}

export async function setUser(userId: string, values: Record<string, unknown>): Promise<void> {
  const names = Object.keys(values);
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.user(userId),
      UpdateExpression: `SET ${names.map((n, i) => `#n${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, values[n]])),
    }),
  );
}

/** E-mails the SES emulator received for an address (waits for the queue worker). */
export async function mailsTo(address: string, count = 1): Promise<StoredMail[]> {
  for (let i = 0; i < 200; i++) {
    const mails = (await mailbox()).filter((m) =>
      m.destination.to.some((t) => t.toLowerCase() === address.toLowerCase()),
    );
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected ${count} e-mail(s) to ${address}`);
}

/** After a pause long enough for the queue, how many e-mails went to an address. */
export async function mailCountAfterPause(address: string, ms = 700): Promise<number> {
  await new Promise((r) => setTimeout(r, ms));
  return (await mailbox()).filter((m) =>
    m.destination.to.some((t) => t.toLowerCase() === address.toLowerCase()),
  ).length;
}

/**
 * The link of an account e-mail (`/activate-account` or `/change-password`) from its HTML (the
 * button) and its text part; both must point at the app.
 */
export function linkIn(mail: StoredMail | undefined, page: 'activate-account' | 'change-password') {
  const html = (mail?.body.html ?? '').replace(/&amp;/g, '&');
  const pattern = new RegExp(
    `${APP.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/${page}\\?token=([A-Za-z0-9_-]+)&userId=([0-9a-f-]{36})`,
  );
  const inHtml = pattern.exec(html);
  const inText = pattern.exec(mail?.body.text ?? '');
  if (!inHtml || !inText) throw new Error(`no ${page} link to ${APP} in ${mail?.subject}`);
  if (inHtml[0] !== inText[0]) throw new Error('HTML and text links differ');
  return { url: inHtml[0], token: inHtml[1] as string, userId: inHtml[2] as string };
}

/** Moves a link's expiry into the past (as if its 24 h / 1 h had passed). */
export async function expireLink(kind: 'activation' | 'reset', token: string): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: accountKeys.token(kind, hashAccountToken(token)),
      UpdateExpression: 'SET validUntil = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

/** Moves the last e-mail to an address back by `minutes` (as if that time had passed). */
export async function rewindEmailWait(
  kind: 'activation' | 'reset',
  email: string,
  minutes: number,
): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: accountKeys.emailCooldown(kind, email),
      UpdateExpression: 'SET sentAt = sentAt - :s',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':s': minutes * 60 },
    }),
  );
}

/**
 * Runs `fn` while this machine's address has used up a per-address rule (the current and next
 * window, in case one ends meanwhile), then puts the windows back as they were, so the rest of the
 * suite, which calls from the same address, is not locked out.
 */
export async function withAddressExhausted<T>(rule: RateRule, fn: () => Promise<T>): Promise<T> {
  const client = getDocumentClient();
  const now = new Date();
  const windows = [windowIndex(rule, now), windowIndex(rule, now) + 1];
  const addresses = ['127.0.0.1', '::ffff:127.0.0.1', '::1'];
  const rateKeys = addresses.flatMap((a) => windows.map((w) => keys.rateWindow(rule.kind, a, w)));
  const before = await Promise.all(
    rateKeys.map(
      async (Key) => (await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key }))).Item,
    ),
  );
  await Promise.all(
    rateKeys.map((Key) =>
      client.send(
        new PutCommand({
          TableName: process.env.TABLE_NAME,
          Item: {
            ...Key,
            count: rule.limit,
            expiresAt: Math.floor(Date.now() / 1000) + 2 * rule.windowSeconds,
          },
        }),
      ),
    ),
  );
  try {
    return await fn();
  } finally {
    await Promise.all(
      rateKeys.map((Key, i) =>
        before[i]
          ? client.send(new PutCommand({ TableName: process.env.TABLE_NAME, Item: before[i] }))
          : client.send(new DeleteCommand({ TableName: process.env.TABLE_NAME, Key })),
      ),
    );
  }
}

/**
 * Empties this machine's current windows of per-address rules, so a rerun against the same stack
 * within the window (all calls come from one address) starts like the first run.
 */
export async function clearAddressWindows(rules: RateRule[]): Promise<void> {
  const now = new Date();
  await Promise.all(
    rules.flatMap((rule) =>
      ['127.0.0.1', '::ffff:127.0.0.1', '::1'].map((a) =>
        getDocumentClient().send(
          new DeleteCommand({
            TableName: process.env.TABLE_NAME,
            Key: keys.rateWindow(rule.kind, a, windowIndex(rule, now)),
          }),
        ),
      ),
    ),
  );
}
