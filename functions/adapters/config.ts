import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DEFAULT_TABLE_NAME } from './dynamodb/table-schema';

let parsedApiKeys: { raw: string | undefined; keys: readonly string[] } = { raw: undefined, keys: [] };

/**
 * Runtime configuration from the environment. Locally scripts/local sets these; on AWS infra
 * sets them and secrets come from Secrets Manager (by ARN), fetched once per cold start.
 */
export const config = {
  get stage(): string {
    return process.env.STAGE ?? 'local';
  },
  get tableName(): string {
    return process.env.TABLE_NAME ?? DEFAULT_TABLE_NAME;
  },
  get dynamoEndpoint(): string | undefined {
    return process.env.DYNAMODB_ENDPOINT || undefined;
  },
  get s3Endpoint(): string | undefined {
    return process.env.S3_ENDPOINT || undefined;
  },
  get sesEndpoint(): string | undefined {
    return process.env.SES_ENDPOINT || undefined;
  },
  get region(): string {
    return process.env.AWS_REGION ?? 'eu-central-1';
  },
  get emailQueueUrl(): string | undefined {
    return process.env.EMAIL_QUEUE_URL || undefined;
  },
  get jobQueueUrl(): string | undefined {
    return process.env.JOB_QUEUE_URL || undefined;
  },
  get webhookQueueUrl(): string | undefined {
    return process.env.WEBHOOK_QUEUE_URL || undefined;
  },
  get documentsQueueUrl(): string | undefined {
    return process.env.DOCUMENTS_QUEUE_URL || undefined;
  },
  /** The page worker's queue of trailing start list renders (infra/constructs/page-renderer.ts). */
  get pageRenderQueueUrl(): string | undefined {
    return process.env.PAGE_RENDER_QUEUE_URL || undefined;
  },
  /** Infra sets UPLOADS_BUCKET_NAME; the local stack UPLOADS_BUCKET. */
  get uploadsBucket(): string | undefined {
    return process.env.UPLOADS_BUCKET_NAME || process.env.UPLOADS_BUCKET || undefined;
  },
  /** Infra sets DOCUMENTS_BUCKET_NAME; the local stack DOCUMENTS_BUCKET. */
  get documentsBucket(): string | undefined {
    return process.env.DOCUMENTS_BUCKET_NAME || process.env.DOCUMENTS_BUCKET || undefined;
  },
  /**
   * Where exports too big for a Lambda answer go (its `exports/` prefix): infra sets
   * EXPORTS_BUCKET_NAME on the exporting functions; locally the uploads bucket.
   */
  get exportsBucket(): string | undefined {
    return process.env.EXPORTS_BUCKET_NAME || this.uploadsBucket;
  },
  /**
   * Largest export answered inline. API Gateway answers at most 6 MB, base64 included (4/3 of the
   * file), so larger files go through S3 with a presigned download. Read per call: tests lower it.
   */
  get exportInlineMaxBytes(): number {
    const raw = Number.parseInt(process.env.EXPORT_INLINE_MAX_BYTES ?? '', 10);
    return Number.isFinite(raw) && raw >= 0 ? raw : 4_000_000;
  },
  get mailFrom(): string {
    return process.env.MAIL_FROM ?? 'Registrace <noreply@race-registration.local>';
  },
  get appUrl(): string {
    return process.env.APP_URL ?? 'http://127.0.0.1:3000';
  },
  /** Api keys accepted in the X-Api-Key header (public app keys, not secrets). */
  get apiKeys(): readonly string[] {
    const raw = process.env.API_KEYS ?? 'web-spa';
    // Read on every request: parsed again only when the variable changes (tests change it).
    if (raw !== parsedApiKeys.raw)
      parsedApiKeys = {
        raw,
        keys: raw
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      };
    return parsedApiKeys.keys;
  },
};

let secretsClient: SecretsManagerClient | undefined;
const secretCache = new Map<string, string>();

/** A secret's value: from `<NAME>` in the environment locally, or Secrets Manager via `<NAME>_ARN`. */
export async function getSecret(
  name: 'JWT_SECRET' | 'GPWEBPAY_KEYS' | 'SOCIAL_SECRETS' | 'TICKET_SECRET',
): Promise<string> {
  const direct = process.env[name];
  if (direct) return direct;
  const arn = process.env[`${name}_ARN`];
  if (!arn) throw new Error(`Secret ${name} is not configured`);
  const cached = secretCache.get(arn);
  if (cached) return cached;
  secretsClient ??= new SecretsManagerClient({ region: config.region });
  const out = await secretsClient.send(new GetSecretValueCommand({ SecretId: arn }));
  if (!out.SecretString) throw new Error(`Secret ${name} is empty`);
  secretCache.set(arn, out.SecretString);
  return out.SecretString;
}
