import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { formatMessage } from '@shared/errors/messages';
import { CSP_HASHES_FILE, parseCspHashes } from '@shared/security/csp-hashes';
import { siteSecurityHeaders } from '@shared/security/security-headers';
import { pageObjectKey } from '../../functions/adapters/storage/page-store';
import type { PageLanguage } from '../../functions/domain/public-pages/site';
import { decodePathComponent } from './request-path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Both languages, as index.html's noscript text: the page cannot know which one the app would use. */
const BAD_REQUEST_PAGE = `<!doctype html>
<html lang="cs">
<meta charset="utf-8">
<title>400</title>
<p>${escapeHtml(formatMessage('common.malformedPath', 'cs') ?? '')} <a href="/">Úvodní stránka</a></p>
<p lang="en">${escapeHtml(formatMessage('common.malformedPath', 'en') ?? '')} <a href="/">Home page</a></p>
`;

export interface StaticSiteOptions {
  /** The built SPA (`dist/web`). */
  webDir: string;
  /** Storage the browser may call directly (s3rver locally), for the CSP's connect-src. */
  storageOrigins: readonly string[];
  /** Pages the render-pages worker wrote (its local page store), served before the app's shell. */
  pagesDir?: string;
}

export type ServeStatic = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => void;

/**
 * The headers CloudFront adds to the SPA's files, with the hashes of the build being served. Read
 * again when the build changes, so a rebuild under a running stack is served with its own hashes.
 */
function buildHeaders(webDir: string, storageOrigins: readonly string[]) {
  const file = path.join(webDir, CSP_HASHES_FILE);
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;
  return (): Record<string, string> | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const { scriptHashes } = parseCspHashes(readFileSync(file, 'utf8'));
      cached = { mtimeMs, headers: siteSecurityHeaders({ scriptHashes, storageOrigins }) };
    }
    return cached.headers;
  };
}

function notReady(res: http.ServerResponse, text: string): void {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/**
 * The rendered page of a path (an event page, sitemap.xml), as CloudFront's viewer function finds
 * it. A page rendered from an older build is not served: its inline boot script would not match
 * the current build's CSP hashes (the worker renders it again on the next change).
 */
function renderedPage(
  pagesDir: string | undefined,
  decoded: string,
  language: PageLanguage,
  indexFile: string,
): string | undefined {
  if (!pagesDir) return undefined;
  const file = path.join(pagesDir, pageObjectKey(decoded, language));
  if (!file.startsWith(`${path.resolve(pagesDir)}${path.sep}`) || !existsSync(file)) return undefined;
  if (file.endsWith('.html') && statSync(file).mtimeMs < statSync(indexFile).mtimeMs) return undefined;
  return file;
}

/** One compressed copy per rendered file and version (its mtime): pages are rewritten, not appended to. */
const compressedPages = new Map<string, { mtimeMs: number; body: Buffer }>();

/**
 * A rendered page compressed as CloudFront compresses it on the way out (the build's own files
 * come with their `.br`/`.gz`; the worker's pages do not): an event page's HTML is ~135 kB, ~20 kB
 * compressed, which is what a phone downloads and what bench:web must measure.
 */
function compressedPage(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${file}\0${encoding}`;
  const { mtimeMs } = statSync(file);
  const cached = compressedPages.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const raw = readFileSync(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(raw, { level: 6 });
  compressedPages.set(key, { mtimeMs, body });
  return body;
}

/** `?lang=en` asks for a page's English version, as CloudFront's viewer function reads it. */
function requestedLanguage(url: string | undefined): PageLanguage {
  return new URL(url ?? '/', 'http://localhost').searchParams.get('lang') === 'en' ? 'en' : 'cs';
}

/** The built SPA as the S3 bucket behind CloudFront serves it: files, else index.html for app routes. */
export function createStaticSite(options: StaticSiteOptions): ServeStatic {
  const webDir = path.resolve(options.webDir);
  const indexFile = path.join(webDir, 'index.html');
  const headersOfBuild = buildHeaders(webDir, options.storageOrigins);

  return (req, res, pathname) => {
    if (!existsSync(indexFile)) return notReady(res, 'The web app is not built yet: run `npm run build`.');
    const security = headersOfBuild();
    if (!security) {
      return notReady(res, `The web build predates its ${CSP_HASHES_FILE}: run \`npm run build\`.`);
    }
    const decoded = decodePathComponent(pathname);
    let file = decoded === undefined ? undefined : path.join(webDir, decoded);
    // Inside webDir itself, not merely a sibling whose name starts the same (`/..%2fweb-old/x`).
    if (file === undefined || (file !== webDir && !file.startsWith(`${webDir}${path.sep}`))) {
      res.writeHead(400, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...security,
      });
      res.end(BAD_REQUEST_PAGE);
      return;
    }
    const rendered =
      existsSync(file) && statSync(file).isFile()
        ? undefined
        : renderedPage(options.pagesDir, decoded as string, requestedLanguage(req.url), indexFile);
    if (rendered) file = rendered;
    else if (!(existsSync(file) && statSync(file).isFile())) {
      // SPA fallback for app routes (no extension); a missing asset is a real 404.
      if (path.extname(pathname) !== '') {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...security });
        res.end('Not found');
        return;
      }
      file = indexFile;
    }
    const ext = path.extname(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let encoding: 'br' | 'gzip' | undefined;
    if (/\bbr\b/.test(accept) && (rendered || existsSync(`${file}.br`))) encoding = 'br';
    else if (/\bgzip\b/.test(accept) && (rendered || existsSync(`${file}.gz`))) encoding = 'gzip';
    const served = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
    const page = rendered && encoding ? compressedPage(file, encoding) : undefined;
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': MIME[ext] ?? 'application/octet-stream',
      'content-length': page ? page.length : statSync(served).size,
      'cache-control': immutable
        ? 'public, max-age=31536000, immutable'
        : ext === '.html'
          ? 'no-cache'
          : 'public, max-age=3600',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...security,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (page) res.end(page);
    else createReadStream(served).pipe(res);
  };
}
