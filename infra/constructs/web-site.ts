import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Annotations, Duration, Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  KeyValueStore,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { CSP_HASHES_FILE, parseCspHashes } from '@shared/security/csp-hashes';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
  type ContentSecurityPolicyOptions,
} from '@shared/security/security-headers';

/**
 * SPA fallback on the default (S3) behaviour only: a path without a file extension is a client-side
 * route and gets /index.html. Done per request instead of distribution-wide 403/404 error responses,
 * which would also turn the API's 404s into index.html. Event and start list pages (a guid) and
 * the home page and the sitemap are the render-pages worker's files under `pages/` (infra/constructs/page-renderer.ts),
 * English versions (`?lang=en`) under `pages/en/`.
 *
 * An event or start list page is served only when the worker has rendered it: it writes each page's
 * path into the key value store (RENDERED_PAGES) after the file. Any other guid (a mistyped link,
 * an event created seconds ago) gets the app, which shows "not found" or loads the event itself,
 * instead of S3's 403 for a missing key. The home page, sitemap and robots.txt exist from the first
 * render after a deploy on.
 */
export const SPA_REWRITE_CODE = `import cf from 'cloudfront';
var renderedPages = cf.kvs();
async function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lang = request.querystring && request.querystring.lang;
  var pages = lang && lang.value === 'en' ? '/pages/en' : '/pages';
  if (/^\\/detail\\/(event|startlist)\\/[0-9a-fA-F-]{36}$/.test(uri)) {
    var rendered = false;
    try {
      rendered = await renderedPages.exists(uri);
    } catch (e) {
      rendered = false;
    }
    request.uri = rendered ? pages + uri + '.html' : '/index.html';
    return request;
  }
  if (uri === '/sitemap.xml' || uri === '/robots.txt') {
    request.uri = '/pages' + uri;
    return request;
  }
  if (uri === '/') {
    request.uri = pages + '/index.html';
    return request;
  }
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** CloudFront refuses a longer Content-Security-Policy value (its response headers policy quota). */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** Longest `https://<bucket>.s3.<region>.amazonaws.com`: stands in for a token when measuring the CSP. */
const LONGEST_STORAGE_ORIGIN = `https://${'b'.repeat(63)}.s3.ap-southeast-5.amazonaws.com`;

export interface WebSiteProps {
  stage: string;
  api: IHttpApi;
  /** Directory of the built SPA; nothing is uploaded when undefined. */
  webDistDir?: string;
  /** Origins the browser uploads to and downloads from with presigned URLs (the data buckets). */
  storageOrigins: readonly string[];
  /**
   * The documents bucket: its `files/` prefix (published series logos and backgrounds) is served
   * read-only under `/files/*`. Its bucket policy (stateful stack) admits CloudFront to `files/*` only.
   */
  publicFilesBucket?: { bucketName: string; bucketRegionalDomainName: string };
}

/**
 * The CSP hashes of the build being deployed (csp-hashes.json beside its index.html). Without a
 * build nothing inline is served, so none are needed; a build without the file predates the CSP and
 * would be blocked by it, so it stops the synth.
 */
export function deployedScriptHashes(webDistDir: string | undefined): string[] {
  if (!webDistDir) return [];
  const file = path.join(webDistDir, CSP_HASHES_FILE);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: rebuild the web app (npm run build) before synth or deploy.`);
  }
  return parseCspHashes(readFileSync(file, 'utf8')).scriptHashes;
}

function checkedPolicy(options: ContentSecurityPolicyOptions): string {
  const longest = contentSecurityPolicy({
    ...options,
    storageOrigins: options.storageOrigins.map(() => LONGEST_STORAGE_ORIGIN),
  });
  if (longest.length > CLOUDFRONT_CSP_MAX_LENGTH) {
    throw new Error(
      `The Content-Security-Policy may reach ${longest.length} characters; CloudFront allows ${CLOUDFRONT_CSP_MAX_LENGTH}.`,
    );
  }
  return contentSecurityPolicy(options);
}

/** Private S3 bucket + CloudFront (OAC) serving the SPA, with /api/* forwarded to the HTTP API. */
export class WebSite extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly spaRewrite: CloudFrontFunction;
  /** Paths of the event and start list pages the render-pages worker has written (SPA_REWRITE_CODE). */
  readonly renderedPages: KeyValueStore;
  /** Security headers with the CSP, on the SPA's files. */
  readonly siteHeaders: ResponseHeadersPolicy;
  /** The same without the CSP, on the API's JSON answers. */
  readonly apiHeaders: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: WebSiteProps) {
    super(scope, id);

    // Build output only (re-deployable from the repo), so it is disposable on every stage.
    this.bucket = new Bucket(this, 'Bucket', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.renderedPages = new KeyValueStore(this, 'RenderedPages', {
      comment: `${props.stage}: paths of the rendered event and start list pages`,
    });
    this.spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: this.renderedPages,
      comment: `${props.stage}: rewrite client-side routes to /index.html`,
    });

    const baseHeaders = {
      contentTypeOptions: { override: true },
      // The shared constants are the enums' string values; the infra test compares them.
      frameOptions: { frameOption: FRAME_OPTIONS as HeadersFrameOption, override: true },
      referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
    };
    this.siteHeaders = new ResponseHeadersPolicy(this, 'SiteHeaders', {
      comment: `${props.stage}: security headers and CSP of the SPA`,
      securityHeadersBehavior: {
        ...baseHeaders,
        contentSecurityPolicy: {
          contentSecurityPolicy: checkedPolicy({
            scriptHashes: deployedScriptHashes(props.webDistDir),
            storageOrigins: props.storageOrigins,
          }),
          override: true,
        },
      },
    });
    this.apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      comment: `${props.stage}: security headers of the API`,
      securityHeadersBehavior: baseHeaders,
    });

    // https://{apiId}.execute-api.{region}.amazonaws.com -> the domain name.
    const apiDomain = Fn.parseDomainName(props.api.apiEndpoint);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${props.stage} race registration (${Stack.of(this).stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.siteHeaders,
        compress: true,
        functionAssociations: [{ function: this.spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // API_BASE_PATH (/api/v1) lies under /api/*; the path is forwarded unchanged.
        '/api/*': {
          origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // HTTPS only rather than a redirect: a 301 would turn a POST into a GET.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every viewer header (Authorization, api key, …), cookie and query string, but not Host:
          // API Gateway routes on its own host name.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.apiHeaders,
          // Note: CloudFront compresses only what it may cache, so with caching disabled this has no
          // effect on API responses; it is set for consistency.
          compress: true,
        },
        ...(props.publicFilesBucket
          ? {
              // Published images of series and events; each has its own key, so they cache long.
              '/files/*': {
                // Imported by name: the stateful stack owns the bucket and its policy (no cycle).
                origin: S3BucketOrigin.withOriginAccessControl(
                  Bucket.fromBucketAttributes(this, 'PublicFilesBucket', props.publicFilesBucket),
                  { originAccessLevels: [AccessLevel.READ] },
                ),
                viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
                allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
                cachePolicy: CachePolicy.CACHING_OPTIMIZED,
                responseHeadersPolicy: this.apiHeaders,
                compress: true,
              },
            }
          : {}),
      },
    });

    // The documents bucket's policy is written where the bucket lives (stateful stack, files/* only).
    for (const child of this.distribution.node.findAll())
      Annotations.of(child).acknowledgeWarning(
        '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        'The stateful stack grants CloudFront s3:GetObject on files/* of the documents bucket',
      );

    if (props.webDistDir) {
      // Vite's hashed files never change: cache them for a year and keep old ones for open tabs.
      new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(props.webDistDir)],
        destinationBucket: this.bucket,
        include: ['assets/*'],
        exclude: ['*'],
        prune: false,
        cacheControl: [
          CacheControl.setPublic(),
          CacheControl.maxAge(Duration.days(365)),
          CacheControl.immutable(),
        ],
      });
      // Everything else (index.html, locales, icons) is revalidated on every load.
      new BucketDeployment(this, 'DeployPages', {
        sources: [Source.asset(props.webDistDir)],
        destinationBucket: this.bucket,
        // The rendered pages are not in the build: excluded, a deploy does not prune them (the
        // worker renders them all again after it, and the key value store still lists them).
        exclude: ['assets/*', 'pages/*'],
        cacheControl: [
          CacheControl.setPublic(),
          CacheControl.maxAge(Duration.seconds(0)),
          CacheControl.mustRevalidate(),
        ],
        distribution: this.distribution,
        distributionPaths: ['/*'],
      });
    }
  }
}
