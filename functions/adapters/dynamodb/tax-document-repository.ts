import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TaxDocumentRecord, TaxDocumentStore } from '../../domain/tax-documents/tax-document-ports';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { queryAll } from './query-all';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

/**
 * Tax documents (functions/domain/tax-documents) and the number series they take their numbers
 * from: `TAXDOCSERIES#<organizer>` / `YEAR#<year>` holds `last`, the last sequence issued. The
 * counter moves from the value read to the next one under a condition on that value, in the
 * transaction that puts the document: of two documents reading the same value, one is refused
 * and reads again, so the series has neither a gap (a number is taken only with its document)
 * nor a repeat.
 */

const strip = entityDecoder<TaxDocumentRecord>(
  'taxDocument',
  ['orderGuid', 'trigger', 'number', 'issuedAt', 'sequence'],
  KEY_ATTRIBUTES,
);

export const dynamoTaxDocumentStore: TaxDocumentStore = {
  async get(orderGuid, trigger) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.taxDocument(orderGuid, trigger),
        ConsistentRead: true,
      }),
    );
    return out.Item ? strip(out.Item) : undefined;
  },

  async listOfOrder(orderGuid) {
    const rows = await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': keys.taxDocument(orderGuid, '').pk,
        ':prefix': keys.taxDocumentPrefix,
      },
    });
    return rows.map(strip).sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.sequence - b.sequence);
  },

  async lastSequence(organizerGuid, year) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: config.tableName,
        Key: keys.taxDocumentSeries(organizerGuid, year),
        ConsistentRead: true,
      }),
    );
    return (out.Item?.last as number | undefined) ?? 0;
  },

  async record(doc, expectedLast) {
    const table = config.tableName;
    try {
      await getDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: keys.taxDocumentSeries(doc.organizerGuid, doc.year),
                UpdateExpression: 'SET #last = :next, entity = :entity',
                ConditionExpression: expectedLast === 0 ? 'attribute_not_exists(pk)' : '#last = :expected',
                ExpressionAttributeNames: { '#last': 'last' },
                ExpressionAttributeValues: {
                  ':next': doc.sequence,
                  ':entity': 'taxDocumentSeries',
                  ...(expectedLast === 0 ? {} : { ':expected': expectedLast }),
                },
              },
            },
            {
              Put: {
                TableName: table,
                Item: { ...keys.taxDocument(doc.orderGuid, doc.trigger), ...doc },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return 'ok';
    } catch (error) {
      if (
        !(error instanceof TransactionCanceledException) &&
        (error as { name?: string }).name !== 'TransactionCanceledException'
      )
        throw error;
      const reasons = (error as TransactionCanceledException).CancellationReasons ?? [];
      if (reasons[1]?.Code === 'ConditionalCheckFailed') return 'exists';
      // The counter moved, or (on AWS) another transaction held it: read it again.
      return 'numberTaken';
    }
  },

  async markStored(orderGuid, trigger) {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.taxDocument(orderGuid, trigger),
        UpdateExpression: 'SET #stored = :yes',
        ConditionExpression: 'attribute_exists(pk)',
        // `stored` is one of DynamoDB's reserved words
        ExpressionAttributeNames: { '#stored': 'stored' },
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
  },
};
