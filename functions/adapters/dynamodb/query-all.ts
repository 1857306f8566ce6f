import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { getDocumentClient } from './client';

/** Every page of one Query of the table (or one of its indexes), from `ExclusiveStartKey` if given. */
export async function queryAll<T = Record<string, unknown>>(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<T[]> {
  const rows: T[] = [];
  let start: Record<string, unknown> | undefined = input.ExclusiveStartKey;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({ TableName: config.tableName, ...input, ExclusiveStartKey: start }),
    );
    rows.push(...((out.Items ?? []) as T[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return rows;
}
