import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AttributeType, Billing, StreamViewType, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type CorsRule,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { EXPORTS_PREFIX } from '@shared/api/export-link';
import {
  GSIS,
  KEY_ATTRIBUTE_TYPE,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '../../functions/adapters/dynamodb/table-schema';
import {
  DLQ_MAX_RECEIVE_COUNT,
  QUEUE_VISIBILITY_TIMEOUT,
  type BucketKey,
  type QueueKey,
  type SecretKey,
  type StageConfig,
} from '../config';

export interface StatefulStackProps extends StackProps {
  config: StageConfig;
}

const ATTRIBUTE_TYPES = {
  S: AttributeType.STRING,
  N: AttributeType.NUMBER,
  B: AttributeType.BINARY,
} as const;
const key = (name: string): Attribute => ({ name, type: ATTRIBUTE_TYPES[KEY_ATTRIBUTE_TYPE] });

/**
 * Data that outlives deployments: the single table, the buckets, the e-mail queue and the secrets.
 * Prod retains all of it; other stages are disposable.
 */
export class StatefulStack extends Stack {
  readonly table: TableV2;
  readonly buckets: Record<BucketKey, Bucket>;
  readonly queues: Record<QueueKey, Queue>;
  readonly deadLetterQueues: Record<QueueKey, Queue>;
  readonly secrets: Record<SecretKey, Secret>;
  readonly alarmTopic: Topic;
  /** Stream batches the projector gave up on (its event source mapping's on-failure destination). */
  readonly projectorFailures: Queue;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { config } = props;

    // Key schema and GSIs come from the shared table schema (the local table setup uses it too).
    this.table = new TableV2(this, 'Table', {
      tableName: config.tableName,
      partitionKey: key(TABLE_KEYS.partitionKey),
      sortKey: key(TABLE_KEYS.sortKey),
      billing: Billing.onDemand(),
      globalSecondaryIndexes: GSIS.map((gsi) => ({
        indexName: gsi.indexName,
        partitionKey: key(gsi.partitionKey),
        sortKey: key(gsi.sortKey),
      })),
      timeToLiveAttribute: TTL_ATTRIBUTE,
      // The projector (stateless stack) derives statistics, counts and indexes from the old and
      // new image of every order change (functions/workers/project-stream.handler.ts).
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: config.deletionProtection,
      removalPolicy: config.removalPolicy,
    });

    const bucket = (id: string, extra: { eventBridgeEnabled?: boolean; cors?: CorsRule[] } = {}): Bucket =>
      new Bucket(this, id, {
        encryption: BucketEncryption.S3_MANAGED,
        versioned: true,
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        enforceSSL: true,
        removalPolicy: config.removalPolicy,
        autoDeleteObjects: config.autoDeleteObjects,
        lifecycleRules: [
          { abortIncompleteMultipartUploadAfter: Duration.days(7) },
          { noncurrentVersionExpiration: Duration.days(90) },
        ],
        ...extra,
      });
    this.buckets = {
      // Bank CSVs and card imports; EventBridge notifications let an import worker react to uploads.
      // The SPA PUTs files to presigned URLs (the signature is the permission; any site origin).
      uploads: bucket('UploadsBucket', {
        eventBridgeEnabled: true,
        cors: [
          { allowedMethods: [HttpMethods.PUT], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 },
        ],
      }),
      // Series/event logos and backgrounds: the back office POSTs images to presigned POST forms
      // (their policy is the permission: key, content type and size) under incoming/; the API checks
      // each and copies it to files/, which CloudFront serves (the web site's /files/* behaviour).
      documents: bucket('DocumentsBucket', {
        cors: [
          { allowedMethods: [HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3000 },
        ],
      }),
    };
    // An upload that was never attached (or was refused) does not stay.
    this.buckets.documents.addLifecycleRule({ prefix: 'incoming/', expiration: Duration.days(1) });
    // Exports too big for a Lambda answer (functions/api/file-reply.ts) are fetched once through a
    // presigned link of minutes: nothing keeps them longer than a day, old versions neither.
    this.buckets.uploads.addLifecycleRule({
      prefix: EXPORTS_PREFIX,
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
    });
    // CloudFront (origin access control) reads the published files only, nothing else of the bucket.
    // Its distribution lives in the stateless stack: naming its ARN here would make the stacks
    // depend on each other, so the grant is limited to this account's distributions.
    this.buckets.documents.addToResourcePolicy(
      new PolicyStatement({
        actions: ['s3:GetObject'],
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        resources: [this.buckets.documents.arnForObjects('files/*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );

    // Each worker's queue with its dead-letter queue: what fails DLQ_MAX_RECEIVE_COUNT times waits
    // there 14 days (the construct ids name the CloudFormation resources: keep them).
    const workQueue = (name: string) => {
      const deadLetters = new Queue(this, `${name}DeadLetterQueue`, {
        retentionPeriod: Duration.days(14),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      const queue = new Queue(this, `${name}Queue`, {
        visibilityTimeout: QUEUE_VISIBILITY_TIMEOUT,
        retentionPeriod: Duration.days(4),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetters, maxReceiveCount: DLQ_MAX_RECEIVE_COUNT },
      });
      return { queue, deadLetters };
    };
    const email = workQueue('Email');
    // Long admin jobs (bank statement import…): a worker runs a slice and queues the job again.
    const jobs = workQueue('Job');
    // Webhook deliveries (issue 28 item 3): one attempt per message; the worker queues a failed
    // attempt again with a delay (its backoff). The dead-letter queue takes only what failed on our
    // side (the table unreachable) five times, not a receiver's failures, which are logged answers.
    const webhooks = workQueue('Webhook');
    // Tax documents: a paid order or a card refund asks the tax-documents worker for its PDF.
    const documents = workQueue('Documents');
    this.queues = {
      email: email.queue,
      jobs: jobs.queue,
      webhooks: webhooks.queue,
      documents: documents.queue,
    };
    this.deadLetterQueues = {
      email: email.deadLetters,
      jobs: jobs.deadLetters,
      webhooks: webhooks.deadLetters,
      documents: documents.deadLetters,
    };

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `${config.stage} race registration alarms`,
    });
    if (config.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(config.alarmEmail));

    // What the projector could not apply within its retries: the batch's shard, sequence range and
    // the error, for `npm run rebuild:projections` of the series concerned (docs/operating-the-rush.md).
    this.projectorFailures = new Queue(this, 'ProjectorFailureQueue', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    new Alarm(this, 'ProjectorFailureAlarm', {
      alarmDescription: `Stream batches the projector gave up on (${config.stage}): statistics, order counts or order search may be off until the series is rebuilt (npm run rebuild:projections).`,
      metric: this.projectorFailures.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(new SnsAction(this.alarmTopic));

    for (const [name, dlq] of Object.entries(this.deadLetterQueues)) {
      const alarm = new Alarm(this, `${name}DeadLetterAlarm`, {
        alarmDescription: `Messages in the ${name} dead-letter queue (${config.stage}): processing failed ${DLQ_MAX_RECEIVE_COUNT} times.`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    }

    // Secrets are created here with a generated placeholder; real values are set out of band
    // (aws secretsmanager put-secret-value), never committed.
    this.secrets = {
      jwt: new Secret(this, 'JwtSigningKey', {
        secretName: config.secretNames.jwt,
        description: 'Key that signs and verifies the API access tokens (generated).',
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
        removalPolicy: config.removalPolicy,
      }),
      gpwebpay: new Secret(this, 'GpWebpayMerchantKeys', {
        secretName: config.secretNames.gpwebpay,
        description:
          'GP webpay merchant number, merchant private key (PEM) with its passphrase and the gateway public key (PEM). Set after deploy.',
        removalPolicy: config.removalPolicy,
      }),
      social: new Secret(this, 'SocialClientSecrets', {
        secretName: config.secretNames.social,
        description:
          'Social sign-in client secrets, JSON network → secret (Apple: its current client-secret JWT). Set after deploy.',
        removalPolicy: config.removalPolicy,
      }),
      // Its own secret, so the e-mail worker can mint QR tickets without the jwt secret.
      ticket: new Secret(this, 'QrTicketKey', {
        secretName: config.secretNames.ticket,
        description: 'Key of the QR tickets (check-in and the payment e-mail; generated).',
        generateSecretString: { passwordLength: 64, excludePunctuation: true },
        removalPolicy: config.removalPolicy,
      }),
    };

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.buckets.uploads.bucketName });
    new CfnOutput(this, 'DocumentsBucketName', { value: this.buckets.documents.bucketName });
    new CfnOutput(this, 'EmailQueueUrl', { value: email.queue.queueUrl });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
  }
}
