import { randomUUID } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../../functions/adapters/dynamodb/keys';

/**
 * Test support (never a product route): waits until the local projector has read everything
 * written to the table before the call. It writes a mark; the stack's stream reader marks it seen
 * once the batch holding it was handled, and a shard's records are handled in order (its parent's
 * before it), so every earlier write's projection is in place by then.
 */
export async function waitForProjector(
  client: DynamoDBDocumentClient,
  tableName: string,
  timeoutMs = 30_000,
): Promise<void> {
  const id = randomUUID();
  const Key = keys.projectorMark(id);
  await client.send(new PutCommand({ TableName: tableName, Item: { ...Key, entity: 'projectorMark', id } }));
  const until = Date.now() + timeoutMs;
  try {
    for (;;) {
      const out = await client.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
      if (out.Item?.seen) return;
      if (Date.now() > until) throw new Error(`the projector did not catch up within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.send(new DeleteCommand({ TableName: tableName, Key }));
  }
}

/** The stream reader's side: marks the marks it read as seen (a mark deleted meanwhile stays gone). */
export async function markSeen(
  client: DynamoDBDocumentClient,
  tableName: string,
  ids: string[],
): Promise<void> {
  await Promise.all(
    ids.map((id) =>
      client
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.projectorMark(id),
            UpdateExpression: 'SET seen = :true',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':true': true },
          }),
        )
        .catch((err: { name?: string }) => {
          if (err.name !== 'ConditionalCheckFailedException') throw err;
        }),
    ),
  );
}
