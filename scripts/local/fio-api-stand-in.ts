import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type http from 'node:http';

/**
 * The local stand-in for Fio banka's API (functions/adapters/payments/fio-api.ts), on the app's
 * origin under `<basePath>` (the dev gateway listens on 127.0.0.1 only). Like the bank:
 * - `GET <base>/v1/rest/last/{token}/transactions.json`: the movements after the token's cursor as a
 *   Fio JSON statement; the cursor moves to the last one (a server-side cursor);
 * - `GET <base>/v1/rest/set-last-id/{token}/{id}/` and `set-last-date/{token}/{yyyy-mm-dd}/` move it;
 * - an unknown token answers 401; a second request of a token within 30 s answers 409.
 * Test switches (POST, JSON): `<base>/test/accounts` `{}` → `{ token }` (a new account),
 * `<base>/test/movements` `{ token, movements: [{ amount (minor units), variableSymbol?, message?,
 * name?, account?, bankCode?, currency?, date? }] }` → `{ ids }`, `<base>/test/forget-limit`
 * `{ token }` (the next request is not a second one within 30 s: tests do not wait).
 * State is kept in `stateFile` when given (npm start keeps its accounts over restarts).
 */
export const FIO_STAND_IN_INTERVAL_MS = 30_000;

interface StandInMovement {
  id: number;
  date: string;
  amount: number;
  currency: string;
  variableSymbol: string;
  message: string;
  name: string;
  account: string;
  bankCode: string;
}

interface Account {
  cursor: number;
  lastRequestAt: number | null;
  movements: StandInMovement[];
}

interface State {
  nextId: number;
  accounts: Record<string, Account>;
}

export interface FioApiStandIn {
  apiUrl(origin: string): string;
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
}

const MAX_BODY_BYTES = 256 * 1024;

function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) resolve(undefined);
      else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {});
      } catch {
        resolve(undefined);
      }
    });
    req.on('error', reject);
  });
}

const json = (res: http.ServerResponse, status: number, body: unknown): void =>
  void res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/** One movement as Fio writes it: `columnN: { value, name, id }`, dates `yyyy-mm-dd+0100`, crowns. */
const fioTransaction = (m: StandInMovement) => ({
  column22: { value: m.id, name: 'ID pohybu', id: 22 },
  column0: { value: `${m.date}+0100`, name: 'Datum', id: 0 },
  column1: { value: m.amount / 100, name: 'Objem', id: 1 },
  column14: { value: m.currency, name: 'Měna', id: 14 },
  column2: m.account ? { value: m.account, name: 'Protiúčet', id: 2 } : null,
  column10: m.name ? { value: m.name, name: 'Název protiúčtu', id: 10 } : null,
  column3: m.bankCode ? { value: m.bankCode, name: 'Kód banky', id: 3 } : null,
  column5: m.variableSymbol ? { value: m.variableSymbol, name: 'VS', id: 5 } : null,
  column16: m.message ? { value: m.message, name: 'Zpráva pro příjemce', id: 16 } : null,
  column8: { value: 'Bezhotovostní příjem', name: 'Typ', id: 8 },
});

export function createFioApiStandIn(opts: {
  basePath: string;
  stateFile?: string;
  now?: () => number;
}): FioApiStandIn {
  const now = opts.now ?? Date.now;
  const base = opts.basePath.replace(/\/+$/, '');
  const load = (): State =>
    opts.stateFile && existsSync(opts.stateFile)
      ? (JSON.parse(readFileSync(opts.stateFile, 'utf8')) as State)
      : // Ids that never repeat over restarts of a stack whose database is kept.
        { nextId: now() * 10, accounts: {} };
  const state = load();
  const save = () => {
    if (opts.stateFile) writeFileSync(opts.stateFile, JSON.stringify(state), { mode: 0o600 });
  };

  function bankRequest(res: http.ServerResponse, path: string): void {
    const m =
      /^\/v1\/rest\/(last)\/([^/]+)\/transactions\.json$/.exec(path) ??
      /^\/v1\/rest\/(set-last-id)\/([^/]+)\/(\d+)\/?$/.exec(path) ??
      /^\/v1\/rest\/(set-last-date)\/([^/]+)\/(\d{4}-\d{2}-\d{2})\/?$/.exec(path);
    if (!m) return void res.writeHead(404).end();
    const [, op = '', token = '', arg] = m;
    const account = state.accounts[decodeURIComponent(token)];
    if (!account) return void res.writeHead(401).end('Unknown token');
    const t = now();
    if (account.lastRequestAt !== null && t - account.lastRequestAt < FIO_STAND_IN_INTERVAL_MS)
      return void res.writeHead(409).end('One request per 30 seconds');
    account.lastRequestAt = t;
    if (op === 'set-last-id') {
      account.cursor = Number(arg);
      save();
      return void res.writeHead(200).end();
    }
    if (op === 'set-last-date') {
      const before = account.movements.filter((mv) => mv.date <= (arg ?? ''));
      account.cursor = before.length ? Math.max(...before.map((mv) => mv.id)) : 0;
      save();
      return void res.writeHead(200).end();
    }
    const fresh = account.movements.filter((mv) => mv.id > account.cursor);
    const idFrom = fresh[0]?.id ?? null;
    const idTo = fresh.at(-1)?.id ?? null;
    if (idTo !== null) account.cursor = idTo;
    save();
    json(res, 200, {
      accountStatement: {
        info: { bankId: '2010', currency: 'CZK', idFrom, idTo, idLastDownload: account.cursor || null },
        transactionList: { transaction: fresh.map(fioTransaction) },
      },
    });
  }

  function testSwitch(res: http.ServerResponse, path: string, body: Record<string, unknown>): void {
    if (path === '/test/accounts') {
      const token = randomBytes(32).toString('hex');
      state.accounts[token] = { cursor: 0, lastRequestAt: null, movements: [] };
      save();
      return json(res, 200, { token });
    }
    const account = state.accounts[String(body.token ?? '')];
    if (!account) return json(res, 404, { error: 'unknown token' });
    if (path === '/test/forget-limit') {
      account.lastRequestAt = null;
      save();
      return json(res, 200, {});
    }
    if (path !== '/test/movements' || !Array.isArray(body.movements)) return json(res, 400, {});
    const today = new Date(now()).toISOString().slice(0, 10);
    const ids: number[] = [];
    for (const raw of body.movements as Array<Record<string, unknown>>) {
      const id = state.nextId++;
      ids.push(id);
      const text = (k: string, d = '') => (typeof raw[k] === 'string' ? (raw[k] as string) : d);
      account.movements.push({
        id,
        date: text('date', today),
        amount: Number(raw.amount),
        currency: text('currency', 'CZK'),
        variableSymbol: text('variableSymbol'),
        message: text('message'),
        name: text('name'),
        account: text('account'),
        bankCode: text('bankCode'),
      });
    }
    save();
    json(res, 200, { ids });
  }

  return {
    apiUrl: (origin) => `${origin.replace(/\/+$/, '')}${base}/v1/rest`,
    handle(req, res) {
      const pathname = new URL(req.url ?? '/', 'http://stand-in.local').pathname;
      if (pathname !== base && !pathname.startsWith(`${base}/`)) return false;
      const path = pathname.slice(base.length);
      if (path.startsWith('/v1/rest/')) {
        if (req.method !== 'GET') res.writeHead(405, { allow: 'GET' }).end();
        else bankRequest(res, path);
        return true;
      }
      if (req.method !== 'POST') {
        res.writeHead(405, { allow: 'POST' }).end();
        return true;
      }
      readJson(req)
        .then((body) => (body ? testSwitch(res, path, body) : json(res, 400, {})))
        .catch(() => {
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        });
      return true;
    },
  };
}
