import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_TABLE_NAME } from '../functions/adapters/dynamodb/table-schema';
import { QUEUE_MAX_RECEIVE_COUNT } from '../functions/adapters/queue/redrive';
import type { ResourcePermissions } from '../functions/api/resource-permissions';
import type { SocialNetwork } from '../shared/social/social-schemas';

/**
 * Per-stage settings of the CDK app. Everything that differs between stages lives here; the stacks
 * only read a `StageConfig`. Secrets are created by the stateful stack (never values in the repo):
 * only their names are configured here.
 */

export const APP_NAME = 'race-registration';

/** Used when CDK_DEFAULT_REGION is not set (offline synth, CI without credentials). */
export const FALLBACK_REGION = 'eu-central-1';

/** Keys used by RESOURCE_PERMISSIONS, so a new bucket/queue/secret there fails to compile here. */
export type BucketKey = ResourcePermissions['buckets'][number]['bucket'];
export type QueueKey = ResourcePermissions['sendsTo'][number];
export type SecretKey = ResourcePermissions['secrets'][number];

/** API Gateway (HTTP API) cuts an integration off after 30 s, so API functions stop at 29 s. */
export const API_FUNCTION_TIMEOUT = Duration.seconds(29);
export const QUEUE_WORKER_TIMEOUT = Duration.seconds(60);
export const SCHEDULED_WORKER_TIMEOUT = Duration.minutes(5);
/** AWS recommends a queue visibility timeout of at least six times the consumer's timeout. */
export const QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(QUEUE_WORKER_TIMEOUT.toSeconds() * 6);
/**
 * Receives before a message goes to its dead-letter queue: the workers' own constant (the job worker
 * fails a job on its message's last delivery, the local queue dead-letters after as many tries).
 */
export const DLQ_MAX_RECEIVE_COUNT = QUEUE_MAX_RECEIVE_COUNT;

/**
 * Environment variable names the functions read (functions/adapters/config.ts). A function only gets
 * the variables of what it may access.
 */
export const FUNCTION_ENV = {
  stage: 'STAGE',
  table: 'TABLE_NAME',
  buckets: { uploads: 'UPLOADS_BUCKET_NAME', documents: 'DOCUMENTS_BUCKET_NAME' },
  /** The bucket whose `exports/` prefix holds exports too big for a Lambda answer. */
  exportsBucket: 'EXPORTS_BUCKET_NAME',
  queues: {
    email: 'EMAIL_QUEUE_URL',
    jobs: 'JOB_QUEUE_URL',
    webhooks: 'WEBHOOK_QUEUE_URL',
    documents: 'DOCUMENTS_QUEUE_URL',
  },
  /** The page worker's queue of trailing start list renders (infra/constructs/page-renderer.ts). */
  pageRenderQueue: 'PAGE_RENDER_QUEUE_URL',
  /** functions/adapters/config.ts reads `<NAME>_ARN` through getSecret('<NAME>'). */
  secrets: {
    jwt: 'JWT_SECRET_ARN',
    gpwebpay: 'GPWEBPAY_KEYS_ARN',
    social: 'SOCIAL_SECRETS_ARN',
    ticket: 'TICKET_SECRET_ARN',
  },
  /** The offered social networks (client id, redirect URI), functions with the `social` secret only. */
  socialNetworks: 'SOCIAL_NETWORKS',
  /** From header of outgoing e-mail (workers that send e-mail only). */
  mailFrom: 'MAIL_FROM',
  /** Public URL of the site, for links in e-mails and payment return URLs. */
  appUrl: 'APP_URL',
  /** Name prefix of the Fio API token secrets (functions/adapters/secrets/fio-token-store.ts). */
  fioTokenSecretPrefix: 'FIO_TOKEN_SECRET_PREFIX',
} as const satisfies {
  stage: string;
  table: string;
  buckets: Record<BucketKey, string>;
  exportsBucket: string;
  queues: Record<QueueKey, string>;
  pageRenderQueue: string;
  secrets: Record<SecretKey, string>;
  socialNetworks: string;
  mailFrom: string;
  appUrl: string;
  fioTokenSecretPrefix: string;
};

export interface StageConfig {
  stage: string;
  isProd: boolean;
  /** Stateful resources: RETAIN on prod, DESTROY elsewhere. */
  removalPolicy: RemovalPolicy;
  /** DynamoDB deletion protection (prod only). */
  deletionProtection: boolean;
  /** Non-prod buckets are emptied on stack deletion so `cdk destroy` works. */
  autoDeleteObjects: boolean;
  tableName: string;
  logRetention: RetentionDays;
  mail: {
    /** Verified SES identity (domain) the e-mail worker may send from. */
    identity: string;
    /** The From address. Send-only: no mailbox is provisioned for it. */
    sender: string;
    /** From header: display name and sender address. */
    from: string;
  };
  secretNames: Record<SecretKey, string>;
  /** Fio API tokens: one secret per payment detail, named `<prefix><payment detail guid>`. */
  fioTokenSecretPrefix: string;
  /**
   * Social sign-in: the networks' OAuth client ids of this stage (context `socialClientIds`, JSON);
   * their secrets go in the `social` secret (JSON network → secret). A network without both is
   * not offered (docs/social-sign-in.md).
   */
  socialClientIds: Partial<Record<SocialNetwork, string>>;
  /** Optional address subscribed to the alarm topic (context `alarmEmail`). */
  alarmEmail?: string;
}

interface StageDefaults {
  isProd: boolean;
  logRetention: RetentionDays;
  mailDomain: string;
}

/** Known stages; any other name (e.g. a personal `-c stage=alice`) gets the non-prod defaults. */
const STAGES: Record<string, StageDefaults> = {
  dev: { isProd: false, logRetention: RetentionDays.TWO_WEEKS, mailDomain: 'dev.race-registration.example' },
  test: {
    isProd: false,
    logRetention: RetentionDays.TWO_WEEKS,
    mailDomain: 'test.race-registration.example',
  },
  prod: { isProd: true, logRetention: RetentionDays.THREE_MONTHS, mailDomain: 'race-registration.example' },
};

const MAIL_DISPLAY_NAME = 'Registrace';

const STAGE_NAME = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export interface StageOverrides {
  /** Context `mailDomain`: the verified SES domain identity (sender becomes no-reply@<domain>). */
  mailDomain?: string;
  /** Context `alarmEmail`. */
  alarmEmail?: string;
  /** Context `socialClientIds`: JSON object network → client id. */
  socialClientIds?: Partial<Record<SocialNetwork, string>>;
}

export function stageConfig(stage: string, overrides: StageOverrides = {}): StageConfig {
  if (!STAGE_NAME.test(stage)) {
    throw new Error(
      `Invalid stage "${stage}": use lower-case letters, digits and dashes (max 16, starting with a letter).`,
    );
  }
  const defaults = STAGES[stage] ?? { ...STAGES.dev!, mailDomain: `${stage}.race-registration.example` };
  const mailDomain = overrides.mailDomain ?? defaults.mailDomain;
  if (!DOMAIN_NAME.test(mailDomain)) throw new Error(`Invalid mailDomain "${mailDomain}".`);
  const sender = `no-reply@${mailDomain}`;
  return {
    stage,
    isProd: defaults.isProd,
    removalPolicy: defaults.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    deletionProtection: defaults.isProd,
    autoDeleteObjects: !defaults.isProd,
    tableName: `${DEFAULT_TABLE_NAME}-${stage}`,
    logRetention: defaults.logRetention,
    mail: { identity: mailDomain, sender, from: `${MAIL_DISPLAY_NAME} <${sender}>` },
    secretNames: {
      jwt: `${APP_NAME}/${stage}/jwt-signing-key`,
      gpwebpay: `${APP_NAME}/${stage}/gpwebpay-merchant-keys`,
      social: `${APP_NAME}/${stage}/social-client-secrets`,
      ticket: `${APP_NAME}/${stage}/qr-ticket-key`,
    },
    fioTokenSecretPrefix: `${APP_NAME}/${stage}/fio-tokens/`,
    socialClientIds: overrides.socialClientIds ?? {},
    ...(overrides.alarmEmail ? { alarmEmail: overrides.alarmEmail } : {}),
  };
}

/** `<stage>-race-registration-<part>`: every stack name starts with the stage. */
export const stackName = (stage: string, part: 'stateful' | 'stateless'): string =>
  `${stage}-${APP_NAME}-${part}`;
