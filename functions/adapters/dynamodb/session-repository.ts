import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { TTL_ATTRIBUTE } from './table-schema';

/** Ends a sign-in for good: kept until `untilSeconds` (when the session would have ended anyway). */
export async function revokeSession(sessionId: string, untilSeconds: number): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...keys.revokedSession(sessionId), entity: 'revokedSession', [TTL_ATTRIBUTE]: untilSeconds },
    }),
  );
}

export async function isSessionRevoked(sessionId: string): Promise<boolean> {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: config.tableName,
      Key: keys.revokedSession(sessionId),
      ConsistentRead: true,
    }),
  );
  return out.Item !== undefined;
}
