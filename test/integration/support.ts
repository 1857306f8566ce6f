import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { compileRoutes, matchRoute } from '../../scripts/local/dev-gateway';
import { waitForProjector } from '../../scripts/local/projector-mark';
import { IMPLEMENTED_ROUTES } from '../../shared/api/routes';
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
    ticketSecret: string;
  };
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TABLE_NAME: 'race-registration-local',
    DYNAMODB_ENDPOINT: DDB_ENDPOINT,
    SES_ENDPOINT,
    JWT_SECRET: secrets.jwtSecret,
    TICKET_SECRET: secrets.ticketSecret,
    LOG_LEVEL: 'silent',
  });
}

let markClient: DynamoDBDocumentClient | undefined;

/**
 * Waits until the stack's projector has read every write made so far: statistics, the orders
 * list's counts and its search and per-event indexes follow the orders from the table's stream
 * (eventually, within the projector's lag), so a test reading them right after a write waits first.
 */
export async function projected(): Promise<void> {
  markClient ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-central-1',
      endpoint: DDB_ENDPOINT,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  await waitForProjector(markClient, 'race-registration-local');
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * The calls that read projections (statistics, the orders lists with their counts, search and
 * per-event index, their exports and group e-mails): `api` waits for the projector before them, as
 * a person reading a list a moment after a change would find it there.
 */
const READS_PROJECTIONS = [
  /^admin\/statistics(\/[^/?]+)?(\?|$)/,
  /^admin\/registrations(\/export[^/?]*)?(\?|$)/,
  /^event-manager\/[^/]+\/registrations(\/export-xlsx|\/group-email[^?]*)?(\?|$)/,
  /group-email/,
];

export async function api<T = Record<string, unknown>>(
  pathAndQuery: string,
  init: RequestInit & { token?: string; apiKey?: string | null } = {},
): Promise<ApiAnswer<T>> {
  const path = pathAndQuery.replace(/^\//, '');
  if (READS_PROJECTIONS.some((r) => r.test(path))) await projected();
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
  checkAgainstContract(init.method ?? 'GET', pathAndQuery, res, body);
  return { status: res.status, headers: res.headers, body: body as T };
}

const COMPILED_ROUTES = compileRoutes(IMPLEMENTED_ROUTES);

/**
 * Every successful JSON answer must be what its route's response schema says (the SPA parses it
 * with that schema): a field renamed, missing or of another type on the server fails the test that
 * made the call, not a screen in production.
 */
function checkAgainstContract(method: string, pathAndQuery: string, res: Response, body: unknown): void {
  if (!res.ok || typeof body !== 'object' || body === null) return;
  const pathname = new URL(`${APP}/api/v1/${pathAndQuery.replace(/^\//, '')}`).pathname;
  const match = matchRoute(COMPILED_ROUTES, method.toUpperCase(), pathname);
  const schema = match && 'params' in match ? match.route.response : undefined;
  if (!schema) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new Error(
      `${method} ${pathname} answered outside its response schema (${match!.route.id}):\n${z.prettifyError(parsed.error)}`,
    );
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
