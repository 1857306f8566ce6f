import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { FUNCTION_ENV, type StageConfig } from '../config';

/**
 * Fio API tokens (issue 28 item 6): one Secrets Manager secret per payment detail, created by the
 * admin-series API when an admin stores a token and read by the fetch worker. Least privilege:
 * only secrets named under the stage's Fio prefix; the API may create, put and delete but never
 * read one back (the token is write-only), the worker may only read.
 */
export const FIO_TOKEN_WRITE_ACTIONS = [
  'secretsmanager:CreateSecret',
  'secretsmanager:PutSecretValue',
  'secretsmanager:DeleteSecret',
] as const;
export const FIO_TOKEN_READ_ACTIONS = ['secretsmanager:GetSecretValue'] as const;

export function grantFioTokens(fn: NodejsFunction, level: 'read' | 'write', config: StageConfig): void {
  const arn = Stack.of(fn).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    // Secret ARNs end in a random suffix after the name.
    resourceName: `${config.fioTokenSecretPrefix}*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: [...(level === 'write' ? FIO_TOKEN_WRITE_ACTIONS : FIO_TOKEN_READ_ACTIONS)],
      resources: [arn],
    }),
  );
  fn.addEnvironment(FUNCTION_ENV.fioTokenSecretPrefix, config.fioTokenSecretPrefix);
}

/** Put only, under one prefix of the uploads bucket (the worker's fetched statements). */
export function grantUploadsPut(fn: NodejsFunction, uploads: IBucket, prefix: string): void {
  fn.addToRolePolicy(
    new PolicyStatement({ actions: ['s3:PutObject'], resources: [uploads.arnForObjects(`${prefix}*`)] }),
  );
  fn.addEnvironment(FUNCTION_ENV.buckets.uploads, uploads.bucketName);
}
