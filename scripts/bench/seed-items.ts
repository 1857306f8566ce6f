import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';

/** The local table the benches seed (DynamoDB Local of the bench's own stack). */
export const BENCH_TABLE = 'race-registration-local';

/**
 * Puts seed items straight into the table: BatchWriteItem in chunks of 25, 8 at once, unprocessed
 * items sent again. Seeding is not what a bench measures, so it bypasses the domain code.
 */
export async function seedItems(items: Record<string, unknown>[]): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  const workers = Array.from({ length: 8 }, async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let pending: unknown[] = chunk.map((Item) => ({ PutRequest: { Item } }));
      while (pending.length) {
        const out = await getDocumentClient().send(
          new BatchWriteCommand({ RequestItems: { [BENCH_TABLE]: pending as never } }),
        );
        pending = out.UnprocessedItems?.[BENCH_TABLE] ?? [];
      }
    }
  });
  await Promise.all(workers);
}
