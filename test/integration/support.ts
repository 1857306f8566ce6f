import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_DATA_DIR, TEST_PORTS } from '../../scripts/local/stack';

/**
 * Where the stack under test listens: the test ports by default; a stack started elsewhere (another
 * engineer's ports, a second checkout) is named with these optional variables.
 */
const env = (name: string, fallback: string): string => process.env[name] || fallback;
const trimSlash = (url: string) => url.replace(/\/+$/, '');
export const APP = trimSlash(env('INTEGRATION_APP_URL', `http://127.0.0.1:${TEST_PORTS.app}`));
export const MAILBOX = trimSlash(env('INTEGRATION_MAILBOX_URL', `http://127.0.0.1:${TEST_PORTS.ses}`));
const DDB_ENDPOINT = env('INTEGRATION_DDB_ENDPOINT', `http://127.0.0.1:${TEST_PORTS.dynamodb}`);
const SES_ENDPOINT = env('INTEGRATION_SES_ENDPOINT', `http://127.0.0.1:${TEST_PORTS.ses}`);
/** The stack's data directory (local secrets, demo credentials). */
export const DATA_DIR = env('INTEGRATION_DATA_DIR', TEST_DATA_DIR);

/** Points this test process's adapters at the running test stack (same env the stack's handlers use). */
export function useTestStackEnv(): void {
  const secrets = JSON.parse(readFileSync(path.join(DATA_DIR, 'local-secrets.json'), 'utf8')) as {
    jwtSecret: string;
  };
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: 'race-registration-local',
    DYNAMODB_ENDPOINT: DDB_ENDPOINT,
    SES_ENDPOINT,
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
