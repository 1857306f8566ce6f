/**
 * Parsing what a client put on the request line. Both helpers answer undefined for input a client
 * got wrong, so the gateway can say 400 instead of failing with 500.
 */

/**
 * The request target as a URL on the local origin. Prefixing the origin (instead of resolving the
 * target against it) keeps `//x/y` a path: resolved, it would be a protocol-relative URL to host x.
 */
export function parseRequestUrl(target: string | undefined): URL | undefined {
  const raw = target ?? '/';
  if (!raw.startsWith('/')) return undefined;
  try {
    return new URL(`http://127.0.0.1${raw}`);
  } catch {
    return undefined;
  }
}

/** A percent-decoded path segment; undefined when an escape is malformed or not UTF-8 (`%ff`). */
export function decodePathComponent(component: string): string | undefined {
  try {
    return decodeURIComponent(component);
  } catch {
    return undefined;
  }
}
