import { describe, expect, it } from 'vitest';
import { CSP_HASHES_FILE, formatCspHashes, parseCspHashes } from './csp-hashes';
import {
  contentSecurityPolicy,
  contentSecurityPolicyDirectives,
  siteSecurityHeaders,
} from './security-headers';

const HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const STORAGE = 'https://uploads.s3.eu-central-1.amazonaws.com';

describe('content security policy', () => {
  const directives = new Map(
    contentSecurityPolicyDirectives({ scriptHashes: [HASH], storageOrigins: [STORAGE] }),
  );

  it('lets scripts run only from the site and by hash', () => {
    expect(directives.get('script-src')).toEqual(["'self'", HASH]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('allows the storage origin for direct uploads and nothing else beyond the site', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", STORAGE]);
  });

  it('denies framing, plugins and foreign base URLs and form targets', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it('writes directives separated by semicolons, never unsafe-eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [HASH], storageOrigins: [] });
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-[^']+'; style-src /);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('refuses a hash or origin that would smuggle in a directive', () => {
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"], storageOrigins: [] })).toThrow();
    expect(() =>
      contentSecurityPolicy({ scriptHashes: [], storageOrigins: ['https://a.example; script-src *'] }),
    ).toThrow();
  });

  it('adds the policy to the base headers for the site', () => {
    expect(siteSecurityHeaders({ scriptHashes: [], storageOrigins: [] })).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  });
});

describe(CSP_HASHES_FILE, () => {
  it('reads back what the build writes', () => {
    expect(parseCspHashes(formatCspHashes({ scriptHashes: [HASH] }))).toEqual({ scriptHashes: [HASH] });
  });

  it('rejects anything but quoted sha256 sources', () => {
    expect(() => parseCspHashes('{"scriptHashes":["sha256-abc"]}')).toThrow(/malformed/);
    expect(() => parseCspHashes('{}')).toThrow(/malformed/);
  });
});
