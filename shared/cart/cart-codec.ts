import { CURRENCY_CODES, type CurrencyCode } from '../codelists/enums';
import type { CartItem } from './cart-item';

/**
 * The compact text form of a cart, made for its cookie (spec §9: the cart lives in a cookie, and a
 * browser keeps at most ~4 kB per cookie). JSON of full items spent most of that on repeated keys,
 * repeated event/race names and GUIDs, and on escaping: quotes, spaces and every Czech letter cost
 * 3–6 characters in a cookie. Here:
 *
 *  - the currency stays readable in front (`CZK.…`), so the inline boot script learns it cheaply;
 *  - the rest is bytes in base64url (cookie-safe as it is, ~1.33 characters a byte);
 *  - series, events, races, categories, waves and teams are tables of (guid, name) pairs written
 *    once; an item is six table indexes and its prices (a cart holds one series, so most items
 *    share most entries);
 *  - a canonical lowercase UUID takes 16 bytes, any other text its UTF-8 bytes.
 *
 * Bytes: version, then six tables (count, then per entry: text guid, text name), then the items
 * (count, then per item: six indexes, price, priceTo). Numbers are unsigned LEB128 varints, prices
 * zigzag-signed; a text is a varint `0` (null), `1` (16 UUID bytes follow) or `2 + byte length`
 * followed by UTF-8; priceTo is `0` (null) or `1 + zigzag(priceTo − price)`.
 */

export interface CartContent {
  items: CartItem[];
  currency: CurrencyCode;
}

const VERSION = 2;
/** Guards decoding against absurd counts from a damaged cookie. */
const MAX_ENTRIES = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Pair = readonly [string | null, string | null];
const TABLES = [
  (i: CartItem): Pair => [i.seriesGuid, null],
  (i: CartItem): Pair => [i.seriesEventGuid, i.seriesEventName],
  (i: CartItem): Pair => [i.seriesSubEventGuid, i.seriesSubEventName],
  (i: CartItem): Pair => [i.categoryGuid, i.categoryName],
  (i: CartItem): Pair => [i.waveGuid, i.waveName],
  (i: CartItem): Pair => [i.teamGuid, i.teamName],
] as const;

/** Signed whole numbers as unsigned ones (0, -1, 1, -2 … → 0, 1, 2, 3 …); a fraction cannot be written. */
function zigzag(n: number): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole amount: ${n}`);
  return n >= 0 ? n * 2 : -n * 2 - 1;
}
const unzigzag = (z: number) => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

class Writer {
  readonly bytes: number[] = [];
  uint(n: number): void {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not encodable: ${n}`);
    let v = n;
    while (v >= 0x80) {
      this.bytes.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    this.bytes.push(v);
  }
  text(s: string | null): void {
    if (s === null) return this.uint(0);
    if (UUID.test(s)) {
      this.uint(1);
      const hex = s.replace(/-/g, '');
      for (let i = 0; i < 32; i += 2) this.bytes.push(Number.parseInt(hex.slice(i, i + 2), 16));
      return;
    }
    const utf8 = new TextEncoder().encode(s);
    this.uint(utf8.length + 2);
    for (const b of utf8) this.bytes.push(b);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}
  private byte(): number {
    const b = this.bytes[this.at++];
    if (b === undefined) throw new RangeError('cart data ends early');
    return b;
  }
  uint(): number {
    let n = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
    }
    throw new RangeError('cart number too long');
  }
  count(): number {
    const n = this.uint();
    if (n > MAX_ENTRIES) throw new RangeError('cart table too long');
    return n;
  }
  text(): string | null {
    const head = this.uint();
    if (head === 0) return null;
    if (head === 1) {
      let hex = '';
      for (let i = 0; i < 16; i++) hex += this.byte().toString(16).padStart(2, '0');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
    const end = this.at + head - 2;
    if (end > this.bytes.length) throw new RangeError('cart text ends early');
    const s = new TextDecoder('utf-8', { fatal: true }).decode(this.bytes.subarray(this.at, end));
    this.at = end;
    return s;
  }
  done(): void {
    if (this.at !== this.bytes.length) throw new RangeError('cart data has trailing bytes');
  }
}

function toBase64Url(bytes: readonly number[]): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new SyntaxError('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `CZK.<base64url>`: the cart in its compact form. Throws for an item that is not a valid cart item. */
export function encodeCart(cart: CartContent): string {
  const w = new Writer();
  w.uint(VERSION);
  const tables = TABLES.map((pairOf) => {
    const index = new Map<string, number>();
    const entries: Pair[] = [];
    const refs = cart.items.map((item) => {
      const pair = pairOf(item);
      const key = JSON.stringify(pair);
      let at = index.get(key);
      if (at === undefined) {
        at = entries.push(pair) - 1;
        index.set(key, at);
      }
      return at;
    });
    w.uint(entries.length);
    for (const [guid, name] of entries) {
      w.text(guid);
      w.text(name);
    }
    return refs;
  });
  w.uint(cart.items.length);
  cart.items.forEach((item, i) => {
    for (const refs of tables) w.uint(refs[i] as number);
    w.uint(zigzag(item.price));
    w.uint(item.priceTo === null ? 0 : 1 + zigzag(item.priceTo - item.price));
  });
  return `${cart.currency}.${toBase64Url(w.bytes)}`;
}

const text = (v: string | null, what: string): string => {
  if (v === null) throw new TypeError(`cart item without ${what}`);
  return v;
};

/** Reads what encodeCart wrote; throws when the text is not such a cart. */
export function decodeCart(encoded: string): CartContent {
  const dot = encoded.indexOf('.');
  const currency = encoded.slice(0, dot);
  if (dot < 0 || !(CURRENCY_CODES as readonly string[]).includes(currency))
    throw new SyntaxError('cart without a currency');
  const r = new Reader(fromBase64Url(encoded.slice(dot + 1)));
  if (r.uint() !== VERSION) throw new SyntaxError('unknown cart format');
  const tables = TABLES.map(() => {
    const entries: Pair[] = [];
    for (let n = r.count(); n > 0; n--) entries.push([r.text(), r.text()]);
    return entries;
  });
  const entry = (table: number): Pair => {
    const pair = tables[table]?.[r.uint()];
    if (!pair) throw new RangeError('cart reference out of range');
    return pair;
  };
  const items: CartItem[] = [];
  for (let n = r.count(); n > 0; n--) {
    const [seriesGuid] = entry(0);
    const [eventGuid, eventName] = entry(1);
    const [subGuid, subName] = entry(2);
    const [categoryGuid, categoryName] = entry(3);
    const [waveGuid, waveName] = entry(4);
    const [teamGuid, teamName] = entry(5);
    const price = unzigzag(r.uint());
    const to = r.uint();
    items.push({
      seriesGuid: text(seriesGuid, 'series'),
      seriesEventGuid: text(eventGuid, 'event'),
      seriesEventName: text(eventName, 'event name'),
      seriesSubEventGuid: text(subGuid, 'race'),
      seriesSubEventName: text(subName, 'race name'),
      categoryGuid: text(categoryGuid, 'category'),
      categoryName: text(categoryName, 'category name'),
      waveGuid,
      waveName,
      teamGuid,
      teamName,
      price,
      priceTo: to === 0 ? null : price + unzigzag(to - 1),
    });
  }
  r.done();
  return { items, currency: currency as CurrencyCode };
}
