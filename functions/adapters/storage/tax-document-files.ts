import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { TaxDocumentFiles } from '../../domain/tax-documents/tax-document-ports';
import { config } from '../config';
import { s3 } from './s3-client';

/** The PDFs in the documents bucket (functions/domain/tax-documents/file-key.ts says where). */
const bucket = () => {
  const name = config.documentsBucket;
  if (!name) throw new Error('The documents bucket is not configured');
  return name;
};

const missing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
};

export const taxDocumentFiles: TaxDocumentFiles = {
  async put(key, body) {
    await s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: key,
        Body: body,
        ContentType: 'application/pdf',
        CacheControl: 'private, no-store',
      }),
    );
  },
  async get(key) {
    try {
      const out = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  },
};
