import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TEST_PORTS } from '../../scripts/local/stack';

export const APP = `http://127.0.0.1:${TEST_PORTS.app}`;
export const MAILBOX = `http://127.0.0.1:${TEST_PORTS.ses}`;

/** Points this test process's adapters at the running test stack (same env the stack's handlers use). */
export function useTestStackEnv(): void {
  const secrets = JSON.parse(readFileSync(path.join(ROOT, '.data/test/local-secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: 'race-registration-local',
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${TEST_PORTS.dynamodb}`,
    SES_ENDPOINT: `http://127.0.0.1:${TEST_PORTS.ses}`,
    JWT_SECRET: secrets.jwtSecret,
    LOG_LEVEL: 'silent',
  });
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function api<T = Record<string, unknown>>(
  pathAndQuery: string,
  init: RequestInit & { token?: string; apiKey?: string | null } = {},
): Promise<ApiAnswer<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  else if (init.apiKey !== null) headers.set('x-api-key', init.apiKey ?? 'web-spa');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(`${APP}/api/v1/${pathAndQuery.replace(/^\//, '')}`, { ...init, headers });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

export async function mailbox(): Promise<StoredMail[]> {
  const res = await fetch(`${MAILBOX}/store`);
  return ((await res.json()) as { emails: StoredMail[] }).emails;
}
