import type { FioAnswer } from '../../domain/bank-import/fio-fetch';
import type { FioRequest } from '../../domain/bank-import/fio-fetch-rules';

/** Fio banka's API (read-only token in the path); FIO_API_URL points elsewhere locally and in tests. */
export const FIO_API_DEFAULT_URL = 'https://fioapi.fio.cz/v1/rest';
const TIMEOUT_MS = 25_000;

const baseUrl = () => (process.env.FIO_API_URL || FIO_API_DEFAULT_URL).replace(/\/+$/, '');

/** The request's path (Fio: `last/{token}/transactions.json`, `set-last-id/{token}/{id}/`, `set-last-date/{token}/{day}/`). */
export function fioPath(token: string, request: FioRequest): string {
  const t = encodeURIComponent(token);
  switch (request.kind) {
    case 'last':
      return `last/${t}/transactions.json`;
    case 'setLastId':
      return `set-last-id/${t}/${request.id}/`;
    case 'setLastDate':
      return `set-last-date/${t}/${request.day}/`;
  }
}

/**
 * One request; the answer mapped to what the fetch rules need. 409 is Fio's "another request of
 * this token within 30 s"; 401/403/404 a token the bank does not know (or no longer).
 */
export async function sendFioRequest(token: string, request: FioRequest): Promise<FioAnswer> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl()}/${fioPath(token, request)}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'failed', detail: String(error) };
  }
  if (res.status === 409) return { kind: 'rateLimited' };
  if (res.status === 401 || res.status === 403 || res.status === 404) return { kind: 'tokenRefused' };
  if (!res.ok) return { kind: 'failed', detail: `HTTP ${res.status}` };
  return { kind: 'ok', body: new Uint8Array(await res.arrayBuffer()) };
}
