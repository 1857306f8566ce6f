import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/adapters/dynamodb/table-schema';
import { QUEUE_MAX_RECEIVE_COUNT } from '../../functions/adapters/queue/redrive';
import { logicalId, synth } from './helpers';

type Resource = {
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

describe('stateful stack', () => {
  const dev = synth({ stage: 'dev' });
  const prod = synth({ stage: 'prod' });

  describe('table', () => {
    it('uses the shared key schema, on-demand billing, TTL and point-in-time recovery', () => {
      dev.statefulTemplate.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
      dev.statefulTemplate.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        TableName: 'race-registration-dev',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
          { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        Replicas: [
          Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
        ],
      });
    });

    it('has every GSI of the table schema', () => {
      dev.statefulTemplate.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
        GlobalSecondaryIndexes: GSIS.map((gsi) => ({
          IndexName: gsi.indexName,
          KeySchema: [
            { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
            { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      });
    });

    it('is retained and deletion-protected on prod', () => {
      prod.statefulTemplate.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })],
        }),
      });
    });

    it('is disposable on dev', () => {
      dev.statefulTemplate.hasResource('AWS::DynamoDB::GlobalTable', {
        DeletionPolicy: 'Delete',
        Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: false })] }),
      });
    });
  });

  describe('buckets', () => {
    for (const name of ['uploads', 'documents'] as const) {
      it(`${name}: encrypted, versioned, private, TLS only`, () => {
        const id = logicalId(dev.stateful, dev.stateful.buckets[name]);
        const bucket = dev.statefulTemplate.toJSON().Resources[id] as Resource;
        expect(bucket.Properties).toMatchObject({
          BucketEncryption: {
            ServerSideEncryptionConfiguration: [
              { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
            ],
          },
          VersioningConfiguration: { Status: 'Enabled' },
          PublicAccessBlockConfiguration: {
            BlockPublicAcls: true,
            BlockPublicPolicy: true,
            IgnorePublicAcls: true,
            RestrictPublicBuckets: true,
          },
        });
        dev.statefulTemplate.hasResourceProperties('AWS::S3::BucketPolicy', {
          Bucket: { Ref: id },
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({
                Effect: 'Deny',
                Action: 's3:*',
                Condition: { Bool: { 'aws:SecureTransport': 'false' } },
              }),
            ]),
          },
        });
      });

      it(`${name}: retained on prod`, () => {
        const id = logicalId(prod.stateful, prod.stateful.buckets[name]);
        const bucket = prod.statefulTemplate.toJSON().Resources[id] as Resource;
        expect(bucket.DeletionPolicy).toBe('Retain');
        expect(bucket.UpdateReplacePolicy).toBe('Retain');
      });
    }

    it('uploads notify EventBridge (for the CSV import)', () => {
      dev.statefulTemplate.hasResourceProperties('Custom::S3BucketNotifications', {
        BucketName: { Ref: logicalId(dev.stateful, dev.stateful.buckets.uploads) },
        NotificationConfiguration: { EventBridgeConfiguration: {} },
      });
    });

    it('documents: CloudFront reads only the published files/ prefix; stale uploads expire', () => {
      const id = logicalId(dev.stateful, dev.stateful.buckets.documents);
      const policy = Object.values(dev.statefulTemplate.findResources('AWS::S3::BucketPolicy')).find(
        (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }),
      ) as Resource;
      const statements = (policy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> })
        .Statement;
      const cloudFront = statements.filter(
        (st) => JSON.stringify(st.Principal) === JSON.stringify({ Service: 'cloudfront.amazonaws.com' }),
      );
      expect(cloudFront).toHaveLength(1);
      expect(cloudFront[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
      expect(JSON.stringify(cloudFront[0]!.Resource)).toContain('/files/*');
      expect(cloudFront[0]!.Condition).toHaveProperty(['StringEquals', 'AWS:SourceAccount']);
      const bucket = dev.statefulTemplate.toJSON().Resources[id] as Resource;
      expect(bucket.Properties.LifecycleConfiguration).toMatchObject({
        Rules: expect.arrayContaining([
          expect.objectContaining({ Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
        ]),
      });
      expect(bucket.Properties.CorsConfiguration).toMatchObject({
        CorsRules: [expect.objectContaining({ AllowedMethods: ['POST'] })],
      });
    });

    it('uploads: exports too big for a Lambda answer expire after a day (old versions too)', () => {
      const id = logicalId(dev.stateful, dev.stateful.buckets.uploads);
      const bucket = dev.statefulTemplate.toJSON().Resources[id] as Resource;
      expect(bucket.Properties.LifecycleConfiguration).toMatchObject({
        Rules: expect.arrayContaining([
          expect.objectContaining({
            Prefix: 'exports/',
            ExpirationInDays: 1,
            NoncurrentVersionExpiration: { NoncurrentDays: 1 },
            Status: 'Enabled',
          }),
        ]),
      });
    });

    it('prod does not auto-delete objects', () => {
      prod.statefulTemplate.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    });
  });

  describe('e-mail queue', () => {
    const queueId = logicalId(dev.stateful, dev.stateful.queues.email);
    const dlqId = logicalId(dev.stateful, dev.stateful.deadLetterQueues.email);

    it('redrives to a dead-letter queue after 5 receives, both SQS-encrypted', () => {
      dev.statefulTemplate.hasResourceProperties('AWS::SQS::Queue', {
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: 5 },
        SqsManagedSseEnabled: true,
      });
      const dlq = dev.statefulTemplate.toJSON().Resources[dlqId] as Resource;
      expect(dlq.Properties.SqsManagedSseEnabled).toBe(true);
    });

    it('enforces TLS on both queues', () => {
      for (const id of [queueId, dlqId]) {
        dev.statefulTemplate.hasResourceProperties('AWS::SQS::QueuePolicy', {
          Queues: [{ Ref: id }],
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        });
      }
    });

    it('alarms as soon as the dead-letter queue holds a message', () => {
      dev.statefulTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AWS/SQS',
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
        ComparisonOperator: 'GreaterThanThreshold',
        Threshold: 0,
        EvaluationPeriods: 1,
        AlarmActions: [{ Ref: logicalId(dev.stateful, dev.stateful.alarmTopic) }],
      });
    });

    it('gives the workers time: visibility timeout is six times the worker timeout', () => {
      const queue = dev.statefulTemplate.toJSON().Resources[queueId] as Resource;
      expect(queue.Properties.VisibilityTimeout).toBe(360);
    });
  });

  describe('job queue', () => {
    const queueId = logicalId(dev.stateful, dev.stateful.queues.jobs);
    const dlqId = logicalId(dev.stateful, dev.stateful.deadLetterQueues.jobs);

    it("redrives after the workers' own receive count: the job worker's last delivery is the one before the dead-letter queue", () => {
      // The run-job worker fails a job on the delivery whose ApproximateReceiveCount reaches this.
      expect(QUEUE_MAX_RECEIVE_COUNT).toBe(5);
      const queue = dev.statefulTemplate.toJSON().Resources[queueId] as Resource;
      expect(queue.Properties.RedrivePolicy).toEqual({
        deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] },
        maxReceiveCount: QUEUE_MAX_RECEIVE_COUNT,
      });
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    });
  });

  describe('secrets', () => {
    it('creates the configured secrets with generated values, none in the template', () => {
      for (const name of Object.values(dev.config.secretNames)) {
        dev.statefulTemplate.hasResourceProperties('AWS::SecretsManager::Secret', {
          Name: name,
          GenerateSecretString: Match.anyValue(),
          SecretString: Match.absent(),
        });
      }
      expect(dev.config.secretNames).toEqual({
        jwt: 'race-registration/dev/jwt-signing-key',
        gpwebpay: 'race-registration/dev/gpwebpay-merchant-keys',
        social: 'race-registration/dev/social-client-secrets',
        ticket: 'race-registration/dev/qr-ticket-key',
      });
    });

    it('retains secrets on prod', () => {
      const secrets = Object.values(
        prod.statefulTemplate.findResources('AWS::SecretsManager::Secret'),
      ) as Resource[];
      expect(secrets).toHaveLength(4);
      for (const secret of secrets) expect(secret.DeletionPolicy).toBe('Retain');
    });
  });
});
