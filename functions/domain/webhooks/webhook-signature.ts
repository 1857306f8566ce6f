import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How a webhook delivery is signed (docs/webhooks-and-partner-api.md): HMAC-SHA256 with the
 * endpoint's secret over `<timestamp>.<raw body>`, sent as
 * `Webhook-Signature: t=<unix seconds>,v1=<hex>`. The timestamp inside the signed text lets a
 * receiver refuse a captured request replayed later: outside the window it is rejected even with
 * a valid signature. This module has no other import, so a partner can copy it as it is.
 */
export const SIGNATURE_HEADER = 'Webhook-Signature';
export const EVENT_ID_HEADER = 'Webhook-Id';
/** A signed request older (or newer: clock skew) than this is refused by `verifyWebhookSignature`. */
export const REPLAY_WINDOW_SECONDS = 5 * 60;

const hmac = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

/** The signature header's value for this body sent at `timestamp` (unix seconds). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

export type VerifyResult =
  { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'badSignature' | 'outsideWindow' };

/**
 * Checks a received delivery: the raw body exactly as received (before any JSON parsing), the
 * `Webhook-Signature` header, the secret shown when the endpoint was created. `now` in unix seconds.
 * Several `v1=` values (a secret being rotated) pass when any matches.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | undefined | null;
  body: string;
  now: number;
  toleranceSeconds?: number;
}): VerifyResult {
  const parts = (input.header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string?]);
  const t = parts.find(([k]) => k === 't')?.[1];
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string);
  const timestamp = t && /^\d{1,12}$/.test(t) ? Number(t) : NaN;
  if (!Number.isFinite(timestamp) || !signatures.length) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmac(input.secret, timestamp, input.body), 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'badSignature' };
  if (Math.abs(input.now - timestamp) > (input.toleranceSeconds ?? REPLAY_WINDOW_SECONDS))
    return { ok: false, reason: 'outsideWindow' };
  return { ok: true, timestamp };
}
