import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * API Gateway HTTP APIs never compress, and CloudFront compresses only what it may cache (the API
 * behaviour caches nothing), so JSON answers would cross mobile networks uncompressed: the code
 * lists every visitor loads are ~35 kB of JSON, ~5 kB compressed. The handler compresses them itself.
 */
const MIN_BYTES = 1024;
/** Fast settings: a few hundred microseconds for tens of kB, most of the size gain of the maximum. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

export type ResponseEncoding = 'br' | 'gzip';

/** The encoding to answer with, from the client's Accept-Encoding (q=0 means "not this one"). */
export function preferredEncoding(acceptEncoding: string | undefined): ResponseEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number.parseFloat(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The result compressed for the client when it is text of some size; otherwise unchanged. */
export function compressResult(
  result: APIGatewayProxyStructuredResultV2,
  acceptEncoding: string | undefined,
): APIGatewayProxyStructuredResultV2 {
  const body = result.body;
  if (result.isBase64Encoded || typeof body !== 'string' || body.length < MIN_BYTES) return result;
  const headers = result.headers ?? {};
  const type = String(headers['content-type'] ?? '');
  if (headers['content-encoding'] || !/^(application\/json|text\/)/.test(type)) return result;
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return result;
  const raw = Buffer.from(body, 'utf8');
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(raw, { level: GZIP_LEVEL });
  return {
    ...result,
    headers: {
      ...headers,
      'content-encoding': encoding,
      vary: headers.vary ? `${String(headers.vary)}, accept-encoding` : 'accept-encoding',
    },
    body: compressed.toString('base64'),
    isBase64Encoded: true,
  };
}

/** middy middleware: compresses successful answers (outermost, so it sees the final result). */
export function compressResponse() {
  return {
    after: (request: {
      event: APIGatewayProxyEventV2;
      response: APIGatewayProxyStructuredResultV2 | null | undefined;
    }) => {
      if (!request.response) return;
      request.response = compressResult(request.response, request.event.headers?.['accept-encoding']);
    },
  };
}
