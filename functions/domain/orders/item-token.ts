import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A signed token naming one registration (order item), shared by the QR ticket and the transfer
 * link: base64url of the order guid (16 bytes), the item's index (2 bytes) and an HMAC-SHA256 cut to
 * 16 bytes — always 46 characters. What the MAC covers besides the body (`extra`) and its key are the
 * caller's: each kind derives its key with its own label, so one kind never verifies as another.
 */
export interface ItemRef {
  orderGuid: string;
  index: number;
}

const MAC_BYTES = 16;
const BODY_BYTES = 18;

const guidBytes = (guid: string): Buffer => {
  const hex = guid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('not a guid');
  return Buffer.from(hex, 'hex');
};

const guidOf = (bytes: Buffer): string => {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

const mac = (key: Buffer, body: Buffer, extra: Buffer) =>
  createHmac('sha256', key)
    .update(Buffer.concat([body, extra]))
    .digest()
    .subarray(0, MAC_BYTES);

const bodyOf = (ref: ItemRef): Buffer => {
  if (!Number.isInteger(ref.index) || ref.index < 0 || ref.index > 0xffff) throw new Error('bad item index');
  const body = Buffer.alloc(BODY_BYTES);
  guidBytes(ref.orderGuid).copy(body, 0);
  body.writeUInt16BE(ref.index, 16);
  return body;
};

export function signItemToken(key: Buffer, ref: ItemRef, extra: Buffer = Buffer.alloc(0)): string {
  const body = bodyOf(ref);
  return Buffer.concat([body, mac(key, body, extra)]).toString('base64url');
}

/** The registration a well-formed token names, not yet proved (its MAC is not checked). */
export function readItemToken(token: string): ItemRef | undefined {
  if (!/^[A-Za-z0-9_-]{46}$/.test(token)) return undefined;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== BODY_BYTES + MAC_BYTES) return undefined;
  return { orderGuid: guidOf(raw.subarray(0, 16)), index: raw.readUInt16BE(16) };
}

/** The token's registration when it was signed with this key over this `extra`, else undefined. */
export function verifyItemToken(
  key: Buffer,
  token: string,
  extra: Buffer = Buffer.alloc(0),
): ItemRef | undefined {
  const ref = readItemToken(token);
  if (!ref) return undefined;
  const raw = Buffer.from(token, 'base64url');
  return timingSafeEqual(mac(key, raw.subarray(0, BODY_BYTES), extra), raw.subarray(BODY_BYTES))
    ? ref
    : undefined;
}
