import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

let client: S3Client | undefined;

/** The S3 client, path-style against the local stand-in (s3rver) when S3_ENDPOINT is set. */
export function s3(): S3Client {
  if (!client) {
    const endpoint = config.s3Endpoint;
    client = new S3Client({
      region: config.region,
      ...(endpoint
        ? {
            endpoint,
            forcePathStyle: true,
            // s3rver's fixed development credentials
            credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          }
        : {}),
      // Otherwise the SDK adds checksums the presigned PUT cannot carry (and s3rver stores them).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }
  return client;
}
