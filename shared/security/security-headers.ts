/**
 * The site's security headers, built in one place for CloudFront (infra/constructs/web-site.ts) and
 * the local dev gateway (scripts/local/static-site.ts), so the browser journeys run under exactly
 * the policy that is deployed.
 */

/** Two years, as hstspreload.org recommends. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';

/** A CSP hash source expression as browsers expect it: quoted, base64 (not hex) of SHA-256. */
export const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;
/** An origin (or a CDK token standing for one): nothing that could close or add a directive. */
const SOURCE = /^[^\s;,']+$/;

export interface ContentSecurityPolicyOptions {
  /** Hashes of index.html's inline scripts, from the build (`csp-hashes.json`). */
  scriptHashes: readonly string[];
  /**
   * Storage the browser talks to directly: presigned uploads and downloads go to the documents and
   * uploads buckets (S3 in the cloud, s3rver locally), not through the API.
   */
  storageOrigins: readonly string[];
}

/** Directive → sources, in the order they are written. */
export function contentSecurityPolicyDirectives(
  options: ContentSecurityPolicyOptions,
): Array<[string, string[]]> {
  for (const hash of options.scriptHashes) {
    if (!SCRIPT_HASH.test(hash)) throw new Error(`Not a CSP script hash: ${hash}`);
  }
  for (const origin of options.storageOrigins) {
    if (!SOURCE.test(origin)) throw new Error(`Not a CSP source: ${origin}`);
  }
  return [
    ['default-src', ["'self'"]],
    // The app's own files plus the hashed inline boot script: no 'unsafe-inline', no 'unsafe-eval'.
    ['script-src', ["'self'", ...options.scriptHashes]],
    // 'unsafe-inline' is unavoidable for styles: Chakra (emotion) inserts <style> elements at run
    // time, components set style attributes, and index.html carries the design system's static CSS
    // inline (vite-plugins/chakra-static-css.ts). Styles cannot run code; scripts stay strict.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the payment QR codes, blob: for files the app hands out, https: because organisers'
    // rich text may embed images from any https host (functions/domain/rich-text.ts allows them) and
    // logos are URLs.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['connect-src', ["'self'", ...options.storageOrigins]],
    // The card gateway is reached by navigation (location.assign), which form-action does not govern.
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ];
}

export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  return contentSecurityPolicyDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Headers every answer carries, API included (CloudFront's /api/* behaviour adds the same). HSTS is
 * sent locally too for parity: browsers ignore it over plain http and for IP addresses.
 */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
  'x-frame-options': FRAME_OPTIONS,
};

/** Headers of the web app's answers (pages and files): the base set plus the CSP. */
export function siteSecurityHeaders(options: ContentSecurityPolicyOptions): Record<string, string> {
  return { ...BASE_SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(options) };
}
