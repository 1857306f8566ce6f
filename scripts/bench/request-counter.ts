import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** DynamoDB requests a bench made, per command: calls, the items they carried and the time they waited. */
export type RequestCounts = Map<string, { calls: number; items: number; ms: number }>;

/** Counts every request the client sends from now on into `counts` (items: transaction or batch entries, else 1). */
export function countRequests(client: DynamoDBDocumentClient, counts: RequestCounts): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
      const input = args.input as {
        TransactItems?: unknown[];
        RequestItems?: Record<string, unknown[] | { Keys: unknown[] }>;
      };
      const items =
        input.TransactItems?.length ??
        (input.RequestItems
          ? Object.values(input.RequestItems).reduce<number>(
              (n, v) => n + (Array.isArray(v) ? v.length : v.Keys.length),
              0,
            )
          : 1);
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        // Looked up when the call ends: calls running at once all count.
        const entry = counts.get(name) ?? { calls: 0, items: 0, ms: 0 };
        entry.calls++;
        entry.items += items;
        entry.ms += performance.now() - started;
        counts.set(name, entry);
      }
    },
    { step: 'initialize', name: 'benchRequestCounter' },
  );
}
