import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '@shared/codelists/enums';
import type {
  AccountStore,
  CooldownPort,
  ProfileChangeResult,
  TokenUse,
} from '../../domain/accounts/account-ports';
import type { ApiClientRecord } from '../../domain/accounts/api-clients';
import type { AccountTokenKind, AccountTokenRecord } from '../../domain/accounts/account-tokens';
import { config } from '../config';
import { accountKeys, userListKey } from './account-keys';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { IS_NEW, transactWithRetry, type TransactItem } from './transact-with-retry';
import { findUserByEmail, findUserById } from './user-repository';

const table = () => config.tableName;
const isNew = IS_NEW;

const isConditionFailure = (err: unknown) =>
  err instanceof ConditionalCheckFailedException ||
  (err as { name?: string }).name === 'ConditionalCheckFailedException';

/** The token's use: condition "still unused, unexpired, this user's" (a second use fails the transaction). */
function tokenUseUpdate(token: AccountTokenRecord, now: Date): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: accountKeys.token(token.kind, token.tokenHash),
      UpdateExpression: 'SET usedAt = :now',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(usedAt) AND validUntil > :sec AND userId = :u',
      ExpressionAttributeValues: {
        ':now': now.toISOString(),
        ':sec': Math.floor(now.getTime() / 1000),
        ':u': token.userId,
      },
    },
  };
}

function userChange(userId: string, use: TokenUse, now: Date): TransactItem {
  const base = {
    TableName: table(),
    Key: keys.user(userId),
    ConditionExpression: 'attribute_exists(pk)',
  };
  if (use.kind === 'activate') {
    return {
      Update: {
        ...base,
        UpdateExpression: 'SET emailConfirmed = :true, dateUpdated = :now',
        ExpressionAttributeValues: { ':true': true, ':now': now.toISOString() },
      },
    };
  }
  return {
    Update: {
      ...base,
      UpdateExpression:
        'SET passwordHash = :hash, locked = :false, emailConfirmed = :true, tokensValidAfter = :after, dateUpdated = :now',
      ExpressionAttributeValues: {
        ':hash': use.passwordHash,
        ':false': false,
        ':true': true,
        ':after': use.tokensValidAfter,
        ':now': now.toISOString(),
      },
    },
  };
}

/** Users, their e-mail guards and account tokens in the single table (./README.md). */
export const dynamoAccountStore: AccountStore = {
  findUserById,
  findUserByEmail,

  async createUser(user, activation) {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...keys.user(user.userId), entity: 'user', ...user, ...userListKey(user) },
          ConditionExpression: isNew,
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...keys.userEmail(user.email), entity: 'userEmail', userId: user.userId },
          ConditionExpression: isNew,
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...accountKeys.token(activation.kind, activation.tokenHash), ...activation },
          ConditionExpression: isNew,
        },
      },
    ]);
    if (failed === undefined) return 'created';
    if (failed === 1) return 'emailTaken';
    throw new Error('A new user or token collided with an existing item');
  },

  async putToken(token) {
    await getDocumentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...accountKeys.token(token.kind, token.tokenHash), ...token },
        ConditionExpression: isNew,
      }),
    );
  },

  async getToken(kind: AccountTokenKind, tokenHash: string) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: accountKeys.token(kind, tokenHash), ConsistentRead: true }),
    );
    return out.Item as AccountTokenRecord | undefined;
  },

  async useToken(token, use, now) {
    const failed = await transactWithRetry([tokenUseUpdate(token, now), userChange(token.userId, use, now)]);
    return failed === undefined;
  },

  async setPassword(userId, passwordHash, tokensValidAfter, now) {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.user(userId),
        UpdateExpression: 'SET passwordHash = :hash, tokensValidAfter = :after, dateUpdated = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':hash': passwordHash,
          ':after': tokensValidAfter,
          ':now': now.toISOString(),
        },
      }),
    );
  },

  async updateProfile(user, change, now): Promise<ProfileChangeResult> {
    const nowIso = now.toISOString();
    const sameGuard = keys.userEmail(change.email).pk === keys.userEmail(user.email).pk;
    const update: TransactItem = {
      Update: {
        TableName: table(),
        Key: keys.user(user.userId),
        UpdateExpression:
          'SET firstName = :f, lastName = :l, email = :e, dateUpdated = :now, gsi1pk = :g1pk, gsi1sk = :g1sk',
        // Optimistic: the e-mail this change started from is still the account's.
        ConditionExpression: 'attribute_exists(pk) AND email = :old',
        ExpressionAttributeValues: {
          ':f': change.firstName,
          ':l': change.lastName,
          ':e': change.email,
          ':now': nowIso,
          ':old': user.email,
          ':g1pk': userListKey({ ...user, ...change }).gsi1pk,
          ':g1sk': userListKey({ ...user, ...change }).gsi1sk,
        },
      },
    };
    if (sameGuard) {
      const failed = await transactWithRetry([update]);
      return failed === undefined ? 'updated' : 'changedMeanwhile';
    }
    const failed = await transactWithRetry([
      update,
      {
        Put: {
          TableName: table(),
          Item: { ...keys.userEmail(change.email), entity: 'userEmail', userId: user.userId },
          ConditionExpression: isNew,
        },
      },
      {
        Delete: {
          TableName: table(),
          Key: keys.userEmail(user.email),
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :u',
          ExpressionAttributeValues: { ':u': user.userId },
        },
      },
    ]);
    if (failed === undefined) return 'updated';
    return failed === 1 ? 'emailTaken' : 'changedMeanwhile';
  },

  async setLanguage(userId: string, language: Locale, now: Date) {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.user(userId),
        UpdateExpression: 'SET #language = :l, dateUpdated = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#language': 'language' },
        ExpressionAttributeValues: { ':l': language, ':now': now.toISOString() },
      }),
    );
  },
};

/**
 * The 60-minute wait per address: one item per kind and address holding when the last e-mail
 * went out. The claim is a conditional put, so two simultaneous requests send one e-mail.
 */
export const dynamoCooldown: CooldownPort = {
  async claim(kind, email, now, waitSeconds) {
    const nowSec = Math.floor(now.getTime() / 1000);
    try {
      await getDocumentClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...accountKeys.emailCooldown(kind, email),
            entity: 'emailCooldown',
            sentAt: nowSec,
            expiresAt: nowSec + Math.max(waitSeconds, 3600),
          },
          ...(waitSeconds > 0
            ? {
                ConditionExpression: 'attribute_not_exists(pk) OR sentAt <= :cutoff',
                ExpressionAttributeValues: { ':cutoff': nowSec - waitSeconds },
              }
            : {}),
        }),
      );
      return 0;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      const out = await getDocumentClient().send(
        new GetCommand({
          TableName: table(),
          Key: accountKeys.emailCooldown(kind, email),
          ConsistentRead: true,
        }),
      );
      const sentAt = (out.Item as { sentAt?: number } | undefined)?.sentAt ?? nowSec;
      return Math.max(1, sentAt + waitSeconds - nowSec);
    }
  },
  async release(kind, email) {
    await getDocumentClient().send(
      new DeleteCommand({ TableName: table(), Key: accountKeys.emailCooldown(kind, email) }),
    );
  },
};

export async function findApiClient(clientId: string): Promise<ApiClientRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: table(), Key: accountKeys.apiClient(clientId) }),
  );
  return out.Item as ApiClientRecord | undefined;
}

/** Registers an api client (operations tooling and tests; there is no public call for it). */
export async function putApiClient(client: ApiClientRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({ TableName: table(), Item: { ...accountKeys.apiClient(client.clientId), ...client } }),
  );
}
