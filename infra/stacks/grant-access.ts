import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { ResourcePermissions } from '../../functions/api/resource-permissions';
import { EXPORTS_PREFIX } from '@shared/api/export-link';
import { TAX_DOCUMENTS_PREFIX } from '../../functions/domain/tax-documents/file-key';
import { FUNCTION_ENV } from '../config';
import type { StatefulResources } from './stateful-resources';

/**
 * What the partner API Lambda may update besides reading (functions/domain/partner-api): a key's
 * "last used" on its record and lookup item, and its rate-limit windows. Nothing else.
 */
export const PARTNER_KEY_USE_PARTITIONS = ['PARTNERKEY#', 'PARTNERKEYS#', 'RATE#partner-key#'] as const;

/** Grants exactly the declared access and sets the matching environment variables. */
export function grantAccess(
  fn: NodejsFunction,
  access: ResourcePermissions,
  stateful: StatefulResources,
): void {
  if (access.table !== 'none') {
    if (access.table === 'read') stateful.table.grantReadData(fn);
    else stateful.table.grantReadWriteData(fn);
    fn.addEnvironment(FUNCTION_ENV.table, stateful.table.tableName);
  }
  if (access.partnerKeyUse) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [stateful.table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': PARTNER_KEY_USE_PARTITIONS.map((prefix) => `${prefix}*`),
          },
        },
      }),
    );
  }
  for (const queue of access.sendsTo) {
    stateful.queues[queue].grantSendMessages(fn);
    fn.addEnvironment(FUNCTION_ENV.queues[queue], stateful.queues[queue].queueUrl);
  }
  for (const { bucket, access: level } of access.buckets) {
    if (level === 'read') stateful.buckets[bucket].grantRead(fn);
    else stateful.buckets[bucket].grantReadWrite(fn);
    fn.addEnvironment(FUNCTION_ENV.buckets[bucket], stateful.buckets[bucket].bucketName);
  }
  if (access.exports) {
    // Only the exports prefix, only put and get (the presigned GET is signed with this grant).
    const uploads = stateful.buckets.uploads;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject'],
        resources: [uploads.arnForObjects(`${EXPORTS_PREFIX}*`)],
      }),
    );
    fn.addEnvironment(FUNCTION_ENV.exportsBucket, uploads.bucketName);
  }
  if (access.taxDocuments) {
    // Only the tax documents' prefix: the API reads them, their worker writes them.
    const documents = stateful.buckets.documents;
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: access.taxDocuments === 'write' ? ['s3:PutObject', 's3:GetObject'] : ['s3:GetObject'],
        resources: [documents.arnForObjects(`${TAX_DOCUMENTS_PREFIX}*`)],
      }),
    );
    fn.addEnvironment(FUNCTION_ENV.buckets.documents, documents.bucketName);
  }
  for (const secret of access.secrets) {
    stateful.secrets[secret].grantRead(fn);
    fn.addEnvironment(FUNCTION_ENV.secrets[secret], stateful.secrets[secret].secretArn);
  }
}
