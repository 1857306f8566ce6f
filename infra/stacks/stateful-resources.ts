import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { BucketKey, QueueKey, SecretKey } from '../config';

/** What the stateful stack provides (StatefulStack satisfies it). */
export interface StatefulResources {
  table: ITableV2;
  buckets: Record<BucketKey, IBucket>;
  queues: Record<QueueKey, IQueue>;
  secrets: Record<SecretKey, ISecret>;
  /** The projector's on-failure destination. */
  projectorFailures: IQueue;
  alarmTopic: ITopic;
}
