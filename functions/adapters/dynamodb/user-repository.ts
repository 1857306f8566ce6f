import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../../domain/accounts/user-record';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';

export async function findUserById(userId: string): Promise<UserRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.user(userId) }),
  );
  return out.Item as UserRecord | undefined;
}

/** E-mail guard item → user: two GetItems, no index needed. */
export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const guard = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.userEmail(email) }),
  );
  const userId = (guard.Item as { userId?: string } | undefined)?.userId;
  return userId ? findUserById(userId) : undefined;
}

export async function emailExists(email: string): Promise<boolean> {
  const guard = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.userEmail(email), ProjectionExpression: 'pk' }),
  );
  return guard.Item !== undefined;
}

export async function recordLogin(userId: string, at: string): Promise<void> {
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET lastLogin = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}
