import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HeadersFrameOption, HeadersReferrerPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { CSP_HASHES_FILE, formatCspHashes } from '@shared/security/csp-hashes';
import { FRAME_OPTIONS, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from '@shared/security/security-headers';
import { logicalId, referencedIds, resolveCrossStack, synth, type Synth } from './helpers';

type Json = Record<string, unknown>;
type Behavior = Json & { PathPattern?: string; ResponseHeadersPolicyId?: unknown };

const BOOT_HASH = "'sha256-yb8cOYJMpT3UPEWXWDsRSJYqqAMzE0HBbh48N3Pjh4A='";

function securityConfig(s: Synth, policy: 'siteHeaders' | 'apiHeaders'): Json {
  const id = logicalId(s.stateless, s.stateless.site[policy]);
  const resource = s.statelessTemplate.toJSON().Resources[id] as {
    Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: Json } };
  };
  return resource.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
}

/** The CSP as text, each CloudFormation reference (a bucket's domain name) written as `<ref>`. */
function cspText(s: Synth): string {
  const value = (securityConfig(s, 'siteHeaders').ContentSecurityPolicy as { ContentSecurityPolicy: unknown })
    .ContentSecurityPolicy;
  if (typeof value === 'string') return value;
  const [, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts.map((part) => (typeof part === 'string' ? part : '<ref>')).join('');
}

const directive = (csp: string, name: string): string[] =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

function distributionConfig(s: Synth): { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[] } {
  return s.statelessTemplate.toJSON().Resources[logicalId(s.stateless, s.stateless.site.distribution)]
    .Properties.DistributionConfig;
}

const BASE_HEADERS = {
  ContentTypeOptions: { Override: true },
  FrameOptions: { FrameOption: 'DENY', Override: true },
  ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
  StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
};

describe('security headers on CloudFront', () => {
  const s = synth();

  it('uses the values the local server sends (shared/security)', () => {
    expect(FRAME_OPTIONS).toBe(HeadersFrameOption.DENY);
    expect(REFERRER_POLICY).toBe(HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN);
    expect(HSTS_MAX_AGE_SECONDS).toBe(BASE_HEADERS.StrictTransportSecurity.AccessControlMaxAgeSec);
  });

  it('gives the SPA HSTS for two years with subdomains, nosniff, the referrer policy, DENY and a CSP', () => {
    expect(securityConfig(s, 'siteHeaders')).toMatchObject({
      ...BASE_HEADERS,
      ContentSecurityPolicy: { Override: true },
    });
  });

  it('gives the API the same headers without a CSP', () => {
    const api = securityConfig(s, 'apiHeaders');
    expect(api).toMatchObject(BASE_HEADERS);
    expect(api.ContentSecurityPolicy).toBeUndefined();
  });

  it('attaches the site policy to the SPA behaviour and the API policy to /api/* and the public /files/*', () => {
    const config = distributionConfig(s);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({
      Ref: logicalId(s.stateless, s.stateless.site.siteHeaders),
    });
    const behaviours = config.CacheBehaviors;
    // Uploaded images get nosniff and the rest of the API's headers (no page runs from them).
    expect(behaviours.map((b) => b.PathPattern)).toEqual(['/api/*', '/files/*']);
    for (const behaviour of behaviours)
      expect(behaviour.ResponseHeadersPolicyId).toEqual({
        Ref: logicalId(s.stateless, s.stateless.site.apiHeaders),
      });
  });

  it('runs only the site own scripts: no unsafe-inline or unsafe-eval in script-src', () => {
    const csp = cspText(s);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
  });

  it('lets the browser reach the two data buckets (presigned URLs) and nothing else off-site', () => {
    expect(directive(cspText(s), 'connect-src')).toEqual(["'self'", 'https://<ref>', 'https://<ref>']);
    const policy = securityConfig(s, 'siteHeaders').ContentSecurityPolicy;
    const ids = referencedIds(resolveCrossStack(policy, s.statefulTemplate));
    expect(ids).toEqual(
      new Set([
        logicalId(s.stateful, s.stateful.buckets.uploads),
        logicalId(s.stateful, s.stateful.buckets.documents),
      ]),
    );
    expect(JSON.stringify(resolveCrossStack(policy, s.statefulTemplate))).toContain('RegionalDomainName');
  });

  describe('with a web build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-csp-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script>boot()</script>');
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('allows the inline boot script by the hash the build wrote', () => {
      writeFileSync(path.join(dir, CSP_HASHES_FILE), formatCspHashes({ scriptHashes: [BOOT_HASH] }));
      const csp = cspText(synth({ webDistDir: dir }));
      expect(directive(csp, 'script-src')).toEqual(["'self'", BOOT_HASH]);
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    });

    it('stops the synth before CloudFront would refuse an over-long policy', () => {
      const many = Array.from({ length: 40 }, (_, i) => `'sha256-${String(i).padStart(43, 'A')}='`);
      writeFileSync(path.join(dir, CSP_HASHES_FILE), formatCspHashes({ scriptHashes: many }));
      expect(() => synth({ webDistDir: dir })).toThrow(/CloudFront allows 1783/);
    });

    it('refuses to deploy a build without its hashes (its boot script would be blocked)', () => {
      rmSync(path.join(dir, CSP_HASHES_FILE), { force: true });
      expect(() => synth({ webDistDir: dir })).toThrow(/csp-hashes\.json is missing/);
    });
  });
});
