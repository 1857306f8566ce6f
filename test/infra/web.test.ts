import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { SPA_REWRITE_CODE } from '../../infra/constructs/web-site';
import { CSP_HASHES_FILE, formatCspHashes } from '@shared/security/csp-hashes';
import { API_BASE_PATH } from '@shared/api/route-types';
import { logicalId, synth } from './helpers';

type Behavior = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
type Origin = Record<string, unknown> & { Id: string };

/** Paths the fake key value store holds, as the render-pages worker writes them. */
const renderedPaths = new Set<string>();

/**
 * The viewer function run as CloudFront does, its `cloudfront` module replaced by a key value store
 * holding renderedPaths.
 */
const rewrite = async (uri: string, query: Record<string, { value: string }> = {}): Promise<string> => {
  const code = SPA_REWRITE_CODE.replace("import cf from 'cloudfront';", '');
  const cf = { kvs: () => ({ exists: async (key: string) => renderedPaths.has(key) }) };
  const handler = new Function('cf', `${code}; return handler;`)(cf) as (event: {
    request: { uri: string; querystring: Record<string, { value: string }> };
  }) => Promise<{ uri: string }>;
  return (await handler({ request: { uri, querystring: query } })).uri;
};

describe('SPA on CloudFront', () => {
  const s = synth();
  const distribution = s.statelessTemplate.toJSON().Resources[
    logicalId(s.stateless, s.stateless.site.distribution)
  ].Properties.DistributionConfig as {
    Origins: Origin[];
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
    DefaultRootObject: string;
    CustomErrorResponses?: unknown;
  };
  const siteBucketId = logicalId(s.stateless, s.stateless.site.bucket);

  it('reads a private bucket through an origin access control', () => {
    s.statelessTemplate.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
      }),
    });
    const s3Origin = distribution.Origins.find((o) => JSON.stringify(o.DomainName).includes(siteBucketId))!;
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.Id).toBe(distribution.DefaultCacheBehavior.TargetOriginId);
    s.statelessTemplate.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    s.statelessTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: siteBucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('serves index.html by default, HTTPS-redirected, compressed, with the SPA rewrite function', () => {
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      FunctionAssociations: [
        {
          EventType: 'viewer-request',
          FunctionARN: { 'Fn::GetAtt': [logicalId(s.stateless, s.stateless.site.spaRewrite), 'FunctionARN'] },
        },
      ],
    });
    s.statelessTemplate.hasResourceProperties('AWS::CloudFront::Function', {
      AutoPublish: true,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  it('has no distribution-wide error responses that would swallow API 404s', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('rewrites client-side routes, not files', async () => {
    expect(await rewrite('/events/123')).toBe('/index.html');
    expect(await rewrite('/admin/series/5/')).toBe('/index.html');
    expect(await rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(await rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(await rewrite('/locales/cs/common.json')).toBe('/locales/cs/common.json');
    // The render-pages worker's files: event and start list pages by guid, the sitemap, robots.txt.
    const guid = '0b6f6a8e-3c1d-4e2f-9a7b-5c4d3e2f1a0b';
    renderedPaths.add(`/detail/event/${guid}`).add(`/detail/startlist/${guid}`);
    expect(await rewrite(`/detail/event/${guid}`)).toBe(`/pages/detail/event/${guid}.html`);
    expect(await rewrite(`/detail/startlist/${guid}`)).toBe(`/pages/detail/startlist/${guid}.html`);
    expect(await rewrite('/detail/event/not-a-guid')).toBe('/index.html');
    expect(await rewrite(`/detail/event/${guid}/x`)).toBe('/index.html');
    expect(await rewrite('/sitemap.xml')).toBe('/pages/sitemap.xml');
    expect(await rewrite('/robots.txt')).toBe('/pages/robots.txt');
    expect(await rewrite('/')).toBe('/pages/index.html');
    // The English versions (`?lang=en`) of the pages.
    const en = { lang: { value: 'en' } };
    expect(await rewrite(`/detail/event/${guid}`, en)).toBe(`/pages/en/detail/event/${guid}.html`);
    expect(await rewrite('/', en)).toBe('/pages/en/index.html');
    expect(await rewrite('/', { lang: { value: 'cs' } })).toBe('/pages/index.html');
  });

  it("gives the app, not S3's 403, for a page the worker has not rendered (unknown or brand-new event)", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await rewrite(`/detail/event/${unknown}`)).toBe('/index.html');
    expect(await rewrite(`/detail/startlist/${unknown}`, { lang: { value: 'en' } })).toBe('/index.html');
    // The function reads the store the worker writes.
    s.statelessTemplate.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({
        Runtime: 'cloudfront-js-2.0',
        KeyValueStoreAssociations: [
          {
            KeyValueStoreARN: {
              'Fn::GetAtt': [logicalId(s.stateless, s.stateless.site.renderedPages), 'Arn'],
            },
          },
        ],
      }),
    });
  });

  it('forwards /api/* to the HTTP API uncached with every method, headers but Host, cookies and query', () => {
    expect(API_BASE_PATH.startsWith('/api/')).toBe(true);
    const api = distribution.CacheBehaviors.filter((b) => b.PathPattern === '/api/*');
    expect(api).toHaveLength(1);
    expect(api[0]).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
      Compress: true,
    });
    expect(api[0]!.FunctionAssociations).toBeUndefined();
    const apiOrigin = distribution.Origins.find((o) => o.Id === api[0]!.TargetOriginId)!;
    expect(JSON.stringify(apiOrigin.DomainName)).toContain(
      JSON.stringify({ 'Fn::GetAtt': [logicalId(s.stateless, s.stateless.api), 'ApiEndpoint'] }),
    );
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('serves published series files (/files/*) read-only from the documents bucket, cached', () => {
    const files = distribution.CacheBehaviors.filter((b) => b.PathPattern === '/files/*');
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(files[0]!.FunctionAssociations).toBeUndefined();
    const origin = distribution.Origins.find((o) => o.Id === files[0]!.TargetOriginId)!;
    expect(origin.OriginAccessControlId).toBeDefined();
    const documentsId = logicalId(s.stateful, s.stateful.buckets.documents);
    expect(JSON.stringify(origin.DomainName)).toContain(documentsId);
  });

  it('outputs the site URL, the API URL, the table name and the mail note', () => {
    const outputs = s.statelessTemplate.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'MailNote']),
    );
    expect(JSON.stringify(outputs.ApiUrl)).toContain('/api/v1');
  });

  it('uploads nothing when there is no web build', () => {
    s.statelessTemplate.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  describe('with a web build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
    writeFileSync(path.join(dir, CSP_HASHES_FILE), formatCspHashes({ scriptHashes: [] }));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('deploys hashed assets immutable and the rest revalidated, invalidating the distribution', () => {
      const withWeb = synth({ webDistDir: dir });
      const deployments = Object.values(
        withWeb.statelessTemplate.findResources('Custom::CDKBucketDeployment'),
      ).map((d) => d.Properties as Record<string, unknown>);
      expect(deployments).toHaveLength(2);
      const assets = deployments.find((d) => JSON.stringify(d.Include ?? []).includes('assets/*'))!;
      expect(assets.SystemMetadata).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable' });
      expect(assets.Prune).toBe(false);
      const pages = deployments.find((d) => d !== assets)!;
      // The render-pages worker's files are not in the build: excluded, a deploy does not prune them.
      expect(pages.Exclude).toEqual(['assets/*', 'pages/*']);
      expect(pages.SystemMetadata).toMatchObject({ 'cache-control': 'public, max-age=0, must-revalidate' });
      expect(pages.DistributionId).toBeDefined();
      expect(pages.DistributionPaths).toEqual(['/*']);
    });
  });
});
