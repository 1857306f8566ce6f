import { createHmac } from 'node:crypto';
import { signItemToken, verifyItemToken, type ItemRef } from '../orders/item-token';

/**
 * The QR ticket of one registration (order item): base64url of the order guid (16 bytes), the item's
 * index (2 bytes) and an HMAC-SHA256 over both cut to 16 bytes — 46 characters, a small QR code.
 * Unguessable without the key; it carries no state, so revocation is the item's own state, checked
 * at every check-in (a cancelled or expired registration is refused however old its ticket).
 */
export type TicketRef = ItemRef;

/**
 * The ticket key, derived from the stage's signing secret with its own label, so a ticket MAC can
 * never be replayed as (or from) any other signature made with that secret.
 */
export const ticketKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('qr-ticket:v1').digest();

export const signTicket = (key: Buffer, ref: TicketRef): string => signItemToken(key, ref);

/** The ticket's registration, or undefined for anything not signed with this key (tampered, forged). */
export const verifyTicket = (key: Buffer, token: string): TicketRef | undefined =>
  verifyItemToken(key, token);
