import { createHash, createHmac } from 'node:crypto';
import { assertNotLockedOut, type RateLimiterPort, type RateRule } from '../accounts/rate-limit';
import { NotFoundError } from '../errors';
import { readItemToken, signItemToken, verifyItemToken, type ItemRef } from '../orders/item-token';

/**
 * The link in the registration's e-mail that starts a transfer without an account (issue 27
 * item 2): base64url of the order guid (16 bytes), the item's index (2 bytes) and an HMAC-SHA256
 * cut to 16 bytes over both and the item's current registrant e-mail — 46 characters. Unguessable
 * without the key; single-purpose (its key is derived with its own label, so it is no QR ticket
 * and no other signature); stateless, so it stops working when the registration does: a
 * transferred item has another registrant (the MAC no longer matches) and a cancelled one, or one
 * past the race's transfer deadline, is refused by the transfer rules themselves.
 */
export type TransferLinkRef = ItemRef;

/** The link key, derived from the stage's signing secret with its own label. */
export const transferLinkKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('transfer-link:v1').digest();

const emailDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

export const signTransferLink = (key: Buffer, ref: TransferLinkRef, registrantEmail: string): string =>
  signItemToken(key, ref, emailDigest(registrantEmail));

/** The registration a link names (not yet proved: its MAC needs the item's e-mail), or undefined. */
export const readTransferLink = (token: string): TransferLinkRef | undefined => readItemToken(token);

/** Whether the link was signed with this key for this registration and its current registrant. */
export const transferLinkMatches = (key: Buffer, token: string, registrantEmail: string): boolean =>
  verifyItemToken(key, token, emailDigest(registrantEmail)) !== undefined;

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
