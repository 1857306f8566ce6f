import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ServiceOverloadedError } from '../../domain/errors';

type Key = { pk: string; sk: string };

/**
 * BatchGetItem in chunks of 100 with retries of unprocessed keys. One request for a typical event
 * page. `concurrency` chunks are read at once (default one after another).
 */
export async function batchGet<T = Record<string, unknown>>(
  client: DynamoDBDocumentClient,
  tableName: string,
  keys: Key[],
  options: { consistent?: boolean; concurrency?: number } = {},
): Promise<T[]> {
  const out: T[] = [];
  const unique = [...new Map(keys.map((k) => [`${k.pk}|${k.sk}`, k])).values()];
  const readChunk = async (chunk: Key[]) => {
    let pending = chunk;
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
  };
  let next = 0;
  const chunkCount = Math.ceil(unique.length / 100);
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, chunkCount)) }, async () => {
      for (let i = next++; i < chunkCount; i = next++) await readChunk(unique.slice(i * 100, i * 100 + 100));
    }),
  );
  return out;
}
