import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { PostResult } from '../../domain/webhooks/webhook-ports';
import { isPrivateAddress } from '../../domain/webhooks/webhook-url';

/** A receiver gets this long to answer; a slow one counts as a failed attempt. */
export const DELIVERY_TIMEOUT_MS = 10_000;

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * DNS lookup that refuses private addresses: the check runs on the address the socket connects
 * to, so a name that resolves to a public address at creation and a private one later (DNS
 * rebinding) is refused too.
 */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const list = addresses as LookupAddress[];
    const blocked = list.find((a) => isPrivateAddress(a.address));
    if (blocked || !list.length) {
      const error: NodeJS.ErrnoException = new Error('webhooks.privateAddress');
      error.code = 'EPRIVATE';
      return callback(error, []);
    }
    if (options.all) return callback(null, list);
    const first = list[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
}

/**
 * POSTs one delivery; never throws (a refused connection, a timeout or a blocked address is an
 * attempt without a status). `publicOnly` on AWS; locally the URL rule allows 127.0.0.1 only.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  publicOnly: boolean,
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Length': String(Buffer.byteLength(body)),
          'User-Agent': 'race-registration-webhooks/1',
        },
        timeout: DELIVERY_TIMEOUT_MS,
        ...(publicOnly ? { lookup: publicOnlyLookup as never } : {}),
      },
      (res) => {
        // The answer's body is not kept: only its status counts. Read it so the socket is freed.
        res.resume();
        res.on('end', () =>
          resolve({ statusCode: res.statusCode ?? null, error: null, durationMs: elapsed() }),
        );
        res.on('error', (err) =>
          resolve({ statusCode: res.statusCode ?? null, error: err.message, durationMs: elapsed() }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({
        statusCode: null,
        error: err.code === 'EPRIVATE' ? 'webhooks.privateAddress' : err.message,
        durationMs: elapsed(),
      }),
    );
    req.end(body);
  });
}
