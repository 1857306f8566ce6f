import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { assertNotLockedOut, type RateLimiterPort, type RateRule } from '../accounts/rate-limit';
import { NotFoundError } from '../errors';

/**
 * The link in the registration's e-mail that starts a transfer without an account (issue 27
 * item 2): base64url of the order guid (16 bytes), the item's index (2 bytes) and an HMAC-SHA256
 * cut to 16 bytes over both and the item's current registrant e-mail — 46 characters. Unguessable
 * without the key; single-purpose (its key is derived with its own label, so it is no QR ticket
 * and no other signature); stateless, so it stops working when the registration does: a
 * transferred item has another registrant (the MAC no longer matches) and a cancelled one, or one
 * past the race's transfer deadline, is refused by the transfer rules themselves.
 */
export interface TransferLinkRef {
  orderGuid: string;
  index: number;
}

const MAC_BYTES = 16;
const BODY_BYTES = 18;

/** The link key, derived from the stage's signing secret with its own label. */
export const transferLinkKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('transfer-link:v1').digest();

const guidBytes = (guid: string): Buffer => {
  const hex = guid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('not a guid');
  return Buffer.from(hex, 'hex');
};

const guidOf = (bytes: Buffer): string => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

const mac = (key: Buffer, body: Buffer, email: string) =>
  createHmac('sha256', key)
    .update(Buffer.concat([body, emailDigest(email)]))
    .digest()
    .subarray(0, MAC_BYTES);

const bodyOf = (ref: TransferLinkRef): Buffer => {
  if (!Number.isInteger(ref.index) || ref.index < 0 || ref.index > 0xffff) throw new Error('bad item index');
  const body = Buffer.alloc(BODY_BYTES);
  guidBytes(ref.orderGuid).copy(body, 0);
  body.writeUInt16BE(ref.index, 16);
  return body;
};

export function signTransferLink(key: Buffer, ref: TransferLinkRef, registrantEmail: string): string {
  const body = bodyOf(ref);
  return Buffer.concat([body, mac(key, body, registrantEmail)]).toString('base64url');
}

/** The registration a link names (not yet proved: its MAC needs the item's e-mail), or undefined. */
export function readTransferLink(token: string): TransferLinkRef | undefined {
  if (!/^[A-Za-z0-9_-]{46}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== BODY_BYTES + MAC_BYTES) return undefined;
  return { orderGuid: guidOf(raw.subarray(0, 16)), index: raw.readUInt16BE(16) };
}

/** Whether the link was signed with this key for this registration and its current registrant. */
export function transferLinkMatches(key: Buffer, token: string, registrantEmail: string): boolean {
  const ref = readTransferLink(token);
  if (!ref) return false;
  const raw = Buffer.from(token, 'base64url');
  return timingSafeEqual(mac(key, bodyOf(ref), registrantEmail), raw.subarray(BODY_BYTES));
}

/** The page the link opens (no account needed). */
export const transferLinkUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}/transfer-start/${token}`;

/** Wrong transfer links (offer links and registration links) per address: 30 per 15 minutes. */
export const TRANSFER_LINK_RATE_RULES = {
  wrongLinkPerAddress: { kind: 'transfer-link-ip', limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Runs a call reached by a link alone, like the other guessable secrets: refused (429) while the
 * address is locked out; a link that proves nothing (not found) counts against the address.
 */
export async function guardedByLink<T>(
  limiter: RateLimiterPort,
  clientAddress: string,
  now: Date,
  run: () => Promise<T>,
): Promise<T> {
  const keys = [{ rule: TRANSFER_LINK_RATE_RULES.wrongLinkPerAddress, id: clientAddress }];
  await assertNotLockedOut(limiter, keys, now);
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotFoundError) await limiter.hit(keys, now);
    throw error;
  }
}
