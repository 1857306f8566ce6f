import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ServiceOverloadedError } from '../../domain/errors';

/**
 * Puts items with BatchWriteItem in chunks of 25, unprocessed items sent again with backoff.
 * Unconditional: only for items whose writer is guarded elsewhere (a put of the same content
 * again changes nothing). `concurrency` chunks are sent at once (default one after another), for
 * items that do not depend on each other's order.
 */
export async function batchPut(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: readonly Record<string, unknown>[],
  options: { concurrency?: number } = {},
): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  const putChunk = async (chunk: Record<string, unknown>[]) => {
    let pending: unknown[] = chunk.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 25 * 2 ** attempt)));
      // Items left unprocessed are DynamoDB's throttling of a batch: load (503), not a bug (500).
      if (attempt > 8) throw new ServiceOverloadedError('throttle', attempt);
      const out = await client.send(
        new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }),
      );
      pending = out.UnprocessedItems?.[tableName] ?? [];
    }
  };
  let next = 0;
  const workers = Array.from(
    { length: Math.max(1, Math.min(options.concurrency ?? 1, chunks.length)) },
    async () => {
      for (let chunk = chunks[next++]; chunk; chunk = chunks[next++]) await putChunk(chunk);
    },
  );
  await Promise.all(workers);
}
