import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PageFile, PageStore } from '../../domain/public-pages/render-pages';
import type { PageLanguage } from '../../domain/public-pages/site';
import { config } from '../config';
import { rendererFromFolder, rendererFromObject, RENDERER_KEY } from './page-renderer-module';
import { listRenderedPages } from './rendered-pages-kvs';

/**
 * Rendered pages live under this prefix of the SPA's bucket (beside the build, which a deploy
 * replaces) and of the local pages folder: `/detail/event/<guid>` is `pages/detail/event/<guid>.html`,
 * `/sitemap.xml` is `pages/sitemap.xml`, the home page `pages/index.html`; the English version of a
 * page (`?lang=en`) is under `pages/en/`. CloudFront's viewer function and the local static site
 * map a request to it the same way (pageObjectKey).
 */
export const PAGES_PREFIX = 'pages';

export function pageObjectKey(urlPath: string, language?: PageLanguage): string {
  const prefix = language && language !== 'cs' ? `${PAGES_PREFIX}/${language}` : PAGES_PREFIX;
  if (urlPath === '/') return `${prefix}/index.html`;
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return `${prefix}${urlPath}${last.includes('.') ? '' : '.html'}`;
}

const INVALIDATE_EACH_MAX = 50;

/**
 * What to invalidate for the files: CloudFront caches a page under the address its viewer
 * function rewrote the request to (`/pages/…html`), and AWS advises invalidating the viewer's
 * address too. Past a few dozen paths (every page after a deploy) one wildcard per prefix costs less.
 */
export function invalidationPaths(files: readonly PageFile[]): string[] {
  const each = [...new Set(files.flatMap((f) => [f.path, `/${pageObjectKey(f.path, f.language)}`]))];
  return each.length > INVALIDATE_EACH_MAX
    ? ['/detail/*', '/sitemap.xml', '/robots.txt', `/${PAGES_PREFIX}/*`]
    : each;
}

/**
 * Browsers ask again on every load (as for index.html); CloudFront keeps a page for a day, as
 * every change renders it again and invalidates exactly its path.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=86400, must-revalidate';

/**
 * The SPA bucket, its distribution and the viewer function's store of rendered paths (infra sets
 * SPA_BUCKET_NAME, DISTRIBUTION_ID and RENDERED_PAGES_KVS_ARN).
 */
function bucketStore(
  bucket: string,
  distributionId: string | undefined,
  kvsArn: string | undefined,
): PageStore {
  const s3 = new S3Client({ region: config.region });
  const cloudFront = new CloudFrontClient({ region: 'us-east-1' });
  return {
    async readTemplate() {
      const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: 'index.html' }));
      return (await answer.Body?.transformToString('utf-8')) ?? '';
    },
    readRenderer: () =>
      rendererFromObject(async () => {
        try {
          const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: RENDERER_KEY }));
          const body = await answer.Body?.transformToByteArray();
          return body && { etag: answer.ETag ?? String(body.length), body };
        } catch (error) {
          // A build without the SSR entry (S3 says 403 for a missing key without s3:ListBucket):
          // the pages carry their head only.
          const name = (error as { name?: string }).name;
          if (name === 'NoSuchKey' || name === 'AccessDenied') return undefined;
          throw error;
        }
      }),
    async publish(files) {
      for (const file of files) {
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: pageObjectKey(file.path, file.language),
            Body: file.body,
            ContentType: file.contentType,
            CacheControl: PAGE_CACHE_CONTROL,
          }),
        );
      }
      if (kvsArn) await listRenderedPages(kvsArn, files);
      if (!distributionId || !files.length) return;
      const paths = invalidationPaths(files);
      await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: {
            CallerReference: `pages-${Date.now()}-${paths.length}`,
            Paths: { Quantity: paths.length, Items: paths },
          },
        }),
      );
    },
  };
}

/** Locally: the built index.html and a folder the dev gateway serves before the app's shell. */
function folderStore(webDir: string, pagesDir: string): PageStore {
  return {
    readTemplate: () => readFile(path.join(webDir, 'index.html'), 'utf8'),
    readRenderer: () => rendererFromFolder(webDir),
    async publish(files: readonly PageFile[]) {
      for (const file of files) {
        const target = path.join(pagesDir, pageObjectKey(file.path, file.language));
        await mkdir(path.dirname(target), { recursive: true });
        // Written aside and renamed, so the gateway never serves half a page; the aside name is
        // the render's own, since two renders (the stream's and the page queue's) can publish the
        // home page and the sitemap at once.
        const aside = `${target}.${randomUUID()}.tmp`;
        await writeFile(aside, file.body);
        await rename(aside, target);
      }
    },
  };
}

export function pageStore(): PageStore {
  const bucket = process.env.SPA_BUCKET_NAME;
  if (bucket)
    return bucketStore(
      bucket,
      process.env.DISTRIBUTION_ID || undefined,
      process.env.RENDERED_PAGES_KVS_ARN || undefined,
    );
  const webDir = process.env.WEB_DIST_DIR;
  const pagesDir = process.env.PAGES_DIR;
  if (!webDir || !pagesDir)
    throw new Error('page store: set SPA_BUCKET_NAME, or WEB_DIST_DIR and PAGES_DIR locally');
  return folderStore(webDir, pagesDir);
}
