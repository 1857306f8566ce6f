import { createHash, randomBytes } from 'node:crypto';
import { PARTNER_KEY_PREFIX } from '@shared/partner-api/partner-key-scopes';

/** Characters of a key shown in the back office: `rpk_` and 8 more (48 bits: tells keys apart, guesses nothing). */
const VISIBLE = PARTNER_KEY_PREFIX.length + 8;

/** A new key: `rpk_` + 32 random bytes (base64url). Only its hash is stored. */
export const newPartnerKey = (): string => `${PARTNER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * The key's SHA-256: a key is 256 random bits, so a fast hash is enough (no password stretching:
 * nothing to guess from a dictionary), and a call is looked up by it with one GetItem.
 */
export const partnerKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const visiblePrefix = (key: string): string => key.slice(0, VISIBLE);

/** Looks like a partner key (the auth middleware tries nothing else with it). */
export const isPartnerKey = (value: string): boolean =>
  value.startsWith(PARTNER_KEY_PREFIX) && value.length > VISIBLE && value.length <= 200;
