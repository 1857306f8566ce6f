import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
// The key value store's API is signed with SigV4a: this registers the SDK's JavaScript signer.
import '@aws-sdk/signature-v4a';
import type { PageFile } from '../../domain/public-pages/render-pages';

/** UpdateKeys takes at most this many changes a call. */
const KEYS_PER_CALL = 50;

/**
 * The paths CloudFront's viewer function may serve from `pages/`: event and start list pages (a
 * guid each). The home page, sitemap and robots.txt always exist, so they are not listed.
 */
export function listedPaths(files: readonly PageFile[]): string[] {
  return [...new Set(files.filter((f) => f.path.startsWith('/detail/')).map((f) => f.path))];
}

/**
 * Writes the rendered pages' paths into the viewer function's key value store (after their files,
 * so a listed path is always there to serve). Each call names the store's current version (ETag);
 * a concurrent writer makes it fail and the stream delivers the batch again.
 */
export async function listRenderedPages(
  kvsArn: string,
  files: readonly PageFile[],
  client: Pick<CloudFrontKeyValueStoreClient, 'send'> = new CloudFrontKeyValueStoreClient({
    region: 'us-east-1',
  }),
): Promise<void> {
  const paths = listedPaths(files);
  if (!paths.length) return;
  let etag = (await client.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }))).ETag;
  for (let i = 0; i < paths.length; i += KEYS_PER_CALL) {
    const puts = paths.slice(i, i + KEYS_PER_CALL).map((Key) => ({ Key, Value: '1' }));
    etag = (await client.send(new UpdateKeysCommand({ KvsARN: kvsArn, IfMatch: etag, Puts: puts }))).ETag;
  }
}
