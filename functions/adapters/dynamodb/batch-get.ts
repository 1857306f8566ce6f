import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ServiceOverloadedError } from '../../domain/errors';

type Key = { pk: string; sk: string };

/** BatchGetItem in chunks of 100 with retries of unprocessed keys. One request for a typical event page. */
export async function batchGet<T = Record<string, unknown>>(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: Key[],
  options: { consistent?: boolean } = {},
): Promise<T[]> {
  const out: T[] = [];
  const unique = [...new Map(keys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let pending: Key[] = unique.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      // Keys left unprocessed are DynamoDB's throttling of a batch: load (503), not a bug (500).
      if (attempt > 8) throw new ServiceOverloadedError('throttle', attempt);
      const res = await client.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: { Keys: pending, ...(options.consistent ? { ConsistentRead: true } : {}) },
          },
        }),
      );
      out.push(...((res.Responses?.[tableName] ?? []) as T[]));
      pending = (res.UnprocessedKeys?.[tableName]?.Keys ?? []) as Key[];
    }
  }
  return out;
}
