import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The QR ticket of one registration (order item): base64url of the order guid (16 bytes), the item's
 * index (2 bytes) and an HMAC-SHA256 over both cut to 16 bytes — 46 characters, a small QR code.
 * Unguessable without the key; it carries no state, so revocation is the item's own state, checked
 * at every check-in (a cancelled or expired registration is refused however old its ticket).
 */
export interface TicketRef {
  orderGuid: string;
  index: number;
}

const MAC_BYTES = 16;
const BODY_BYTES = 18;

/**
 * The ticket key, derived from the stage's signing secret with its own label, so a ticket MAC can
 * never be replayed as (or from) any other signature made with that secret.
 */
export const ticketKey = (secret: string): Buffer =>
  createHmac('sha256', secret).update('qr-ticket:v1').digest();

const guidBytes = (guid: string): Buffer => {
  const hex = guid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('not a guid');
  return Buffer.from(hex, 'hex');
};

const guidOf = (bytes: Buffer): string => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const mac = (key: Buffer, body: Buffer) =>
  createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);

export function signTicket(key: Buffer, ref: TicketRef): string {
  if (!Number.isInteger(ref.index) || ref.index < 0 || ref.index > 0xffff) throw new Error('bad item index');
  const body = Buffer.alloc(BODY_BYTES);
  guidBytes(ref.orderGuid).copy(body, 0);
  body.writeUInt16BE(ref.index, 16);
  return Buffer.concat([body, mac(key, body)]).toString('base64url');
}

/** The ticket's registration, or undefined for anything not signed with this key (tampered, forged). */
export function verifyTicket(key: Buffer, token: string): TicketRef | undefined {
  if (!/^[A-Za-z0-9_-]{46}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== BODY_BYTES + MAC_BYTES) return undefined;
  const body = raw.subarray(0, BODY_BYTES);
  if (!timingSafeEqual(mac(key, body), raw.subarray(BODY_BYTES))) return undefined;
  return { orderGuid: guidOf(body.subarray(0, 16)), index: body.readUInt16BE(16) };
}
