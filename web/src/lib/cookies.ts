/** Minimal cookie helpers for the few values the SPA keeps in cookies (language, cart). */

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (!item.startsWith(prefix)) continue;
    const raw = item.slice(prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Lifetime in seconds; omitted means a session cookie. */
  maxAgeSeconds?: number;
}

/**
 * Escapes only what a cookie value may not contain (RFC 6265 cookie-octet: no controls, space, `"`,
 * `,`, `;`, backslash or non-ASCII) plus `%`, so `decodeURIComponent` reads it back. JSON stays about a
 * third shorter than with `encodeURIComponent`, which matters for the 4 kB cookie limit.
 */
export function encodeCookieValue(value: string): string {
  return value.replace(/%|[^\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu, (c) => encodeURIComponent(c));
}

/** Length of the `name=value` pair as the browser stores it (the ~4,096-byte limit applies to it). */
export function cookiePairLength(name: string, value: string): number {
  return encodeURIComponent(name).length + 1 + encodeCookieValue(value).length;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeCookieValue(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}
